import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useRecoilState, useRecoilValue, useSetRecoilState } from 'recoil';
import { getGoodsCount, getMessageSets, getSessionUser } from './shell-api';
import { LOCALES } from '../../../contract/locales';
import { homeMessages } from '../../features/home/messages';
import { readSimulatorOptions } from '../../lib/host-sdk/simulator-options';
import { isCancelledRequest } from '../../lib/http/client';
import { localeState, serverMessagesState } from '../../lib/i18n/locale-state';
import { paths } from '../../lib/paths';
import { useAppRuntime } from '../../lib/session/app-runtime';
import { sessionFromUser, sessionState, startupStatusState } from '../../lib/session/session-state';

/** The messaging host's own flow, only ever loaded inside one; its config request starts with it. */
async function startHostFlow() {
  const [startup] = await Promise.all([
    import('../../features/session/startup'),
    // its requests, fetched alongside rather than after it
    import('../../features/session/api'),
  ]);
  const config = startup.fetchHostConfig();
  // awaited (and its failure handled) by the flow; no host after all leaves it unread
  config.catch(() => undefined);
  return { runHostStartup: startup.runHostStartup, config };
}

/** A messaging host is asked for (the simulator) or announced by the browser (WorkPlus): see `detectHost`. */
function expectsMessagingHost(): boolean {
  const simulator = readSimulatorOptions(window.location.search);
  return simulator ? simulator.platform === 'messaging' : /workplus/i.test(navigator.userAgent);
}

/** Our session inside 深政易 is renewed through the platform's token call well before it expires (12 h). */
const SZY_RENEW_EVERY_MS = 30 * 60_000;

/**
 * Who the user is, decided once per mount: the portal's token, the messaging host's auth-code flow, or the
 * token kept from an earlier visit. Without any, the route guard sends a screen that needs a session to the
 * login page (unknown paths and public screens stay where they are). Failures are logged, never thrown.
 */
export function useStartup(): void {
  const runtime = useAppRuntime();
  const intl = useIntl();
  const setStatus = useSetRecoilState(startupStatusState);
  const [attempt, setAttempt] = useState(0);

  const restart = useCallback(() => setAttempt((value) => value + 1), []);
  runtime.restartSession = restart;

  // One run per attempt, also under StrictMode's double effects: the host flow must not ask twice for a code.
  const startedAttempt = useRef(-1);
  const renewal = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(renewal.current), []);
  useEffect(() => {
    if (startedAttempt.current === attempt) return;
    startedAttempt.current = attempt;
    const finish = (ok: boolean) => {
      if (ok && runtime.getSession().firstLoad) runtime.updateSession({ firstLoad: false });
      setStatus(ok ? 'done' : 'failed');
    };
    const resumeStoredSession = async () => {
      const user = await getSessionUser();
      runtime.updateSession(sessionFromUser(user));
    };

    setStatus('running');
    void (async () => {
      try {
        if (runtime.mode === 'portal') {
          if (runtime.getSession().token) await resumeStoredSession();
          return finish(true);
        }
        // Inside a messaging host, its flow (signing, code exchange) and the signed config are asked for while
        // the host's SDK is still loading, not after it.
        const early = expectsMessagingHost() ? startHostFlow() : null;
        const host = await runtime.getHost();
        if (host?.platform === 'szy') {
          const { configureSzy, runSzyStartup } = await import('../../features/session/szy-startup');
          const deps = {
            host,
            title: intl.formatMessage(homeMessages.appTitle),
            getSession: runtime.getSession,
            updateSession: runtime.updateSession,
          };
          const result = await runSzyStartup(deps);
          if (!result.ok) {
            void runtime.navigate(paths.szySignIn.href({ reason: result.problem }), { replace: true });
            return finish(false);
          }
          if (runtime.currentLocation().pathname.endsWith(paths.szySignIn.path))
            void runtime.navigate(paths.root.href(), { replace: true });
          clearInterval(renewal.current);
          renewal.current = setInterval(() => void configureSzy(deps), SZY_RENEW_EVERY_MS);
          return finish(true);
        }
        if (host) {
          const { runHostStartup, config } = await (early ?? startHostFlow());
          const ok = await runHostStartup({
            host,
            config,
            title: intl.formatMessage(homeMessages.appTitle),
            getSession: runtime.getSession,
            updateSession: runtime.updateSession,
          });
          return finish(ok);
        }
        if (runtime.getSession().token) {
          await resumeStoredSession();
          return finish(true);
        }
        finish(true);
      } catch (error) {
        if (!isCancelledRequest(error)) console.error('[startup] failed', error);
        finish(false);
      }
    })();
    // runs once per mount and on an explicit retry
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
}

/** SPEC.md root shell: away from the root and login paths, load the cart count, then the language messages. */
export function useRootShellLoads(): void {
  const location = useLocation();
  const [session, setSession] = useRecoilState(sessionState);
  const setServerMessages = useSetRecoilState(serverMessagesState);
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current || location.pathname === paths.root.path || location.pathname === paths.login.path)
      return;
    loaded.current = true;
    void (async () => {
      if (session.token) {
        const count = await getGoodsCount().catch(() => undefined);
        if (count !== undefined) setSession((current) => ({ ...current, goods_card_num: count ?? 0 }));
      }
      const sets = await getMessageSets().catch((error: unknown) => {
        // the app was unmounted meanwhile: nothing failed
        if (!isCancelledRequest(error)) console.error('[i18n] message sets not loaded', error);
        return undefined;
      });
      if (sets && typeof sets === 'object') {
        setServerMessages((current) => {
          const merged = { ...current };
          for (const locale of LOCALES)
            if (sets[locale]) merged[locale] = { ...merged[locale], ...sets[locale] };
          return merged;
        });
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  // The cart count follows the signed-in user and the reload flag.
  const firstToken = useRef(session.token);
  useEffect(() => {
    if (!session.token || (session.token === firstToken.current && !session.is_reload_card)) return;
    firstToken.current = session.token;
    getGoodsCount().then(
      (count) => setSession((current) => ({ ...current, goods_card_num: count ?? 0, is_reload_card: false })),
      () => setSession((current) => ({ ...current, is_reload_card: false })),
    );
  }, [session.token, session.is_reload_card, setSession]);
}

/** The session's names that have a translation (the department) follow a change of language. */
export function useSessionFollowsLocale(): void {
  const runtime = useAppRuntime();
  const locale = useRecoilValue(localeState);
  const first = useRef(locale);
  useEffect(() => {
    if (locale === first.current) return;
    first.current = locale;
    if (!runtime.getSession().token) return;
    getSessionUser().then(
      (user) => runtime.updateSession(sessionFromUser(user)),
      () => undefined,
    );
  }, [locale, runtime]);
}
