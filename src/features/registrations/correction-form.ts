import { registrationMessages as m } from './messages';
import { correctRegistrationInput, type RegistrationDetail } from '../../../contract/registrations/schemas';
import { defineContractForm, type FieldPath } from '../../lib/forms/form-definition';

export interface CorrectionValues {
  /** ISO time, as the date-time field keeps it. */
  endedAt?: string;
  legalBasis?: string;
  results?: Record<string, 'compliant' | 'non_compliant'>;
  remarks?: string;
  reason?: string;
}

export interface CorrectionContext {
  registration: Pick<RegistrationDetail, 'id' | 'version' | 'items'>;
}

export function correctionValues(
  registration: Pick<RegistrationDetail, 'endedAt' | 'legalBasis' | 'items' | 'remarks'>,
): CorrectionValues {
  return {
    endedAt: new Date(registration.endedAt).toISOString(),
    legalBasis: registration.legalBasis ?? '',
    results: Object.fromEntries(registration.items.map((item) => [item.code, item.result])),
    remarks: registration.remarks ?? '',
    reason: '',
  };
}

/** The registering officer's correction: the version it was made against travels with it, and a reason is required. */
export const correctionForm = defineContractForm({
  schema: correctRegistrationInput,
  toInput: (values: CorrectionValues, { registration }: CorrectionContext) => ({
    id: registration.id,
    version: registration.version,
    reason: values.reason?.trim() ?? '',
    endedAt: values.endedAt ? new Date(values.endedAt).toISOString() : undefined,
    legalBasis: values.legalBasis?.trim() ?? '',
    remarks: values.remarks?.trim() ?? '',
    items: registration.items.map((item) => ({
      code: item.code,
      name: item.name,
      result: values.results?.[item.code] ?? item.result,
    })),
  }),
  fieldOf: (path, { registration }): FieldPath | null => {
    const [head, index] = path.split('.');
    if (head === 'items' && index !== undefined) {
      const code = registration.items[Number(index)]?.code;
      return code ? ['results', code] : null;
    }
    return head ? [head] : null;
  },
  required: ['reason'],
  messages: { reason: m.reasonRequired },
});
