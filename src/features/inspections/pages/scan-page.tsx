import { Button } from 'antd-mobile';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { CameraScanner } from '../../../lib/qr/camera-scanner';
import { useHostScan } from '../../../lib/qr/use-host-scan';
import { showToast } from '../../../lib/ui/overlay';
import { PageLoading } from '../../../lib/ui/page-loading';
import { inspectionMessages as m } from '../messages';
import styles from './pages.module.css';

/** Scans through the messaging host's scanner (or the simulator), else the camera; manual entry is always offered. */
export default function ScanPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const resolve = useCallback((text: string) => navigate(paths.qrCodeLoading.href({ payload: text })), [navigate]);

  const { host, scan: scanWithHost } = useHostScan(resolve, () => showToast(intl.formatMessage(m.scanCancelled)));

  if (host === undefined) return <PageLoading />;

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.scanTitle} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage {...m.scanIntro} />
      </p>
      {host ? (
        <div className={styles.center}>
          <Button color="primary" size="large" onClick={() => void scanWithHost()}>
            <FormattedMessage {...m.scanWithHost} />
          </Button>
        </div>
      ) : (
        <CameraScanner onResult={resolve} />
      )}
      <div className={styles.center}>
        <Link to={paths.enforceNoScan.href()}>
          <FormattedMessage {...m.manualEntry} />
        </Link>
      </div>
    </main>
  );
}
