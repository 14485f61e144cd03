import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { COMPLAINT_LIST_FILTERS } from '../../../../contract/complaints/schemas';
import { ComplaintSummaryCard } from '../../../components/complaints/complaint-summary';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { paths } from '../../../lib/paths';
import { Button } from '../../../lib/ui/button';
import { CursorList } from '../../../lib/ui/cursor-list';
import { ListTabs } from '../../../lib/ui/list-tabs';
import { EmptyState } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { listComplaints } from '../api';
import styles from '../complaints.module.css';
import { complaintMessages as m } from '../messages';

type Filter = (typeof COMPLAINT_LIST_FILTERS)[number];

const filterTexts = {
  all: { tab: m.filterAll, empty: m.emptyAll },
  open: { tab: m.filterOpen, empty: m.emptyOpen },
  toRate: { tab: m.filterToRate, empty: m.emptyToRate },
  closed: { tab: m.filterClosed, empty: m.emptyClosed },
} satisfies Record<Filter, unknown>;

/** The enterprise's complaints and opinions, newest first, each with its state and the time left on its deadline. */
export default function ComplaintListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useCursorList(
    (cursor, signal) => listComplaints({ ...(filter === 'all' ? {} : { filter }), cursor }, signal),
    [filter],
    { key: ['complaints', 'list', filter] },
  );
  // Opened anew (not by back), e.g. from the tab bar or a message, it shows what changed meanwhile.
  useKeepAliveNavigation((kind) => {
    if (kind !== 'POP') void list.refresh();
  });

  return (
    <Screen
      title={m.listTitle}
      back={false}
      actions={
        <Button
          className={styles.newButton}
          color="primary"
          size="small"
          onClick={() => navigate(paths.complaintBase.href())}
        >
          <FormattedMessage {...m.newComplaint} />
        </Button>
      }
    >
      <ListTabs className={styles.tabs} activeKey={filter} onChange={(key) => setFilter(key as Filter)}>
        {COMPLAINT_LIST_FILTERS.map((key) => (
          <ListTabs.Tab key={key} title={intl.formatMessage(filterTexts[key].tab)} />
        ))}
      </ListTabs>
      <div className={styles.list}>
        <CursorList
          list={list}
          itemKey={(complaint) => complaint.id}
          empty={<EmptyState title={<FormattedMessage {...filterTexts[filter].empty} />} />}
          renderItem={(complaint) => (
            <ComplaintSummaryCard
              complaint={complaint}
              href={paths.complaintDetailView.href({ id: complaint.id })}
            />
          )}
        />
      </div>
    </Screen>
  );
}
