import { Button } from 'antd-mobile';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { ComplaintDetail } from '../../../../contract/complaints/schemas';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { offeredActions, type HandlingAction } from '../handling-forms';
import { handlingMessages as m } from '../messages';
import type { ActionFormProps } from './action-form';
import { ContactForm, ExtensionForm, ReplyForm, SignForm } from './handler-forms';
import styles from './handling.module.css';
import { AcceptForm, DecideExtensionForm, RejectForm, ReviewForm } from './supervisor-forms';

const actionForms: Record<
  HandlingAction,
  { label: MessageDescriptor; done: MessageDescriptor; Form: ComponentType<ActionFormProps> }
> = {
  accept: { label: m.accept, done: m.doneAccept, Form: AcceptForm },
  reject: { label: m.reject, done: m.doneReject, Form: RejectForm },
  sign: { label: m.sign, done: m.doneSign, Form: SignForm },
  contact: { label: m.contact, done: m.doneContact, Form: ContactForm },
  requestExtension: { label: m.requestExtension, done: m.doneExtension, Form: ExtensionForm },
  decideExtension: { label: m.decideExtension, done: m.doneDecision, Form: DecideExtensionForm },
  reply: { label: m.reply, done: m.doneReply, Form: ReplyForm },
  review: { label: m.review, done: m.doneReview, Form: ReviewForm },
};

/**
 * What this officer may do with the complaint now: exactly the server's `allowedActions`, each opening its own small
 * form. After a success the complaint on screen is the one the server saved (its new state, deadline and actions).
 */
export function HandlingActions({ complaint }: { complaint: ComplaintDetail }) {
  const intl = useIntl();
  const headingId = useId();
  const formId = useId();
  const offered = offeredActions(complaint.allowedActions);
  const [open, setOpen] = useState<HandlingAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<MessageDescriptor | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // the form that held the focus is gone: the user goes on from the panel's heading, its status read next
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);
  // an action the saved complaint no longer allows closes
  const shown = open && offered.includes(open) ? open : null;

  const toggle = (action: HandlingAction) => {
    setOpen(shown === action ? null : action);
    setRefusal(null);
    setDone(null);
  };

  const ShownForm = shown ? actionForms[shown].Form : null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.panelTitle}>
        <FormattedMessage {...m.actionsTitle} />
      </h2>
      <p role="status" className={done ? styles.done : styles.quiet}>
        {done && <FormattedMessage {...done} />}
      </p>
      {offered.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage {...m.nothingToDo} />
        </p>
      ) : (
        <div className={styles.actionButtons}>
          {offered.map((action) => (
            <Button
              key={action}
              color={action === 'reject' ? 'danger' : 'primary'}
              fill={shown === action ? 'solid' : 'outline'}
              aria-expanded={shown === action}
              aria-controls={shown === action ? formId : undefined}
              onClick={() => toggle(action)}
            >
              <FormattedMessage {...actionForms[action].label} />
            </Button>
          ))}
        </div>
      )}
      {shown && ShownForm && (
        <div id={formId} className={styles.actionForm}>
          <h3 className={styles.formTitle}>
            <FormattedMessage {...actionForms[shown].label} />
          </h3>
          {refusal && (
            <div className={styles.refusal} role="alert">
              <p>
                <FormattedMessage {...m.refused} values={{ message: refusal }} />
              </p>
              <p>
                <FormattedMessage {...m.keptOnFailure} />
              </p>
            </div>
          )}
          <ShownForm
            key={`${complaint.id}-${shown}`}
            complaint={complaint}
            action={shown}
            onRefused={setRefusal}
            onDone={() => {
              setOpen(null);
              setRefusal(null);
              setDone(actionForms[shown].done);
              showSuccessToast(intl.formatMessage(actionForms[shown].done));
            }}
          />
          <Button fill="none" className={styles.closeForm} onClick={() => toggle(shown)}>
            <FormattedMessage {...m.cancel} />
          </Button>
        </div>
      )}
    </section>
  );
}
