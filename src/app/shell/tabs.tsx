import { TabBar } from 'antd-mobile';
import { AppOutline, UserOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useContext, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { shellMessages as m } from './messages';
import styles from './shell.module.css';
import type { UnreadCounts } from '../../../contract/messages/schemas';
import { useUnreadCounts, useUnreadCountsRefresh } from '../../components/messages/unread-counts';
import { paths, type PathName } from '../../lib/paths';
import { RouteAvailabilityContext } from '../../lib/route-availability';
import { sessionState, startupStatusState, type Session } from '../../lib/session/session-state';

/**
 * SPEC.md's two readings of the bottom bar, reconciled: Home (the officer's desk for officers), inspection
 * notices, complaint progress, notices, the shop (enterprise users: SPEC's fourth label) and My. A provider has
 * its service requests, notices and My. A tab shows once its screen exists.
 */
// Icons of tabs whose screens come later are loaded only when their tab shows.
const FileOutline = lazy(() => import('antd-mobile-icons/es/FileOutline'));
// Drawn here: these tabs show on every first screen, where antd's icons (a 1.2 KB chunk each) do not fit the budget.
const speechIcon = (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d="M4 4h16v12H10l-6 4zm4 6h8" />
  </svg>
);
const cartIcon = (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d="M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1 1 0 1 0 0-.1zm8 0a1 1 0 1 0 0-.1z" />
  </svg>
);
const bellIcon = (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d="M12 3a6 6 0 0 0-6 6v5l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 17a2 2 0 0 0 4 0" />
  </svg>
);

interface TabDefinition {
  key: string;
  title: MessageDescriptor;
  icon: ReactNode;
  /** Where the tab goes for this user; null: not for them. */
  target: (session: Session) => PathName | null;
  activeOn: PathName[];
  unread?: (counts: UnreadCounts, session: Session) => number;
}

export const tabDefinitions: TabDefinition[] = [
  {
    key: 'home',
    title: m.tabHome,
    icon: <AppOutline />,
    target: (s) => (s.role === 'officer' ? 'enforceHome' : s.role === 'provider' ? null : 'home'),
    activeOn: ['home', 'enforceHome'],
  },
  {
    // A provider's home: the service requests addressed to it.
    key: 'shopRequests',
    title: m.tabShopRequests,
    icon: <AppOutline />,
    target: (s) => (s.role === 'provider' ? 'shopRequestList' : null),
    activeOn: ['shopRequestList'],
    unread: (c) => c.personal,
  },
  {
    key: 'inspectionNotice',
    title: m.tabInspectionNotice,
    icon: <FileOutline />,
    target: (s) => (s.role === 'provider' ? null : 'inspectionNotice'),
    activeOn: ['inspectionNotice'],
    unread: (c, s) => (s.role === 'enterprise' ? c.notices : 0),
  },
  {
    key: 'complaints',
    title: m.tabComplaints,
    icon: speechIcon,
    // Officers handle complaints from their notices desk.
    target: (s) => (s.role === 'officer' ? 'enforceNotice' : s.role === 'provider' ? null : 'complaintList'),
    activeOn: ['complaintList', 'enforceNotice'],
    unread: (c) => c.complaints,
  },
  {
    key: 'notices',
    title: m.tabNotices,
    icon: bellIcon,
    target: () => 'systemNotice',
    activeOn: ['systemNotice'],
    unread: (c) => c.system + c.personal,
  },
  {
    key: 'shop',
    title: m.tabShop,
    icon: cartIcon,
    target: (s) => (s.role === 'enterprise' ? 'shop' : null),
    activeOn: ['shop', 'classify', 'cart'],
  },
  { key: 'my', title: m.tabMy, icon: <UserOutline />, target: () => 'my', activeOn: ['my'] },
];

/** antd-mobile's TabBar for the look; each title is a real link (stretched over the tab) for keyboard and screen readers. */
export function AppTabBar({ current }: { current: PathName | undefined }) {
  const intl = useIntl();
  const session = useRecoilValue(sessionState);
  const available = useContext(RouteAvailabilityContext);
  // A stored session being resumed has no role yet: its tabs show together once it has, rather than some
  // showing first and the rest pushing them aside. A resume that failed shows the tabs of no role, as before.
  const startup = useRecoilValue(startupStatusState);
  const resuming = startup === 'running' && Boolean(session.token) && !session.role;
  const visible = tabDefinitions.flatMap((tab) => {
    if (resuming) return [];
    const target = tab.target(session);
    return target && available.has(target) ? [{ ...tab, target }] : [];
  });
  const active = visible.find((tab) => current && tab.activeOn.includes(current));
  const counts = useUnreadCounts();
  useUnreadCountsRefresh(current);

  return (
    <nav className={styles.tabBar} aria-label={intl.formatMessage(m.tabBarLabel)}>
      <TabBar activeKey={active?.key ?? null}>
        {visible.map((tab) => {
          const title = intl.formatMessage(tab.title);
          const unread = (counts && tab.unread?.(counts, session)) || 0;
          return (
            <TabBar.Item
              key={tab.key}
              icon={<Suspense fallback={null}>{tab.icon}</Suspense>}
              badge={unread ? <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span> : null}
              title={
                <Link
                  className={styles.tabLink}
                  to={paths[tab.target].href()}
                  aria-current={tab === active ? 'page' : undefined}
                  aria-label={unread ? intl.formatMessage(m.tabUnread, { title, count: unread }) : undefined}
                >
                  {title}
                </Link>
              }
            />
          );
        })}
      </TabBar>
    </nav>
  );
}
