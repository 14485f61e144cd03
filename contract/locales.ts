export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

export function toLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const short = value.toLowerCase().slice(0, 2);
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : undefined;
}
