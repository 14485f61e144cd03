import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './messages.module.css';
import type { Message } from '../../../../contract/messages/schemas';
import { paths } from '../../../lib/paths';
import { messageCenterMessages as m } from '../messages';

/** One message in a box: unread ones carry a dot and say so in words. */
export function MessageCard({ message }: { message: Message }) {
  const intl = useIntl();
  return (
    <Link className={styles.card} to={paths.systemNoticeDetail.href({ id: message.id })}>
      <span className={styles.cardHead}>
        {!message.read && <span className={styles.dot} aria-hidden="true" />}
        <span className={message.read ? styles.cardTitle : `${styles.cardTitle} ${styles.unreadTitle}`}>
          {message.title}
        </span>
      </span>
      <span className={styles.excerpt}>{message.body}</span>
      <span className={styles.cardMeta}>
        <time dateTime={message.createdAt}>
          {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        <span className={message.read ? undefined : styles.unreadMark}>
          <FormattedMessage {...(message.read ? m.read : m.unread)} />
        </span>
      </span>
    </Link>
  );
}
