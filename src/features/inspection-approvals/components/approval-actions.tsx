import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { InspectionApproval } from '../../../../contract/inspection-approvals/schemas';
import { invalidateQueries } from '../../../lib/http/query-cache';
import { Button } from '../../../lib/ui/button';
import { DecisionSheet, type DecisionTexts } from '../../../lib/ui/decision-sheet';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { approvalKey, decideInspectionApproval, withdrawInspectionApproval } from '../api';
import styles from '../approvals.module.css';
import { approvalMessages as m } from '../messages';

type Step = 'approve' | 'refuse' | 'withdraw';

const sheetTexts: Record<Step, DecisionTexts> = {
  approve: { title: m.approveTitle, confirm: m.confirmApprove, note: m.noteOptional, close: m.close },
  refuse: {
    title: m.refuseTitle,
    confirm: m.confirmRefuse,
    note: m.noteRequired,
    noteMissing: m.noteMissing,
    close: m.close,
  },
  withdraw: { title: m.withdrawTitle, intro: m.withdrawIntro, confirm: m.confirmWithdraw, close: m.close },
};
const doneTexts: Record<Step, MessageDescriptor> = {
  approve: m.approved,
  refuse: m.refused,
  withdraw: m.withdrawn,
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
      showSuccessToast(intl.formatMessage(doneTexts[chosen]));
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
      <DecisionSheet
        open={step !== null}
        texts={step && sheetTexts[step]}
        // a refusal says why (the server refuses one without); an approval may add a note; a withdrawal has none
        noteRequired={step === 'refuse'}
        danger={step !== 'approve'}
        busy={busy}
        refusal={refusal && <Refusal message={refusal} />}
        onClose={() => setStep(null)}
        onConfirm={(note) => step && void confirm(step, note)}
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
