import { DatePicker } from 'antd-mobile';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './date-time-field.module.css';
import { useFieldFrame } from './form-kit-context';
import { formMessages as m } from './messages';
import { getOverlayContainer } from '../ui/overlay';
import { usePopupA11y } from '../ui/popup-a11y';

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
  const labelId = useId();
  const valueId = useId();
  const popup = usePopupA11y(open, {
    label,
    onEscape: () => setOpen(false),
    columns: [m.year, m.month, m.day, m.hour, m.minute].map((column) => intl.formatMessage(column)),
  });
  return (
    <>
      {/* named by its field and then by what it shows, so the visible text is part of the name */}
      <span id={labelId} hidden>
        {label}
      </span>
      <button
        type="button"
        id={field.id}
        className={styles.button}
        onClick={() => setOpen(true)}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        aria-invalid={field.invalid || undefined}
      >
        <span id={valueId}>
          {value ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : placeholder}
        </span>
      </button>
      <DatePicker
        {...popup}
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
