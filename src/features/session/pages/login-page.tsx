import { Button, Form, Input, List, Tag } from 'antd-mobile';
import { ButtonListItem } from '../../../lib/ui/list-actions';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { mobileSchema, type LoginData } from '../../../../contract/api-schemas';
import { ApiError } from '../../../lib/http/client';
import { useApi } from '../../../lib/http/use-api';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { sessionFromLogin } from '../../../lib/session/session-state';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { getTestAccounts, loginAsTestAccount, loginWithPassword } from '../api';
import { sessionMessages as m } from '../messages';
import { safeTarget } from '../safe-target';
import styles from './login-page.module.css';

interface LoginForm {
  username: string;
  password: string;
}

export default function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const runtime = useAppRuntime();
  const [form] = Form.useForm<LoginForm>();
  const [submitting, setSubmitting] = useState<string | null>(null);
  const testAccounts = useApi((signal) => getTestAccounts(signal).catch(() => []), []);

  const finish = (login: LoginData) => {
    runtime.updateSession({ ...sessionFromLogin(login), firstLoad: false });
    showSuccessToast(intl.formatMessage(m.success));
    navigate(safeTarget(params.get('target')), { replace: true });
  };

  const submit = async (values: LoginForm) => {
    setSubmitting('form');
    try {
      finish(await loginWithPassword({ username: values.username.trim(), password: values.password }));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        form.setFields(Object.entries(error.fields).map(([name, reason]) => ({ name, errors: [reason] })));
      }
    } finally {
      setSubmitting(null);
    }
  };

  const loginAs = async (account: string) => {
    setSubmitting(account);
    try {
      finish(await loginAsTestAccount(account));
    } catch {
      // the HTTP client already told the user why
    } finally {
      setSubmitting(null);
    }
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage {...m.title} />
      </h1>
      <p className={styles.subtitle}>
        <FormattedMessage {...m.subtitle} />
      </p>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting === 'form'}>
            <FormattedMessage {...m.submit} />
          </Button>
        }
      >
        <Form.Item
          name="username"
          label={<FormattedMessage {...m.phone} />}
          rules={[
            { required: true, message: intl.formatMessage(m.phoneRequired) },
            {
              validator: (_, value: string | undefined) =>
                !value || mobileSchema.safeParse(value).success ? Promise.resolve() : Promise.reject(new Error(intl.formatMessage(m.phoneInvalid))),
            },
          ]}
        >
          <Input type="tel" inputMode="numeric" autoComplete="username" placeholder={intl.formatMessage(m.phonePlaceholder)} clearable />
        </Form.Item>
        <Form.Item
          name="password"
          label={<FormattedMessage {...m.password} />}
          rules={[{ required: true, message: intl.formatMessage(m.passwordRequired) }]}
        >
          <Input type="password" autoComplete="current-password" placeholder={intl.formatMessage(m.passwordPlaceholder)} />
        </Form.Item>
      </Form>

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
                disabled={submitting !== null}
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
    </main>
  );
}
