import { Button, Form, NoticeBar, Radio, Space, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { EvaluationLevel } from '../../../../contract/supervision-schemas';
import { useFormDraft } from '../../../lib/forms/use-form-draft';
import { ApiError } from '../../../lib/http/client';
import { useApi } from '../../../lib/http/use-api';
import { paths } from '../../../lib/paths';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { PageError, PageLoading } from '../../../lib/ui/page-state';
import { evaluateRegistration, getRegistration } from '../api';
import { evaluationLevels, isNegative } from '../labels';
import { registrationMessages as m } from '../messages';
import styles from './pages.module.css';

interface EvaluateForm {
  level?: EvaluationLevel;
  comment?: string;
}

export default function EvaluatePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [form] = Form.useForm<EvaluateForm>();
  const level = Form.useWatch('level', form) as EvaluationLevel | undefined;
  const [submitting, setSubmitting] = useState(false);
  const draft = useFormDraft<EvaluateForm>(`evaluate-${id}`, form);
  const detail = useApi(
    (signal) =>
      getRegistration(id, signal).then((data) => {
        if (data.evaluation && !form.getFieldValue('level')) form.setFieldsValue({ level: data.evaluation.level, comment: data.evaluation.comment });
        return data;
      }),
    [id],
    Boolean(id),
  );

  if (detail.loading && !detail.data) return <PageLoading />;
  if (detail.error || !detail.data) return <PageError message={detail.error?.message ?? ''} onRetry={detail.reload} />;

  const submit = async (values: EvaluateForm) => {
    if (!values.level) return;
    setSubmitting(true);
    try {
      await evaluateRegistration({ registrationId: id, level: values.level, comment: values.comment?.trim() ?? '' });
      draft.clear();
      showSuccessToast(intl.formatMessage(m.evaluationSaved));
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
        <FormattedMessage {...m.evaluateTitle} />
      </h1>
      <p className={styles.intro}>
        {detail.data.enterpriseName} · {detail.data.departmentName} · {intl.formatDate(detail.data.startedAt, { dateStyle: 'medium' })}
      </p>
      <NoticeBar color="info" wrap content={intl.formatMessage(m.evaluateIntro)} />
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={draft.onValuesChange}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting || !detail.data.canEvaluate}>
            <FormattedMessage {...m.submitEvaluation} />
          </Button>
        }
      >
        <Form.Item name="level" label={intl.formatMessage(m.level)} rules={[{ required: true, message: intl.formatMessage(m.levelRequired) }]}>
          <Radio.Group>
            <Space direction="vertical">
              {evaluationLevels.map((option) => (
                <Radio key={option.value} value={option.value}>
                  <FormattedMessage {...option.label} />
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="comment"
          label={intl.formatMessage(m.comment)}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                isNegative(level) && !value?.trim() ? Promise.reject(new Error(intl.formatMessage(m.commentRequiredNegative))) : Promise.resolve(),
            },
          ]}
        >
          <TextArea placeholder={intl.formatMessage(m.commentPlaceholder)} maxLength={500} showCount rows={4} />
        </Form.Item>
      </Form>
    </main>
  );
}
