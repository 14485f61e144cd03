import { Tag } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useComplaintTime } from './complaint-format';
import { categoryLabels, kindLabels, stateColors, stateLabels } from './complaint-labels';
import { ComplaintPhotos } from './complaint-photos';
import { complainantRows, contactRows, extensionRows, ratingRows, subjectRows } from './complaint-rows';
import styles from './complaints.module.css';
import { DeadlineBadge } from './deadline-badge';
import { complaintMessages as m } from './messages';
import { isClosed, type ComplaintState } from '../../../contract/complaints/rules';
import type { ComplaintDetail, ComplaintSummary } from '../../../contract/complaints/schemas';
import { DetailList } from '../../lib/ui/detail-list';
import card from '../../lib/ui/list-card.module.css';

export function ComplaintStateTag({ state }: { state: ComplaintState }) {
  return (
    <Tag color={stateColors[state]} fill="outline">
      <FormattedMessage {...stateLabels[state]} />
    </Tag>
  );
}

/** Where the complaint stands in time: the current deadline, or the closed state and when it closed. */
function WhereItStands({ complaint }: { complaint: ComplaintSummary }) {
  const time = useComplaintTime();
  if (complaint.deadline) return <DeadlineBadge deadline={complaint.deadline} />;
  if (!isClosed(complaint.state)) return null;
  return (
    <span className={styles.closed}>
      <FormattedMessage
        {...m.closedOn}
        values={{
          state: <FormattedMessage {...stateLabels[complaint.state]} />,
          time: time(complaint.updatedAt),
        }}
      />
    </span>
  );
}

function Flags({ complaint }: { complaint: ComplaintSummary }) {
  if (!complaint.escalated && complaint.reopenCount === 0 && !complaint.overdue && !complaint.stuck)
    return null;
  return (
    <span className={styles.flags}>
      {complaint.stuck && (
        <Tag color="danger" fill="outline">
          <FormattedMessage {...m.stuck} />
        </Tag>
      )}
      {complaint.overdue && (
        <Tag color="danger" fill="outline">
          <FormattedMessage {...m.wasOverdue} />
        </Tag>
      )}
      {complaint.reopenCount > 0 && (
        <Tag color="warning" fill="outline">
          <FormattedMessage {...m.reopened} values={{ count: complaint.reopenCount }} />
        </Tag>
      )}
      {complaint.escalated && (
        <Tag color="warning" fill="outline">
          <FormattedMessage {...m.escalated} />
        </Tag>
      )}
    </span>
  );
}

/** One complaint of a list, the whole card a link: number, kind and category, state, excerpt, department, deadline. */
export function ComplaintSummaryCard({ complaint, href }: { complaint: ComplaintSummary; href: string }) {
  return (
    <Link className={card.card} to={href}>
      <span className={`${card.head} ${styles.cardHead}`}>
        <span className={card.title}>
          <FormattedMessage {...kindLabels[complaint.kind]} />{' '}
          <span className={styles.number}>{complaint.complaintNumber}</span>
        </span>
        <ComplaintStateTag state={complaint.state} />
      </span>
      <span className={card.meta}>
        {complaint.category && <FormattedMessage {...categoryLabels[complaint.category]} />}
        {complaint.category && complaint.departmentName && ' · '}
        {complaint.departmentName}
      </span>
      <span className={styles.excerpt}>{complaint.excerpt}</span>
      <span className={card.tags}>
        <WhereItStands complaint={complaint} />
        <Flags complaint={complaint} />
      </span>
    </Link>
  );
}

/** A complaint in full, as its detail screens show it; the complainant only when the server tells who it is. */
export function ComplaintBody({ complaint }: { complaint: ComplaintDetail }) {
  const time = useComplaintTime();
  const department = complaint.assignedDepartment?.name ?? complaint.departmentName;
  return (
    <div className={styles.sections}>
      <DetailList
        rows={[
          { key: 'number', label: m.complaintNumber, value: complaint.complaintNumber },
          { key: 'kind', label: m.kind, value: <FormattedMessage {...kindLabels[complaint.kind]} /> },
          {
            key: 'category',
            label: m.category,
            value: complaint.category && <FormattedMessage {...categoryLabels[complaint.category]} />,
          },
          {
            key: 'state',
            label: m.state,
            value: (
              <span className={styles.flags}>
                <ComplaintStateTag state={complaint.state} />
                <Flags complaint={complaint} />
              </span>
            ),
          },
          { key: 'createdAt', label: m.createdAt, value: time(complaint.createdAt) },
          { key: 'department', label: m.department, value: department },
          {
            key: 'deadline',
            label: m.deadline,
            value: complaint.deadline && (
              <>
                <DeadlineBadge deadline={complaint.deadline} />
                <span className={`${styles.line} ${styles.muted}`}>
                  <FormattedMessage {...m.dueAt} values={{ time: time(complaint.deadline.dueAt) }} />
                </span>
              </>
            ),
            block: true,
          },
        ]}
      />
      <DetailList header={<FormattedMessage {...m.subject} />} rows={subjectRows(complaint.subject, time)} />
      <DetailList
        header={<FormattedMessage {...m.description} />}
        rows={[
          {
            key: 'description',
            label: m.description,
            value: (
              <>
                <p className={styles.text}>{complaint.description}</p>
                <ComplaintPhotos photos={complaint.photos} />
              </>
            ),
            block: true,
          },
        ]}
      />
      {complaint.complainant && (
        <DetailList
          header={<FormattedMessage {...m.complainant} />}
          rows={complainantRows(complaint.complainant)}
        />
      )}
      <DetailList
        rows={[...contactRows(complaint, time), ...extensionRows(complaint), ...ratingRows(complaint, time)]}
      />
    </div>
  );
}
