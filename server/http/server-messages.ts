import type { Locale } from '../../contract/locales';

/** A module's texts for the response envelope's `message`, keyed by message key, one text per locale. */
export type ServerMessages = Record<string, Record<Locale, string>>;
