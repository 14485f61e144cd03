import { DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './date-time-field.module.css';
import { useFieldFrame } from './form-kit-context';
import { getOverlayContainer } from '../ui/overlay';

/** A form control for a date and time kept as an ISO string (so drafts serialise), picked with antd's DatePicker. */
export function DateTimeField({
  value,
  onChange,
  label,
  placeholder,
  min,
  max,
}: {
  value?: string;
  onChange?: (value: string) => void;
  label: string;
  placeholder: string;
  min?: Date;
  max?: Date;
}) {
  const intl = useIntl();
  const field = useFieldFrame();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        id={field.id}
        className={styles.button}
        onClick={() => setOpen(true)}
        aria-label={label}
        aria-haspopup="dialog"
        aria-invalid={field.invalid || undefined}
      >
        {value ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : placeholder}
      </button>
      <DatePicker
        visible={open}
        onClose={() => setOpen(false)}
        precision="minute"
        value={value ? new Date(value) : undefined}
        min={min}
        max={max}
        title={label}
        getContainer={getOverlayContainer}
        onConfirm={(date) => onChange?.(date.toISOString())}
      />
    </>
  );
}
