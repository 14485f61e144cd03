import { Form, Input, NoticeBar, TextArea } from 'antd-mobile';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Visit } from '../../../../contract/visits/schemas';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { TimeRangeFields } from '../../../lib/forms/time-range-fields';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { usePlaceField } from '../../../lib/geo/use-place-field';
import { createVisit } from '../api';
import { visitMessages as m } from '../messages';
import { visitForm } from '../visit-form';
import type { VisitFormValues, VisitTarget } from '../visit-input';

/** The visit record shared by a scanned enterprise and one without a code; `extraFields` adds the latter's fields. */
export function VisitForm({
  draftKey,
  target,
  extraFields,
  onSaved,
}: {
  draftKey: string;
  target: VisitTarget;
  extraFields?: ReactNode;
  onSaved: (visit: Visit) => void;
}) {
  const intl = useIntl();
  const [form] = Form.useForm<Partial<VisitFormValues>>();
  const initialValues = useMemo(
    () => ({ startedAt: new Date().toISOString(), endedAt: new Date().toISOString() }),
    [],
  );
  const located = usePlaceField(form);
  const kit = useContractForm(visitForm, {
    form,
    context: { target, located },
    draftKey,
    idempotencyKey: draftKey,
    send: createVisit,
    onSaved,
  });

  return (
    <>
      <DraftRestoredBar restored={kit.restored} />
      {located === null && <NoticeBar color="alert" wrap content={intl.formatMessage(m.notLocated)} />}
      {kit.failed && <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />}
      <ContractForm
        kit={kit}
        layout="vertical"
        initialValues={initialValues}
        footer={<SubmitButton kit={kit}>{intl.formatMessage(m.submit)}</SubmitButton>}
      >
        {extraFields}
        <FormField name="purpose" label={intl.formatMessage(m.purpose)}>
          <TextArea maxLength={500} rows={2} />
        </FormField>
        <FormField name="place" label={intl.formatMessage(m.place)}>
          <Input
            maxLength={200}
            placeholder={located === undefined ? intl.formatMessage(m.locating) : undefined}
            clearable
          />
        </FormField>
        <TimeRangeFields
          startLabel={intl.formatMessage(m.startedAt)}
          endLabel={intl.formatMessage(m.endedAt)}
          placeholder={intl.formatMessage(m.pickTime)}
        />
        <FormField name="notes" label={intl.formatMessage(m.notes)}>
          <TextArea maxLength={1000} rows={3} />
        </FormField>
      </ContractForm>
    </>
  );
}
