import { Form, Input, Radio, Space, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useRecoilValue } from 'recoil';
import {
  REJECT_REASONS,
  SUPERVISION_OFFICE,
  type ComplaintAction,
} from '../../../../contract/complaints/rules';
import { rejectReasonLabels } from '../../../components/complaints/complaint-labels';
import { FormField } from '../../../lib/forms/contract-form';
import { useQuery } from '../../../lib/http/use-query';
import { sessionState } from '../../../lib/session/session-state';
import { Loaded } from '../../../lib/ui/loaded';
import {
  acceptComplaint,
  complaintOptionsKey,
  decideComplaintExtension,
  getComplaintOptions,
  reassignComplaint,
  rejectComplaint,
  reviewComplaint,
} from '../api';
import {
  acceptForm,
  decideExtensionForm,
  reassignForm,
  rejectForm,
  reviewForm,
  type AcceptValues,
  type DecisionValues,
  type ReassignValues,
  type RejectValues,
  type ReviewValues,
} from '../handling-forms';
import { handlingMessages as m } from '../messages';
import { ActionFormFrame, useActionForm, type ActionFormProps } from './action-form';

interface Department {
  code: string;
  name: string;
}

interface HandlingDepartments {
  /** The inspecting departments. */
  departments: Department[];
  /** The supervision office, under the supervisor's own name for it. */
  ownOffice: Department;
}

/** Who may handle a complaint: the inspecting departments, or the supervision office itself. */
function WithHandlingDepartments({ children }: { children: (choice: HandlingDepartments) => ReactNode }) {
  const intl = useIntl();
  const options = useQuery(complaintOptionsKey, (signal) => getComplaintOptions(signal));
  // the supervisors work in the supervision office: its name is theirs
  const { departmentName } = useRecoilValue(sessionState);
  return (
    <Loaded state={options}>
      {({ departments }) =>
        children({
          departments: departments.filter((department) => department.code !== SUPERVISION_OFFICE),
          ownOffice: {
            code: SUPERVISION_OFFICE,
            name: departmentName || intl.formatMessage(m.supervisionOffice),
          },
        })
      }
    </Loaded>
  );
}

/** The department picker of accept and reassign; the office is left out when it may not be chosen. */
function DepartmentField({
  label,
  hint,
  departments,
  ownOffice,
}: {
  label: MessageDescriptor;
  hint: ReactNode;
  departments: Department[];
  ownOffice: Department | null;
}) {
  const intl = useIntl();
  return (
    <FormField name="departmentCode" label={intl.formatMessage(label)} description={hint} kind="radio">
      <Radio.Group>
        <Space direction="vertical">
          {departments.map((department) => (
            <Radio key={department.code} value={department.code}>
              {department.name}
            </Radio>
          ))}
          {ownOffice && (
            <Radio value={ownOffice.code}>
              <FormattedMessage {...m.ownOffice} values={{ name: ownOffice.name }} />
            </Radio>
          )}
        </Space>
      </Radio.Group>
    </FormField>
  );
}

/** The supervision office accepts a complaint and picks who handles it: a department, or the office itself. */
export function AcceptForm(props: ActionFormProps) {
  return (
    <WithHandlingDepartments>{(choice) => <AcceptFields {...props} {...choice} />}</WithHandlingDepartments>
  );
}

function AcceptFields({ departments, ownOffice, ...props }: ActionFormProps & HandlingDepartments) {
  const intl = useIntl();
  const kit = useActionForm(acceptForm, acceptComplaint, props);
  const suggested = props.record.suggestedDepartmentCode;
  const known = [...departments, ownOffice];
  const initialValues: AcceptValues = {
    departmentCode: known.some((department) => department.code === suggested)
      ? (suggested ?? undefined)
      : undefined,
  };
  return (
    <ActionFormFrame kit={kit} submit={m.confirmAccept} initialValues={initialValues}>
      <DepartmentField
        label={m.department}
        hint={<FormattedMessage {...m.departmentHint} />}
        departments={departments}
        ownOffice={ownOffice}
      />
      <FormField name="note" label={intl.formatMessage(m.noteOptional)}>
        <TextArea maxLength={500} rows={2} showCount />
      </FormField>
    </ActionFormFrame>
  );
}

/**
 * An assigned complaint nobody there can sign goes to another department, with the reason (kept from the
 * complainant). The department it is at now is not offered: the server would refuse it.
 */
export function ReassignForm(props: ActionFormProps) {
  return (
    <WithHandlingDepartments>{(choice) => <ReassignFields {...props} {...choice} />}</WithHandlingDepartments>
  );
}

function ReassignFields({ departments, ownOffice, ...props }: ActionFormProps & HandlingDepartments) {
  const intl = useIntl();
  const kit = useActionForm(reassignForm, reassignComplaint, props);
  const current = props.record.assignedDepartment;
  return (
    <ActionFormFrame<ReassignValues> kit={kit} submit={m.confirmReassign}>
      <DepartmentField
        label={m.reassignDepartment}
        hint={
          <FormattedMessage
            {...m.reassignHint}
            values={{ current: current?.name ?? props.record.departmentName ?? '' }}
          />
        }
        departments={departments.filter((department) => department.code !== current?.code)}
        ownOffice={ownOffice.code === current?.code ? null : ownOffice}
      />
      <FormField name="note" label={intl.formatMessage(m.reassignReason)}>
        <TextArea maxLength={500} rows={3} showCount />
      </FormField>
    </ActionFormFrame>
  );
}

/** Not accepted, with the reason the complainant is told; a duplicate names the complaint it repeats. */
export function RejectForm(props: ActionFormProps) {
  const intl = useIntl();
  const kit = useActionForm(rejectForm, rejectComplaint, props);
  const reason = Form.useWatch('reason', kit.form) as RejectValues['reason'];
  return (
    <ActionFormFrame kit={kit} submit={m.confirmReject}>
      <FormField name="reason" label={intl.formatMessage(m.rejectReason)} kind="radio">
        <Radio.Group>
          <Space direction="vertical">
            {REJECT_REASONS.map((value) => (
              <Radio key={value} value={value}>
                <FormattedMessage {...rejectReasonLabels[value]} />
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </FormField>
      {reason === 'duplicate' && (
        <FormField
          name="duplicateOf"
          label={intl.formatMessage(m.duplicateOf)}
          description={<FormattedMessage {...m.duplicateOfHint} />}
        >
          <Input maxLength={40} clearable autoComplete="off" />
        </FormField>
      )}
      <FormField name="note" label={intl.formatMessage(m.rejectNote)}>
        <TextArea maxLength={500} rows={3} showCount />
      </FormField>
    </ActionFormFrame>
  );
}

/** The supervision office approves or refuses the handler's request for more time. */
export function DecideExtensionForm(props: ActionFormProps) {
  const intl = useIntl();
  const kit = useActionForm(decideExtensionForm, decideComplaintExtension, props);
  const { extension } = props.record;
  return (
    <ActionFormFrame<DecisionValues>
      kit={kit}
      submit={m.confirmDecision}
      intro={
        extension && (
          <FormattedMessage
            {...m.requested}
            values={{ days: extension.workingDays, reason: extension.reason }}
          />
        )
      }
    >
      <FormField name="decision" label={intl.formatMessage(m.decision)} kind="radio">
        <Radio.Group>
          <Space direction="vertical">
            <Radio value="approve">
              <FormattedMessage {...m.approve} />
            </Radio>
            <Radio value="refuse">
              <FormattedMessage {...m.refuse} />
            </Radio>
          </Space>
        </Radio.Group>
      </FormField>
      <FormField name="note" label={intl.formatMessage(m.noteOptional)}>
        <TextArea maxLength={500} rows={2} showCount />
      </FormField>
    </ActionFormFrame>
  );
}

/** The supervisor passes the reply on to the complainant, or sends it back with a reason. */
export function ReviewForm(props: ActionFormProps) {
  const intl = useIntl();
  const kit = useActionForm(reviewForm, reviewComplaint, props);
  const decision = Form.useWatch('decision', kit.form) as ReviewValues['decision'];
  const allowed = new Set<ComplaintAction>(props.record.allowedActions);
  return (
    <ActionFormFrame kit={kit} submit={m.confirmReview}>
      <FormField name="decision" label={intl.formatMessage(m.reviewDecision)} kind="radio">
        <Radio.Group>
          <Space direction="vertical">
            {allowed.has('resolve') && (
              <Radio value="resolve">
                <FormattedMessage {...m.resolve} />
              </Radio>
            )}
            {allowed.has('sendBack') && (
              <Radio value="sendBack">
                <FormattedMessage {...m.sendBack} />
              </Radio>
            )}
          </Space>
        </Radio.Group>
      </FormField>
      <FormField
        name="note"
        label={intl.formatMessage(decision === 'sendBack' ? m.sendBackReason : m.reviewNote)}
      >
        <TextArea maxLength={2000} rows={3} showCount />
      </FormField>
    </ActionFormFrame>
  );
}
