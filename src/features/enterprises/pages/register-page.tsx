import { CascadePicker, Input, NoticeBar, Result } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import type { RegionNode } from '../../../../contract/api-schemas';
import { ContractForm, FormField, PickerButton } from '../../../lib/forms/contract-form';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { sessionFromUser, sessionState } from '../../../lib/session/session-state';
import { getOverlayContainer, showSuccessToast } from '../../../lib/ui/overlay';
import { usePopupA11y } from '../../../lib/ui/popup-a11y';
import { Screen } from '../../../lib/ui/screen';
import { getRegionTree, registerEnterprise } from '../api';
import { enterpriseMessages as m } from '../messages';
import { registerForm } from '../register-form';
import styles from './pages.module.css';
import { SubmitButton } from '../../../lib/forms/submit-button';

type CascadeOption = { label: string; value: string; children?: CascadeOption[] };
const toOptions = (nodes: RegionNode[]): CascadeOption[] =>
  nodes.map((node) => ({
    label: node.name,
    value: node.code,
    ...(node.children?.length ? { children: toOptions(node.children) } : {}),
  }));

function regionLabel(options: CascadeOption[], codes: string[] | undefined): string {
  let level = options;
  const names: string[] = [];
  for (const code of codes ?? []) {
    const match = level.find((option) => option.value === code);
    if (!match) break;
    names.push(match.label);
    level = match.children ?? [];
  }
  return names.join(' / ');
}

export default function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const runtime = useAppRuntime();
  const session = useRecoilValue(sessionState);
  const [pickerOpen, setPickerOpen] = useState(false);
  const regions = useQuery(['enterprises', 'regions'], (signal) => getRegionTree(signal));
  const options = useMemo(() => toOptions(regions.data ?? []), [regions.data]);
  const regionPopup = usePopupA11y(pickerOpen, {
    label: intl.formatMessage(m.region),
    onEscape: () => setPickerOpen(false),
    columns: [intl.formatMessage(m.district), intl.formatMessage(m.street)],
  });
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
      {kit.restored && <NoticeBar content={intl.formatMessage(m.draftRestored)} color="info" />}
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
        <FormField
          name="region"
          label={intl.formatMessage(m.region)}
          kind="group"
          trigger="onConfirm"
          onClick={() => (regions.error ? regions.reload() : setPickerOpen(true))}
          arrow
        >
          <CascadePicker
            {...regionPopup}
            options={options}
            visible={pickerOpen}
            onClose={() => setPickerOpen(false)}
            getContainer={getOverlayContainer}
            title={intl.formatMessage(m.region)}
          >
            {(items) => {
              const value = items.filter(Boolean).map((item) => String(item?.value));
              return (
                <PickerButton>
                  {regions.error ? (
                    <span className={styles.error}>{intl.formatMessage(m.regionLoadFailed)}</span>
                  ) : value.length ? (
                    regionLabel(options, value)
                  ) : (
                    <span className={styles.placeholder}>{intl.formatMessage(m.regionPlaceholder)}</span>
                  )}
                </PickerButton>
              );
            }}
          </CascadePicker>
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
      </ContractForm>
    </Screen>
  );
}
