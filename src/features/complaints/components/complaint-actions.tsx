import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { InformationSheet } from './information-sheet';
import { WithdrawSheet } from './withdraw-sheet';
import type { ComplaintDetail } from '../../../../contract/complaints/schemas';
import { useComplaintTime } from '../../../components/complaints/complaint-format';
import { invalidateQueries } from '../../../lib/http/query-cache';
import { paths } from '../../../lib/paths';
import { Button } from '../../../lib/ui/button';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { complaintKey, withdrawComplaint } from '../api';
import { openedFromDetail } from '../complaint-navigation';
import styles from '../complaints.module.css';
import { complaintMessages as m } from '../messages';

/**
 * Exactly what the server's `allowedActions` offers the complainant now: rate (when replied), add information (while
 * open), withdraw (before handling). A refusal stays on screen in the server's words.
 */
export function ComplaintActions({ complaint }: { complaint: ComplaintDetail }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const time = useComplaintTime();
  const [sheet, setSheet] = useState<'withdraw' | 'information' | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const allowed = new Set(complaint.allowedActions);

  const withdraw = async (note: string) => {
    setBusy(true);
    setRefusal(null);
    try {
      await withdrawComplaint({ id: complaint.id, version: complaint.version, note });
      setSheet(null);
      showSuccessToast(intl.formatMessage(m.withdrawn));
    } catch (error) {
      setSheet(null);
      setRefusal(error instanceof Error ? error.message : String(error));
      // someone may have acted on it meanwhile: show it as it is now
      invalidateQueries(complaintKey(complaint.id));
    } finally {
      setBusy(false);
    }
  };

  if (allowed.size === 0 && !refusal) return null;
  return (
    <>
      {refusal && (
        <p className={styles.refusal} role="alert">
          <FormattedMessage {...m.refused} values={{ message: refusal }} />
        </p>
      )}
      {allowed.has('rate') && (
        <>
          <Button
            block
            color="primary"
            onClick={() =>
              navigate(paths.complaintEvaluate.href({ id: complaint.id }), { state: openedFromDetail })
            }
          >
            <FormattedMessage {...m.rateNow} />
          </Button>
          {complaint.deadline?.step === 'rate' && (
            <span className={styles.muted}>
              <FormattedMessage {...m.rateBy} values={{ time: time(complaint.deadline.dueAt) }} />
            </span>
          )}
        </>
      )}
      {allowed.has('addInformation') && (
        <Button block onClick={() => setSheet('information')}>
          <FormattedMessage {...m.addInformation} />
        </Button>
      )}
      {allowed.has('withdraw') && (
        <Button block color="danger" fill="outline" disabled={busy} onClick={() => setSheet('withdraw')}>
          <FormattedMessage {...m.withdraw} />
        </Button>
      )}
      <InformationSheet id={complaint.id} open={sheet === 'information'} onClose={() => setSheet(null)} />
      <WithdrawSheet
        open={sheet === 'withdraw'}
        busy={busy}
        onClose={() => setSheet(null)}
        onConfirm={(note) => void withdraw(note)}
      />
    </>
  );
}
