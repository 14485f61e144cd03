import { Form, Input, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ChoiceRadios } from '../../../lib/forms/choice-radios';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { usePlaceField } from '../../../lib/geo/use-place-field';
import { useRegistrationScreen } from '../../../lib/host-sdk/use-host';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { checkIn } from '../api';
import { checkInForm, type CheckInValues } from '../check-in-form';
import { rememberCheckIn } from '../check-in-store';
import { noPositionReasonLabels } from '../labels';
import { registrationMessages as m } from '../messages';

/** The officer's arrival on site: time and place, remembered for the registration that follows. */
export default function CheckInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const registrationScreen = useRegistrationScreen();
  const { scanId, enterpriseNumber } = useScreenParams('sign');
  const [form] = Form.useForm<CheckInValues>();
  const [now] = useState(() => new Date());
  const located = usePlaceField(form);
  const kit = useContractForm(checkInForm, {
    form,
    context: { scanId, located },
    send: async (input) => ({ input, result: await checkIn(input) }),
    onSaved: ({ input, result }) => {
      rememberCheckIn(scanId, {
        at: result.checkedInAt,
        place: input.location,
        finding: result.finding,
        localAt: Date.now(),
      });
      showSuccessToast(intl.formatMessage(m.checkInDone));
      navigate(paths[registrationScreen].href({ scanId, enterpriseNumber }), { replace: true });
    },
  });

  return (
    <Screen title={m.checkInTitle} intro={<FormattedMessage {...m.checkInIntro} />}>
      {located === undefined && <NoticeBar color="info" content={intl.formatMessage(m.locating)} />}
      {located === null && <NoticeBar color="alert" wrap content={intl.formatMessage(m.notLocated)} />}
      <ContractForm
        kit={kit}
        layout="vertical"
        footer={
          <SubmitButton kit={kit}>
            <FormattedMessage {...m.checkInSubmit} />
          </SubmitButton>
        }
      >
        <Form.Item label={intl.formatMessage(m.checkInTime)}>
          <span>{intl.formatDate(now, { dateStyle: 'medium', timeStyle: 'short' })}</span>
        </Form.Item>
        <FormField name="place" label={intl.formatMessage(m.checkInPlace)}>
          <Input placeholder={intl.formatMessage(m.checkInPlacePlaceholder)} maxLength={200} clearable />
        </FormField>
        {located === null && (
          <FormField name="noPositionReason" label={intl.formatMessage(m.noPositionReason)} kind="radio">
            <ChoiceRadios labels={noPositionReasonLabels} />
          </FormField>
        )}
      </ContractForm>
    </Screen>
  );
}
