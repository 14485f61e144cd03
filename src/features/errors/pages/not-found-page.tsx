import { ErrorScreen } from '../components/error-screen';
import { errorPageMessages as m } from '../messages';

export default function NotFoundPage() {
  return <ErrorScreen status="empty" title={m.notFoundTitle} description={m.notFoundDescription} />;
}
