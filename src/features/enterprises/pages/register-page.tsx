import { Input, NoticeBar, Result } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { RegionField } from '../../../components/regions/region-field';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { paths } from '../../../lib/paths';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { sessionFromUser, sessionState } from '../../../lib/session/session-state';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { registerEnterprise } from '../api';
import { PremisesLocator } from '../components/premises-locator';
import { enterpriseMessages as m } from '../messages';
import { registerForm } from '../register-form';

export default function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const runtime = useAppRuntime();
  const session = useRecoilValue(sessionState);
  const kit = useContractForm(registerForm, {
    draftKey: 'enterprise-register',
    send: registerEnterprise,
    onSaved: (user) => {
      runtime.updateSession(sessionFromUser(user));
      showSuccessToast(intl.formatMessage(m.registered, { enterpriseNumber: user.enterpriseNumber ?? '' }));
      navigate(paths.enterpriseQrCode.href({ enterpriseNumber: user.enterpriseNumber }), { replace: true });
    },
  });

  if (session.role === 'enterprise' && session.enterpriseNumber) {
    return (
      <Screen title={m.registerTitle}>
        <Result
          status="success"
          title={
            <FormattedMessage
              {...m.alreadyRegistered}
              values={{ enterpriseNumber: session.enterpriseNumber }}
            />
          }
          description={
            <Link to={paths.enterpriseQrCode.href({ enterpriseNumber: session.enterpriseNumber })}>
              <FormattedMessage {...m.viewCode} />
            </Link>
          }
        />
      </Screen>
    );
  }

  return (
    <Screen title={m.registerTitle} intro={<FormattedMessage {...m.registerIntro} />}>
      <DraftRestoredBar restored={kit.restored} />
      {kit.failed && <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />}
      <ContractForm
        kit={kit}
        layout="horizontal"
        footer={
          <SubmitButton kit={kit}>
            <FormattedMessage {...m.submit} />
          </SubmitButton>
        }
      >
        <FormField name="name" label={intl.formatMessage(m.name)}>
          <Input placeholder={intl.formatMessage(m.namePlaceholder)} maxLength={100} clearable />
        </FormField>
        <FormField name="creditCode" label={intl.formatMessage(m.creditCode)}>
          <Input placeholder={intl.formatMessage(m.creditCodePlaceholder)} maxLength={18} clearable />
        </FormField>
        <FormField name="regionCode" kind="group" label={intl.formatMessage(m.region)}>
          <RegionField label={intl.formatMessage(m.region)} />
        </FormField>
        <FormField name="address" label={intl.formatMessage(m.address)}>
          <Input placeholder={intl.formatMessage(m.addressPlaceholder)} maxLength={200} clearable />
        </FormField>
        <FormField name="legalRepresentative" label={intl.formatMessage(m.legalRepresentative)}>
          <Input maxLength={50} clearable />
        </FormField>
        <FormField name="contactPhone" label={intl.formatMessage(m.contactPhone)}>
          <Input
            type="tel"
            placeholder={intl.formatMessage(m.contactPhonePlaceholder)}
            maxLength={20}
            clearable
          />
        </FormField>
        <FormField
          name="place"
          kind="group"
          layout="vertical"
          label={intl.formatMessage(m.premises)}
          help={intl.formatMessage(m.premisesHint)}
        >
          <PremisesLocator />
        </FormField>
      </ContractForm>
    </Screen>
  );
}
