import { Button, Popup } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import control from '../../../lib/ui/native-control.module.css';
import { getOverlayContainer } from '../../../lib/ui/overlay';
import { usePopupA11y } from '../../../lib/ui/popup-a11y';
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
  const popup = usePopupA11y(open, { label: intl.formatMessage(m.withdrawTitle), onEscape: onClose });
  useEffect(() => {
    if (open) setNote('');
  }, [open]);

  return (
    <Popup
      {...popup}
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      getContainer={getOverlayContainer}
      destroyOnClose
    >
      <div className={styles.sheet}>
        <h2 className={styles.sheetTitle}>
          <FormattedMessage {...m.withdrawTitle} />
        </h2>
        <p className={styles.muted}>
          <FormattedMessage {...m.withdrawIntro} />
        </p>
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
        <div className={styles.sheetButtons}>
          <Button onClick={onClose} disabled={busy}>
            <FormattedMessage {...m.keep} />
          </Button>
          <Button color="danger" loading={busy} onClick={() => onConfirm(note.trim())}>
            <FormattedMessage {...m.confirmWithdraw} />
          </Button>
        </div>
      </div>
    </Popup>
  );
}
