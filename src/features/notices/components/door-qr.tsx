import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { Button } from '../../../lib/ui/button';
import { noticeMessages as m } from '../messages';
import { noticeAddress } from '../notice-address';
import styles from './notices.module.css';

// The notice's text shows at once; the QR library (the one the supervision-code page uses) follows.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** True once `expiresAt` has passed, re-rendering at that moment. */
function useExpired(expiresAt: string): boolean {
  const [expired, setExpired] = useState(() => Date.parse(expiresAt) <= Date.now());
  useEffect(() => {
    const left = Date.parse(expiresAt) - Date.now();
    setExpired(left <= 0);
    if (left <= 0) return undefined;
    // setTimeout holds at most ~24.8 days; the QR lives hours
    const timer = setTimeout(() => setExpired(true), Math.min(left, 2_000_000_000));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return expired;
}

interface DoorQrProps {
  token: string;
  expiresAt: string;
  enterpriseName: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The large QR the enterprise scans at the door, with how long it verifies and a way to a fresh one. */
export function DoorQr({ token, expiresAt, enterpriseName, refreshing, onRefresh }: DoorQrProps) {
  const intl = useIntl();
  const { basePath } = useAppRuntime();
  const expired = useExpired(expiresAt);
  const address = noticeAddress(window.location.origin, basePath, token);
  const label = intl.formatMessage(m.qrLabel, { enterprise: enterpriseName });
  return (
    <section className={styles.qrCard} aria-label={label}>
      <Suspense fallback={<div className={styles.qrPlaceholder} />}>
        <QRCodeSVG
          className={expired ? `${styles.qr} ${styles.qrExpired}` : styles.qr}
          value={address}
          size={260}
          level="M"
          marginSize={2}
          role="img"
          aria-label={label}
          data-address={address}
        />
      </Suspense>
      <p className={styles.qrMeta}>
        <FormattedMessage {...m.qrHint} />
      </p>
      {expired ? (
        <p className={styles.qrMetaExpired} role="alert">
          <FormattedMessage {...m.qrExpired} />
        </p>
      ) : (
        <p className={styles.qrMeta}>
          <FormattedMessage
            {...m.qrValidUntil}
            values={{ time: intl.formatDate(expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        </p>
      )}
      <Button
        block
        color={expired ? 'primary' : 'default'}
        loading={refreshing}
        onClick={onRefresh}
        className={styles.qrRefresh}
      >
        <FormattedMessage {...m.qrRefresh} />
      </Button>
    </section>
  );
}
