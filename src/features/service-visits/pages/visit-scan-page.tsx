import { Button, Form, Input } from 'antd-mobile';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { enterpriseNumberSchema } from '../../../../contract/supervision-schemas';
import { zodRule } from '../../../lib/forms/zod-rule';
import { paths } from '../../../lib/paths';
import { CameraScanner } from '../../../lib/qr/camera-scanner';
import { useHostScan } from '../../../lib/qr/use-host-scan';
import { showToast } from '../../../lib/ui/overlay';
import { PageLoading } from '../../../lib/ui/page-loading';
import { visitMessages as m } from '../messages';
import styles from './pages.module.css';

export default function VisitScanPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const resolve = useCallback((payload: string) => navigate(paths.nonQrCodeLoading.href({ payload })), [navigate]);
  const { host, scan: scanWithHost } = useHostScan(resolve, () => showToast(intl.formatMessage(m.scanCancelled)));

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
