import { useIntl } from 'react-intl';
import { approvalMessages as m } from './messages';
import type { ApprovalStatus } from '../../../contract/inspection-approvals/schemas';

type Label = (typeof m)[keyof typeof m];

export const statusLabels: Record<ApprovalStatus, Label> = {
  requested: m.statusRequested,
  approved: m.statusApproved,
  refused: m.statusRefused,
  withdrawn: m.statusWithdrawn,
};

/** The tag's colour repeats what its text says. */
export const statusColors: Record<ApprovalStatus, 'default' | 'primary' | 'success' | 'danger'> = {
  requested: 'primary',
  approved: 'success',
  refused: 'danger',
  withdrawn: 'default',
};

/** A city date `YYYY-MM-DD` reads as that day wherever the phone is; an instant in the phone's own zone. */
export function useApprovalFormats() {
  const intl = useIntl();
  const day = (isoDate: string) =>
    intl.formatDate(`${isoDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    day,
    window: (from: string, to: string) => intl.formatMessage(m.windowRange, { from: day(from), to: day(to) }),
    time: (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
