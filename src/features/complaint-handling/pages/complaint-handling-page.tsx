import { hasDecisionLetter } from '../../../../contract/documents/rules';
import { ComplaintBody } from '../../../components/complaints/complaint-summary';
import { ComplaintTimeline } from '../../../components/complaints/complaint-timeline';
import { DocumentLinks } from '../../../components/documents/document-links';
import { useQuery } from '../../../lib/http/use-query';
import { useScreenParams } from '../../../lib/route-params';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { complaintKey, getComplaint } from '../api';
import { HandlingActions } from '../components/handling-actions';
import styles from '../components/handling.module.css';
import { handlingMessages as m } from '../messages';

/** `/compaintDetailIndex?id=`: one complaint as the officers handling it see it, and what this officer may do now. */
export default function ComplaintHandlingPage() {
  const { id } = useScreenParams('complaintDetailIndex');
  const detail = useQuery(complaintKey(id), (signal) => getComplaint(id, signal));
  return (
    <Screen title={m.detailTitle} intro={detail.data?.complaintNumber}>
      <Loaded state={detail}>
        {(complaint) => (
          <div className={styles.sections}>
            <ComplaintBody complaint={complaint} />
            {/* the letter names the complainant: only for those who may know who complained */}
            {hasDecisionLetter(complaint.state) && complaint.complainant && (
              <DocumentLinks kind="decision" id={complaint.id} />
            )}
            <ComplaintTimeline events={complaint.timeline} />
            <HandlingActions complaint={complaint} />
          </div>
        )}
      </Loaded>
    </Screen>
  );
}
