import { Tag } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import type { ApprovalStatus } from '../../../../contract/inspection-approvals/schemas';
import styles from '../approvals.module.css';
import { statusColors, statusLabels } from '../labels';

export function StatusTag({ status }: { status: ApprovalStatus }) {
  return (
    <Tag color={statusColors[status]} fill="outline" className={styles.tag}>
      <FormattedMessage {...statusLabels[status]} />
    </Tag>
  );
}
