import { useId, type RefObject } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import control from './native-control.module.css';
import styles from './note-field.module.css';

/**
 * The reason or note a decision sheet asks for: a labelled text area that says, when `missing`, that a required one
 * was left empty (the sheet keeps the text and the flag: a refused send must not lose what was typed).
 */
export function NoteField({
  label,
  value,
  onChange,
  required,
  missing,
  missingMessage,
  fieldRef,
}: {
  label: MessageDescriptor;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  missing: boolean;
  missingMessage: MessageDescriptor;
  fieldRef?: RefObject<HTMLTextAreaElement>;
}) {
  const fieldId = useId();
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId}>
        <FormattedMessage {...label} />
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        className={control.control}
        value={value}
        maxLength={500}
        rows={3}
        aria-required={required || undefined}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {missing && (
        <p id={errorId} className={styles.error} role="alert">
          <FormattedMessage {...missingMessage} />
        </p>
      )}
    </div>
  );
}
