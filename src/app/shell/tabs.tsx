import { TabBar } from 'antd-mobile';
import { AppOutline, BellOutline, FileOutline, MessageOutline, UserOutline } from 'antd-mobile-icons';
import { useContext, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { paths, type PathName } from '../../lib/paths';
import { RouteAvailabilityContext } from '../../lib/route-availability';
import { sessionState, type Session } from '../../lib/session/session-state';
import { shellMessages as m } from './messages';
import styles from './shell.module.css';

/**
 * SPEC.md's two readings of the bottom bar, reconciled: Home (the officer's desk for officers), inspection
 * notices, complaint progress, notices and My. The shop is reached from My. A tab shows once its screen exists.
 */
interface TabDefinition {
  key: string;
  title: MessageDescriptor;
  icon: ReactNode;
  target: (session: Session) => PathName;
  activeOn: PathName[];
}

export const tabDefinitions: TabDefinition[] = [
  { key: 'home', title: m.tabHome, icon: <AppOutline />, target: (s) => (s.role === 'officer' ? 'enforceHome' : 'home'), activeOn: ['home', 'enforceHome'] },
  { key: 'inspectionNotice', title: m.tabInspectionNotice, icon: <FileOutline />, target: () => 'inspectionNotice', activeOn: ['inspectionNotice'] },
  { key: 'complaints', title: m.tabComplaints, icon: <MessageOutline />, target: () => 'complaintList', activeOn: ['complaintList'] },
  { key: 'notices', title: m.tabNotices, icon: <BellOutline />, target: () => 'systemNotice', activeOn: ['systemNotice'] },
  { key: 'my', title: m.tabMy, icon: <UserOutline />, target: () => 'my', activeOn: ['my'] },
];

export function AppTabBar({ current }: { current: PathName | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useRecoilValue(sessionState);
  const available = useContext(RouteAvailabilityContext);
  const visible = tabDefinitions.filter((tab) => available.has(tab.target(session)));
  const active = visible.find((tab) => current && tab.activeOn.includes(current));

  return (
    <nav className={styles.tabBar} aria-label={intl.formatMessage(m.tabBarLabel)}>
      <TabBar
        activeKey={active?.key ?? null}
        onChange={(key) => {
          const tab = visible.find((candidate) => candidate.key === key);
          if (tab) navigate(paths[tab.target(session)].href());
        }}
      >
        {visible.map((tab) => (
          <TabBar.Item key={tab.key} icon={tab.icon} title={intl.formatMessage(tab.title)} />
        ))}
      </TabBar>
    </nav>
  );
}
