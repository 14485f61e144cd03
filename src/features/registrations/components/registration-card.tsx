import { Tag } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationSummary } from '../../../../contract/registrations/schemas';
import card from '../../../lib/ui/list-card.module.css';
import { typeLabels } from '../labels';
import { registrationMessages as m } from '../messages';
import styles from './registrations.module.css';

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
      <div className={card.meta}>{item.officerNames.join('、')}</div>
      <div className={card.tags}>
        <span className={item.problemCount ? styles.problem : styles.fine}>
          {item.problemCount ? (
            <FormattedMessage {...m.problems} values={{ count: item.problemCount }} />
          ) : (
            <FormattedMessage {...m.noProblems} />
          )}
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
