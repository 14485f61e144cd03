import { NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RegistrationCard } from './registration-card';
import styles from './registrations.module.css';
import type { RegistrationListFilter, RegistrationSummary } from '../../../../contract/registrations/schemas';
import type { Warning } from '../../../../contract/warnings/schemas';
import { useDepartmentFilter, useDepartments } from '../../../components/departments/departments';
import { useRegionFilter } from '../../../components/regions/region-tree';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useQuery } from '../../../lib/http/use-query';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { ActiveFilters, rangeFilter, withoutFilter, type ActiveFilter } from '../../../lib/ui/active-filters';
import { CursorList } from '../../../lib/ui/cursor-list';
import { EmptyState, Skeleton } from '../../../lib/ui/loaded';
import control from '../../../lib/ui/native-control.module.css';
import { getEnterpriseWarnings, getRegistrations } from '../api';
import { emergencyReviewFilterLabels, flagFilterLabels, periodRange, typeLabels } from '../labels';
import { registrationMessages as m } from '../messages';

interface RegistrationHistoryProps {
  /** Offer the department filter (not on an officer's own list, which is their department's by rule). */
  departmentFilter?: boolean;
  /** Without a number the server lists what the user may see: the enterprise's own, or the officer's department. */
  enterpriseNumber?: string;
  showEnterprise: boolean;
  showEvaluation: boolean;
  showWarnings: boolean;
  onOpen: (item: RegistrationSummary) => void;
  /** Offered on each warning shown: complain about it. */
  onComplain?: (warning: Warning) => void;
  /** What the list was opened with (an analysis figure's); a date range in it stands in for the period choice. */
  filter?: RegistrationListFilter;
  onFilterChange?: (filter: RegistrationListFilter) => void;
}

function useFilterLabels(filter: RegistrationListFilter): ActiveFilter[] {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labels = rangeFilter(intl, filter, { both: m.filterRange, from: m.filterFrom, to: m.filterTo });
  if (filter.type) labels.push({ key: 'type', label: t(typeLabels[filter.type]) });
  if (filter.outcome)
    labels.push({
      key: 'outcome',
      label: t(filter.outcome === 'problems' ? m.filterProblems : m.noProblems),
    });
  if (filter.registeredBy)
    labels.push({
      key: 'registeredBy',
      label: t(filter.registeredBy === 'scan' ? m.filterByScan : m.filterByNumber),
    });
  if (filter.flag) labels.push({ key: 'flag', label: t(flagFilterLabels[filter.flag]) });
  if (filter.emergencyReview)
    labels.push({ key: 'emergencyReview', label: t(emergencyReviewFilterLabels[filter.emergencyReview]) });
  return labels;
}

/** Newest first, filters by department and period, pull to refresh, infinite scroll by cursor. */
export function RegistrationHistory({
  enterpriseNumber,
  showEnterprise,
  showEvaluation,
  showWarnings,
  onOpen,
  onComplain,
  departmentFilter = true,
  filter = {},
  onFilterChange,
}: RegistrationHistoryProps) {
  const intl = useIntl();
  const activeFilters = [
    ...useFilterLabels(filter),
    ...useDepartmentFilter(filter.departmentCode, m.filterDepartment),
    ...useRegionFilter(filter.regionCode, m.filterRegion),
  ];
  const ranged = Boolean(filter.from || filter.to);
  const filterKey = JSON.stringify(filter);
  const [chosenDepartment, setDepartment] = useState('');
  const [period, setPeriod] = useState('all');
  // The list is kept alive across addresses: a figure's list opens without the choices made on another.
  const [choicesFor, setChoicesFor] = useState(filterKey);
  if (choicesFor !== filterKey) {
    setChoicesFor(filterKey);
    setDepartment('');
    setPeriod('all');
  }
  // A department in the address (an analysis figure's) stands in for the department choice.
  const department = filter.departmentCode ?? chosenDepartment;
  const departmentChoice = departmentFilter && !filter.departmentCode;
  const departments = useDepartments(departmentChoice);
  const warnings = useQuery(
    showWarnings && enterpriseNumber ? ['warnings', 'list', enterpriseNumber] : null,
    (signal) => getEnterpriseWarnings(enterpriseNumber ?? '', signal),
  );
  const list = useCursorList(
    (cursor, signal) =>
      getRegistrations(
        {
          cursor,
          limit: 20,
          enterpriseNumber,
          ...(ranged ? {} : periodRange(period)),
          ...filter,
          departmentCode: department || undefined,
        },
        signal,
      ),
    [enterpriseNumber, department, period, filterKey],
    { key: ['registrations', 'list', enterpriseNumber ?? null, department, period, filterKey] },
  );
  // Opened anew (not by back), e.g. from home, it shows registrations other users made meanwhile.
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
      {/* Native selects: the phone's own picker, reachable by keyboard and screen readers. */}
      {(departmentChoice || !ranged) && (
        <div className={styles.filters}>
          {departmentChoice && (
            <label className={styles.filter}>
              <span className={styles.filterLabel}>{intl.formatMessage(m.department)}</span>
              <select
                className={control.control}
                value={department}
                onChange={(event) => setDepartment(event.target.value)}
              >
                {departmentOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          {!ranged && (
            <label className={styles.filter}>
              <span className={styles.filterLabel}>{intl.formatMessage(m.period)}</span>
              <select
                className={control.control}
                value={period}
                onChange={(event) => setPeriod(event.target.value)}
              >
                {periodOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
      {onFilterChange && (
        <ActiveFilters
          filters={activeFilters}
          onRemove={(key) => onFilterChange(withoutFilter(filter, key))}
          onClear={() => onFilterChange({})}
        />
      )}
      {/* Below the filters, so that they stay where they are when the warnings arrive. */}
      {(warnings.data ?? []).map((warning) => (
        <NoticeBar
          key={`${warning.kind}-${warning.departmentName ?? ''}`}
          color="alert"
          wrap
          content={intl.formatMessage(m.warningsBanner, { message: warning.message })}
          extra={
            onComplain && (
              <button
                type="button"
                className={styles.complain}
                aria-label={intl.formatMessage(m.complainWarningLabel, { message: warning.message })}
                onClick={() => onComplain(warning)}
              >
                {intl.formatMessage(m.complainWarning)}
              </button>
            )
          }
        />
      ))}
      {/* The list waits for the warnings above it: a banner arriving later pushed the registrations down under the
          finger. */}
      {warnings.loading ? (
        <Skeleton shape="list" />
      ) : (
        <CursorList
          list={list}
          itemKey={(item) => item.id}
          empty={<EmptyState title={intl.formatMessage(activeFilters.length ? m.emptyFiltered : m.empty)} />}
          renderItem={(item) =>
            item.inFull ? (
              <button type="button" className={styles.cardButton} onClick={() => onOpen(item)}>
                <RegistrationCard
                  item={item}
                  showEnterprise={showEnterprise}
                  showEvaluation={showEvaluation}
                />
              </button>
            ) : (
              <RegistrationCard item={item} showEnterprise={showEnterprise} showEvaluation={showEvaluation} />
            )
          }
        />
      )}
    </div>
  );
}
