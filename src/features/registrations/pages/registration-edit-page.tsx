import { Button, DatePicker, Form, Input, NoticeBar, Radio, Space, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { RegistrationDetail } from '../../../../contract/supervision-schemas';
import { ApiError } from '../../../lib/http/client';
import { useApi } from '../../../lib/http/use-api';
import { paths } from '../../../lib/paths';
import { getOverlayContainer, showSuccessToast } from '../../../lib/ui/overlay';
import { PageError, PageLoading } from '../../../lib/ui/page-state';
import { editRegistration, getRegistration } from '../api';
import { registrationMessages as m } from '../messages';
import styles from './pages.module.css';

interface EditForm {
  endedAt: Date;
  legalBasis: string;
  results: Record<string, 'compliant' | 'non_compliant'>;
  remarks: string;
  reason: string;
}

function initialValues(r: RegistrationDetail): EditForm {
  return {
    endedAt: new Date(r.endedAt),
    legalBasis: r.legalBasis ?? '',
    results: Object.fromEntries(r.items.map((item) => [item.code, item.result])),
    remarks: r.remarks ?? '',
    reason: '',
  };
}

/** The registering officer corrects a registration within the allowed window; the server keeps the audit trail. */
export default function RegistrationEditPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [form] = Form.useForm<EditForm>();
  const [submitting, setSubmitting] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const detail = useApi((signal) => getRegistration(id, signal), [id], Boolean(id));

  if (detail.loading && !detail.data) return <PageLoading />;
  if (detail.error || !detail.data) return <PageError message={detail.error?.message ?? ''} onRetry={detail.reload} />;
  const r = detail.data;
  if (!r.canEdit) return <PageError message={intl.formatMessage(m.notEditable)} />;

  const submit = async (values: EditForm) => {
    setSubmitting(true);
    try {
      await editRegistration({
        id,
        version: r.version,
        reason: values.reason.trim(),
        endedAt: values.endedAt.toISOString(),
        legalBasis: values.legalBasis.trim(),
        remarks: values.remarks.trim(),
        items: r.items.map((item) => ({ code: item.code, name: item.name, result: values.results[item.code] ?? item.result })),
      });
      showSuccessToast(intl.formatMessage(m.editSaved));
      navigate(paths.registrationDetail.href({ id }), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields) form.setFields(Object.entries(error.fields).map(([name, reason]) => ({ name, errors: [reason] })));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.editTitle} />
      </h1>
      <p className={styles.intro}>
        {r.registrationNumber} · {r.enterpriseName}
      </p>
      <NoticeBar color="alert" wrap content={intl.formatMessage(m.editIntro)} />
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(r)}
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting}>
            <FormattedMessage {...m.saveEdit} />
          </Button>
        }
      >
        <Form.Item
          name="endedAt"
          label={intl.formatMessage(m.endedAt)}
          trigger="onConfirm"
          onClick={() => setPickerOpen(true)}
          arrow
        >
          <DatePicker
            visible={pickerOpen}
            onClose={() => setPickerOpen(false)}
            precision="minute"
            min={new Date(r.startedAt)}
            max={new Date()}
            getContainer={getOverlayContainer}
            title={intl.formatMessage(m.pickTime)}
          >
            {(value) => (value ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : intl.formatMessage(m.pickTime))}
          </DatePicker>
        </Form.Item>
        <Form.Item name="legalBasis" label={intl.formatMessage(m.legalBasis)}>
          <TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.Header>
          <FormattedMessage {...m.items} />
        </Form.Header>
        {r.items.map((item) => (
          <Form.Item key={item.code} name={['results', item.code]} label={item.name}>
            <Radio.Group>
              <Space>
                <Radio value="compliant">
                  <FormattedMessage {...m.compliant} />
                </Radio>
                <Radio value="non_compliant">
                  <FormattedMessage {...m.nonCompliant} />
                </Radio>
              </Space>
            </Radio.Group>
          </Form.Item>
        ))}
        <Form.Item name="remarks" label={intl.formatMessage(m.remarks)}>
          <TextArea maxLength={1000} rows={2} />
        </Form.Item>
        <Form.Item name="reason" label={intl.formatMessage(m.reason)} rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.reasonRequired) }]}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </main>
  );
}
