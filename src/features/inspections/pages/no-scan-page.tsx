import { Button, Form, Input } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { enterpriseNumberSchema } from '../../../../contract/supervision-schemas';
import { zodRule } from '../../../lib/forms/zod-rule';
import { paths } from '../../../lib/paths';
import { inspectionMessages as m } from '../messages';
import styles from './pages.module.css';

export default function NoScanPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.noScanTitle} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage {...m.noScanIntro} />
      </p>
      <Form
        layout="vertical"
        onFinish={(values: { enterpriseNumber: string }) =>
          navigate(paths.qrCodeLoading.href({ enterpriseNumber: enterpriseNumberSchema.parse(values.enterpriseNumber) }))
        }
        footer={
          <Button block type="submit" color="primary" size="large">
            <FormattedMessage {...m.next} />
          </Button>
        }
      >
        <Form.Item
          name="enterpriseNumber"
          label={intl.formatMessage(m.enterpriseNumber)}
          rules={[
            { required: true, message: intl.formatMessage(m.enterpriseNumberInvalid) },
            zodRule(enterpriseNumberSchema, intl.formatMessage(m.enterpriseNumberInvalid)),
          ]}
        >
          <Input placeholder={intl.formatMessage(m.enterpriseNumberPlaceholder)} maxLength={14} clearable autoComplete="off" />
        </Form.Item>
      </Form>
    </main>
  );
}
