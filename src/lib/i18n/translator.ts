import type { MessageDescriptor } from 'react-intl';

type Values = Record<string, string | number>;
type Translate = (descriptor: MessageDescriptor, values?: Values) => string;

let current: Translate | null = null;

/** Lets code outside React (HTTP client, host adapter) speak the user's language. */
export function setTranslator(translate: Translate | null): void {
  current = translate;
}

export function translate(descriptor: MessageDescriptor, values?: Values): string {
  if (current) return current(descriptor, values);
  return String(descriptor.defaultMessage ?? descriptor.id);
}
