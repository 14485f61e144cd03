import { RegistrationFormPage } from './registration-form-page';
import { useScreenParams } from '../../../lib/route-params';

export default function ScanRegistrationPage() {
  return <RegistrationFormPage platform="main" target={useScreenParams('enforceScanPage')} />;
}
