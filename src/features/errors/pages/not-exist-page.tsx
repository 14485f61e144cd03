import { ErrorScreen } from '../components/error-screen';
import { errorPageMessages as m } from '../messages';

export default function NotExistPage() {
  return <ErrorScreen status="empty" title={m.notExistTitle} description={m.notExistDescription} />;
}
