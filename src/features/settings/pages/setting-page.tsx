import { Radio, Space } from 'antd-mobile';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRecoilValue } from 'recoil';
import type { Locale } from '../../../../contract/locales';
import { version } from '../../../../package.json';
import { localeState } from '../../../lib/i18n/locale-state';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { sessionState } from '../../../lib/session/session-state';
import { useSignOut } from '../../../lib/session/use-sign-out';
import { Button } from '../../../lib/ui/button';
import { DetailList } from '../../../lib/ui/detail-list';
import { commonMessages } from '../../../lib/ui/messages';
import { Screen } from '../../../lib/ui/screen';
import { TextSizeChoice } from '../../../lib/ui/text-size-choice';
import { clearCachedData, type Cleared } from '../cached-data';
import { PushPreferences } from '../components/push-preferences';
import { settingMessages as m } from '../messages';
import styles from '../settings.module.css';
import { shippedLibraries } from '../shipped-libraries';

/** Each language named in itself, so a reader finds theirs whatever the screen is in now. */
const LANGUAGES: { locale: Locale; name: string; lang: string }[] = [
  { locale: 'zh', name: '中文', lang: 'zh-CN' },
  { locale: 'en', name: 'English', lang: 'en' },
];

/**
 * `/setting`: language, text size, push notifications by topic, cached data, about (version and the licences of
 * the libraries the browser loads) and sign-out.
 */
export default function SettingPage() {
  const intl = useIntl();
  const runtime = useAppRuntime();
  const locale = useRecoilValue(localeState);
  const { userId } = useRecoilValue(sessionState);
  const signOut = useSignOut();
  const [cleared, setCleared] = useState<Cleared | null>(null);
  const languageId = useId();
  const textSizeId = useId();
  const cacheId = useId();

  const footer =
    runtime.mode === 'portal' ? (
      <p className={styles.hint}>
        <FormattedMessage {...m.portalManaged} />
      </p>
    ) : (
      <Button block color="danger" fill="outline" onClick={() => void signOut()}>
        <FormattedMessage {...m.signOut} />
      </Button>
    );

  return (
    <Screen title={m.title} footer={footer}>
      <section className={styles.section} aria-labelledby={languageId}>
        <h2 id={languageId} className={styles.heading}>
          <FormattedMessage {...m.language} />
        </h2>
        <Radio.Group value={locale} onChange={(value) => runtime.setLocale(value as Locale)}>
          <div role="radiogroup" aria-labelledby={languageId} className={styles.choices}>
            <Space direction="vertical" block>
              {LANGUAGES.map((language) => (
                <Radio key={language.locale} value={language.locale} className={styles.choice}>
                  <span lang={language.lang}>{language.name}</span>
                </Radio>
              ))}
            </Space>
          </div>
        </Radio.Group>
      </section>

      <section className={styles.section} aria-labelledby={textSizeId}>
        <h2 id={textSizeId} className={styles.heading}>
          <FormattedMessage {...commonMessages.textSize} />
        </h2>
        <div className={styles.body}>
          <TextSizeChoice labelledBy={textSizeId} />
          <p className={styles.hint}>
            <FormattedMessage {...m.textSizeHint} />
          </p>
        </div>
      </section>

      <PushPreferences />

      <section className={styles.section} aria-labelledby={cacheId}>
        <h2 id={cacheId} className={styles.heading}>
          <FormattedMessage {...m.cache} />
        </h2>
        <div className={styles.body}>
          <p className={styles.hint}>
            <FormattedMessage {...m.cacheHint} />
          </p>
          <Button block color="primary" fill="outline" onClick={() => setCleared(clearCachedData(userId))}>
            <FormattedMessage {...m.clearCache} />
          </Button>
          <p className={styles.status} role="status">
            {cleared && (
              <FormattedMessage
                {...m.cleared}
                values={{
                  entries: cleared.entries,
                  size: intl.formatNumber(cleared.bytes / 1024, {
                    style: 'unit',
                    unit: 'kilobyte',
                    maximumFractionDigits: 1,
                  }),
                }}
              />
            )}
          </p>
        </div>
      </section>

      <div className={styles.section}>
        <DetailList
          header={<FormattedMessage {...m.about} />}
          rows={[{ key: 'version', label: m.version, value: version }]}
        />
      </div>
      <div className={styles.section}>
        <DetailList
          header={<FormattedMessage {...m.licences} />}
          rows={shippedLibraries.map((library) => ({
            key: library.name,
            label: <span lang="en">{library.name}</span>,
            value: (
              <span lang="en">
                {library.version} · {library.license}
              </span>
            ),
          }))}
        />
      </div>
    </Screen>
  );
}
