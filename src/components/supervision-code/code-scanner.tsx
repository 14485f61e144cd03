import { useCallback } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import styles from './code-scanner.module.css';
import { EnterpriseNumberEntry } from './enterprise-number-entry';
import { codeScannerMessages as m } from './messages';
import type { ScanPurpose } from '../../../contract/supervision-codes/schemas';
import { CameraScanner } from '../../lib/qr/camera-scanner';
import { useHostScan } from '../../lib/qr/use-host-scan';
import { Button } from '../../lib/ui/button';
import { showToast } from '../../lib/ui/overlay';
import { PageLoading } from '../../lib/ui/page-loading';

/** What the code check resolves: a scanned code's text or a typed enterprise number. */
export type CodeTarget = { payload: string } | { enterpriseNumber: string };

interface CodeScannerProps {
  purpose: ScanPurpose;
  /** The code-check screen for a scanned code or a typed number. */
  checkHref: (target: CodeTarget) => string;
  /** Where the enterprise number is typed: on this screen, or on a screen of its own (its href). */
  manualEntry: 'here' | string;
  /** A further way on under the scanner (a visit to an enterprise without a code). */
  extraLink?: { href: string; label: MessageDescriptor };
}

/**
 * The one way to take a supervision code: the messaging host's scanner (or its simulator) when there is a
 * host, else the device camera, and typing the enterprise number when neither works.
 */
export function CodeScanner({ purpose, checkHref, manualEntry, extraLink }: CodeScannerProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const openCheck = useCallback((target: CodeTarget) => navigate(checkHref(target)), [navigate, checkHref]);
  const onScanned = useCallback((payload: string) => openCheck({ payload }), [openCheck]);
  const { host, scan } = useHostScan(onScanned, () => showToast(intl.formatMessage(m.scanCancelled)));

  if (host === undefined) return <PageLoading />;
  return (
    <>
      {host ? (
        <div className={styles.center}>
          <Button color="primary" size="large" onClick={() => void scan()}>
            <FormattedMessage {...m.scanWithHost} />
          </Button>
        </div>
      ) : (
        <CameraScanner onResult={onScanned} />
      )}
      {manualEntry === 'here' && (
        <EnterpriseNumberEntry
          purpose={purpose}
          besideScanner
          onNumber={(enterpriseNumber) => openCheck({ enterpriseNumber })}
        />
      )}
      {(manualEntry !== 'here' || extraLink) && (
        <div className={styles.center}>
          {manualEntry !== 'here' && (
            <Link className={styles.link} to={manualEntry}>
              <FormattedMessage {...m.manualEntry} />
            </Link>
          )}
          {extraLink && (
            <Link className={styles.link} to={extraLink.href}>
              <FormattedMessage {...extraLink.label} />
            </Link>
          )}
        </div>
      )}
    </>
  );
}
