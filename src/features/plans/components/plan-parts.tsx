import { ProgressBar, Tag } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import type { PlanStatus } from '../../../../contract/plans/rules';
import { statusColors, statusLabels } from '../labels';
import { planMessages as m } from '../messages';
import styles from '../plans.module.css';

export function StatusTag({ status }: { status: PlanStatus }) {
  return (
    <Tag color={statusColors[status]} fill="outline" className={styles.tag}>
      <FormattedMessage {...statusLabels[status]} />
    </Tag>
  );
}

/** Targets inspected against planned, in words; the bar repeats it for the eye. */
export function PlanProgress({ inspected, planned }: { inspected: number; planned: number }) {
  return (
    <div className={styles.progress}>
      <span className={styles.progressText}>
        <FormattedMessage {...m.progress} values={{ inspected, planned }} />
      </span>
      <ProgressBar
        aria-hidden
        style={{ '--fill-color': 'var(--sv-color-primary)', '--track-color': 'var(--sv-color-border)' }}
        percent={planned > 0 ? Math.min(100, Math.round((inspected / planned) * 100)) : 0}
      />
    </div>
  );
}
