import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { KeepAliveOutlet, type RouteHandle } from './keep-alive-outlet';
import { PendingBar } from './pending-bar';
import styles from './shell.module.css';
import { AppTabBar } from './tabs';
import { homeMessages } from '../../features/home/messages';
import { useAppRuntime } from '../../lib/session/app-runtime';
import { sessionState } from '../../lib/session/session-state';
import { useRootShellLoads, useSessionFollowsLocale, useStartup } from '../session/use-session-lifecycle';

/** The root shell: start-up sign-in, the screens (kept alive where flagged) and the bottom tab bar. */
export function Shell() {
  const intl = useIntl();
  const runtime = useAppRuntime();
  const matches = useMatches();
  const route = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.route;
  const userId = useRecoilValue(sessionState).userId;
  // Kept screens belong to one user: when a signed-in user leaves (logout, account switch) they start from scratch.
  // Learning who the user is at start-up ('' -> id) must not remount the screen already showing.
  const previousUser = useRef(userId);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (previousUser.current && previousUser.current !== userId) setGeneration((value) => value + 1);
    previousUser.current = userId;
  }, [userId]);
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
        <KeepAliveOutlet key={generation} />
      </div>
      {route?.tabs && <AppTabBar current={route.name} />}
    </div>
  );
}
