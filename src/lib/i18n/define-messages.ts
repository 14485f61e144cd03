import type { MessageDescriptor } from 'react-intl';

/** Message descriptors with zh default texts; values are checked at run time by react-intl, not by type. */
export function defineMessages<
  T extends Record<string, MessageDescriptor & { id: string; defaultMessage: string }>,
>(messages: T): T {
  return messages;
}
