import { TabBar } from 'antd-mobile';
import { AppOutline, UserOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useContext, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { shellMessages as m } from './messages';
import styles from './shell.module.css';
import { paths, type PathName } from '../../lib/paths';
import { RouteAvailabilityContext } from '../../lib/route-availability';
import { sessionState, type Session } from '../../lib/session/session-state';

/**
 * SPEC.md's two readings of the bottom bar, reconciled: Home (the officer's desk for officers), inspection
 * notices, complaint progress, notices and My. The shop is reached from My. A tab shows once its screen exists.
 */
// Icons of tabs whose screens come later are loaded only when their tab shows.
const FileOutline = lazy(() => import('antd-mobile-icons/es/FileOutline'));
const MessageOutline = lazy(() => import('antd-mobile-icons/es/MessageOutline'));
const BellOutline = lazy(() => import('antd-mobile-icons/es/BellOutline'));

interface TabDefinition {
  key: string;
  title: MessageDescriptor;
  icon: ReactNode;
  target: (session: Session) => PathName;
  activeOn: PathName[];
}

export const tabDefinitions: TabDefinition[] = [
  {
    key: 'home',
    title: m.tabHome,
    icon: <AppOutline />,
    target: (s) => (s.role === 'officer' ? 'enforceHome' : 'home'),
    activeOn: ['home', 'enforceHome'],
  },
  {
    key: 'inspectionNotice',
    title: m.tabInspectionNotice,
    icon: <FileOutline />,
    target: () => 'inspectionNotice',
    activeOn: ['inspectionNotice'],
  },
  {
    key: 'complaints',
    title: m.tabComplaints,
    icon: <MessageOutline />,
    target: () => 'complaintList',
    activeOn: ['complaintList'],
  },
  {
    key: 'notices',
    title: m.tabNotices,
    icon: <BellOutline />,
    target: () => 'systemNotice',
    activeOn: ['systemNotice'],
  },
  { key: 'my', title: m.tabMy, icon: <UserOutline />, target: () => 'my', activeOn: ['my'] },
];

/** antd-mobile's TabBar for the look; each title is a real link (stretched over the tab) for keyboard and screen readers. */
export function AppTabBar({ current }: { current: PathName | undefined }) {
  const intl = useIntl();
  const session = useRecoilValue(sessionState);
  const available = useContext(RouteAvailabilityContext);
  const visible = tabDefinitions.filter((tab) => available.has(tab.target(session)));
  const active = visible.find((tab) => current && tab.activeOn.includes(current));

  return (
    <nav className={styles.tabBar} aria-label={intl.formatMessage(m.tabBarLabel)}>
      <TabBar activeKey={active?.key ?? null}>
        {visible.map((tab) => (
          <TabBar.Item
            key={tab.key}
            icon={<Suspense fallback={null}>{tab.icon}</Suspense>}
            title={
              <Link
                className={styles.tabLink}
                to={paths[tab.target(session)].href()}
                aria-current={tab === active ? 'page' : undefined}
              >
                {intl.formatMessage(tab.title)}
              </Link>
            }
          />
        ))}
      </TabBar>
    </nav>
  );
}
