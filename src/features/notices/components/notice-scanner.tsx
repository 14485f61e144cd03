import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './notices.module.css';
import { CameraScanner } from '../../../lib/qr/camera-scanner';
import { useHostScan } from '../../../lib/qr/use-host-scan';
import { Button } from '../../../lib/ui/button';
import { PageLoading } from '../../../lib/ui/page-loading';
import { noticeMessages as m } from '../messages';

interface NoticeScannerProps {
  onScanned: (text: string) => void;
  onClose: () => void;
}

/**
 * Takes the QR the officer shows: the messaging host's scanner when there is a host (it opens at once, as the
 * scanner is mounted only when the user asked to scan), else the device camera or a picture of the code. Each
 * mount takes one code.
 */
export function NoticeScanner({ onScanned, onClose }: NoticeScannerProps) {
  const headingId = useId();
  const { host, scan } = useHostScan(onScanned, onClose);

  return (
    <section className={styles.scanBar} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.scannerTitle}>
        <FormattedMessage {...m.scannerTitle} />
      </h2>
      {host === undefined ? (
        <PageLoading />
      ) : host ? (
        <Button block color="primary" onClick={() => void scan()}>
          <FormattedMessage {...m.scanAgain} />
        </Button>
      ) : (
        <CameraScanner onResult={onScanned} />
      )}
      <Button block onClick={onClose}>
        <FormattedMessage {...m.closeScanner} />
      </Button>
    </section>
  );
}
