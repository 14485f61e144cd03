import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from './button';
import { NoteField } from './note-field';
import { Sheet, SheetButtons } from './sheet';

export interface DecisionTexts {
  title: MessageDescriptor;
  intro?: MessageDescriptor;
  confirm: MessageDescriptor;
  /** The note's label; without one the decision takes no note. */
  note?: MessageDescriptor;
  /** Said under the note when a required one is left empty. */
  noteMissing?: MessageDescriptor;
  close: MessageDescriptor;
}

/**
 * The sheet a decision is confirmed in: an optional or required note (the server refuses a required one empty, the
 * sheet says so first), the server's refusal above the buttons, and the note kept as typed when a send fails.
 */
export function DecisionSheet({
  open,
  texts,
  noteRequired = false,
  danger = false,
  busy,
  refusal,
  onClose,
  onConfirm,
}: {
  open: boolean;
  texts: DecisionTexts | null;
  noteRequired?: boolean;
  danger?: boolean;
  busy: boolean;
  refusal: ReactNode;
  onClose: () => void;
  onConfirm: (note: string | undefined) => void;
}) {
  const intl = useIntl();
  const field = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    setNote('');
    setMissing(false);
  }, [texts]);

  const confirm = () => {
    const given = note.trim();
    if (noteRequired && !given) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onConfirm(texts?.note ? given || undefined : undefined);
  };

  return (
    <Sheet
      open={open}
      title={texts ? intl.formatMessage(texts.title) : ''}
      intro={texts?.intro && <FormattedMessage {...texts.intro} />}
      onClose={onClose}
    >
      {texts && (
        <>
          {texts.note && (
            <NoteField
              label={texts.note}
              value={note}
              onChange={(value) => {
                setNote(value);
                if (value.trim()) setMissing(false);
              }}
              required={noteRequired}
              missing={missing}
              missingMessage={texts.noteMissing ?? texts.note}
              fieldRef={field}
            />
          )}
          {refusal}
          <SheetButtons>
            <Button onClick={onClose} disabled={busy}>
              <FormattedMessage {...texts.close} />
            </Button>
            <Button color={danger ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
              <FormattedMessage {...texts.confirm} />
            </Button>
          </SheetButtons>
        </>
      )}
    </Sheet>
  );
}
