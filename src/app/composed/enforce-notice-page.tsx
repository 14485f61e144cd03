import { lazy } from 'react';
import { useScreenParams } from '../../lib/route-params';

const DoorNoticePage = lazy(() => import('../../features/notices/pages/door-notice-page'));
const HandlingListPage = lazy(() => import('../../features/complaint-handling/pages/handling-list-page'));

/**
 * `/enforce/enforceNotice` is two screens of SPEC.md: with a plan and an enterprise, the notice the officer shows at
 * the door; without, the officer's desk of complaints to handle. Composed here, since a feature imports no other.
 */
export default function EnforceNoticePage() {
  const { planId, enterpriseNumber } = useScreenParams('enforceNotice');
  return planId && enterpriseNumber ? <DoorNoticePage /> : <HandlingListPage />;
}
