import { DraftReceipt } from '../../features/documents/components/draft-receipt';
import { RegistrationFormPage } from '../../features/registrations/pages/registration-form-page';
import { useScreenParams } from '../../lib/route-params';

/**
 * `/pdfPreview`: the registration form of this target, its draft restored, under the draft receipt the documents
 * module draws from its values; confirming submits through the form's own submit. Composed here, since a feature
 * imports no other.
 */
export default function ReceiptPreviewPage() {
  const { platform, ...target } = useScreenParams('pdfPreview');
  return (
    <RegistrationFormPage
      platform={platform === 'szy' ? 'szy' : 'main'}
      target={target}
      preview={({ input, onInvalid }) => <DraftReceipt input={input} onInvalid={onInvalid} />}
    />
  );
}
