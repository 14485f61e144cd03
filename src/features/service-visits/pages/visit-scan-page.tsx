import { Button, Form, Input } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { enterpriseNumberSchema } from '../../../../contract/supervision-schemas';
import { zodRule } from '../../../lib/forms/zod-rule';
import type { HostSdk } from '../../../lib/host-sdk/host-sdk';
import { paths } from '../../../lib/paths';
import { CameraScanner } from '../../../lib/qr/camera-scanner';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { showToast } from '../../../lib/ui/overlay';
import { PageLoading } from '../../../lib/ui/page-loading';
import { visitMessages as m } from '../messages';
import styles from './pages.module.css';

export default function VisitScanPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const runtime = useAppRuntime();
  const [host, setHost] = useState<HostSdk | null | undefined>(undefined);
  const asked = useRef(false);

  useEffect(() => {
    void runtime.getHost().then(setHost);
  }, [runtime]);

  const resolve = useCallback((payload: string) => navigate(paths.nonQrCodeLoading.href({ payload })), [navigate]);
  const scanWithHost = useCallback(async () => {
    if (!host) return;
    const text = await host.scan().catch(() => null);
    if (text) resolve(text);
    else showToast(intl.formatMessage(m.scanCancelled));
  }, [host, intl, resolve]);

  useEffect(() => {
    if (host && !asked.current) {
      asked.current = true;
      void scanWithHost();
    }
  }, [host, scanWithHost]);

  if (host === undefined) return <PageLoading />;
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.scanTitle} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage {...m.scanIntro} />
      </p>
      {host ? (
        <div className={styles.center}>
          <Button color="primary" size="large" onClick={() => void scanWithHost()}>
            <FormattedMessage {...m.scanWithHost} />
          </Button>
        </div>
      ) : (
        <CameraScanner onResult={resolve} />
      )}
      <Form
        layout="vertical"
        onFinish={(values: { enterpriseNumber: string }) => navigate(paths.nonQrCodeLoading.href({ enterpriseNumber: enterpriseNumberSchema.parse(values.enterpriseNumber) }))}
        footer={
          <Button block type="submit">
            <FormattedMessage {...m.next} />
          </Button>
        }
      >
        <Form.Item
          name="enterpriseNumber"
          label={intl.formatMessage(m.enterpriseNumber)}
          rules={[{ required: true, message: intl.formatMessage(m.enterpriseNumberInvalid) }, zodRule(enterpriseNumberSchema, intl.formatMessage(m.enterpriseNumberInvalid))]}
        >
          <Input placeholder={intl.formatMessage(m.enterpriseNumberPlaceholder)} maxLength={14} clearable />
        </Form.Item>
      </Form>
      <div className={styles.center}>
        <Link to={paths.outsideRegister.href()}>
          <FormattedMessage {...m.outside} />
        </Link>
      </div>
    </main>
  );
}
