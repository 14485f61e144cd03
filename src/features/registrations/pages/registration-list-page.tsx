import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import type { Warning } from '../../../../contract/warnings/schemas';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { sessionState } from '../../../lib/session/session-state';
import { Screen } from '../../../lib/ui/screen';
import { RegistrationHistory } from '../components/registration-history';
import { registrationMessages as m } from '../messages';

/** The enterprise's own inspection history (or, for an officer, their department's registrations). */
export default function RegistrationListPage() {
  const navigate = useNavigate();
  const session = useRecoilValue(sessionState);
  const enterprise = session.role === 'enterprise';
  const complaintAvailable = useIsRouteAvailable('complaint');
  // the complaint form reads the warning from the navigation state (the complaints module)
  const complain = (warning: Warning) => {
    const { departmentCode } = warning as Warning & { departmentCode?: string | null };
    navigate(paths.complaint.href({ comOrOpi: 0 }), {
      state: { warning: { kind: warning.kind, ...(departmentCode ? { departmentCode } : {}) } },
    });
  };
  return (
    <Screen title={m.listTitle}>
      <RegistrationHistory
        enterpriseNumber={enterprise ? session.enterpriseNumber || undefined : undefined}
        showEnterprise={!enterprise}
        showEvaluation={enterprise}
        showWarnings={enterprise}
        departmentFilter={enterprise}
        onOpen={(item) => navigate(paths.registrationDetail.href({ id: item.id }))}
        onComplain={enterprise && complaintAvailable ? complain : undefined}
      />
    </Screen>
  );
}
