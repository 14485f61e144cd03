import { useEffect, useRef, useState } from 'react';
import type { RegistrationForm } from './registration-rules';
import type { ApiInput } from '../../../contract/api-schemas';
import type { ContractFormKit } from '../../lib/forms/use-contract-form';

/**
 * The preview's side of the form: the payload the draft makes (checked once the draft is back in the fields),
 * confirm through the form's own submit, and the way back to the form carrying whatever must be fixed.
 */
export function useReceiptPreview(
  kit: ContractFormKit<Partial<RegistrationForm>, ApiInput<'createRegistration'>>,
  active: boolean,
  toForm: () => void,
) {
  const [input, setInput] = useState<ApiInput<'createRegistration'> | null>(null);
  const latest = useRef({ kit, toForm });
  latest.current = { kit, toForm };
  const backWith = (fields: Record<string, string> | null) => {
    latest.current.kit.handBack(fields ? { fields } : { recheck: true });
    latest.current.toForm();
  };
  useEffect(() => {
    if (!active) return;
    const checked = latest.current.kit.check({ show: false });
    if (checked) setInput(checked);
    else backWith(null);
  }, [active]);
  return {
    input,
    back: () => latest.current.toForm(),
    backWith: (fields: Record<string, string>) => backWith(fields),
    confirm: async () => {
      const outcome = await latest.current.kit.submit();
      if (outcome.kind === 'invalid') backWith(null);
      else if (outcome.kind === 'failed' && outcome.fields) backWith(outcome.fields);
    },
  };
}
