import { CodeCheck } from '../../../components/supervision-code/code-check';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { resolveVisitCode } from '../api';

/** Checks the code (or typed number) for a visit, which the server records as a visit scan, then opens the preview. */
export default function VisitCodeLoadingPage() {
  const { payload, enterpriseNumber } = useScreenParams('nonQrCodeLoading');
  return (
    <CodeCheck
      resolve={() => resolveVisitCode(payload ? { payload } : { enterpriseNumber })}
      previewHref={(resolved) =>
        paths.nonPreview.href({ scanId: resolved.scanId, enterpriseNumber: resolved.enterpriseNumber })
      }
      scanAgainHref={paths.nonScan.href()}
    />
  );
}
