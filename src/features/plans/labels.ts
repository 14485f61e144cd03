import { useIntl } from 'react-intl';
import { planMessages as m } from './messages';
import type { PlanAction, PlanStatus, PlanType } from '../../../contract/plans/rules';

type Label = (typeof m)[keyof typeof m];

export const statusLabels: Record<PlanStatus, Label> = {
  draft: m.statusDraft,
  submitted: m.statusSubmitted,
  returned: m.statusReturned,
  approved: m.statusApproved,
  in_progress: m.statusInProgress,
  completed: m.statusCompleted,
  cancelled: m.statusCancelled,
};

/** The tag's colour repeats what its text says. */
export const statusColors: Record<PlanStatus, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  draft: 'default',
  submitted: 'primary',
  returned: 'warning',
  approved: 'success',
  in_progress: 'primary',
  completed: 'success',
  cancelled: 'default',
};

export const typeLabels: Record<PlanType, Label> = {
  routine: m.typeRoutine,
  special: m.typeSpecial,
  joint: m.typeJoint,
};

export const eventLabels: Record<PlanAction, Label> = {
  save: m.eventSave,
  draw: m.eventDraw,
  submit: m.eventSubmit,
  approve: m.eventApprove,
  return: m.eventReturn,
  cancel: m.eventCancel,
};

/** Dates as the plan screens show them; a city date `YYYY-MM-DD` reads as that day wherever the phone is. */
export function usePlanFormats() {
  const intl = useIntl();
  const day = (isoDate: string) =>
    intl.formatDate(`${isoDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    day,
    time: (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }),
    period: (from: string, to: string) => intl.formatMessage(m.periodRange, { from: day(from), to: day(to) }),
  };
}
