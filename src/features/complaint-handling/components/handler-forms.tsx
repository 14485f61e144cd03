import { Input, TextArea } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_COMPLAINT_DEADLINES, repliesWithoutReview } from '../../../../contract/complaints/rules';
import { FormField } from '../../../lib/forms/contract-form';
import { useQuery } from '../../../lib/http/use-query';
import {
  complaintOptionsKey,
  getComplaintOptions,
  recordComplaintContact,
  replyComplaint,
  requestComplaintExtension,
  signComplaint,
} from '../api';
import { contactForm, extensionForm, replyForm, signForm } from '../handling-forms';
import { handlingMessages as m } from '../messages';
import { ActionFormFrame, useActionForm, type ActionFormProps } from './action-form';

/** An officer of the assigned department takes the complaint on: from now on it is theirs to handle. */
export function SignForm(props: ActionFormProps) {
  const kit = useActionForm(signForm, signComplaint, props);
  return <ActionFormFrame kit={kit} submit={m.confirmSign} intro={<FormattedMessage {...m.signIntro} />} />;
}

/** The handler notes the call to the complainant (once, within 24 hours of signing when contact was allowed). */
export function ContactForm(props: ActionFormProps) {
  const intl = useIntl();
  const kit = useActionForm(contactForm, recordComplaintContact, props);
  return (
    <ActionFormFrame kit={kit} submit={m.confirmContact}>
      <FormField
        name="note"
        label={intl.formatMessage(m.contactNote)}
        description={<FormattedMessage {...m.contactNoteHint} />}
      >
        <TextArea maxLength={500} rows={3} showCount />
      </FormField>
    </ActionFormFrame>
  );
}

/** The one extension a complaint may have, decided by the supervision office. */
export function ExtensionForm(props: ActionFormProps) {
  const intl = useIntl();
  const kit = useActionForm(extensionForm, requestComplaintExtension, props);
  // The city's setting, which may be below the contract's ceiling.
  const options = useQuery(complaintOptionsKey, (signal) => getComplaintOptions(signal));
  return (
    <ActionFormFrame kit={kit} submit={m.confirmExtension} intro={<FormattedMessage {...m.extensionOnce} />}>
      <FormField
        name="workingDays"
        label={intl.formatMessage(m.workingDays, {
          max: (options.data?.deadlines ?? DEFAULT_COMPLAINT_DEADLINES).extensionMaxWorkingDays,
        })}
      >
        <Input type="text" inputMode="numeric" maxLength={2} autoComplete="off" />
      </FormField>
      <FormField name="reason" label={intl.formatMessage(m.extensionReason)}>
        <TextArea maxLength={500} rows={3} showCount />
      </FormField>
    </ActionFormFrame>
  );
}

/** The handler's findings and measures; once escalated the reply goes straight to the complainant. */
export function ReplyForm(props: ActionFormProps) {
  const intl = useIntl();
  const kit = useActionForm(replyForm, replyComplaint, props);
  return (
    <ActionFormFrame
      kit={kit}
      submit={m.confirmReply}
      intro={
        repliesWithoutReview({
          escalated: props.record.escalated,
          assignedDepartmentCode: props.record.assignedDepartment?.code ?? null,
        }) && <FormattedMessage {...m.replyEscalated} />
      }
    >
      <FormField name="findings" label={intl.formatMessage(m.findings)}>
        <TextArea maxLength={2000} rows={4} showCount />
      </FormField>
      <FormField name="measures" label={intl.formatMessage(m.measures)}>
        <TextArea maxLength={2000} rows={4} showCount />
      </FormField>
    </ActionFormFrame>
  );
}
