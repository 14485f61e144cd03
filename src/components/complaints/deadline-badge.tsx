import { ClockCircleOutline, CloseCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { useIntl } from 'react-intl';
import { stepLabels } from './complaint-labels';
import styles from './complaints.module.css';
import { deadlineDistance, type DeadlineDistance } from './deadline-time';
import { complaintMessages as m } from './messages';
import { useNow } from './use-now';
import type { DeadlineTone } from '../../../contract/complaints/rules';
import type { ComplaintDeadline } from '../../../contract/complaints/schemas';

const toneTexts = { ok: m.leftOk, dueSoon: m.leftSoon, overdue: m.overdueBy } as const;
const toneIcons: Record<DeadlineTone, typeof ClockCircleOutline> = {
  ok: ClockCircleOutline,
  dueSoon: ExclamationCircleOutline,
  overdue: CloseCircleOutline,
};

/**
 * The current step's deadline: green with time to spare, amber in its last day, red once missed, and each says so
 * in words and with its own icon. Counted on this device's clock against `dueAt`, again every minute.
 */
export function DeadlineBadge({ deadline }: { deadline: ComplaintDeadline }) {
  const intl = useIntl();
  const now = useNow();
  const distance = deadlineDistance(deadline.dueAt, now);
  const Icon = toneIcons[distance.tone];
  return (
    <span className={`${styles.badge} ${styles[distance.tone]}`} data-tone={distance.tone}>
      <Icon aria-hidden className={styles.badgeIcon} />
      <time dateTime={deadline.dueAt}>
        {intl.formatMessage(toneTexts[distance.tone], {
          step: intl.formatMessage(stepLabels[deadline.step]),
          duration: durationText(distance, intl.formatMessage),
        })}
      </time>
    </span>
  );
}

function durationText(
  { days, hours, minutes }: DeadlineDistance,
  format: ReturnType<typeof useIntl>['formatMessage'],
): string {
  const parts: string[] = [];
  if (days > 0) parts.push(format(m.days, { count: days }));
  if (hours > 0) parts.push(format(m.hours, { count: hours }));
  if (minutes > 0) parts.push(format(m.minutes, { count: minutes }));
  return parts.join(' ');
}
