import { Checkbox, Input } from 'antd-mobile';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { APPOINTMENT_PERIODS, weeklySlotKey } from '../../../../contract/appointments/rules';
import type { appointmentDepartmentSchema } from '../../../../contract/appointments/schemas';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { availabilityForm, type AvailabilityValues } from '../action-forms';
import { setAppointmentAvailability } from '../api';
import styles from '../appointments.module.css';
import { periodShortLabels, useAppointmentFormats } from '../labels';
import { appointmentMessages as m } from '../messages';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The head of a department opens half days of the week and caps the appointments of a day. */
export function AvailabilityForm({
  department,
}: {
  department: z.infer<typeof appointmentDepartmentSchema>;
}) {
  const intl = useIntl();
  const headingId = useId();
  const formats = useAppointmentFormats();
  const kit = useContractForm(availabilityForm, {
    send: setAppointmentAvailability,
    onSaved: () => showSuccessToast(intl.formatMessage(m.availabilitySaved)),
  });
  const initialValues = useMemo<AvailabilityValues>(
    () => ({ weeklySlots: department.weeklySlots, dailyCapacity: String(department.dailyCapacity) }),
    [department],
  );
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.blockTitle}>
        <FormattedMessage {...m.availabilityTitle} />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage {...m.availabilityIntro} />
      </p>
      <ContractForm
        kit={kit}
        layout="vertical"
        initialValues={initialValues}
        footer={
          <SubmitButton kit={kit}>
            <FormattedMessage {...m.saveAvailability} />
          </SubmitButton>
        }
      >
        <FormField name="weeklySlots" label={intl.formatMessage(m.weeklySlots)} kind="group">
          <Checkbox.Group>
            <div className={styles.week}>
              {WEEKDAYS.flatMap((day) =>
                APPOINTMENT_PERIODS.map((period) => (
                  <Checkbox key={weeklySlotKey(day, period)} value={weeklySlotKey(day, period)}>
                    {formats.weekday(day)} <FormattedMessage {...periodShortLabels[period]} />
                  </Checkbox>
                )),
              )}
            </div>
          </Checkbox.Group>
        </FormField>
        <FormField name="dailyCapacity" label={intl.formatMessage(m.dailyCapacity)}>
          <Input type="text" inputMode="numeric" maxLength={2} autoComplete="off" />
        </FormField>
      </ContractForm>
    </section>
  );
}
