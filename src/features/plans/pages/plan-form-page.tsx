import { Checkbox, Form, Input, NoticeBar, Radio, Space, TextArea } from 'antd-mobile';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PLAN_TYPES, type PlanType } from '../../../../contract/plans/rules';
import type { PlanDetail, PlanOptions } from '../../../../contract/plans/schemas';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { EmptyState, Loaded, type LoadState } from '../../../lib/ui/loaded';
import control from '../../../lib/ui/native-control.module.css';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { getPlan, getPlanOptions, planKey, savePlan } from '../api';
import { DrawField } from '../components/draw-field';
import { TargetPicker } from '../components/target-picker';
import { typeLabels, usePlanFormats } from '../labels';
import { planMessages as m } from '../messages';
import {
  approvalDeadline,
  newPlanValues,
  planForm,
  planFormValues,
  type PlanFormContext,
} from '../plan-form';
import styles from '../plans.module.css';

interface FormData {
  options: PlanOptions;
  plan: PlanDetail | null;
}

/** A new plan, or (`?id=`) a draft or returned one edited against the version loaded. */
export default function PlanFormPage() {
  const { id } = useScreenParams('enforcementPlanAdd');
  const options = useQuery(['plans', 'options'], (signal) => getPlanOptions(signal));
  const plan = useQuery(id ? planKey(id) : null, (signal) => getPlan(id ?? '', signal));
  const state: LoadState<FormData> = {
    data: options.data && (!id || plan.data) ? { options: options.data, plan: plan.data ?? null } : undefined,
    error: options.error ?? plan.error,
    loading: options.loading || plan.loading,
    reload: () => {
      if (options.error) options.reload();
      if (plan.error) plan.reload();
    },
  };
  return (
    <Screen title={id ? m.editTitle : m.addTitle} intro={plan.data?.title}>
      <Loaded
        state={state}
        isEmpty={(data) => data.plan !== null && data.plan.input === null}
        empty={<EmptyState title={<FormattedMessage {...m.notEditable} />} />}
      >
        {(data) => <PlanFormBody options={data.options} plan={data.plan} />}
      </Loaded>
    </Screen>
  );
}

function PlanFormBody({ options, plan }: FormData) {
  const intl = useIntl();
  const navigate = useNavigate();
  const formats = usePlanFormats();
  const draftKey = plan ? `plan-${plan.id}` : 'plan-new';
  // the values the form starts from; later refreshes of the plan must not reset what the officer typed
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => (plan ? planFormValues(plan) : newPlanValues(options)), [plan?.id]);
  const context = useMemo<PlanFormContext>(
    () => ({ plan: plan ? { id: plan.id, version: plan.version } : null }),
    [plan],
  );
  const kit = useContractForm(planForm, {
    context,
    draftKey,
    idempotencyKey: draftKey,
    send: savePlan,
    onSaved: (saved) => {
      showSuccessToast(intl.formatMessage(m.saved));
      navigate(paths.enforcementPlanDetailed.href({ id: saved.id }), { replace: true });
    },
  });
  const type = Form.useWatch('type', kit.form) as PlanType | undefined;
  const periodFrom = Form.useWatch('periodFrom', kit.form) as string | undefined;
  // a random plan names no officer and no target: the server draws them
  const random = Boolean(Form.useWatch('draw', kit.form));
  const deadline = periodFrom ? approvalDeadline(periodFrom, options) : null;

  return (
    <>
      <DraftRestoredBar restored={kit.restored} />
      {kit.failed && <NoticeBar color="alert" wrap content={intl.formatMessage(m.saveFailedKept)} />}
      <ContractForm
        kit={kit}
        layout="vertical"
        initialValues={initialValues}
        footer={
          <SubmitButton kit={kit}>
            <FormattedMessage {...m.save} />
          </SubmitButton>
        }
      >
        <FormField name="title" label={intl.formatMessage(m.title)}>
          <Input maxLength={100} clearable />
        </FormField>
        <FormField name="type" label={intl.formatMessage(m.type)} kind="radio">
          <Radio.Group>
            <Space direction="vertical">
              {PLAN_TYPES.map((planType) => (
                <Radio key={planType} value={planType}>
                  <FormattedMessage {...typeLabels[planType]} />
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </FormField>
        {type === 'joint' && (
          <FormField name="jointDepartments" label={intl.formatMessage(m.jointDepartments)} kind="group">
            <Checkbox.Group>
              <Space direction="vertical">
                {options.departments.map((department) => (
                  <Checkbox key={department.code} value={department.code}>
                    {department.name}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </FormField>
        )}
        <FormField name="legalBasis" label={intl.formatMessage(m.legalBasis)}>
          <TextArea maxLength={500} rows={3} showCount />
        </FormField>
        {options.items.length === 0 ? (
          <Form.Item label={intl.formatMessage(m.items)}>
            <span className={styles.muted}>
              <FormattedMessage {...m.noItems} />
            </span>
          </Form.Item>
        ) : (
          <FormField name="itemCodes" label={intl.formatMessage(m.items)} kind="group">
            <Checkbox.Group>
              <Space direction="vertical">
                {options.items.map((item) => (
                  <Checkbox key={item.code} value={item.code}>
                    {item.name}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </FormField>
        )}
        {/* no min/max on native controls: the browser's range check would block the submit in its own words */}
        <FormField name="periodFrom" label={intl.formatMessage(m.periodFrom)}>
          <input type="date" className={`${control.control} ${styles.stretch}`} />
        </FormField>
        <FormField
          name="periodTo"
          label={intl.formatMessage(m.periodTo)}
          description={
            deadline && (
              <p className={deadline.tooSoon ? `${styles.deadline} ${styles.bad}` : styles.deadline}>
                <FormattedMessage
                  {...(deadline.tooSoon ? m.startsTooSoon : m.approveBy)}
                  values={{
                    date: formats.day(deadline.date),
                    days: Math.max(options.approvalLeadWorkingDays, options.noticeLeadWorkingDays),
                  }}
                />
              </p>
            )
          }
        >
          <input type="date" className={`${control.control} ${styles.stretch}`} />
        </FormField>
        <FormField
          name="draw"
          label={intl.formatMessage(m.draw)}
          description={<FormattedMessage {...m.drawIntro} />}
          kind="group"
        >
          <DrawField regions={options.regions} />
        </FormField>
        {random ? null : options.officers.length === 0 ? (
          <Form.Item label={intl.formatMessage(m.officers)}>
            <span className={styles.muted}>
              <FormattedMessage {...m.noOfficers} />
            </span>
          </Form.Item>
        ) : (
          <FormField
            name="officerCertificates"
            label={intl.formatMessage(m.officers)}
            description={<FormattedMessage {...m.officersHint} />}
            kind="group"
          >
            <Checkbox.Group>
              <Space direction="vertical">
                {options.officers.map((officer) => (
                  <Checkbox key={officer.certificateNumber} value={officer.certificateNumber}>
                    <FormattedMessage
                      {...m.officerLine}
                      values={{ name: officer.name, certificate: officer.certificateNumber }}
                    />
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </FormField>
        )}
        {!random && (
          <FormField name="targets" label={intl.formatMessage(m.targets)} kind="group">
            <TargetPicker />
          </FormField>
        )}
      </ContractForm>
    </>
  );
}
