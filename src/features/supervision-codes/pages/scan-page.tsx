import { FormattedMessage } from 'react-intl';
import { CodeScanner, type CodeTarget } from '../../../components/supervision-code/code-scanner';
import { paths } from '../../../lib/paths';
import { Screen } from '../../../lib/ui/screen';
import { supervisionCodeMessages as m } from '../messages';

const checkHref = (target: CodeTarget) => paths.qrCodeLoading.href(target);

/** Scans through the messaging host's scanner (or the simulator), else the camera; manual entry is always offered. */
export default function ScanPage() {
  return (
    <Screen title={m.scanTitle} intro={<FormattedMessage {...m.scanIntro} />}>
      <CodeScanner purpose="inspection" checkHref={checkHref} manualEntry={paths.enforceNoScan.href()} />
    </Screen>
  );
}
