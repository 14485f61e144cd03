import { SpinLoading } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { commonMessages as messages } from './messages';
import styles from './page-state.module.css';

/** Kept apart from the error and empty states so the first screen does not load their illustrations. */
export function PageLoading({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <div
      className={styles.center}
      role="status"
      aria-live="polite"
      aria-label={label ?? intl.formatMessage(messages.loading)}
    >
      <SpinLoading color="primary" />
    </div>
  );
}
