import { Badge } from 'antd-mobile';
import {
  BellOutline,
  EditSOutline,
  ExclamationShieldOutline,
  FileOutline,
  HistogramOutline,
  MailOutline,
  ScanningOutline,
  TeamOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { lazy, Suspense, useContext, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useRecoilValue } from 'recoil';
import type { UnreadCounts } from '../../../../contract/messages/schemas';
import { TodaysAppointments } from '../../../components/appointments/todays-appointments';
import { useUnreadCounts } from '../../../components/messages/unread-counts';
import { paths, type PathName } from '../../../lib/paths';
import { RouteAvailabilityContext } from '../../../lib/route-availability';
import { sessionState, type Session } from '../../../lib/session/session-state';
import { Screen } from '../../../lib/ui/screen';
import { ServiceTile } from '../../../lib/ui/service-tile';
import { officerDeskMessages as m } from '../messages';
import styles from './officer-desk-page.module.css';

interface DeskTile {
  target: PathName;
  icon: ReactNode;
  title: MessageDescriptor;
  hint: MessageDescriptor;
  tone: 'blue' | 'green' | 'orange' | 'purple';
  /** Shown only to officers holding a capability (default: every officer). */
  shownTo?: (session: Session) => boolean;
  /** What waits behind the tile (unread messages, complaints awaiting this officer), said in `countHint`. */
  count?: (unread: UnreadCounts) => number;
  countHint?: MessageDescriptor;
  /** Where the tile opens, when not the target's plain address (a list with its filter). */
  href?: string;
}

// Icons beyond the first screen's own: loaded after it (only supervisors see the last three tiles).
const SendOutline = lazy(() => import('antd-mobile-icons/es/SendOutline'));
const CalendarOutline = lazy(() => import('antd-mobile-icons/es/CalendarOutline'));
const PieOutline = lazy(() => import('antd-mobile-icons/es/PieOutline'));
const CheckShieldOutline = lazy(() => import('antd-mobile-icons/es/CheckShieldOutline'));

const deskTiles: DeskTile[] = [
  { target: 'enforceScanQrCode', icon: <ScanningOutline />, title: m.scan, hint: m.scanHint, tone: 'blue' },
  { target: 'enforceNoScan', icon: <EditSOutline />, title: m.noScan, hint: m.noScanHint, tone: 'green' },
  {
    target: 'enforcementPlanBase',
    icon: <UnorderedListOutline />,
    title: m.plans,
    hint: m.plansHint,
    tone: 'purple',
  },
  {
    target: 'inspectionApprovalList',
    icon: (
      <Suspense fallback={null}>
        <CheckShieldOutline />
      </Suspense>
    ),
    title: m.approvals,
    hint: m.approvalsHint,
    tone: 'orange',
  },
  {
    target: 'appointmentBase',
    icon: (
      <Suspense fallback={null}>
        <CalendarOutline />
      </Suspense>
    ),
    title: m.appointments,
    hint: m.appointmentsHint,
    tone: 'green',
  },
  {
    target: 'enforceNotice',
    icon: <ExclamationShieldOutline />,
    title: m.complaints,
    hint: m.complaintsHint,
    tone: 'orange',
    count: (unread) => unread.complaints,
    countHint: m.complaintsWaiting,
  },
  {
    target: 'systemNotice',
    icon: <MailOutline />,
    title: m.messages,
    hint: m.messagesHint,
    tone: 'blue',
    count: (unread) => unread.system + unread.personal,
    countHint: m.messagesUnread,
  },
  { target: 'earlyWarning', icon: <BellOutline />, title: m.warnings, hint: m.warningsHint, tone: 'orange' },
  { target: 'historyCheck', icon: <FileOutline />, title: m.history, hint: m.historyHint, tone: 'green' },
  { target: 'nonScan', icon: <TeamOutline />, title: m.visit, hint: m.visitHint, tone: 'purple' },
  { target: 'analyse', icon: <HistogramOutline />, title: m.analysis, hint: m.analysisHint, tone: 'blue' },
  {
    target: 'comprehensiveAnalysis',
    icon: (
      <Suspense fallback={null}>
        <PieOutline />
      </Suspense>
    ),
    title: m.cityAnalysis,
    hint: m.cityAnalysisHint,
    tone: 'purple',
    shownTo: (session) => session.capabilities.includes('supervisor'),
  },
  {
    target: 'registrationList',
    icon: (
      <Suspense fallback={null}>
        <CheckShieldOutline />
      </Suspense>
    ),
    title: m.emergencyReviews,
    hint: m.emergencyReviewsHint,
    tone: 'orange',
    shownTo: (session) => session.capabilities.includes('supervisor'),
    count: (unread) => unread.emergencyReviews,
    countHint: m.emergencyReviewsWaiting,
    href: paths.registrationList.href({ emergencyReview: 'pending' }),
  },
  {
    target: 'systemNoticePublish',
    icon: (
      <Suspense fallback={null}>
        <SendOutline />
      </Suspense>
    ),
    title: m.publish,
    hint: m.publishHint,
    tone: 'orange',
    shownTo: (session) => session.capabilities.includes('supervisor'),
  },
];

/** The officer's desk (`/`, `/enforceHome`): greeting and the entry tiles of the enforcement screens that exist. */
export default function OfficerDeskPage() {
  const intl = useIntl();
  const session = useRecoilValue(sessionState);
  const available = useContext(RouteAvailabilityContext);
  const unread = useUnreadCounts();

  return (
    <Screen
      title={m.greeting}
      titleValues={{ name: session.name }}
      intro={<FormattedMessage {...m.department} values={{ department: session.departmentName }} />}
      back={false}
    >
      <TodaysAppointments />
      <nav className={styles.grid} aria-label={intl.formatMessage(m.tilesLabel)}>
        {deskTiles
          .filter((tile) => tile.shownTo?.(session) ?? true)
          .map((tile) => {
            const count = unread && tile.count ? tile.count(unread) : 0;
            const counted = count > 0 && tile.countHint;
            return (
              <ServiceTile
                key={tile.href ?? tile.target}
                tone={tile.tone}
                icon={tile.icon}
                title={
                  <>
                    <FormattedMessage {...tile.title} />
                    {counted && <Badge className={styles.badge} content={count} aria-hidden="true" />}
                  </>
                }
                hint={
                  counted ? (
                    <FormattedMessage {...counted} values={{ count }} />
                  ) : (
                    <FormattedMessage {...tile.hint} />
                  )
                }
                to={available.has(tile.target) ? (tile.href ?? paths[tile.target].href()) : null}
                disabledHint={<FormattedMessage {...m.comingSoon} />}
              />
            );
          })}
      </nav>
    </Screen>
  );
}
