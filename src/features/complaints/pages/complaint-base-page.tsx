import { List } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { ComplaintSummaryCard } from '../../../components/complaints/complaint-summary';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { LinkListItem } from '../../../lib/ui/list-actions';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { listComplaints } from '../api';
import styles from '../complaints.module.css';
import { complaintMessages as m } from '../messages';

const OPEN_SHOWN = 5;

/** The way into complaints: lodge one (about a registered or an unregistered inspection) or an opinion; my open ones. */
export default function ComplaintBasePage() {
  const open = useQuery(['complaints', 'list', 'open', 'summary'], (signal) =>
    listComplaints({ filter: 'open' }, signal),
  );
  return (
    <Screen title={m.baseTitle} intro={<FormattedMessage {...m.baseIntro} />}>
      <h2 className={styles.sectionTitle}>
        <FormattedMessage {...m.startHeading} />
      </h2>
      <List className={styles.entries}>
        <LinkListItem
          to={paths.complaint.href({ comOrOpi: 0, isSelect: true })}
          description={<FormattedMessage {...m.entryRegisteredHint} />}
        >
          <FormattedMessage {...m.entryRegistered} />
        </LinkListItem>
        <LinkListItem
          to={paths.complaintNoScan.href()}
          description={<FormattedMessage {...m.entryNoScanHint} />}
        >
          <FormattedMessage {...m.entryNoScan} />
        </LinkListItem>
        <LinkListItem
          to={paths.complaint.href({ comOrOpi: 1 })}
          description={<FormattedMessage {...m.entryOpinionHint} />}
        >
          <FormattedMessage {...m.entryOpinion} />
        </LinkListItem>
      </List>
      <h2 className={styles.sectionTitle}>
        <FormattedMessage {...m.openHeading} />
      </h2>
      <Loaded
        state={open}
        skeleton="list"
        isEmpty={(page) => page.items.length === 0}
        empty={<EmptyState title={<FormattedMessage {...m.openEmpty} />} />}
      >
        {(page) => (
          <ul className={styles.summaryList}>
            {page.items.slice(0, OPEN_SHOWN).map((complaint) => (
              <li key={complaint.id}>
                <ComplaintSummaryCard
                  complaint={complaint}
                  href={paths.complaintDetailView.href({ id: complaint.id })}
                />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <p className={styles.more}>
        <Link className={styles.textLink} to={paths.complaintList.href()}>
          <FormattedMessage {...m.viewAll} />
        </Link>
      </p>
    </Screen>
  );
}
