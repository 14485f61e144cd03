import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { needsReason, type PlanState, type PlanStatus } from '../../../../contract/plans/rules';
import type { PlanDetail } from '../../../../contract/plans/schemas';
import { invalidateQueries } from '../../../lib/http/query-cache';
import { paths } from '../../../lib/paths';
import { Button } from '../../../lib/ui/button';
import { NoteField } from '../../../lib/ui/note-field';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Sheet, SheetButtons } from '../../../lib/ui/sheet';
import { cancelPlan, decidePlan, drawPlan, planKey, submitPlan } from '../api';
import { planMessages as m } from '../messages';
import styles from '../plans.module.css';

type Decision = 'approve' | 'return' | 'cancel' | 'redraw';

/** An approved plan shows as in progress or completed once its period starts or its targets are done. */
const storedState = (status: PlanStatus): PlanState =>
  status === 'in_progress' || status === 'completed' ? 'approved' : status;

const sheetTexts: Record<
  Decision,
  { title: MessageDescriptor; intro?: MessageDescriptor; confirm: MessageDescriptor; done: MessageDescriptor }
> = {
  approve: { title: m.approveTitle, intro: m.approveIntro, confirm: m.confirmApprove, done: m.approved },
  return: { title: m.returnTitle, confirm: m.confirmReturn, done: m.returned },
  cancel: { title: m.cancelTitle, confirm: m.confirmCancel, done: m.cancelled },
  redraw: { title: m.redrawTitle, intro: m.redrawIntro, confirm: m.confirmRedraw, done: m.drawn },
};

/**
 * What the signed-in user may do with the plan now (the server's `allowedActions`); each is sent against the
 * version shown, and a refusal is kept on screen in the server's words.
 */
export function PlanActions({ plan }: { plan: PlanDetail }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const allowed = new Set(plan.allowedActions);
  const target = { id: plan.id, version: plan.version };

  const run = async (send: () => Promise<unknown>, done: MessageDescriptor) => {
    setBusy(true);
    setRefusal(null);
    try {
      await send();
      setDecision(null);
      showSuccessToast(intl.formatMessage(done));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      // someone else may have changed it meanwhile: show the plan as it is now
      invalidateQueries(planKey(plan.id));
    } finally {
      setBusy(false);
    }
  };

  const decide = (kind: Decision, reason: string | undefined) =>
    run(
      () =>
        kind === 'cancel'
          ? cancelPlan({ ...target, reason })
          : kind === 'redraw'
            ? drawPlan({ ...target, reason })
            : decidePlan({ ...target, decision: kind, reason }),
      sheetTexts[kind].done,
    );

  if (allowed.size === 0 && !refusal) return null;
  return (
    <>
      {refusal && (
        <p className={styles.refusal} role="alert">
          <FormattedMessage {...m.refused} values={{ message: refusal }} />
        </p>
      )}
      {allowed.has('approve') && (
        <Button block color="primary" disabled={busy} onClick={() => setDecision('approve')}>
          <FormattedMessage {...m.approve} />
        </Button>
      )}
      {allowed.has('return') && (
        <Button block color="warning" fill="outline" disabled={busy} onClick={() => setDecision('return')}>
          <FormattedMessage {...m.return} />
        </Button>
      )}
      {allowed.has('draw') &&
        (plan.draw?.nextIsRedraw ? (
          <Button block fill="outline" disabled={busy} onClick={() => setDecision('redraw')}>
            <FormattedMessage {...m.redrawAction} />
          </Button>
        ) : (
          <Button
            block
            color="primary"
            loading={busy && decision === null}
            disabled={busy}
            onClick={() => void run(() => drawPlan(target), m.drawn)}
          >
            <FormattedMessage {...m.drawAction} />
          </Button>
        ))}
      {allowed.has('submit') && (
        <Button
          block
          color="primary"
          loading={busy && decision === null}
          disabled={busy}
          onClick={() => void run(() => submitPlan(target), m.submitted)}
        >
          <FormattedMessage {...m.submit} />
        </Button>
      )}
      {allowed.has('save') && (
        <Button
          block
          disabled={busy}
          onClick={() => navigate(paths.enforcementPlanAdd.href({ id: plan.id }))}
        >
          <FormattedMessage {...m.edit} />
        </Button>
      )}
      {allowed.has('cancel') && (
        <Button block color="danger" fill="outline" disabled={busy} onClick={() => setDecision('cancel')}>
          <FormattedMessage {...m.cancel} />
        </Button>
      )}
      <DecisionSheet
        decision={decision}
        reasonRequired={
          decision === 'redraw' || (decision !== null && needsReason(decision, storedState(plan.status)))
        }
        redrawsLeft={plan.draw?.redrawsLeft ?? 0}
        busy={busy}
        onClose={() => setDecision(null)}
        onConfirm={(kind, reason) => void decide(kind, reason)}
      />
    </>
  );
}

function DecisionSheet({
  decision,
  reasonRequired,
  redrawsLeft,
  busy,
  onClose,
  onConfirm,
}: {
  decision: Decision | null;
  reasonRequired: boolean;
  redrawsLeft: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (decision: Decision, reason: string | undefined) => void;
}) {
  const intl = useIntl();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const texts = decision ? sheetTexts[decision] : null;

  useEffect(() => {
    setReason('');
    setMissing(false);
  }, [decision]);

  const label =
    decision === 'approve'
      ? m.approveNote
      : decision === 'return'
        ? m.returnReason
        : decision === 'redraw'
          ? m.redrawReason
          : reasonRequired
            ? m.cancelReason
            : m.cancelReasonOptional;

  const confirm = () => {
    if (!decision) return;
    const given = reason.trim();
    if (reasonRequired && !given) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onConfirm(decision, given || undefined);
  };

  return (
    <Sheet
      open={decision !== null}
      title={texts ? intl.formatMessage(texts.title) : ''}
      intro={texts?.intro && <FormattedMessage {...texts.intro} values={{ count: redrawsLeft }} />}
      onClose={onClose}
    >
      {texts && decision && (
        <>
          <NoteField
            label={label}
            value={reason}
            onChange={(value) => {
              setReason(value);
              if (value.trim()) setMissing(false);
            }}
            required={reasonRequired}
            missing={missing}
            missingMessage={m.reasonRequired}
            fieldRef={field}
          />
          <SheetButtons>
            <Button onClick={onClose} disabled={busy}>
              <FormattedMessage {...m.close} />
            </Button>
            <Button
              color={decision === 'approve' || decision === 'redraw' ? 'primary' : 'danger'}
              loading={busy}
              onClick={confirm}
            >
              <FormattedMessage {...texts.confirm} />
            </Button>
          </SheetButtons>
        </>
      )}
    </Sheet>
  );
}
