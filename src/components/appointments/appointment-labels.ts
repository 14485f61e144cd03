import { useIntl } from 'react-intl';
import { appointmentLabelMessages as m } from './messages';
import type { AppointmentKind, AppointmentPeriod } from '../../../contract/appointments/rules';
import type { AppointmentSlot } from '../../../contract/appointments/schemas';

type Label = (typeof m)[keyof typeof m];

export const kindLabels: Record<AppointmentKind, Label> = {
  recheck: m.kindRecheck,
  guidance: m.kindGuidance,
  licensing: m.kindLicensing,
};

export const periodLabels: Record<AppointmentPeriod, Label> = {
  morning: m.morning,
  afternoon: m.afternoon,
};

export const periodShortLabels: Record<AppointmentPeriod, Label> = {
  morning: m.morningShort,
  afternoon: m.afternoonShort,
};

/** A city date `YYYY-MM-DD` as that day wherever the phone is, and a slot as its day and half day. */
export function useSlotFormat() {
  const intl = useIntl();
  const day = (isoDate: string) =>
    intl.formatDate(`${isoDate}T00:00:00Z`, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return {
    day,
    slot: (value: AppointmentSlot) => `${day(value.date)} ${intl.formatMessage(periodLabels[value.period])}`,
  };
}
