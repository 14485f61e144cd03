import { NoticeBar } from 'antd-mobile';
import type { ComplaintDetail } from '../../../../contract/complaints/schemas';
import { ActionPanel, type ActionEntry } from '../../../lib/forms/action-panel';
import { offeredActions, type HandlingAction } from '../handling-forms';
import { handlingMessages as m } from '../messages';
import { ContactForm, ExtensionForm, ReplyForm, SignForm } from './handler-forms';
import { AcceptForm, DecideExtensionForm, ReassignForm, RejectForm, ReviewForm } from './supervisor-forms';

const actionForms: Record<HandlingAction, ActionEntry<ComplaintDetail>> = {
  accept: { label: m.accept, done: m.doneAccept, Form: AcceptForm },
  reject: { label: m.reject, done: m.doneReject, Form: RejectForm, danger: true },
  reassign: { label: m.reassign, done: m.doneReassign, Form: ReassignForm },
  sign: { label: m.sign, done: m.doneSign, Form: SignForm },
  contact: { label: m.contact, done: m.doneContact, Form: ContactForm },
  requestExtension: { label: m.requestExtension, done: m.doneExtension, Form: ExtensionForm },
  decideExtension: { label: m.decideExtension, done: m.doneDecision, Form: DecideExtensionForm },
  reply: { label: m.reply, done: m.doneReply, Form: ReplyForm },
  review: { label: m.review, done: m.doneReview, Form: ReviewForm },
};

/**
 * What this officer may do with the complaint now: exactly the server's `allowedActions`, each opening its own small
 * form, and why not, in the server's words, when they must recuse themselves. After a success the complaint on
 * screen is the one the server saved (its new state, deadline and actions).
 */
export function HandlingActions({ complaint }: { complaint: ComplaintDetail }) {
  return (
    <>
      {complaint.recusal && (
        <div role="note">
          <NoticeBar color="alert" wrap content={complaint.recusal} />
        </div>
      )}
      <ActionPanel
        record={complaint}
        offered={offeredActions(complaint.allowedActions)}
        forms={actionForms}
        nothing={m.nothingToDo}
      />
    </>
  );
}
