import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { sessionState } from '../../lib/session/session-state';
import { homeMessages } from '../../features/home/messages';
import { useAppRuntime } from '../../lib/session/app-runtime';
import { useRootShellLoads, useSessionFollowsLocale, useStartup } from '../session/use-session-lifecycle';
import { KeepAliveOutlet, type RouteHandle } from './keep-alive-outlet';
import { PendingBar } from './pending-bar';
import styles from './shell.module.css';
import { AppTabBar } from './tabs';

/** The root shell: start-up sign-in, the screens (kept alive where flagged) and the bottom tab bar. */
export function Shell() {
  const intl = useIntl();
  const runtime = useAppRuntime();
  const matches = useMatches();
  const route = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.route;
  const userId = useRecoilValue(sessionState).userId;
  useStartup();
  useRootShellLoads();
  useSessionFollowsLocale();

  const title = intl.formatMessage(homeMessages.appTitle);
  useEffect(() => {
    if (runtime.mode !== 'standalone') return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [runtime.mode, title]);

  return (
    <div className={styles.shell}>
      <PendingBar />
      <div className={styles.screens}>
        {/* Kept screens belong to one user: another sign-in starts from scratch. */}
        <KeepAliveOutlet key={userId} />
      </div>
      {route?.tabs && <AppTabBar current={route.name} />}
    </div>
  );
}
