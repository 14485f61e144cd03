import { Button, Form, Input, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePlaceField } from '../../../lib/geo/use-place-field';
import { paths } from '../../../lib/paths';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { checkIn } from '../api';
import { rememberCheckIn } from '../check-in-store';
import { inspectionMessages as m } from '../messages';
import styles from './pages.module.css';

export default function CheckInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const scanId = params.get('scanId') ?? '';
  const enterpriseNumber = params.get('enterpriseNumber') ?? '';
  const [form] = Form.useForm<{ place: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [now] = useState(() => new Date());

  const located = usePlaceField(form);

  const submit = async ({ place }: { place: string }) => {
    setSubmitting(true);
    try {
      const location = { latitude: located?.latitude ?? null, longitude: located?.longitude ?? null, text: place.trim() };
      const result = await checkIn({ scanId, location });
      rememberCheckIn(scanId, { at: result.checkedInAt, place: location });
      showSuccessToast(intl.formatMessage(m.signed));
      navigate(paths.enforceScanPage.href({ scanId, enterpriseNumber }), { replace: true });
    } catch {
      // the HTTP client has shown why; the typed place stays in the form
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.signTitle} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage {...m.signIntro} />
      </p>
      {located === undefined && <NoticeBar color="info" content={intl.formatMessage(m.locating)} />}
      {located === null && <NoticeBar color="alert" wrap content={intl.formatMessage(m.notLocated)} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting || !scanId}>
            <FormattedMessage {...m.signSubmit} />
          </Button>
        }
      >
        <Form.Item label={intl.formatMessage(m.time)}>
          <span>{intl.formatDate(now, { dateStyle: 'medium', timeStyle: 'short' })}</span>
        </Form.Item>
        <Form.Item name="place" label={intl.formatMessage(m.place)} rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.placeRequired) }]}>
          <Input placeholder={intl.formatMessage(m.placePlaceholder)} maxLength={200} clearable />
        </Form.Item>
      </Form>
    </main>
  );
}
