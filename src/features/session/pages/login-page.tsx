import { Input, List, Tag } from 'antd-mobile';
import type { InputRef } from 'antd-mobile/es/components/input';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styles from './login-page.module.css';
import type { LoginData } from '../../../../contract/api-schemas';
import { ApiError } from '../../../lib/http/client';
import { useQuery } from '../../../lib/http/use-query';
import { useScreenParams } from '../../../lib/route-params';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { HostSignIn } from '../../../lib/session/host-sign-in';
import { sessionFromLogin } from '../../../lib/session/session-state';
import { Button } from '../../../lib/ui/button';
import { ButtonListItem } from '../../../lib/ui/list-actions';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { getTestAccounts, loginAsTestAccount, loginWithPassword, testAccountsQueryKey } from '../api';
import { checkLogin, LOGIN_FIELDS, type LoginField, type LoginValues } from '../login-form';
import { sessionMessages as m } from '../messages';
import { safeTarget } from '../safe-target';
/** Embedded in a portal that owns sign-in, the portal signs the user in; the app's own form is for everyone else. */
export default function LoginPage() {
  const { mode, basePath } = useAppRuntime();
  const { target } = useScreenParams('login');
  return mode === 'portal' ? <HostSignIn target={safeTarget(target ?? null, basePath)} /> : <OwnLoginForm />;
}

function OwnLoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { target } = useScreenParams('login');
  const runtime = useAppRuntime();
  const formId = useId();
  const [values, setValues] = useState<LoginValues>({});
  // Shown once the user has tried to submit (or the server said so); a message per field.
  const [problems, setProblems] = useState<Partial<Record<LoginField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [testAccount, setTestAccount] = useState<string | null>(null);
  const inputs = { username: useRef<InputRef>(null), password: useRef<InputRef>(null) };
  // Offered by development servers only; elsewhere the call fails and the list stays away.
  const testAccounts = useQuery(testAccountsQueryKey, (signal) => getTestAccounts(signal).catch(() => []));

  const fieldId = (field: LoginField) => `${formId}-${field}`;
  // antd-mobile's Input passes no aria-* to the native element.
  useEffect(() => {
    for (const field of LOGIN_FIELDS) {
      const input = inputs[field].current?.nativeElement;
      if (!input) continue;
      input.setAttribute('aria-required', 'true');
      if (problems[field]) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', `${fieldId(field)}-error`);
      } else {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
    }
  });

  const finish = (login: LoginData) => {
    runtime.updateSession({ ...sessionFromLogin(login), firstLoad: false });
    showSuccessToast(intl.formatMessage(m.success));
    navigate(safeTarget(target ?? null, runtime.basePath), { replace: true });
  };

  const showProblems = (next: Partial<Record<LoginField, string>>) => {
    setProblems(next);
    const first = LOGIN_FIELDS.find((field) => next[field]);
    if (first) inputs[first].current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const check = checkLogin(values);
    setFormError(null);
    if (!check.ok) {
      showProblems(
        Object.fromEntries(
          Object.entries(check.problems).map(([field, message]) => [field, intl.formatMessage(message)]),
        ),
      );
      return;
    }
    setProblems({});
    setSubmitting(true);
    try {
      finish(await loginWithPassword(check.input));
    } catch (error) {
      // The server's field errors land on their fields; the rest the HTTP client already told the user.
      if (error instanceof ApiError && error.fields) {
        const onFields: Partial<Record<LoginField, string>> = {};
        for (const [path, reason] of Object.entries(error.fields)) {
          const field = LOGIN_FIELDS.find((name) => path === name || path.startsWith(`${name}.`));
          if (field) onFields[field] = reason;
          else setFormError(reason);
        }
        showProblems(onFields);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const loginAs = async (account: string) => {
    setTestAccount(account);
    try {
      finish(await loginAsTestAccount(account));
    } catch {
      // the HTTP client already told the user why
    } finally {
      setTestAccount(null);
    }
  };

  const field = (name: LoginField, label: string, input: (id: string) => ReactNode) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={fieldId(name)}>
        <span aria-hidden="true" className={styles.required}>
          *
        </span>
        {label}
      </label>
      {input(fieldId(name))}
      {problems[name] && (
        <div id={`${fieldId(name)}-error`} className={styles.error} role="alert">
          {problems[name]}
        </div>
      )}
    </div>
  );
  const change = (name: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (problems[name]) setProblems((current) => ({ ...current, [name]: undefined }));
  };

  return (
    // No way back: signed out, home would bring the user straight back here.
    <Screen title={m.title} intro={<FormattedMessage {...m.subtitle} />} back={false}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        {field('username', intl.formatMessage(m.phone), (id) => (
          <Input
            ref={inputs.username}
            id={id}
            name="username"
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            placeholder={intl.formatMessage(m.phonePlaceholder)}
            clearable
            value={values.username ?? ''}
            onChange={change('username')}
          />
        ))}
        {field('password', intl.formatMessage(m.password), (id) => (
          <Input
            ref={inputs.password}
            id={id}
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={intl.formatMessage(m.passwordPlaceholder)}
            value={values.password ?? ''}
            onChange={change('password')}
          />
        ))}
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submitting}
          disabled={testAccount !== null}
        >
          <FormattedMessage {...m.submit} />
        </Button>
      </form>

      {testAccounts.data && testAccounts.data.length > 0 && (
        <section className={styles.testAccounts} aria-labelledby="sv-test-accounts">
          <List
            header={
              <span id="sv-test-accounts">
                <FormattedMessage {...m.testAccounts} /> · <FormattedMessage {...m.testAccountsHint} />
              </span>
            }
          >
            {testAccounts.data.map((account) => (
              <ButtonListItem
                key={account.account}
                disabled={submitting || testAccount !== null}
                onClick={() => void loginAs(account.account)}
                description={account.description}
                extra={
                  <Tag color={account.role === 'officer' ? 'primary' : 'success'}>
                    <FormattedMessage {...(account.role === 'officer' ? m.roleOfficer : m.roleEnterprise)} />
                  </Tag>
                }
              >
                {account.name} · {account.account}
              </ButtonListItem>
            ))}
          </List>
        </section>
      )}
    </Screen>
  );
}
