import { CodeCheck } from '../../../components/supervision-code/code-check';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { resolveCode } from '../api';

/** Checks the scanned code (or typed number) with the server, which records the scan, then opens the preview. */
export default function CodeLoadingPage() {
  const { payload, enterpriseNumber } = useScreenParams('qrCodeLoading');
  return (
    <CodeCheck
      resolve={() =>
        resolveCode(
          payload ? { payload, purpose: 'inspection' } : { enterpriseNumber, purpose: 'inspection' },
        )
      }
      previewHref={(resolved) =>
        paths.enterpriseScanPreview.href({
          scanId: resolved.scanId,
          enterpriseNumber: resolved.enterpriseNumber,
        })
      }
      scanAgainHref={paths.enforceScanQrCode.href()}
      manualEntryHref={paths.enforceNoScan.href()}
    />
  );
}
