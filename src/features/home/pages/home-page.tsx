import { ExclamationShieldOutline, FileOutline, ScanningOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import styles from './home-page.module.css';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { sessionState, startupStatusState } from '../../../lib/session/session-state';
import { commonMessages } from '../../../lib/ui/messages';
import { ServiceTile } from '../../../lib/ui/service-tile';
import { takeCarouselPrefetch, carouselQueryKey, getCarousel } from '../api';
import { AnnouncementCarousel } from '../components/announcement-carousel';
import { homeMessages as m } from '../messages';

// Not on the first screen's critical path: its icon comes with the next chunk.
const CalendarOutline = lazy(() => import('antd-mobile-icons/es/CalendarOutline'));

export const CAROUSEL_AUTOPLAY_MS = 3000;

export function supervisionCodeHref(enterpriseNumber: string | null | undefined): string {
  return enterpriseNumber
    ? paths.enterpriseQrCode.href({ enterpriseNumber })
    : paths.enterpriseRegister.href();
}

/** `/home`; a provider has no enterprise home: its home is the requests addressed to it. */
export default function HomePage() {
  const role = useRecoilValue(sessionState).role;
  if (role === 'provider') return <Navigate to={paths.shopRequestList.href()} replace />;
  return <EnterpriseHome />;
}

function EnterpriseHome() {
  const intl = useIntl();
  const session = useRecoilValue(sessionState);
  const startup = useRecoilValue(startupStatusState);
  const runtime = useAppRuntime();
  const headingId = useId();
  // Embedded, the portal owns `main` (as in Screen).
  const Landmark = runtime.mode === 'standalone' ? 'main' : 'section';
  const codeTarget = session.enterpriseNumber ? 'enterpriseQrCode' : 'enterpriseRegister';
  const codeAvailable = useIsRouteAvailable(codeTarget);
  const historyAvailable = useIsRouteAvailable('registrationList');
  const complaintAvailable = useIsRouteAvailable('complaint');
  const appointmentAvailable = useIsRouteAvailable('appointmentBase');
  // Announcements only: while they load or when they fail the home screen simply goes without them.
  // The start-up asks for them ahead of this screen (app/session/first-screen.ts), under the same key.
  const carousel = useQuery(carouselQueryKey, (signal) => getCarousel(signal));
  const { reload: reloadCarousel } = carousel;
  const seenBefore = useRef(carousel.data !== undefined);
  const [prefetchedForThisVisit] = useState(takeCarouselPrefetch);
  // Home is not kept alive: each visit asks for the current announcements, showing the last ones meanwhile.
  useEffect(() => {
    if (seenBefore.current && !prefetchedForThisVisit) reloadCarousel();
  }, [reloadCarousel, prefetchedForThisVisit]);

  // Until the start-up says who the user is (a kept session may still be replaced by the host's user), home shows
  // its public parts; the user's own tile waits for the sign-in (the route guard shows this screen meanwhile).
  const signingIn = startup === 'running' && (session.firstLoad || session.role === null);

  return (
    // Its own light frame, not Screen: this is the first screen, whose JavaScript is at its budget (Screen adds 1.4 KB gzip).
    <Landmark className={styles.page} aria-labelledby={headingId}>
      <header className={styles.logoBox}>
        <div className={styles.emblem} aria-hidden="true">
          <ScanningOutline />
        </div>
        <h1 id={headingId} className={styles.title}>
          <FormattedMessage {...m.appTitle} />
        </h1>
        <p className={styles.caption}>
          <FormattedMessage {...m.logoCaption} />
        </p>
      </header>
      <div className={styles.content}>
        {startup === 'failed' && (
          <div className={styles.notice} role="alert">
            <FormattedMessage {...m.startupFailed} />
            <div className={styles.noticeActions}>
              <button type="button" className={styles.retry} onClick={runtime.restartSession}>
                <FormattedMessage {...commonMessages.retry} />
              </button>
              <Link to={paths.login.href()}>
                <FormattedMessage {...m.loginWithAccount} />
              </Link>
            </div>
          </div>
        )}

        {/* While signing in the tiles wait for the session: not links yet. */}
        <nav className={styles.tiles} aria-label={intl.formatMessage(m.tilesLabel)} aria-busy={signingIn}>
          <ServiceTile
            tone="blue"
            icon={<ScanningOutline />}
            title={<FormattedMessage {...m.tileCode} />}
            hint={<FormattedMessage {...(session.enterpriseNumber ? m.tileCodeHint : m.tileRegisterHint)} />}
            to={codeAvailable && !signingIn ? supervisionCodeHref(session.enterpriseNumber) : null}
            disabledHint={<FormattedMessage {...(signingIn ? m.signingIn : m.comingSoon)} />}
          />
          <ServiceTile
            tone="green"
            icon={<FileOutline />}
            title={<FormattedMessage {...m.tileHistory} />}
            hint={<FormattedMessage {...m.tileHistoryHint} />}
            to={signingIn ? null : historyAvailable ? paths.registrationList.href() : null}
            disabledHint={<FormattedMessage {...(signingIn ? m.tileHistoryHint : m.comingSoon)} />}
          />
          <ServiceTile
            tone="orange"
            icon={<ExclamationShieldOutline />}
            title={<FormattedMessage {...m.tileComplaint} />}
            hint={<FormattedMessage {...m.tileComplaintHint} />}
            to={
              signingIn
                ? null
                : complaintAvailable
                  ? paths.complaint.href({ comOrOpi: 0, isSelect: true })
                  : null
            }
            disabledHint={<FormattedMessage {...(signingIn ? m.tileComplaintHint : m.comingSoon)} />}
          />
          <ServiceTile
            tone="purple"
            icon={
              <Suspense fallback={null}>
                <CalendarOutline />
              </Suspense>
            }
            title={<FormattedMessage {...m.tileAppointment} />}
            hint={<FormattedMessage {...m.tileAppointmentHint} />}
            to={signingIn ? null : appointmentAvailable ? paths.appointmentBase.href() : null}
            disabledHint={<FormattedMessage {...(signingIn ? m.tileAppointmentHint : m.comingSoon)} />}
          />
        </nav>

        {carousel.data && carousel.data.length > 0 && (
          <AnnouncementCarousel items={carousel.data} intervalMs={CAROUSEL_AUTOPLAY_MS} />
        )}

        <footer className={styles.footer}>
          <FormattedMessage {...m.footer} />
        </footer>
      </div>
    </Landmark>
  );
}
