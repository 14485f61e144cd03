import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import type { InspectionApproval } from '../../../../contract/inspection-approvals/schemas';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { knownValue } from '../../../lib/ui/active-filters';
import { CursorList } from '../../../lib/ui/cursor-list';
import card from '../../../lib/ui/list-card.module.css';
import { ListTabs } from '../../../lib/ui/list-tabs';
import { EmptyState } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { listInspectionApprovals } from '../api';
import styles from '../approvals.module.css';
import { StatusTag } from '../components/status-tag';
import { useApprovalFormats } from '../labels';
import { approvalMessages as m } from '../messages';

const SCOPES = ['toDecide', 'mine', 'all'] as const;
type Scope = (typeof SCOPES)[number];

const scopeTitles: Record<Scope, MessageDescriptor> = {
  toDecide: m.scopeToDecide,
  mine: m.scopeMine,
  all: m.scopeAll,
};

/**
 * Requests for prior approval: a department head's to decide, the officer's own, and every one the officer may see
 * (the department's; the supervision office's, the city's). The tab is in the address, so a link opens it.
 */
export default function ApprovalListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { capabilities } = useRecoilValue(sessionState);
  const head = capabilities.includes('departmentHead');
  const scopes = head ? SCOPES : SCOPES.filter((scope) => scope !== 'toDecide');
  const asked = knownValue(scopes, useScreenParams('inspectionApprovalList').scope);
  const scope: Scope = asked ?? (head ? 'toDecide' : 'mine');
  const list = useCursorList(
    (cursor, signal) =>
      listInspectionApprovals({ scope: scope === 'all' ? undefined : scope, cursor }, signal),
    [scope],
    { key: ['inspection-approvals', 'list', scope] },
  );
  useKeepAliveNavigation((kind) => {
    if (kind !== 'POP') void list.refresh();
  });

  return (
    <Screen title={m.listTitle}>
      <ListTabs
        activeKey={scope}
        onChange={(key) => navigate(paths.inspectionApprovalList.href({ scope: key }), { replace: true })}
      >
        {scopes.map((key) => (
          <ListTabs.Tab key={key} title={intl.formatMessage(scopeTitles[key])} />
        ))}
      </ListTabs>
      <div className={styles.list}>
        <CursorList
          list={list}
          itemKey={(approval) => approval.id}
          empty={<EmptyState title={<FormattedMessage {...m.empty} />} />}
          renderItem={(approval) => <ApprovalCard approval={approval} />}
        />
      </div>
    </Screen>
  );
}

function ApprovalCard({ approval }: { approval: InspectionApproval }) {
  const intl = useIntl();
  const formats = useApprovalFormats();
  return (
    <Link className={card.card} to={paths.inspectionApprovalDetail.href({ id: approval.id })}>
      <span className={card.head}>
        <span className={card.title}>{approval.enterpriseName}</span>
        <StatusTag status={approval.status} />
      </span>
      <span className={card.meta}>{intl.formatList(approval.items.map((item) => item.name))}</span>
      <span className={card.meta}>{formats.window(approval.validFrom, approval.validTo)}</span>
      <span className={card.meta}>
        <FormattedMessage {...m.requestedBy} values={{ name: approval.requestedByName }} /> ·{' '}
        {formats.time(approval.requestedAt)}
      </span>
    </Link>
  );
}
