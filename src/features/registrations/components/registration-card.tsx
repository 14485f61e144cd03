import { Tag } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationSummary } from '../../../../contract/registrations/schemas';
import card from '../../../lib/ui/list-card.module.css';
import { typeLabels } from '../labels';
import { registrationMessages as m } from '../messages';
import styles from './registrations.module.css';

/** How many problems, or to another department only whether there were any. */
function ProblemsLabel({ item }: { item: RegistrationSummary }) {
  if (!item.problemsFound) return <FormattedMessage {...m.noProblems} />;
  if (item.problemCount === null) return <FormattedMessage {...m.problemsFound} />;
  return <FormattedMessage {...m.problems} values={{ count: item.problemCount }} />;
}

/** A registration in a list; another department's shows only that it took place (its detail is not theirs). */
export function RegistrationCard({
  item,
  showEnterprise,
  showEvaluation,
}: {
  item: RegistrationSummary;
  showEnterprise: boolean;
  showEvaluation: boolean;
}) {
  const intl = useIntl();
  return (
    <div className={card.card}>
      <div className={card.head}>
        <span className={card.title}>{showEnterprise ? item.enterpriseName : item.departmentName}</span>
        <Tag
          color={item.type === 'case' ? 'warning' : item.type === 'triggered' ? 'danger' : 'primary'}
          fill="outline"
        >
          <FormattedMessage {...typeLabels[item.type]} />
        </Tag>
      </div>
      <div className={card.meta}>
        {intl.formatDate(item.startedAt, { dateStyle: 'medium', timeStyle: 'short' })}
        {showEnterprise && ` · ${item.departmentName}`}
      </div>
      <div className={card.meta}>
        {item.inFull ? item.officerNames.join('、') : <FormattedMessage {...m.otherDepartment} />}
      </div>
      <div className={card.tags}>
        <span className={item.problemsFound ? styles.problem : styles.fine}>
          <ProblemsLabel item={item} />
        </span>
        {item.late && (
          <Tag color="warning">
            <FormattedMessage {...m.late} />
          </Tag>
        )}
        {showEvaluation && (
          <Tag color={item.evaluated ? 'success' : 'default'}>
            <FormattedMessage {...(item.evaluated ? m.evaluated : m.toEvaluate)} />
          </Tag>
        )}
      </div>
    </div>
  );
}
