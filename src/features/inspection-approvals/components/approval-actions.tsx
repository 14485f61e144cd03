import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { InspectionApproval } from '../../../../contract/inspection-approvals/schemas';
import { invalidateQueries } from '../../../lib/http/query-cache';
import { Button } from '../../../lib/ui/button';
import { NoteField } from '../../../lib/ui/note-field';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Sheet, SheetButtons } from '../../../lib/ui/sheet';
import { approvalKey, decideInspectionApproval, withdrawInspectionApproval } from '../api';
import styles from '../approvals.module.css';
import { approvalMessages as m } from '../messages';

type Step = 'approve' | 'refuse' | 'withdraw';

const stepTexts: Record<
  Step,
  { title: MessageDescriptor; intro?: MessageDescriptor; confirm: MessageDescriptor; done: MessageDescriptor }
> = {
  approve: { title: m.approveTitle, confirm: m.confirmApprove, done: m.approved },
  refuse: { title: m.refuseTitle, confirm: m.confirmRefuse, done: m.refused },
  withdraw: { title: m.withdrawTitle, intro: m.withdrawIntro, confirm: m.confirmWithdraw, done: m.withdrawn },
};

/**
 * What the signed-in officer may do with the request now (the server's `canDecide`, `canWithdraw`); each step is
 * sent against the version shown, and a refusal stays on screen in the server's words.
 */
export function ApprovalActions({ approval }: { approval: InspectionApproval }) {
  const intl = useIntl();
  const [step, setStep] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const open = (chosen: Step) => {
    setRefusal(null);
    setStep(chosen);
  };

  const confirm = async (chosen: Step, note: string | undefined) => {
    setBusy(true);
    setRefusal(null);
    try {
      const target = { id: approval.id, version: approval.version };
      await (chosen === 'withdraw'
        ? withdrawInspectionApproval(target)
        : decideInspectionApproval({ ...target, decision: chosen, note }));
      setStep(null);
      showSuccessToast(intl.formatMessage(stepTexts[chosen].done));
    } catch (error) {
      // the sheet stays open with the note as typed, the server's reason above its buttons
      setRefusal(error instanceof Error ? error.message : String(error));
      // someone else may have decided it meanwhile: show it as it is now
      invalidateQueries(approvalKey(approval.id));
    } finally {
      setBusy(false);
    }
  };

  if (!approval.canDecide && !approval.canWithdraw && !refusal) return null;
  return (
    <>
      {refusal && step === null && <Refusal message={refusal} />}
      {approval.canDecide && (
        <>
          <Button block color="primary" disabled={busy} onClick={() => open('approve')}>
            <FormattedMessage {...m.approve} />
          </Button>
          <Button block color="danger" fill="outline" disabled={busy} onClick={() => open('refuse')}>
            <FormattedMessage {...m.refuse} />
          </Button>
        </>
      )}
      {approval.canWithdraw && (
        <Button block fill="outline" disabled={busy} onClick={() => open('withdraw')}>
          <FormattedMessage {...m.withdraw} />
        </Button>
      )}
      <StepSheet
        step={step}
        busy={busy}
        refusal={refusal}
        onClose={() => setStep(null)}
        onConfirm={(chosen, note) => void confirm(chosen, note)}
      />
    </>
  );
}

function Refusal({ message }: { message: string }) {
  return (
    <p className={styles.refusal} role="alert">
      <FormattedMessage {...m.actionRefused} values={{ message }} />
    </p>
  );
}

function StepSheet({
  step,
  busy,
  refusal,
  onClose,
  onConfirm,
}: {
  step: Step | null;
  busy: boolean;
  refusal: string | null;
  onClose: () => void;
  onConfirm: (step: Step, note: string | undefined) => void;
}) {
  const intl = useIntl();
  const field = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const texts = step ? stepTexts[step] : null;
  // a refusal says why (the server refuses one without); an approval may add a note; a withdrawal has none
  const noteRequired = step === 'refuse';

  useEffect(() => {
    setNote('');
    setMissing(false);
  }, [step]);

  const confirm = () => {
    if (!step) return;
    const given = note.trim();
    if (noteRequired && !given) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onConfirm(step, step === 'withdraw' ? undefined : given || undefined);
  };

  return (
    <Sheet
      open={step !== null}
      title={texts ? intl.formatMessage(texts.title) : ''}
      intro={texts?.intro && <FormattedMessage {...texts.intro} />}
      onClose={onClose}
    >
      {texts && step && (
        <>
          {step !== 'withdraw' && (
            <NoteField
              label={noteRequired ? m.noteRequired : m.noteOptional}
              value={note}
              onChange={(value) => {
                setNote(value);
                if (value.trim()) setMissing(false);
              }}
              required={noteRequired}
              missing={missing}
              missingMessage={m.noteMissing}
              fieldRef={field}
            />
          )}
          {refusal && <Refusal message={refusal} />}
          <SheetButtons>
            <Button onClick={onClose} disabled={busy}>
              <FormattedMessage {...m.close} />
            </Button>
            <Button color={step === 'approve' ? 'primary' : 'danger'} loading={busy} onClick={confirm}>
              <FormattedMessage {...texts.confirm} />
            </Button>
          </SheetButtons>
        </>
      )}
    </Sheet>
  );
}
