import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { commonMessages as messages } from './messages';
import styles from './page-state.module.css';

export { PageLoading } from './page-loading';

export function PageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.center} role="alert">
      <ErrorBlock status="default" title={<FormattedMessage {...messages.failedTitle} />} description={message}>
        {onRetry && (
          <Button color="primary" fill="outline" onClick={onRetry}>
            <FormattedMessage {...messages.retry} />
          </Button>
        )}
      </ErrorBlock>
    </div>
  );
}

export function PageEmpty({ description }: { description?: ReactNode }) {
  return (
    <div className={styles.center}>
      <ErrorBlock status="empty" title={<FormattedMessage {...messages.emptyTitle} />} description={description ?? ''} />
    </div>
  );
}
