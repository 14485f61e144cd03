import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { HANDLING_LIST_VIEWS } from '../../../../contract/complaints/schemas';
import { ComplaintSummaryCard } from '../../../components/complaints/complaint-summary';
import { useUnreadCounts } from '../../../components/messages/unread-counts';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { CursorList } from '../../../lib/ui/cursor-list';
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

/**
 * The officer's complaints (their department's; a supervisor's, all): what waits for them first, then the open,
 * the overdue and the closed ones, each with where it stands against its deadline.
 */
export default function HandlingListPage() {
  const intl = useIntl();
  const asked = useScreenParams('enforceNotice').view;
  const [view, setView] = useState<View>(
    () => HANDLING_LIST_VIEWS.find((known) => known === asked) ?? 'todo',
  );
  const waiting = useUnreadCounts()?.complaints ?? 0;
  const list = useCursorList((cursor, signal) => listHandlingComplaints({ view, cursor }, signal), [view], {
    key: ['complaints', 'handling', view],
  });
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
      <Tabs
        className={styles.tabs}
        activeKey={view}
        onChange={(key) => setView(key as View)}
        aria-label={intl.formatMessage(m.viewsLabel)}
      >
        {HANDLING_LIST_VIEWS.map((key) => (
          <Tabs.Tab
            key={key}
            title={
              key === 'todo' && waiting > 0
                ? intl.formatMessage(m.viewTodoCount, { count: waiting })
                : intl.formatMessage(viewTexts[key].title)
            }
          />
        ))}
      </Tabs>
      <div className={styles.list}>
        <CursorList
          list={list}
          itemKey={(complaint) => complaint.id}
          empty={<EmptyState title={<FormattedMessage {...viewTexts[view].empty} />} />}
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
