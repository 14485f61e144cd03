import { RegistrationFormPage } from './registration-form-page';

export default function ScanRegistrationPage() {
  return <RegistrationFormPage platform="main" />;
}
