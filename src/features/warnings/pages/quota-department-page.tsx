import { Tag } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { CursorList } from '../../../lib/ui/cursor-list';
import { EmptyState } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getQuotaRegistrations } from '../api';
import { warningMessages as m } from '../messages';
import styles from './pages.module.css';

/** One department's registrations at the enterprise in a year: what its quota row counts (and what it does not). */
export default function QuotaDepartmentPage() {
  const intl = useIntl();
  const params = useScreenParams('enterpriseInspectionDetail');
  const { enterpriseNumber, departmentCode } = params;
  const year = params.year ?? new Date().getFullYear();
  const list = useCursorList(
    (cursor, signal) =>
      getQuotaRegistrations(
        { enterpriseNumber, departmentCode, from: `${year}-01-01`, to: `${year}-12-31`, cursor, limit: 20 },
        signal,
      ),
    [enterpriseNumber, departmentCode, year],
    { key: ['warnings', 'quota', enterpriseNumber, year, departmentCode] },
  );

  return (
    <Screen
      title={m.departmentTitle}
      titleValues={{ department: params.departmentName ?? departmentCode, year }}
    >
      <CursorList
        list={list}
        itemKey={(item) => item.id}
        empty={<EmptyState title={<FormattedMessage {...m.noRegistrations} />} />}
        renderItem={(item) => (
          <Link className={styles.card} to={paths.registrationDetail.href({ id: item.id })}>
            <span className={styles.registrationHead}>
              <span>{intl.formatDate(item.startedAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
              {item.type === 'case' && (
                <Tag color="warning">
                  <FormattedMessage {...m.caseSpecific} />
                </Tag>
              )}
            </span>
            <span className={styles.officers}>{item.officerNames.join('、')}</span>
          </Link>
        )}
      />
    </Screen>
  );
}
