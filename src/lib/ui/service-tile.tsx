import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './service-tile.module.css';

interface ServiceTileProps {
  icon: ReactNode;
  title: ReactNode;
  hint: ReactNode;
  /** Without a target the tile is shown disabled with `disabledHint`. */
  to: string | null;
  disabledHint: ReactNode;
  tone?: 'blue' | 'green' | 'orange' | 'purple';
}

export function ServiceTile({ icon, title, hint, to, disabledHint, tone = 'blue' }: ServiceTileProps) {
  const body = (
    <>
      <span className={`${styles.icon} ${styles[tone]}`} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.hint}>{to ? hint : disabledHint}</span>
      </span>
    </>
  );
  if (!to) {
    return (
      <div className={`${styles.tile} ${styles.disabled}`} role="link" aria-disabled="true">
        {body}
      </div>
    );
  }
  return (
    <Link className={styles.tile} to={to}>
      {body}
    </Link>
  );
}
