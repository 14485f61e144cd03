import { useEffect, useRef, useState } from 'react';
import { t } from './messages';
import { mountSupervision, subAppContainer, unmountSupervision } from './supervision-host';
import type { Locale } from '../contract/locales';

/**
 * The phone-width frame the micro-app lives in. Entering the page mounts the app through qiankun; leaving it
 * (another portal page, back button) unmounts it. qiankun owns the container (created once, moved into
 * this frame's slot), React never renders into it.
 */
export function SupervisionPage({
  locale,
  signedIn,
  onSignIn,
}: {
  locale: Locale;
  signedIn: boolean;
  onSignIn: () => void;
}) {
  const slotRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'mounted' | 'failed'>('loading');
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot) return undefined;
    const container = subAppContainer();
    slot.appendChild(container);
    let active = true;
    setStatus('loading');
    mountSupervision(container).then(
      () => active && setStatus('mounted'),
      (error: unknown) => {
        if (!active) return;
        setFailure(error instanceof Error ? error.message : String(error));
        setStatus('failed');
      },
    );
    return () => {
      active = false;
      // detach at once so the retained container holds nothing of this page; the app unmounts inside it
      container.remove();
      void unmountSupervision();
    };
  }, [attempt]);

  return (
    <div className="portal-service">
      <div className="portal-service-head">
        <h1>{t(locale, 'supervisionTitle')}</h1>
        {!signedIn && (
          <p className="portal-notice">
            {t(locale, 'signInRequired')}{' '}
            <button type="button" className="portal-button primary small" onClick={onSignIn}>
              {t(locale, 'signIn')}
            </button>
          </p>
        )}
      </div>
      <section
        className="portal-phone"
        aria-label={t(locale, 'supervisionFrameLabel')}
        aria-busy={status === 'loading'}
      >
        <div className="portal-phone-slot" ref={slotRef} />
        {status === 'loading' && (
          <p className="portal-phone-overlay" role="status">
            {t(locale, 'loadingService')}
          </p>
        )}
        {status === 'failed' && (
          <div className="portal-phone-overlay" role="alert">
            <p>{t(locale, 'loadFailed', { reason: failure })}</p>
            <button
              type="button"
              className="portal-button primary"
              onClick={() => setAttempt((value) => value + 1)}
            >
              {t(locale, 'retry')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
