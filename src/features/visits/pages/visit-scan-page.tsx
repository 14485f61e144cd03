import { FormattedMessage } from 'react-intl';
import { CodeScanner, type CodeTarget } from '../../../components/supervision-code/code-scanner';
import { paths } from '../../../lib/paths';
import { Screen } from '../../../lib/ui/screen';
import { visitMessages as m } from '../messages';

const checkHref = (target: CodeTarget) => paths.nonQrCodeLoading.href(target);
const outsideLink = { href: paths.outsideRegister.href(), label: m.outside };

/** A visit starts like an inspection, by the enterprise's code or number; an enterprise without a code has its own form. */
export default function VisitScanPage() {
  return (
    <Screen title={m.scanTitle} intro={<FormattedMessage {...m.scanIntro} />}>
      <CodeScanner purpose="visit" checkHref={checkHref} manualEntry="here" extraLink={outsideLink} />
    </Screen>
  );
}
