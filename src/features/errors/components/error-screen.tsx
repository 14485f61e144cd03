import { Button, ErrorBlock } from 'antd-mobile';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { errorPageMessages as m } from '../messages';
import styles from './error-screen.module.css';

interface ErrorScreenProps {
  status: 'empty' | 'disconnected' | 'default' | 'busy';
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export function ErrorScreen({ status, title, description }: ErrorScreenProps) {
  const navigate = useNavigate();
  return (
    <main className={styles.screen}>
      <ErrorBlock
        status={status}
        fullPage
        title={
          <h1 className={styles.title}>
            <FormattedMessage {...title} />
          </h1>
        }
        description={<FormattedMessage {...description} />}
      >
        <div className={styles.actions}>
          <Button color="primary" onClick={() => navigate(paths.root.href(), { replace: true })}>
            <FormattedMessage {...m.backHome} />
          </Button>
          <Button fill="none" onClick={() => navigate(-1)}>
            <FormattedMessage {...m.back} />
          </Button>
        </div>
      </ErrorBlock>
    </main>
  );
}
