import { InfiniteScroll, List, Tag } from 'antd-mobile';
import { LinkListItem } from '../../../lib/ui/list-actions';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { paths } from '../../../lib/paths';
import { sessionState } from '../../../lib/session/session-state';
import { PageEmpty, PageError, PageLoading } from '../../../lib/ui/page-state';
import { getDepartmentRegistrations } from '../api';
import { enterpriseMessages as m } from '../messages';
import styles from './enterprise.module.css';

export default function EnterpriseInspectionDetailPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const session = useRecoilValue(sessionState);
  const enterpriseNumber = params.get('enterpriseNumber') ?? session.enterpriseNumber;
  const departmentCode = params.get('departmentCode') ?? '';
  const departmentName = params.get('departmentName') ?? departmentCode;
  const year = Number(params.get('year')) || new Date().getFullYear();
  const list = useCursorList(
    (cursor, signal) => getDepartmentRegistrations(enterpriseNumber, departmentCode, `${year}-01-01`, `${year}-12-31`, cursor, signal),
    [enterpriseNumber, departmentCode, year],
  );

  if (list.initialLoading) return <PageLoading />;
  if (list.error && list.items.length === 0) return <PageError message={list.error.message} onRetry={() => void list.refresh()} />;

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.departmentTitle} values={{ department: departmentName, year }} />
      </h1>
      {list.items.length === 0 ? (
        <PageEmpty description={intl.formatMessage(m.noInspections)} />
      ) : (
        <List className={styles.section}>
          {list.items.map((item) => (
            <LinkListItem
              key={item.id}
              to={paths.registrationDetail.href({ id: item.id })}
              description={item.officerNames.join('、')}
              extra={item.type === 'case' ? <Tag color="warning">{intl.formatMessage(m.caseSpecific)}</Tag> : null}
            >
              {intl.formatDate(item.startedAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </LinkListItem>
          ))}
        </List>
      )}
      <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} />
    </main>
  );
}
