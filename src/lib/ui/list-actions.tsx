import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './list-actions.module.css';

interface RowProps {
  children: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}

/**
 * antd-mobile's clickable List.Item is an `<a>` without href: not reachable by keyboard and not announced as a
 * link or button. These rows keep its look and put a real link or button (stretched over the row) inside.
 */
export function LinkListItem({ to, ...row }: RowProps & { to: string }) {
  return (
    <List.Item className={styles.row} description={row.description} extra={row.extra} arrow>
      <Link className={styles.stretched} to={to}>
        {row.children}
      </Link>
    </List.Item>
  );
}

export function ButtonListItem({
  onClick,
  disabled,
  ...row
}: RowProps & { onClick: () => void; disabled?: boolean }) {
  return (
    <List.Item className={styles.row} description={row.description} extra={row.extra} arrow>
      <button
        type="button"
        className={`${styles.stretched} ${styles.button}`}
        onClick={onClick}
        disabled={disabled}
      >
        {row.children}
      </button>
    </List.Item>
  );
}
