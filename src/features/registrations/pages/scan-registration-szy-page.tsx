import { RegistrationFormPage } from './registration-form-page';
import { useScreenParams } from '../../../lib/route-params';

/** The same registration for the second city platform (scanPage_szy); the platform is recorded with it. */
export default function ScanRegistrationSzyPage() {
  return <RegistrationFormPage platform="szy" target={useScreenParams('enforceScanPageSzy')} />;
}
