import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  HANDLING_LIST_VIEWS,
  LODGED_FACETS,
  type LodgedFacet,
} from '../../../../contract/complaints/schemas';
import { ComplaintSummaryCard } from '../../../components/complaints/complaint-summary';
import { useDepartmentFilter } from '../../../components/departments/departments';
import { useUnreadCounts } from '../../../components/messages/unread-counts';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import {
  ActiveFilters,
  dateRange,
  knownValue,
  rangeFilter,
  withoutFilter,
  type ActiveFilter,
} from '../../../lib/ui/active-filters';
import { CursorList } from '../../../lib/ui/cursor-list';
import { ListTabs } from '../../../lib/ui/list-tabs';
import { EmptyState } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { listHandlingComplaints } from '../api';
import styles from '../components/handling.module.css';
import { handlingMessages as m } from '../messages';

type View = (typeof HANDLING_LIST_VIEWS)[number];

const viewTexts: Record<View, { title: MessageDescriptor; empty: MessageDescriptor }> = {
  todo: { title: m.viewTodo, empty: m.emptyTodo },
  open: { title: m.viewOpen, empty: m.emptyOpen },
  overdue: { title: m.viewOverdue, empty: m.emptyOverdue },
  closed: { title: m.viewClosed, empty: m.emptyClosed },
};

const facetTexts: Record<LodgedFacet, MessageDescriptor> = {
  resolved: m.filterResolved,
  reopened: m.filterReopened,
  decided: m.filterDecided,
};

/** The screen's query: a tab, or the complaints lodged in a period narrowed by a facet (an analysis figure's list). */
interface ListQuery {
  view: View | 'lodged';
  from?: string;
  to?: string;
  facet?: LodgedFacet;
  /** The supervision office's desk narrowed to one department (not the to-do tab: that is the user's own). */
  departmentCode?: string;
}

function useListQuery(): ListQuery {
  const params = useScreenParams('enforceNotice');
  const department = params.departmentCode ? { departmentCode: params.departmentCode } : {};
  if (params.view === 'lodged') {
    const facet = knownValue(LODGED_FACETS, params.facet);
    return {
      view: 'lodged',
      ...dateRange(params.from, params.to),
      ...(facet ? { facet } : {}),
      ...department,
    };
  }
  const view = knownValue(HANDLING_LIST_VIEWS, params.view) ?? 'todo';
  return view === 'todo' ? { view } : { view, ...department };
}

/**
 * The officer's complaints (their department's; a supervisor's, all): what waits for them first, then the open,
 * the overdue and the closed ones, each with where it stands against its deadline.
 */
export default function HandlingListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const query = useListQuery();
  const { view } = query;
  const show = (next: ListQuery) => navigate(paths.enforceNotice.href(next), { replace: true });
  const queryKey = JSON.stringify(query);
  const waiting = useUnreadCounts()?.complaints ?? 0;
  const list = useCursorList(
    (cursor, signal) => listHandlingComplaints({ ...query, cursor }, signal),
    [queryKey],
    { key: ['complaints', 'handling', queryKey] },
  );
  const filters: ActiveFilter[] = [...useDepartmentFilter(query.departmentCode, m.filterDepartment)];
  if (query.view === 'lodged') {
    filters.push(
      ...rangeFilter(intl, query, { both: m.filterLodged, from: m.filterLodgedFrom, to: m.filterLodgedTo }),
    );
    if (query.facet) filters.push({ key: 'facet', label: intl.formatMessage(facetTexts[query.facet]) });
  }
  const remove = (key: string) => {
    const next = withoutFilter(query, key);
    const narrowed = next.facet || next.from || next.to || next.departmentCode;
    show(next.view !== 'lodged' || narrowed ? next : { view: 'todo' });
  };
  // Opened anew (not by back) it shows what changed meanwhile.
  useKeepAliveNavigation((kind) => {
    if (kind !== 'POP') void list.refresh();
  });

  return (
    <Screen title={m.listTitle} back={false} intro={<FormattedMessage {...m.listIntro} />}>
      <p className={styles.hint}>
        <FormattedMessage {...m.doorNoticeHint} />
        <Link to={paths.enforcementPlanBase.href()}>
          <FormattedMessage {...m.plansLink} />
        </Link>
      </p>
      <ActiveFilters filters={filters} onRemove={remove} onClear={() => show({ view: 'todo' })} />
      <ListTabs
        activeKey={view === 'lodged' ? null : view}
        onChange={(key) =>
          show({
            view: key as View,
            ...(key !== 'todo' && query.departmentCode ? { departmentCode: query.departmentCode } : {}),
          })
        }
        aria-label={intl.formatMessage(m.viewsLabel)}
      >
        {HANDLING_LIST_VIEWS.map((key) => (
          <ListTabs.Tab
            key={key}
            title={
              key === 'todo' && waiting > 0
                ? intl.formatMessage(m.viewTodoCount, { count: waiting })
                : intl.formatMessage(viewTexts[key].title)
            }
          />
        ))}
      </ListTabs>
      <div className={styles.list}>
        <CursorList
          list={list}
          itemKey={(complaint) => complaint.id}
          empty={
            <EmptyState
              title={<FormattedMessage {...(view === 'lodged' ? m.emptyLodged : viewTexts[view].empty)} />}
            />
          }
          renderItem={(complaint) => (
            <ComplaintSummaryCard
              complaint={complaint}
              href={paths.complaintDetailIndex.href({ id: complaint.id })}
            />
          )}
        />
      </div>
    </Screen>
  );
}
