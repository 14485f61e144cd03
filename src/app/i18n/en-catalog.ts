import enUS from 'antd-mobile/es/locales/en-US';

/** antd-mobile's own English texts travel with ours, so Chinese-only users never load them. */
export const antdEnglish = enUS;

/** Every English message of the app, gathered from the `messages-en.ts` beside each `messages.ts`; loaded only for en. */
const modules = import.meta.glob<{ default: Record<string, string> }>('../../**/messages-en.ts', {
  eager: true,
});

export const enCatalog: Record<string, string> = Object.assign(
  {},
  ...Object.values(modules).map((module) => module.default),
);

export interface EnglishCatalog {
  enCatalog: Record<string, string>;
  antdEnglish: typeof enUS;
}
