import { FormattedMessage } from 'react-intl';
import { ErrorScreen } from '../components/error-screen';
import { errorPageMessages as m } from '../messages';

export default function NotFoundPage() {
  return (
    <ErrorScreen title={m.notFoundTitle} description={<FormattedMessage {...m.notFoundDescription} />} />
  );
}
