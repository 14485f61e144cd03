import { InfiniteScroll, NoticeBar, PullToRefresh } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationSummary } from '../../../../contract/supervision-schemas';
import { useApi } from '../../../lib/http/use-api';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { PageEmpty, PageError, PageLoading } from '../../../lib/ui/page-state';
import { getDepartments, getEnterpriseWarnings, getRegistrations } from '../api';
import { periodRange } from '../labels';
import { registrationMessages as m } from '../messages';
import { RegistrationCard } from './registration-card';
import styles from './registrations.module.css';

interface RegistrationHistoryProps {
  /** Offer the department filter (not on an officer's own list, which is their department's by rule). */
  departmentFilter?: boolean;
  /** Without a number the server lists what the user may see: the enterprise's own, or the officer's department. */
  enterpriseNumber?: string;
  showEnterprise: boolean;
  showEvaluation: boolean;
  showWarnings: boolean;
  onOpen: (item: RegistrationSummary) => void;
}

/** Newest first, filters by department and period, pull to refresh, infinite scroll by cursor. */
export function RegistrationHistory({
  enterpriseNumber,
  showEnterprise,
  showEvaluation,
  showWarnings,
  onOpen,
  departmentFilter = true,
}: RegistrationHistoryProps) {
  const intl = useIntl();
  const [department, setDepartment] = useState('');
  const [period, setPeriod] = useState('all');
  const departments = useApi((signal) => getDepartments(signal), []);
  const warnings = useApi(
    (signal) => getEnterpriseWarnings(enterpriseNumber ?? '', signal),
    [enterpriseNumber],
    showWarnings && Boolean(enterpriseNumber),
  );
  const list = useCursorList(
    (cursor, signal) =>
      getRegistrations(
        {
          cursor,
          limit: 20,
          enterpriseNumber,
          departmentCode: department || undefined,
          ...periodRange(period),
        },
        signal,
      ),
    [enterpriseNumber, department, period],
  );
  // Coming back by push (e.g. after registering or evaluating) shows the newest state.
  useKeepAliveNavigation((kind) => {
    if (kind !== 'POP') void list.refresh();
  });

  const departmentOptions = [
    { label: intl.formatMessage(m.allDepartments), value: '' },
    ...(departments.data ?? []).map((item) => ({ label: item.label, value: item.value })),
  ];
  const periodOptions = [
    { label: intl.formatMessage(m.periodAll), value: 'all' },
    { label: intl.formatMessage(m.period30), value: '30d' },
    { label: intl.formatMessage(m.period90), value: '90d' },
    { label: intl.formatMessage(m.periodYear), value: 'year' },
  ];

  return (
    <div>
      {(warnings.data ?? []).map((warning) => (
        <NoticeBar
          key={`${warning.kind}-${warning.departmentName ?? ''}`}
          color="alert"
          wrap
          content={intl.formatMessage(m.warningsBanner, { message: warning.message })}
        />
      ))}
      {/* Native selects: the phone's own picker, reachable by keyboard and screen readers. */}
      <div className={styles.filters}>
        {departmentFilter && (
          <label className={styles.filter}>
            <span className={styles.filterLabel}>{intl.formatMessage(m.department)}</span>
            <select value={department} onChange={(event) => setDepartment(event.target.value)}>
              {departmentOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.filter}>
          <span className={styles.filterLabel}>{intl.formatMessage(m.period)}</span>
          <select value={period} onChange={(event) => setPeriod(event.target.value)}>
            {periodOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.initialLoading ? (
        <PageLoading />
      ) : list.error && list.items.length === 0 ? (
        <PageError message={list.error.message} onRetry={() => void list.refresh()} />
      ) : (
        <PullToRefresh
          onRefresh={list.refresh}
          pullingText={intl.formatMessage(m.pullToRefresh)}
          canReleaseText={intl.formatMessage(m.releaseToRefresh)}
          refreshingText={intl.formatMessage(m.refreshing)}
          completeText={intl.formatMessage(m.refreshed)}
        >
          {list.items.length === 0 ? (
            <PageEmpty description={intl.formatMessage(m.empty)} />
          ) : (
            <ul className={styles.list}>
              {list.items.map((item) => (
                <li key={item.id}>
                  <button type="button" className={styles.cardButton} onClick={() => onOpen(item)}>
                    <RegistrationCard
                      item={item}
                      showEnterprise={showEnterprise}
                      showEvaluation={showEvaluation}
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore && list.items.length > 0}>
            {list.hasMore ? null : <FormattedMessage {...m.refreshed} />}
          </InfiniteScroll>
        </PullToRefresh>
      )}
    </div>
  );
}
