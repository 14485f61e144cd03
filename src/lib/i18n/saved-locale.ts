import { toLocale, type Locale } from '../../../contract/locales';

const KEY = 'sv.locale';

export function readSavedLocale(): Locale | undefined {
  try {
    return toLocale(localStorage.getItem(KEY));
  } catch {
    return undefined;
  }
}

export function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // storage can be unavailable (private mode); the choice then lasts for this visit only
  }
}
