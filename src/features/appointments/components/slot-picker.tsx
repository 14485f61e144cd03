import { Checkbox } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import { APPOINTMENT_MAX_PREFERRED_SLOTS } from '../../../../contract/appointments/rules';
import type { offeredSlotSchema } from '../../../../contract/appointments/schemas';
import { slotKey, type SlotKey } from '../appointment-form';
import styles from '../appointments.module.css';
import { useAppointmentFormats } from '../labels';
import { appointmentMessages as m } from '../messages';

type OfferedSlot = z.infer<typeof offeredSlotSchema>;

/**
 * The department's open half days with room left; ticked ones are numbered in the order ticked, which is the
 * order of preference. A time already chosen that is no longer offered (an edit) stays listed so it can be unticked.
 */
export function SlotPicker({
  offered,
  value = [],
  onChange,
  id,
}: {
  offered: OfferedSlot[];
  value?: SlotKey[];
  onChange?: (value: SlotKey[]) => void;
  id?: string;
}) {
  const formats = useAppointmentFormats();
  const keys = new Set(offered.map(slotKey));
  const gone = value.filter((key) => !keys.has(key));
  const full = value.length >= APPOINTMENT_MAX_PREFERRED_SLOTS;
  const toggle = (key: SlotKey, on: boolean) =>
    onChange?.(on ? [...value, key] : value.filter((picked) => picked !== key));
  const rows: Array<{ key: SlotKey; text: string; left: number | null }> = [
    ...offered.map((slot) => ({ key: slotKey(slot), text: formats.slot(slot), left: slot.left })),
    ...gone.map((key) => {
      const [date, period] = key.split('/') as [string, 'morning' | 'afternoon'];
      return { key, text: formats.slot({ date, period }), left: null };
    }),
  ];
  return (
    <ul className={styles.slots} id={id}>
      {rows.map((row) => {
        const order = value.indexOf(row.key);
        return (
          <li key={row.key} className={styles.slotRow}>
            <Checkbox
              checked={order >= 0}
              disabled={order < 0 && (full || row.left === null)}
              onChange={(on) => toggle(row.key, on)}
            >
              <span className={styles.slotText}>{row.text}</span>
              {row.left !== null && (
                <span className={styles.muted}>
                  {' '}
                  <FormattedMessage {...m.slotLeft} values={{ left: row.left }} />
                </span>
              )}
            </Checkbox>
            {order >= 0 && (
              <span className={styles.preference}>
                <FormattedMessage {...m.preference} values={{ n: order + 1 }} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
