import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { PLAN_STATUSES, type PlanStatus } from '../../../../contract/plans/rules';
import type { PlanSummary } from '../../../../contract/plans/schemas';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useQuery } from '../../../lib/http/use-query';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { paths } from '../../../lib/paths';
import { sessionState } from '../../../lib/session/session-state';
import { Button } from '../../../lib/ui/button';
import { CursorList } from '../../../lib/ui/cursor-list';
import card from '../../../lib/ui/list-card.module.css';
import { ListTabs } from '../../../lib/ui/list-tabs';
import { EmptyState } from '../../../lib/ui/loaded';
import control from '../../../lib/ui/native-control.module.css';
import { Screen } from '../../../lib/ui/screen';
import { listPlans } from '../api';
import { PlanProgress, StatusTag } from '../components/plan-parts';
import { statusLabels, typeLabels, usePlanFormats } from '../labels';
import { planMessages as m } from '../messages';
import styles from '../plans.module.css';

type StatusFilter = 'all' | PlanStatus;
const FILTERS: StatusFilter[] = ['all', ...PLAN_STATUSES];

/** The plans the officer may see (their department's; a supervisor's, every department's), by status. */
export default function PlanListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { capabilities } = useRecoilValue(sessionState);
  const approver = capabilities.includes('planApprover');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [query, setQuery] = useState('');
  const [typed, setTyped] = useState('');
  const list = useCursorList(
    (cursor, signal) =>
      listPlans({ status: status === 'all' ? undefined : status, query: query || undefined, cursor }, signal),
    [status, query],
    { key: ['plans', 'list', status, query] },
  );
  const waiting = useQuery(approver ? ['plans', 'waiting'] : null, (signal) =>
    listPlans({ status: 'submitted' }, signal),
  );
  // Opened anew (not by back) it shows what others changed meanwhile.
  useKeepAliveNavigation((kind) => {
    if (kind !== 'POP') void list.refresh();
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };
  const waitingCount = waiting.data?.items.length ?? 0;

  return (
    <Screen
      title={m.listTitle}
      actions={
        <Button
          className={styles.newButton}
          color="primary"
          size="small"
          onClick={() => navigate(paths.enforcementPlanAdd.href())}
        >
          <FormattedMessage {...m.newPlan} />
        </Button>
      }
    >
      {waitingCount > 0 && (
        <div className={styles.waiting} role="status">
          <span>
            <FormattedMessage
              {...m.waiting}
              values={{ count: waiting.data?.nextCursor ? `${waitingCount}+` : waitingCount }}
            />
          </span>
          {status !== 'submitted' && (
            <Button size="small" fill="outline" color="primary" onClick={() => setStatus('submitted')}>
              <FormattedMessage {...m.showWaiting} />
            </Button>
          )}
        </div>
      )}
      <form role="search" className={styles.search} onSubmit={search}>
        <input
          className={control.control}
          type="search"
          value={typed}
          maxLength={50}
          aria-label={intl.formatMessage(m.searchLabel)}
          placeholder={intl.formatMessage(m.searchLabel)}
          onChange={(event) => {
            setTyped(event.target.value);
            if (!event.target.value) setQuery('');
          }}
        />
        <Button type="submit" fill="outline" color="primary">
          <FormattedMessage {...m.search} />
        </Button>
      </form>
      <ListTabs activeKey={status} onChange={(key) => setStatus(key as StatusFilter)}>
        {FILTERS.map((filter) => (
          <ListTabs.Tab
            key={filter}
            title={intl.formatMessage(filter === 'all' ? m.statusAll : statusLabels[filter])}
          />
        ))}
      </ListTabs>
      <div className={styles.list}>
        <CursorList
          list={list}
          itemKey={(plan) => plan.id}
          empty={<EmptyState title={<FormattedMessage {...m.empty} />} />}
          renderItem={(plan) => <PlanCard plan={plan} />}
        />
      </div>
    </Screen>
  );
}

function PlanCard({ plan }: { plan: PlanSummary }) {
  const formats = usePlanFormats();
  return (
    <Link className={card.card} to={paths.enforcementPlanDetailed.href({ id: plan.id })}>
      <span className={card.head}>
        <span className={card.title}>{plan.title}</span>
        <StatusTag status={plan.status} />
      </span>
      <span className={card.meta}>
        <FormattedMessage {...typeLabels[plan.type]} /> · {plan.departmentName}
      </span>
      <span className={card.meta}>{formats.period(plan.periodFrom, plan.periodTo)}</span>
      <PlanProgress inspected={plan.targetsInspected} planned={plan.targetsPlanned} />
    </Link>
  );
}
