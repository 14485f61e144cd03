import { FormattedMessage } from 'react-intl';
import { ErrorScreen } from '../components/error-screen';
import { errorPageMessages as m } from '../messages';

export default function NotExistPage() {
  return (
    <ErrorScreen title={m.notExistTitle} description={<FormattedMessage {...m.notExistDescription} />} />
  );
}
