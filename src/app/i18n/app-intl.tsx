import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl, type ResolvedIntlConfig } from 'react-intl';
import { useRecoilValue } from 'recoil';
import type { EnglishCatalog } from './en-catalog';
import { localeState, serverMessagesState } from '../../lib/i18n/locale-state';
import { setTranslator } from '../../lib/i18n/translator';

const reported = new Set<string>();
const reportIntlError: ResolvedIntlConfig['onError'] = (error) => {
  // zh texts are the bundled defaults, so a missing zh translation is expected
  if (error.code === 'MISSING_TRANSLATION') return;
  if (!reported.has(error.message)) {
    reported.add(error.message);
    console.warn(`[i18n] ${error.message}`);
  }
};

function TranslatorBridge() {
  const intl = useIntl();
  setTranslator((descriptor, values) => intl.formatMessage(descriptor, values));
  useEffect(() => () => setTranslator(null), []);
  return null;
}

/** react-intl with zh bundled as defaults, en loaded on demand, and the server's message sets merged over both. */
export function AppIntl({
  children,
  preloadedEnglish,
}: {
  children: ReactNode;
  preloadedEnglish: EnglishCatalog | null;
}) {
  const chosen = useRecoilValue(localeState);
  const serverMessages = useRecoilValue(serverMessagesState);
  const [english, setEnglish] = useState<EnglishCatalog | null>(preloadedEnglish);
  // Until the English catalogue has arrived the screen stays as it was, rather than blanking.
  const locale = chosen === 'en' && !english ? 'zh' : chosen;

  useEffect(() => {
    if (chosen !== 'en' || english) return undefined;
    let cancelled = false;
    void import('./en-catalog').then((module) => !cancelled && setEnglish(module));
    return () => {
      cancelled = true;
    };
  }, [chosen, english]);

  const antdLocale = locale === 'en' && english ? english.antdEnglish : zhCN;
  useEffect(() => {
    setDefaultConfig({ locale: antdLocale });
  }, [antdLocale]);

  const messages = useMemo(
    () => ({ ...(locale === 'en' ? english?.enCatalog : {}), ...serverMessages[locale] }),
    [locale, english, serverMessages],
  );

  return (
    <IntlProvider
      locale={locale === 'en' ? 'en' : 'zh-CN'}
      defaultLocale="zh-CN"
      messages={messages}
      onError={reportIntlError}
    >
      <ConfigProvider locale={antdLocale}>
        <TranslatorBridge />
        {children}
      </ConfigProvider>
    </IntlProvider>
  );
}
