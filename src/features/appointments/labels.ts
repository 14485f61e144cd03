import { useIntl } from 'react-intl';
import { appointmentMessages as m } from './messages';
import type {
  AppointmentAction,
  AppointmentKind,
  AppointmentPeriod,
  AppointmentState,
} from '../../../contract/appointments/rules';
import { periodShortLabels, useSlotFormat } from '../../components/appointments/appointment-labels';

type Label = (typeof m)[keyof typeof m];

export {
  kindLabels,
  periodLabels,
  periodShortLabels,
} from '../../components/appointments/appointment-labels';

export const kindNeeds: Record<AppointmentKind, Label> = {
  recheck: m.needsRecheck,
  guidance: m.needsGuidance,
  licensing: m.needsLicensing,
};

export const stateLabels: Record<AppointmentState, Label> = {
  requested: m.stateRequested,
  confirmed: m.stateConfirmed,
  rescheduled: m.stateRescheduled,
  declined: m.stateDeclined,
  cancelled: m.stateCancelled,
  completed: m.stateCompleted,
  expired: m.stateExpired,
};

/** The tag's colour repeats what its text says. */
export const stateColors: Record<AppointmentState, 'default' | 'primary' | 'success' | 'warning' | 'danger'> =
  {
    requested: 'primary',
    confirmed: 'success',
    rescheduled: 'warning',
    declined: 'danger',
    cancelled: 'default',
    completed: 'success',
    expired: 'default',
  };

export const eventLabels: Record<AppointmentAction | 'book', Label> = {
  book: m.eventBook,
  edit: m.eventEdit,
  cancel: m.eventCancel,
  confirm: m.eventConfirm,
  assignOfficers: m.eventAssignOfficers,
  propose: m.eventPropose,
  decline: m.eventDecline,
  cancelByDepartment: m.eventCancelByDepartment,
  acceptProposal: m.eventAcceptProposal,
  declineProposal: m.eventDeclineProposal,
  complete: m.eventComplete,
  expire: m.eventExpire,
  rate: m.eventRate,
};

/** Dates as the appointment screens show them; a city date `YYYY-MM-DD` reads as that day wherever the phone is. */
export function useAppointmentFormats() {
  const intl = useIntl();
  const { day, slot } = useSlotFormat();
  const weekday = (isoWeekday: number) =>
    // 2024-01-01 was a Monday
    intl.formatDate(Date.UTC(2024, 0, isoWeekday), { weekday: 'short', timeZone: 'UTC' });
  return {
    day,
    slot,
    weekday,
    time: (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }),
    weeklySlot: (key: string) => {
      const [d, period] = key.split('-') as [string, AppointmentPeriod];
      return intl.formatMessage(m.weekdayPeriod, {
        weekday: weekday(Number(d)),
        period: intl.formatMessage(periodShortLabels[period]),
      });
    },
  };
}
