import { Button, Input, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styles from './login-page.module.css';
import type { LoginData } from '../../../../contract/api-schemas';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useQuery } from '../../../lib/http/use-query';
import { useScreenParams } from '../../../lib/route-params';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { HostSignIn } from '../../../lib/session/host-sign-in';
import { sessionFromLogin } from '../../../lib/session/session-state';
import { ButtonListItem } from '../../../lib/ui/list-actions';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { getTestAccounts, loginAsTestAccount, loginWithPassword } from '../api';
import { loginForm } from '../login-form';
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
  const [testAccount, setTestAccount] = useState<string | null>(null);
  // Offered by development servers only; elsewhere the call fails and the list stays away.
  const testAccounts = useQuery(['session', 'testAccounts'], (signal) =>
    getTestAccounts(signal).catch(() => []),
  );

  const finish = (login: LoginData) => {
    runtime.updateSession({ ...sessionFromLogin(login), firstLoad: false });
    showSuccessToast(intl.formatMessage(m.success));
    navigate(safeTarget(target ?? null, runtime.basePath), { replace: true });
  };

  const kit = useContractForm(loginForm, { send: loginWithPassword, onSaved: finish });

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

  return (
    // No way back: signed out, home would bring the user straight back here.
    <Screen title={m.title} intro={<FormattedMessage {...m.subtitle} />} back={false}>
      <ContractForm
        kit={kit}
        layout="vertical"
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={kit.submitting}
            disabled={testAccount !== null}
          >
            <FormattedMessage {...m.submit} />
          </Button>
        }
      >
        <FormField name="username" label={intl.formatMessage(m.phone)}>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            placeholder={intl.formatMessage(m.phonePlaceholder)}
            clearable
          />
        </FormField>
        <FormField name="password" label={intl.formatMessage(m.password)}>
          <Input
            type="password"
            autoComplete="current-password"
            placeholder={intl.formatMessage(m.passwordPlaceholder)}
          />
        </FormField>
      </ContractForm>

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
                disabled={kit.submitting || testAccount !== null}
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
