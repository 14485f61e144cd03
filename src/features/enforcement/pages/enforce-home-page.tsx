import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { paths } from '../../../lib/paths';
import { sessionState, startupStatusState } from '../../../lib/session/session-state';
import { PageLoading } from '../../../lib/ui/page-loading';

// `/` lands here for everyone; only officers load the desk, the others go on to /home without its weight.
const OfficerDesk = lazy(() => import('./officer-desk'));

export default function EnforceHomePage() {
  const session = useRecoilValue(sessionState);
  const startup = useRecoilValue(startupStatusState);
  if (startup === 'running' && session.firstLoad) return <PageLoading />;
  if (session.role !== 'officer') return <Navigate to={paths.home.href()} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <OfficerDesk />
    </Suspense>
  );
}
