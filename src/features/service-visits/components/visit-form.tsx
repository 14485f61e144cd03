import { Button, Form, Input, NoticeBar, TextArea } from 'antd-mobile';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Visit } from '../../../../contract/supervision-schemas';
import { DateTimeField } from '../../../lib/forms/date-time-field';
import { endNotBeforeStart } from '../../../lib/forms/time-rules';
import { useFormDraft } from '../../../lib/forms/use-form-draft';
import { useRequestId } from '../../../lib/forms/use-request-id';
import { usePlaceField } from '../../../lib/geo/use-place-field';
import { ApiError } from '../../../lib/http/client';
import { createVisit } from '../api';
import { visitMessages as m } from '../messages';
import { toVisitInput, visitFieldName, visitInputProblems, type VisitFormValues, type VisitTarget } from '../visit-input';

/** The visit record shared by a scanned enterprise and one without a code; `extraFields` adds the latter's fields. */
export function VisitForm({ draftKey, target, extraFields, onSaved }: {
  draftKey: string;
  target: VisitTarget;
  extraFields?: ReactNode;
  onSaved: (visit: Visit) => void;
}) {
  const intl = useIntl();
  const [form] = Form.useForm<VisitFormValues>();
  const draft = useFormDraft<VisitFormValues>(draftKey, form);
  const [clientRequestId, forgetRequestId] = useRequestId(draftKey);
  const [submitting, setSubmitting] = useState(false);
  const [failedKept, setFailedKept] = useState(false);
  const initialValues = useMemo(() => ({ startedAt: new Date().toISOString(), endedAt: new Date().toISOString() }), []);


  const located = usePlaceField(form);

  // Client messages per form field for what the contract's schema refuses (the antd rules catch most of it first).
  const fieldMessages: Record<string, string> = {
    purpose: intl.formatMessage(m.purposeRequired),
    place: intl.formatMessage(m.placeRequired),
    endedAt: intl.formatMessage(m.endBeforeStart),
    name: intl.formatMessage(m.enterpriseNameRequired),
    address: intl.formatMessage(m.addressRequired),
    contactPhone: intl.formatMessage(m.contactPhoneInvalid),
  };

  const submit = async (values: VisitFormValues) => {
    setFailedKept(false);
    const input = toVisitInput(values, target, located, clientRequestId);
    const problems = Object.keys(visitInputProblems(input)).flatMap((field) => (fieldMessages[field] ? [{ name: field, errors: [fieldMessages[field]] }] : []));
    if (problems.length > 0) {
      form.setFields(problems);
      return;
    }
    setSubmitting(true);
    try {
      const visit = await createVisit(input);
      draft.clear();
      forgetRequestId();
      onSaved(visit);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        form.setFields(Object.entries(error.fields).map(([path, reason]) => ({ name: visitFieldName(path), errors: [reason] })));
      }
      setFailedKept(true);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      {draft.restored && <NoticeBar color="info" content={intl.formatMessage(m.draftRestored)} />}
      {located === null && <NoticeBar color="alert" wrap content={intl.formatMessage(m.notLocated)} />}
      {failedKept && <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={draft.onValuesChange}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        }
      >
        {extraFields}
        <Form.Item name="purpose" label={intl.formatMessage(m.purpose)} rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.purposeRequired) }]}>
          <TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item name="place" label={intl.formatMessage(m.place)} rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.placeRequired) }]}>
          <Input maxLength={200} placeholder={located === undefined ? intl.formatMessage(m.locating) : undefined} clearable />
        </Form.Item>
        <Form.Item name="startedAt" label={intl.formatMessage(m.startedAt)}>
          <DateTimeField label={intl.formatMessage(m.startedAt)} placeholder={intl.formatMessage(m.pickTime)} max={new Date()} />
        </Form.Item>
        <Form.Item
          name="endedAt"
          label={intl.formatMessage(m.endedAt)}
          dependencies={['startedAt']}
          rules={[endNotBeforeStart(form, intl.formatMessage(m.endBeforeStart))]}
        >
          <DateTimeField label={intl.formatMessage(m.endedAt)} placeholder={intl.formatMessage(m.pickTime)} max={new Date(Date.now() + 5 * 60000)} />
        </Form.Item>
        <Form.Item name="notes" label={intl.formatMessage(m.notes)}>
          <TextArea maxLength={1000} rows={3} />
        </Form.Item>
      </Form>
    </>
  );
}
