import { Input, NoticeBar, TextArea } from 'antd-mobile';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationDetail } from '../../../../contract/registrations/schemas';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DateTimeField } from '../../../lib/forms/date-time-field';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useScreenParams } from '../../../lib/route-params';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { correctRegistration } from '../api';
import { ItemResults } from '../components/item-results';
import { correctionForm, correctionValues } from '../correction-form';
import { registrationMessages as m } from '../messages';
import { useRegistration, useReturnToRegistration } from '../use-registration';

/** The registering officer corrects a registration within the allowed window; the server keeps the record of it. */
export default function RegistrationEditPage() {
  const { id } = useScreenParams('registrationEdit');
  const detail = useRegistration(id);
  const r = detail.data;
  return (
    <Screen title={m.editTitle} intro={r && `${r.registrationNumber} · ${r.enterpriseName}`}>
      <Loaded
        state={detail}
        isEmpty={(registration) => !registration.canCorrect}
        empty={<EmptyState title={<FormattedMessage {...m.notEditable} />} />}
      >
        {(registration) => <CorrectionFormBody registration={registration} />}
      </Loaded>
    </Screen>
  );
}

function CorrectionFormBody({ registration: r }: { registration: RegistrationDetail }) {
  const intl = useIntl();
  const returnToRegistration = useReturnToRegistration(r.id);
  const initialValues = useMemo(() => correctionValues(r), [r]);
  const kit = useContractForm(correctionForm, {
    context: { registration: r },
    send: correctRegistration,
    onSaved: () => {
      showSuccessToast(intl.formatMessage(m.editSaved));
      returnToRegistration();
    },
  });

  return (
    <>
      <NoticeBar color="alert" wrap content={intl.formatMessage(m.editIntro)} />
      {kit.failed && <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />}
      <ContractForm
        kit={kit}
        layout="vertical"
        initialValues={initialValues}
        footer={
          <SubmitButton kit={kit}>
            <FormattedMessage {...m.saveEdit} />
          </SubmitButton>
        }
      >
        <FormField name="endedAt" label={intl.formatMessage(m.endedAt)} kind="group">
          <DateTimeField
            label={intl.formatMessage(m.endedAt)}
            placeholder={intl.formatMessage(m.pickTime)}
            min={new Date(r.startedAt)}
            max={new Date()}
          />
        </FormField>
        <FormField name="legalBasis" label={intl.formatMessage(m.legalBasis)}>
          <TextArea maxLength={500} rows={2} />
        </FormField>
        <ItemResults items={r.items} />
        <FormField name="remarks" label={intl.formatMessage(m.remarks)}>
          <TextArea maxLength={1000} rows={2} />
        </FormField>
        <FormField name="reason" label={intl.formatMessage(m.reason)}>
          <Input maxLength={500} />
        </FormField>
      </ContractForm>
    </>
  );
}
