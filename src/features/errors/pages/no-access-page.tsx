import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { Role } from '../../../../contract/api-schemas';
import { isRoleList, type Capability, type ScreenAccess } from '../../../lib/route-availability';
import { ErrorScreen } from '../components/error-screen';
import { errorPageMessages as m } from '../messages';

const forRole: Record<Role, MessageDescriptor> = {
  officer: m.noAccessForOfficer,
  enterprise: m.noAccessForEnterprise,
  provider: m.noAccessForProvider,
};
const forCapability: Record<Capability, MessageDescriptor> = {
  planApprover: m.noAccessForPlanApprover,
  supervisor: m.noAccessForSupervisor,
  departmentHead: m.noAccessForDepartmentHead,
};

function whoItIsFor(need: ScreenAccess | undefined): MessageDescriptor {
  if (!need || need === 'anonymous' || need === 'session') return m.noAccessDescription;
  if (typeof need === 'string') return forRole[need];
  if (isRoleList(need)) return need.length === 1 ? forRole[need[0]!] : m.noAccessDescription;
  return need.capability ? forCapability[need.capability] : forRole[need.role];
}

/** `/noAccess`, and what the route guard shows in place of a screen the user may not open (`need`: who may). */
export default function NoAccessPage({ need }: { need?: ScreenAccess }) {
  return <ErrorScreen title={m.noAccessTitle} description={<FormattedMessage {...whoItIsFor(need)} />} />;
}
