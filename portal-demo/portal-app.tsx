import { useEffect, useRef } from 'react';
import { LANGUAGE_NAMES, t, type MessageKey } from './messages';
import { PortalHomePage } from './portal-home-page';
import { PortalLink } from './portal-link';
import { GUIDE_PATH, HOME_PATH, SIGN_IN_PATH, SUPERVISION_PATH } from './portal-paths';
import { signOutOnServer, type PortalSession } from './portal-session';
import { isUnder, portalStore, usePortalState } from './portal-store';
import { ServiceGuidePage } from './service-guide-page';
import { SignInPanel } from './sign-in-panel';
import { SupervisionPage } from './supervision-page';
import { LOCALES } from '../contract/locales';

const MENU: { path: string; label: MessageKey }[] = [
  { path: HOME_PATH, label: 'menuHome' },
  { path: SUPERVISION_PATH, label: 'menuSupervision' },
  { path: GUIDE_PATH, label: 'menuGuide' },
];

/** Only same-portal paths are accepted as a place to return to after sign-in. */
function safeReturn(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(SIGN_IN_PATH)
    ? from
    : HOME_PATH;
}

export function PortalApp() {
  const { path, search, locale, session } = usePortalState();
  const switchDialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    document.title = t(locale, 'portalName');
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  }, [locale]);

  const here = `${path}${search}`;
  const goSignIn = () => portalStore.navigate(`${SIGN_IN_PATH}?from=${encodeURIComponent(here)}`);
  const signOut = () => {
    if (session) void signOutOnServer(session.token, locale);
    portalStore.setSession(null);
  };
  const switched = (next: PortalSession) => {
    portalStore.setSession(next);
    switchDialog.current?.close();
  };

  let page;
  if (isUnder(path, SUPERVISION_PATH)) {
    page = <SupervisionPage locale={locale} signedIn={session !== null} onSignIn={goSignIn} />;
  } else if (path === GUIDE_PATH) {
    page = <ServiceGuidePage locale={locale} />;
  } else if (path === SIGN_IN_PATH) {
    const from = safeReturn(new URLSearchParams(search).get('from'));
    page = (
      <div className="portal-page narrow">
        <SignInPanel
          locale={locale}
          headingId="portal-signin-page"
          onSignedIn={(next) => {
            portalStore.setSession(next);
            portalStore.navigate(from, { replace: true });
          }}
        />
      </div>
    );
  } else {
    page = <PortalHomePage locale={locale} />;
  }

  return (
    <div className="portal">
      <header className="portal-header">
        <div className="portal-brand">
          <span className="portal-emblem" aria-hidden="true" />
          <div>
            <p className="portal-name">{t(locale, 'portalName')}</p>
            <p className="portal-tagline">{t(locale, 'portalTagline')}</p>
          </div>
        </div>
        <div className="portal-tools">
          <div className="portal-languages" role="group" aria-label={t(locale, 'language')}>
            {LOCALES.map((option) => (
              <button
                key={option}
                type="button"
                lang={option}
                aria-pressed={option === locale}
                onClick={() => portalStore.setLocale(option)}
              >
                {LANGUAGE_NAMES[option]}
              </button>
            ))}
          </div>
          {session ? (
            <div className="portal-user">
              <span className="portal-user-name">{t(locale, 'signedInAs', { name: session.user.name })}</span>
              <button
                type="button"
                className="portal-button small"
                onClick={() => switchDialog.current?.showModal()}
              >
                {t(locale, 'switchAccount')}
              </button>
              <button type="button" className="portal-button small" onClick={signOut}>
                {t(locale, 'signOut')}
              </button>
            </div>
          ) : (
            path !== SIGN_IN_PATH && (
              <button type="button" className="portal-button small" onClick={goSignIn}>
                {t(locale, 'signIn')}
              </button>
            )
          )}
        </div>
      </header>
      <nav className="portal-menu" aria-label={t(locale, 'menuLabel')}>
        {MENU.map((item) => (
          <PortalLink
            key={item.path}
            to={item.path}
            current={item.path === HOME_PATH ? path === HOME_PATH : isUnder(path, item.path)}
          >
            {t(locale, item.label)}
          </PortalLink>
        ))}
      </nav>
      <main className="portal-main">{page}</main>
      <footer className="portal-footer">{t(locale, 'footer')}</footer>
      <dialog ref={switchDialog} className="portal-dialog" aria-labelledby="portal-signin-dialog">
        <SignInPanel locale={locale} headingId="portal-signin-dialog" onSignedIn={switched} />
        <button type="button" className="portal-button" onClick={() => switchDialog.current?.close()}>
          {t(locale, 'close')}
        </button>
      </dialog>
    </div>
  );
}
