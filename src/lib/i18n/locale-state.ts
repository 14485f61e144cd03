import { atom } from 'recoil';
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locales';

export const localeState = atom<Locale>({ key: 'i18n/locale', default: DEFAULT_LOCALE });

/** Message sets from `GET /getLanguage`, merged over the bundled ones per locale. */
export const serverMessagesState = atom<Partial<Record<Locale, Record<string, string>>>>({
  key: 'i18n/serverMessages',
  default: {},
});
