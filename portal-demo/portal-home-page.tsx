import { t } from './messages';
import { PortalLink } from './portal-link';
import { GUIDE_PATH, SUPERVISION_PATH } from './portal-paths';
import type { Locale } from '../contract/locales';

export function PortalHomePage({ locale }: { locale: Locale }) {
  return (
    <article className="portal-page">
      <h1>{t(locale, 'homeTitle')}</h1>
      <p>{t(locale, 'homeIntro')}</p>
      <h2>{t(locale, 'homeServicesTitle')}</h2>
      <ul className="portal-cards">
        <li className="portal-card">
          <p>{t(locale, 'homeServiceSupervision')}</p>
          <PortalLink to={SUPERVISION_PATH} className="portal-button primary">
            {t(locale, 'homeOpenService')}
          </PortalLink>
        </li>
        <li className="portal-card">
          <p>{t(locale, 'homeServiceGuide')}</p>
          <PortalLink to={GUIDE_PATH} className="portal-button">
            {t(locale, 'homeOpenService')}
          </PortalLink>
        </li>
      </ul>
    </article>
  );
}
