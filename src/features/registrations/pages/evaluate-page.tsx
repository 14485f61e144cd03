import { Form, NoticeBar, Radio, Space, TextArea } from 'antd-mobile';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationDetail } from '../../../../contract/registrations/schemas';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useScreenParams } from '../../../lib/route-params';
import { Loaded } from '../../../lib/ui/loaded';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { evaluateRegistration } from '../api';
import { evaluationForm, type EvaluationValues } from '../evaluation-form';
import { evaluationLevels } from '../labels';
import { registrationMessages as m } from '../messages';
import { useRegistration, useReturnToRegistration } from '../use-registration';

export default function EvaluatePage() {
  const intl = useIntl();
  const { id } = useScreenParams('evaluate');
  const detail = useRegistration(id);
  const r = detail.data;
  return (
    <Screen
      title={m.evaluateTitle}
      intro={
        r &&
        `${r.enterpriseName} · ${r.departmentName} · ${intl.formatDate(r.startedAt, { dateStyle: 'medium' })}`
      }
    >
      <Loaded state={detail}>{(registration) => <EvaluationFormBody registration={registration} />}</Loaded>
    </Screen>
  );
}

function EvaluationFormBody({ registration: r }: { registration: RegistrationDetail }) {
  const intl = useIntl();
  const returnToRegistration = useReturnToRegistration(r.id);
  const initialValues = useMemo<EvaluationValues>(
    () => ({ level: r.evaluation?.level, comment: r.evaluation?.comment }),
    [r.evaluation],
  );
  const kit = useContractForm(evaluationForm, {
    context: { registrationId: r.id },
    draftKey: `evaluate-${r.id}`,
    send: evaluateRegistration,
    onSaved: () => {
      showSuccessToast(intl.formatMessage(m.evaluationSaved));
      returnToRegistration();
    },
  });
  // re-renders on a level change, so the comment shows whether it is required
  Form.useWatch('level', kit.form);

  return (
    <>
      <NoticeBar color="info" wrap content={intl.formatMessage(m.evaluateIntro)} />
      <DraftRestoredBar restored={kit.restored} />
      {kit.failed && <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />}
      <ContractForm
        kit={kit}
        layout="vertical"
        initialValues={initialValues}
        footer={
          <SubmitButton kit={kit} disabled={!r.canEvaluate}>
            <FormattedMessage {...m.submitEvaluation} />
          </SubmitButton>
        }
      >
        <FormField name="level" label={intl.formatMessage(m.level)} kind="radio">
          <Radio.Group>
            <Space direction="vertical">
              {evaluationLevels.map((option) => (
                <Radio key={option.value} value={option.value}>
                  <FormattedMessage {...option.label} />
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </FormField>
        <FormField name="comment" label={intl.formatMessage(m.comment)}>
          <TextArea
            placeholder={intl.formatMessage(m.commentPlaceholder)}
            maxLength={500}
            showCount
            rows={4}
          />
        </FormField>
      </ContractForm>
    </>
  );
}
