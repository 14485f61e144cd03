import { List, NoticeBar } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useApi } from '../../../lib/http/use-api';
import { PageError, PageLoading } from '../../../lib/ui/page-state';
import { getVisit } from '../api';
import { visitMessages as m } from '../messages';
import styles from './pages.module.css';

export default function VisitDetailPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const visit = useApi((signal) => getVisit(id, signal), [id], Boolean(id));
  const time = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  if (visit.loading && !visit.data) return <PageLoading />;
  if (visit.error || !visit.data) return <PageError message={visit.error?.message ?? ''} onRetry={visit.reload} />;
  const v = visit.data;
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.detailTitle} />
      </h1>
      <NoticeBar color="info" wrap content={intl.formatMessage(m.notCounted)} />
      <List>
        <List.Item description={v.enterpriseNumber ?? undefined}>{v.enterpriseName}</List.Item>
        <List.Item description={v.address}>
          <FormattedMessage {...m.address} />
        </List.Item>
        <List.Item description={v.purpose}>
          <FormattedMessage {...m.purpose} />
        </List.Item>
        <List.Item extra={v.staffName}>
          <FormattedMessage {...m.staff} />
        </List.Item>
        <List.Item extra={v.departmentName}>
          <FormattedMessage {...m.department} />
        </List.Item>
        <List.Item description={<FormattedMessage {...m.timeRange} values={{ start: time(v.startedAt), end: time(v.endedAt) }} />}>
          <FormattedMessage {...m.time} />
        </List.Item>
        {v.location && (
          <List.Item description={v.location.text}>
            <FormattedMessage {...m.place} />
          </List.Item>
        )}
        {v.notes && (
          <List.Item description={v.notes}>
            <FormattedMessage {...m.notes} />
          </List.Item>
        )}
      </List>
    </main>
  );
}
