import { codeScannerMessages as m } from './messages';
import { resolveCodeInput, type ScanPurpose } from '../../../contract/supervision-codes/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';

/** An enterprise number typed in when there is no code to scan; the code check then resolves it for the purpose. */
export const enterpriseNumberForm = defineContractForm({
  schema: resolveCodeInput,
  toInput: (values: { enterpriseNumber?: string }, purpose: ScanPurpose) => ({
    enterpriseNumber: values.enterpriseNumber?.trim() || undefined,
    purpose,
  }),
  // "neither a payload nor a number" is the number this form asks for
  fieldOf: () => ['enterpriseNumber'],
  required: ['enterpriseNumber'],
  messages: { enterpriseNumber: m.enterpriseNumberInvalid },
});
