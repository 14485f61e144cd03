import { FormattedMessage, useIntl } from 'react-intl';
import type { NoticeDetail } from '../../../../contract/notices/schemas';
import { DetailList, type DetailRow } from '../../../lib/ui/detail-list';
import { kindLabels } from '../labels';
import { noticeMessages as m } from '../messages';
import styles from './notices.module.css';

/** Dates of the period are calendar days of the city: shown as given, never shifted by the phone's time zone. */
function inspectionRows(notice: NoticeDetail, time: (value: string) => string): DetailRow[] {
  const { count, cap } = notice.inspectionsThisYear;
  return [
    { key: 'department', label: m.department, value: notice.departmentName },
    {
      key: 'enterprise',
      label: m.enterprise,
      value: `${notice.enterpriseName} · ${notice.enterpriseNumber}`,
      block: true,
    },
    { key: 'task', label: m.task, value: notice.title, block: true },
    { key: 'kind', label: m.kind, value: <FormattedMessage {...kindLabels[notice.kind]} /> },
    {
      key: 'period',
      label: m.period,
      value: (
        <FormattedMessage {...m.periodRange} values={{ from: notice.periodFrom, to: notice.periodTo }} />
      ),
    },
    {
      key: 'officers',
      label: m.officers,
      block: true,
      value: (
        <ul className={styles.lines}>
          {notice.officers.map((officer) => (
            <li key={officer.certificateNumber}>
              <FormattedMessage
                {...m.officerLine}
                values={{ name: officer.name, certificate: officer.certificateNumber }}
              />
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'legalBasis', label: m.legalBasis, value: notice.legalBasis, block: true },
    {
      key: 'items',
      label: m.items,
      block: true,
      value: (
        <ul className={styles.lines}>
          {notice.items.map((item) => (
            <li key={item.code}>
              <FormattedMessage {...m.itemLine} values={{ name: item.name, code: item.code }} />
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'inspections',
      label: m.inspections,
      block: true,
      value: (
        <>
          <FormattedMessage
            {...(cap === null ? m.inspectionsNoCap : m.inspectionsOfCap)}
            values={{ count, cap }}
          />
          {cap !== null && count >= cap && (
            <>
              {' '}
              <span className={styles.over}>
                <FormattedMessage {...m.capReached} />
              </span>
            </>
          )}
        </>
      ),
    },
    { key: 'issuedAt', label: m.issuedAt, value: time(notice.issuedAt) },
  ];
}

/** The Ministry of Justice's model notice (行政检查通知书): who inspects, on what basis, which items, how often, and the enterprise's rights. */
export function NoticeBody({ notice }: { notice: NoticeDetail }) {
  const intl = useIntl();
  const time = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article className={styles.sections} aria-label={intl.formatMessage(m.documentTitle)}>
      <DetailList header={<FormattedMessage {...m.documentTitle} />} rows={inspectionRows(notice, time)} />
      <NoticeRights />
    </article>
  );
}

export function NoticeRights() {
  return (
    <section className={styles.panel}>
      <h2>
        <FormattedMessage {...m.rightsTitle} />
      </h2>
      <ul>
        <li>
          <FormattedMessage {...m.rightsItems} />
        </li>
        <li>
          <FormattedMessage {...m.rightsOfficers} />
        </li>
        <li>
          <FormattedMessage {...m.rightsCap} />
        </li>
        <li>
          <FormattedMessage {...m.rightsComplain} />
        </li>
      </ul>
    </section>
  );
}
