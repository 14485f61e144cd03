import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { atom, useRecoilValue } from 'recoil';
import { shellMessages as m } from './messages';
import styles from './shell.module.css';

export const pendingRequestsState = atom<number>({ key: 'shell/pendingRequests', default: 0 });

const SHOW_AFTER_MS = 400;

/** A slow request shows a thin progress bar instead of a frozen screen. */
export function PendingBar() {
  const intl = useIntl();
  const pending = useRecoilValue(pendingRequestsState);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (pending === 0) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!visible) return null;
  return <div className={styles.pendingBar} role="progressbar" aria-label={intl.formatMessage(m.working)} />;
}
