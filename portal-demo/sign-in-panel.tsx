import { useState, type FormEvent } from 'react';
import { t } from './messages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SignInError, signIn, type PortalSession } from './portal-session';
import type { Locale } from '../contract/locales';

interface SignInPanelProps {
  locale: Locale;
  onSignedIn: (session: PortalSession) => void;
  /** Heading level text; the page and the dialog word it the same. */
  headingId: string;
}

/** The portal's sign-in: one tap on a demo account, or phone number and password. */
export function SignInPanel({ locale, onSignedIn, headingId }: SignInPanelProps) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const attempt = async (username: string, secret: string, key: string) => {
    setBusy(key);
    setError(null);
    try {
      onSignedIn(await signIn(username, secret, locale));
    } catch (failure) {
      const reason =
        failure instanceof SignInError && !failure.network ? failure.message : t(locale, 'networkFailed');
      setError(t(locale, 'signInFailed', { reason }));
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^1\d{10}$/.test(phone.trim())) return setError(t(locale, 'phoneRequired'));
    if (!password) return setError(t(locale, 'passwordRequired'));
    void attempt(phone.trim(), password, 'form');
  };

  return (
    <section className="portal-signin" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(locale, 'signInTitle')}</h2>
      <p className="portal-muted">{t(locale, 'signInIntro')}</p>
      <form className="portal-form" onSubmit={submit} noValidate>
        <label>
          <span>{t(locale, 'phone')}</span>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </label>
        <label>
          <span>{t(locale, 'password')}</span>
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button type="submit" className="portal-button primary" disabled={busy !== null}>
          {busy === 'form' ? t(locale, 'signingIn') : t(locale, 'submit')}
        </button>
      </form>
      {error && (
        <p className="portal-error" role="alert">
          {error}
        </p>
      )}
      <h3 className="portal-subheading">{t(locale, 'demoAccounts', { password: DEMO_PASSWORD })}</h3>
      <ul className="portal-accounts">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.phone}>
            <button
              type="button"
              className="portal-account"
              disabled={busy !== null}
              onClick={() => void attempt(account.phone, DEMO_PASSWORD, account.phone)}
            >
              <span className="portal-account-name">
                {account.name} · {account.phone}
              </span>
              <span className="portal-account-detail">{t(locale, account.description)}</span>
              <span className={`portal-tag ${account.role}`}>
                {t(locale, account.role === 'officer' ? 'roleOfficer' : 'roleEnterprise')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
