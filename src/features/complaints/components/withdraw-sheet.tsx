import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../lib/ui/button';
import control from '../../../lib/ui/native-control.module.css';
import { Sheet, SheetButtons } from '../../../lib/ui/sheet';
import styles from '../complaints.module.css';
import { complaintMessages as m } from '../messages';

/** Asks before a complaint is withdrawn for good; a reason is welcome, not required. */
export function WithdrawSheet({
  open,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (note: string) => void;
}) {
  const intl = useIntl();
  const noteId = useId();
  const [note, setNote] = useState('');
  useEffect(() => {
    if (open) setNote('');
  }, [open]);

  return (
    <Sheet
      open={open}
      title={intl.formatMessage(m.withdrawTitle)}
      intro={<FormattedMessage {...m.withdrawIntro} />}
      onClose={onClose}
    >
      <div className={styles.reason}>
        <label htmlFor={noteId}>
          <FormattedMessage {...m.withdrawNote} />
        </label>
        <textarea
          id={noteId}
          className={control.control}
          value={note}
          maxLength={500}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <SheetButtons>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage {...m.keep} />
        </Button>
        <Button color="danger" loading={busy} onClick={() => onConfirm(note.trim())}>
          <FormattedMessage {...m.confirmWithdraw} />
        </Button>
      </SheetButtons>
    </Sheet>
  );
}
