import type { ComponentProps, ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { RecoilRoot, useRecoilCallback, type RecoilState } from 'recoil';
import { AppIntl } from './i18n/app-intl';
import type { EnglishCatalog } from './i18n/en-catalog';
import { availableScreens } from './router';
import type { Locale } from '../../contract/locales';
import { localeState } from '../lib/i18n/locale-state';
import { RouteAvailabilityContext } from '../lib/route-availability';
import { AppRuntimeContext, type AppRuntime } from '../lib/session/app-runtime';
import { sessionState, type Session } from '../lib/session/session-state';
import { textSizeState, type TextSize } from '../lib/ui/text-size';

/** Reads and writes recoil state from outside React: the HTTP client and the start-up flow use it. */
export interface RecoilAccess {
  get: <T>(state: RecoilState<T>) => T;
  set: <T>(state: RecoilState<T>, update: T | ((current: T) => T)) => void;
}

/** Lets the HTTP client and the start-up flow (outside React) read and write the session. */
function RecoilBridge({ access }: { access: { current: RecoilAccess | null } }) {
  const get = useRecoilCallback(
    ({ snapshot }) =>
      <T,>(state: RecoilState<T>) =>
        snapshot.getLoadable(state).getValue(),
    [],
  );
  const set = useRecoilCallback(
    ({ set: write }) =>
      <T,>(state: RecoilState<T>, update: T | ((current: T) => T)) =>
        write(state, update),
    [],
  );
  access.current = { get, set };
  return null;
}

export interface AppProvidersProps {
  runtime: AppRuntime;
  /** Filled with recoil access on render, for code outside React. */
  access: { current: RecoilAccess | null };
  initialSession: Session;
  locale: Locale;
  /** Read from the device before the first paint; standard when not given. */
  textSize?: TextSize;
  preloadedEnglish: EnglishCatalog | null;
  router: ComponentProps<typeof RouterProvider>['router'];
  /** Components that only watch app-wide state (render nothing), mounted inside the recoil store. */
  children?: ReactNode;
}

/**
 * The providers around the router, one stack for the mounted app and for the screen tests (`renderScreen`):
 * the recoil store with the session, locale and text size, the runtime, the screens this build has, and react-intl.
 */
export function AppProviders({
  runtime,
  access,
  initialSession,
  locale,
  textSize = 'standard',
  preloadedEnglish,
  router,
  children,
}: AppProvidersProps) {
  return (
    <RecoilRoot
      initializeState={({ set }) => {
        set(sessionState, initialSession);
        set(localeState, locale);
        set(textSizeState, textSize);
      }}
    >
      <RecoilBridge access={access} />
      {children}
      <AppRuntimeContext.Provider value={runtime}>
        <RouteAvailabilityContext.Provider value={availableScreens}>
          <AppIntl preloadedEnglish={preloadedEnglish}>
            <RouterProvider router={router} />
          </AppIntl>
        </RouteAvailabilityContext.Provider>
      </AppRuntimeContext.Provider>
    </RecoilRoot>
  );
}
