import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import {
  emergencyReviewStatusSchema,
  inspectionTypeSchema,
  registeredBySchema,
  registrationFlagSchema,
  registrationOutcomeSchema,
  type RegistrationListFilter,
} from '../../../../contract/registrations/schemas';
import type { Warning } from '../../../../contract/warnings/schemas';
import { paths, type ScreenParams } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { dateRange, knownValue } from '../../../lib/ui/active-filters';
import { Screen } from '../../../lib/ui/screen';
import { RegistrationHistory } from '../components/registration-history';
import { registrationMessages as m } from '../messages';

/** The screen's query as the list's filter: a value the contract does not know reads as absent. */
function filterOf(params: ScreenParams<'registrationList'>): RegistrationListFilter {
  const filter: RegistrationListFilter = {
    ...dateRange(params.from, params.to),
    type: knownValue(inspectionTypeSchema.options, params.type),
    outcome: knownValue(registrationOutcomeSchema.options, params.outcome),
    registeredBy: knownValue(registeredBySchema.options, params.registeredBy),
    flag: knownValue(registrationFlagSchema.options, params.flag),
    emergencyReview: knownValue(emergencyReviewStatusSchema.options, params.emergencyReview),
    departmentCode: params.departmentCode,
    regionCode: params.regionCode,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
}

/** The enterprise's own inspection history (or, for an officer, their department's registrations). */
export default function RegistrationListPage() {
  const navigate = useNavigate();
  const session = useRecoilValue(sessionState);
  const enterprise = session.role === 'enterprise';
  const supervisor = session.capabilities.includes('supervisor');
  const filter = filterOf(useScreenParams('registrationList'));
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
        departmentFilter={enterprise || supervisor}
        onOpen={(item) => navigate(paths.registrationDetail.href({ id: item.id }))}
        onComplain={enterprise && complaintAvailable ? complain : undefined}
        filter={filter}
        onFilterChange={(next) => navigate(paths.registrationList.href(next), { replace: true })}
      />
    </Screen>
  );
}
