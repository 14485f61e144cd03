import { Checkbox, Radio, Space, TextArea } from 'antd-mobile';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import {
  APPOINTMENT_MIN_OFFICERS,
  APPOINTMENT_PERIODS,
  type AppointmentAction,
} from '../../../../contract/appointments/rules';
import type { Appointment } from '../../../../contract/appointments/schemas';
import {
  ActionFormFrame,
  ActionPanel,
  useActionForm as useRecordActionForm,
  type ActionEntry,
  type ActionFormProps,
  type Versioned,
} from '../../../lib/forms/action-panel';
import { FormField } from '../../../lib/forms/contract-form';
import type { ContractFormDefinition } from '../../../lib/forms/form-definition';
import { useQuery } from '../../../lib/http/use-query';
import control from '../../../lib/ui/native-control.module.css';
import {
  acceptProposalForm,
  assignOfficersFormFor,
  cancelByDepartmentForm,
  cancelForm,
  confirmFormFor,
  declineForm,
  declineProposalForm,
  proposeForm,
  rateForm,
} from '../action-forms';
import {
  answerAppointmentProposal,
  appointmentKey,
  assignAppointmentOfficers,
  cancelAppointment,
  cancelAppointmentByDepartment,
  confirmAppointment,
  declineAppointment,
  listDepartmentOfficers,
  proposeAppointmentTime,
  rateAppointment,
} from '../api';
import { slotKey } from '../appointment-form';
import styles from '../appointments.module.css';
import { kindLabels, periodLabels, useAppointmentFormats } from '../labels';
import { appointmentMessages as m } from '../messages';

type Props = ActionFormProps<Appointment>;

function useActionForm<Values extends object, Schema extends z.ZodType>(
  definition: ContractFormDefinition<Values, Versioned, Schema>,
  send: (input: z.output<Schema>) => Promise<Appointment>,
  props: Props,
) {
  return useRecordActionForm(definition, send, props, {
    draftPrefix: 'appointment',
    queryKey: appointmentKey(props.record.id),
  });
}

function ReasonField({ label }: { label: typeof m.declineReason }) {
  const intl = useIntl();
  return (
    <FormField name="reason" label={intl.formatMessage(label)}>
      <TextArea maxLength={200} rows={3} showCount />
    </FormField>
  );
}

function CancelForm(props: Props) {
  const kit = useActionForm(cancelForm, cancelAppointment, props);
  return (
    <ActionFormFrame kit={kit} submit={m.actionCancel}>
      <ReasonField label={m.cancelReasonOptional} />
    </ActionFormFrame>
  );
}

function DeclineForm(props: Props) {
  const kit = useActionForm(declineForm, declineAppointment, props);
  return (
    <ActionFormFrame kit={kit} submit={m.actionDecline}>
      <ReasonField label={m.declineReason} />
    </ActionFormFrame>
  );
}

function CancelByDepartmentForm(props: Props) {
  const kit = useActionForm(cancelByDepartmentForm, cancelAppointmentByDepartment, props);
  return (
    <ActionFormFrame kit={kit} submit={m.actionCancelByDepartment}>
      <ReasonField label={m.cancelReason} />
    </ActionFormFrame>
  );
}

/** Who comes: the officer and the certified colleagues of the department, ticked in a list. */
function OfficerPicker() {
  const intl = useIntl();
  const officers = useQuery(['appointments', 'officers'], (signal) => listDepartmentOfficers(signal));
  return (
    <FormField name="officerIds" label={intl.formatMessage(m.pickOfficers)} kind="group">
      {officers.data ? (
        <Checkbox.Group>
          <Space direction="vertical">
            {officers.data.map((officer) => (
              <Checkbox key={officer.userId} value={officer.userId}>
                <FormattedMessage
                  {...m.officerLine}
                  values={{ name: officer.name, certificate: officer.certificateNumber }}
                />
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      ) : (
        <p className={styles.muted} role="status">
          {officers.error ? officers.error.message : <FormattedMessage {...m.officersLoading} />}
        </p>
      )}
    </FormField>
  );
}

/** One of the enterprise's times and who comes: officers of this department, enough for the kind of visit. */
function ConfirmForm(props: Props) {
  const intl = useIntl();
  const formats = useAppointmentFormats();
  const { record } = props;
  const definition = useMemo(() => confirmFormFor(record.kind), [record.kind]);
  const kit = useActionForm(definition, confirmAppointment, props);
  const initialValues = useMemo(
    () => ({ slot: record.preferredSlots[0] ? slotKey(record.preferredSlots[0]) : undefined }),
    [record.preferredSlots],
  );
  return (
    <ActionFormFrame
      kit={kit}
      submit={m.actionConfirm}
      initialValues={initialValues}
      intro={
        <FormattedMessage
          {...m.confirmIntro}
          values={{
            kind: intl.formatMessage(kindLabels[record.kind]),
            min: APPOINTMENT_MIN_OFFICERS[record.kind],
          }}
        />
      }
    >
      <FormField name="slot" label={intl.formatMessage(m.pickSlot)} kind="radio">
        <Radio.Group>
          <Space direction="vertical">
            {record.preferredSlots.map((slot) => (
              <Radio key={slotKey(slot)} value={slotKey(slot)}>
                {formats.slot(slot)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </FormField>
      <OfficerPicker />
    </ActionFormFrame>
  );
}

/** Who comes to a confirmed visit, starting from those named now (none after an accepted proposal). */
function AssignOfficersForm(props: Props) {
  const intl = useIntl();
  const { record } = props;
  const definition = useMemo(() => assignOfficersFormFor(record.kind), [record.kind]);
  const kit = useActionForm(definition, assignAppointmentOfficers, props);
  const initialValues = useMemo(
    () => ({ officerIds: record.officers.map((officer) => officer.userId) }),
    [record.officers],
  );
  return (
    <ActionFormFrame
      kit={kit}
      submit={m.actionAssignOfficers}
      initialValues={initialValues}
      intro={
        <FormattedMessage
          {...m.assignOfficersIntro}
          values={{
            kind: intl.formatMessage(kindLabels[record.kind]),
            min: APPOINTMENT_MIN_OFFICERS[record.kind],
          }}
        />
      }
    >
      <OfficerPicker />
    </ActionFormFrame>
  );
}

/** Another time than the enterprise asked for; the enterprise accepts or declines it. */
function ProposeForm(props: Props) {
  const intl = useIntl();
  const kit = useActionForm(proposeForm, proposeAppointmentTime, props);
  return (
    <ActionFormFrame kit={kit} submit={m.actionPropose} intro={<FormattedMessage {...m.proposeIntro} />}>
      {/* no min/max: the browser's range check would block the submit in its own words */}
      <FormField name="date" label={intl.formatMessage(m.proposeDate)}>
        <input type="date" className={control.control} />
      </FormField>
      <FormField name="period" label={intl.formatMessage(m.proposePeriod)} kind="radio">
        <Radio.Group>
          <Space direction="vertical">
            {APPOINTMENT_PERIODS.map((period) => (
              <Radio key={period} value={period}>
                <FormattedMessage {...periodLabels[period]} />
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </FormField>
      <FormField name="note" label={intl.formatMessage(m.note)}>
        <TextArea maxLength={200} rows={2} showCount />
      </FormField>
    </ActionFormFrame>
  );
}

function AcceptProposalForm(props: Props) {
  const formats = useAppointmentFormats();
  const kit = useActionForm(acceptProposalForm, answerAppointmentProposal, props);
  const slot = props.record.slot;
  return (
    <ActionFormFrame
      kit={kit}
      submit={m.actionAcceptProposal}
      intro={slot && <FormattedMessage {...m.acceptIntro} values={{ slot: formats.slot(slot) }} />}
    />
  );
}

function DeclineProposalForm(props: Props) {
  const kit = useActionForm(declineProposalForm, answerAppointmentProposal, props);
  return (
    <ActionFormFrame
      kit={kit}
      submit={m.actionDeclineProposal}
      intro={<FormattedMessage {...m.declineProposalIntro} />}
    />
  );
}

function RateForm(props: Props) {
  const intl = useIntl();
  const kit = useActionForm(rateForm, rateAppointment, props);
  return (
    <ActionFormFrame kit={kit} submit={m.actionRate}>
      <FormField name="rating" label={intl.formatMessage(m.stars)} kind="radio">
        <Radio.Group>
          <Space wrap>
            {[5, 4, 3, 2, 1].map((stars) => (
              <Radio key={stars} value={stars}>
                <FormattedMessage {...m.ratingValue} values={{ stars }} />
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </FormField>
      <FormField name="comment" label={intl.formatMessage(m.comment)}>
        <TextArea maxLength={500} rows={3} showCount />
      </FormField>
    </ActionFormFrame>
  );
}

type Offered = Exclude<AppointmentAction, 'edit' | 'complete' | 'expire'>;

const actionForms: Record<Offered, ActionEntry<Appointment>> = {
  confirm: { label: m.actionConfirm, done: m.doneConfirm, Form: ConfirmForm },
  assignOfficers: { label: m.actionAssignOfficers, done: m.doneAssignOfficers, Form: AssignOfficersForm },
  propose: { label: m.actionPropose, done: m.donePropose, Form: ProposeForm },
  decline: { label: m.actionDecline, done: m.doneDecline, Form: DeclineForm, danger: true },
  cancelByDepartment: {
    label: m.actionCancelByDepartment,
    done: m.doneCancel,
    Form: CancelByDepartmentForm,
    danger: true,
  },
  acceptProposal: { label: m.actionAcceptProposal, done: m.doneAcceptProposal, Form: AcceptProposalForm },
  declineProposal: {
    label: m.actionDeclineProposal,
    done: m.doneDeclineProposal,
    Form: DeclineProposalForm,
    danger: true,
  },
  rate: { label: m.actionRate, done: m.doneRate, Form: RateForm },
  cancel: { label: m.actionCancel, done: m.doneCancel, Form: CancelForm, danger: true },
};
const ORDER = Object.keys(actionForms) as Offered[];

/** Exactly what the server allows this user now; editing is a screen of its own, completing happens by registering. */
export function AppointmentActions({ appointment }: { appointment: Appointment }) {
  const allowed = new Set(appointment.allowedActions);
  const offered = ORDER.filter((action) => allowed.has(action));
  return <ActionPanel record={appointment} offered={offered} forms={actionForms} />;
}
