import { Input } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { enterpriseNumberForm } from './enterprise-number-form';
import { codeScannerMessages as m } from './messages';
import type { ScanPurpose } from '../../../contract/supervision-codes/schemas';
import { ContractForm, FormField } from '../../lib/forms/contract-form';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { Button } from '../../lib/ui/button';

interface EnterpriseNumberEntryProps {
  purpose: ScanPurpose;
  onNumber: (enterpriseNumber: string) => void;
  /** Under a scanner the number is the second way, so its button is not the primary one. */
  besideScanner?: boolean;
}

/** Typing the enterprise number when its code cannot be scanned. */
export function EnterpriseNumberEntry({
  purpose,
  onNumber,
  besideScanner = false,
}: EnterpriseNumberEntryProps) {
  const intl = useIntl();
  const kit = useContractForm(enterpriseNumberForm, {
    context: purpose,
    send: async ({ enterpriseNumber }) => onNumber(enterpriseNumber ?? ''),
  });
  return (
    <ContractForm
      kit={kit}
      layout="vertical"
      footer={
        <Button
          block
          type="submit"
          color={besideScanner ? 'default' : 'primary'}
          size={besideScanner ? 'middle' : 'large'}
        >
          <FormattedMessage {...m.next} />
        </Button>
      }
    >
      <FormField name="enterpriseNumber" label={intl.formatMessage(m.enterpriseNumber)}>
        <Input
          placeholder={intl.formatMessage(
            besideScanner ? m.enterpriseNumberBesideScanner : m.enterpriseNumberPlaceholder,
          )}
          maxLength={14}
          clearable
          autoComplete="off"
        />
      </FormField>
    </ContractForm>
  );
}
