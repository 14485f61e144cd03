import { t } from './messages';
import type { Locale } from '../contract/locales';

export function ServiceGuidePage({ locale }: { locale: Locale }) {
  return (
    <article className="portal-page">
      <h1>{t(locale, 'guideTitle')}</h1>
      <ol className="portal-steps">
        <li>{t(locale, 'guideStep1')}</li>
        <li>{t(locale, 'guideStep2')}</li>
        <li>{t(locale, 'guideStep3')}</li>
      </ol>
      <p className="portal-muted">{t(locale, 'guideContact')}</p>
    </article>
  );
}
