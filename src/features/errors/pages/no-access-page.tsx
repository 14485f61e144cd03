import { ErrorScreen } from '../components/error-screen';
import { errorPageMessages as m } from '../messages';

export default function NoAccessPage() {
  return <ErrorScreen status="default" title={m.noAccessTitle} description={m.noAccessDescription} />;
}
