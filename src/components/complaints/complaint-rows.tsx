import { Tag } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { extensionStateLabels, subjectLabels, warningLabels } from './complaint-labels';
import styles from './complaints.module.css';
import { complaintMessages as m } from './messages';
import { isDissatisfied } from '../../../contract/complaints/rules';
import type { ComplaintDetail } from '../../../contract/complaints/schemas';
import { paths } from '../../lib/paths';
import type { DetailRow } from '../../lib/ui/detail-list';

type FormatTime = (at: string) => string;

/** What the complaint is about: the inspection record, the unregistered inspection, the notice or the warning. */
export function subjectRows(subject: ComplaintDetail['subject'], time: FormatTime): DetailRow[] {
  const rows: DetailRow[] = [
    { key: 'type', label: m.subject, value: <FormattedMessage {...subjectLabels[subject.type]} /> },
  ];
  const { registration, noScan, notice, warning } = subject;
  if (registration)
    rows.push({
      key: 'registration',
      label: m.subject,
      value: registration.id ? (
        <Link className={styles.link} to={paths.registrationDetail.href({ id: registration.id })}>
          <FormattedMessage
            {...m.registration}
            values={{
              number: registration.registrationNumber,
              department: registration.departmentName,
              time: time(registration.inspectedAt),
            }}
          />
        </Link>
      ) : (
        <FormattedMessage
          {...m.registrationUnnamed}
          values={{ department: registration.departmentName, time: time(registration.inspectedAt) }}
        />
      ),
      block: true,
    });
  if (noScan)
    rows.push(
      { key: 'noScanDepartment', label: m.noScanDepartment, value: noScan.departmentName },
      { key: 'noScanOfficers', label: m.noScanOfficers, value: noScan.officers },
      { key: 'noScanOccurredAt', label: m.noScanOccurredAt, value: time(noScan.occurredAt) },
      { key: 'noScanPlace', label: m.noScanPlace, value: noScan.place, block: true },
    );
  if (notice)
    rows.push({
      key: 'notice',
      label: m.subject,
      value: (
        <>
          {notice.id ? (
            <Link className={styles.link} to={paths.enforceNoticeDetail.href({ id: notice.id })}>
              <FormattedMessage {...m.notice} values={{ title: notice.title }} />
            </Link>
          ) : (
            <FormattedMessage {...m.notice} values={{ title: notice.title }} />
          )}{' '}
          <Tag color={notice.verified ? 'success' : 'danger'} fill="outline">
            <FormattedMessage {...(notice.verified ? m.noticeVerified : m.noticeNotVerified)} />
          </Tag>
        </>
      ),
      block: true,
    });
  if (warning)
    rows.push({
      key: 'warning',
      label: m.warning,
      value: (
        <>
          <FormattedMessage {...warningLabels[warning.kind]} />
          {warning.departmentName && ` · ${warning.departmentName}`}
        </>
      ),
    });
  return rows;
}

export function complainantRows(complainant: NonNullable<ComplaintDetail['complainant']>): DetailRow[] {
  return [
    { key: 'name', label: m.complainantName, value: complainant.name },
    {
      key: 'phone',
      label: m.complainantPhone,
      value: (
        <a className={styles.link} href={`tel:${complainant.phone}`}>
          {complainant.phone}
        </a>
      ),
    },
    {
      key: 'enterprise',
      label: m.complainantEnterprise,
      value: (
        <FormattedMessage
          {...m.enterpriseLine}
          values={{ name: complainant.enterpriseName, number: complainant.enterpriseNumber }}
        />
      ),
      block: true,
    },
  ];
}

/** Whether and by when the complainant is to be called, or when they were. */
export function contactRows(complaint: ComplaintDetail, time: FormatTime): DetailRow[] {
  const value = complaint.contactedAt ? (
    <FormattedMessage {...m.contactDone} values={{ time: time(complaint.contactedAt) }} />
  ) : complaint.contactDueAt ? (
    <FormattedMessage {...m.contactDue} values={{ time: time(complaint.contactDueAt) }} />
  ) : !complaint.contactAllowed ? (
    <FormattedMessage {...m.contactNotAllowed} />
  ) : null;
  return [{ key: 'contact', label: m.contact, value, block: true }];
}

export function extensionRows({ extension }: ComplaintDetail): DetailRow[] {
  if (!extension) return [];
  return [
    {
      key: 'extension',
      label: m.extension,
      value: (
        <>
          <span className={styles.line}>
            <FormattedMessage
              {...m.extensionLine}
              values={{
                state: <FormattedMessage {...extensionStateLabels[extension.state]} />,
                days: extension.workingDays,
              }}
            />
          </span>
          <span className={`${styles.line} ${styles.muted}`}>
            <FormattedMessage {...m.extensionReason} values={{ reason: extension.reason }} />
          </span>
        </>
      ),
      block: true,
    },
  ];
}

export function ratingRows({ rating }: ComplaintDetail, time: FormatTime): DetailRow[] {
  if (!rating) return [];
  return [
    {
      key: 'rating',
      label: m.rating,
      value: (
        <>
          <span className={styles.line}>
            <FormattedMessage
              {...m.ratingLevel}
              values={{
                level: rating.level,
                verdict: (
                  <FormattedMessage {...(isDissatisfied(rating.level) ? m.dissatisfied : m.satisfied)} />
                ),
              }}
            />
          </span>
          {rating.comment && <span className={`${styles.line} ${styles.text}`}>{rating.comment}</span>}
          <span className={`${styles.line} ${styles.muted}`}>
            <FormattedMessage {...m.ratedAt} values={{ time: time(rating.ratedAt) }} />
          </span>
        </>
      ),
      block: true,
    },
  ];
}
