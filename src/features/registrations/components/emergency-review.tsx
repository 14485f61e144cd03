import { Tag } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationDetail } from '../../../../contract/registrations/schemas';
import { invalidateQueries } from '../../../lib/http/query-cache';
import { Button } from '../../../lib/ui/button';
import { DecisionSheet, type DecisionTexts } from '../../../lib/ui/decision-sheet';
import type { DetailRow } from '../../../lib/ui/detail-list';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { registrationKey, reviewEmergencyInspection } from '../api';
import { emergencyReviewLabels } from '../labels';
import { registrationMessages as m } from '../messages';
import styles from './registrations.module.css';

type Decision = 'uphold' | 'notUphold';

const TONE = { pending: 'warning', upheld: 'success', notUpheld: 'danger' } as const;

const sheetTexts: Record<Decision, DecisionTexts> = {
  uphold: {
    title: m.emergencyUpholdTitle,
    intro: m.emergencyReviewIntro,
    note: m.emergencyNoteOptional,
    confirm: m.emergencyConfirm,
    close: m.emergencyCancel,
  },
  notUphold: {
    title: m.emergencyNotUpholdTitle,
    intro: m.emergencyReviewIntro,
    note: m.emergencyNoteRequired,
    noteMissing: m.emergencyNoteMissing,
    confirm: m.emergencyConfirm,
    close: m.emergencyCancel,
  },
};

/** The review of an emergency inspection as the record shows it to whoever reads it. */
export function emergencyReviewRows(r: RegistrationDetail, time: (value: string) => string): DetailRow[] {
  const review = r.emergencyReview;
  if (!review) return [];
  return [
    {
      key: 'emergencyReview',
      label: m.emergencyReview,
      value: (
        <Tag color={TONE[review.status]}>
          <FormattedMessage {...emergencyReviewLabels[review.status]} />
        </Tag>
      ),
    },
    {
      key: 'emergencyReviewer',
      label: m.emergencyReviewer,
      value: review.reviewerName && review.reviewedAt && (
        <FormattedMessage
          {...m.emergencyReviewedBy}
          values={{ name: review.reviewerName, time: time(review.reviewedAt) }}
        />
      ),
    },
    { key: 'emergencyReviewNote', label: m.emergencyReviewNote, value: review.note, block: true },
  ];
}

/**
 * A supervisor who took no part in the inspection decides (the server's `canReviewEmergency`); a refusal stays in
 * the sheet in the server's words, the note as typed.
 */
export function EmergencyReviewActions({ registration }: { registration: RegistrationDetail }) {
  const intl = useIntl();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async (chosen: Decision, note: string | undefined) => {
    setBusy(true);
    setRefusal(null);
    try {
      await reviewEmergencyInspection({ id: registration.id, decision: chosen, ...(note ? { note } : {}) });
      setDecision(null);
      showSuccessToast(intl.formatMessage(m.emergencyReviewed));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      // another supervisor may have decided it meanwhile: show it as it is now
      invalidateQueries(registrationKey(registration.id));
    } finally {
      setBusy(false);
    }
  };

  if (!registration.canReviewEmergency) return null;
  const open = (chosen: Decision) => {
    setRefusal(null);
    setDecision(chosen);
  };
  return (
    <>
      <Button block color="primary" disabled={busy} onClick={() => open('uphold')}>
        <FormattedMessage {...m.emergencyUphold} />
      </Button>
      <Button block color="danger" fill="outline" disabled={busy} onClick={() => open('notUphold')}>
        <FormattedMessage {...m.emergencyNotUphold} />
      </Button>
      <DecisionSheet
        open={decision !== null}
        texts={decision && sheetTexts[decision]}
        noteRequired={decision === 'notUphold'}
        danger={decision === 'notUphold'}
        busy={busy}
        refusal={
          refusal && (
            <p className={styles.refusal} role="alert">
              <FormattedMessage {...m.emergencyReviewRefused} values={{ message: refusal }} />
            </p>
          )
        }
        onClose={() => setDecision(null)}
        onConfirm={(note) => decision && void confirm(decision, note)}
      />
    </>
  );
}
