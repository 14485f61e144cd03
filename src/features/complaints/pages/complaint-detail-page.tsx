import { hasDecisionLetter } from '../../../../contract/documents/rules';
import { ComplaintBody } from '../../../components/complaints/complaint-summary';
import { ComplaintTimeline } from '../../../components/complaints/complaint-timeline';
import { DocumentLinks } from '../../../components/documents/document-links';
import { useQuery } from '../../../lib/http/use-query';
import { useScreenParams } from '../../../lib/route-params';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { complaintKey, getComplaint } from '../api';
import styles from '../complaints.module.css';
import { ComplaintActions } from '../components/complaint-actions';
import { complaintMessages as m } from '../messages';

/** One of my complaints: what it is, where it stands against its deadline, every step taken, what I may do now. */
export default function ComplaintDetailPage() {
  const { id } = useScreenParams('complaintDetailView');
  const detail = useQuery(complaintKey(id), (signal) => getComplaint(id, signal));
  return (
    <Screen
      title={m.detailTitle}
      intro={detail.data?.complaintNumber}
      footer={detail.data && <ComplaintActions complaint={detail.data} />}
    >
      <Loaded state={detail}>
        {(complaint) => (
          <div className={styles.sections}>
            <ComplaintBody complaint={complaint} />
            {hasDecisionLetter(complaint.state) && <DocumentLinks kind="decision" id={complaint.id} />}
            <ComplaintTimeline events={complaint.timeline} />
          </div>
        )}
      </Loaded>
    </Screen>
  );
}
