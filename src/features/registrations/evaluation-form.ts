import { isNegative } from './labels';
import { registrationMessages as m } from './messages';
import { evaluateRegistrationInput, type EvaluationLevel } from '../../../contract/registrations/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';

export interface EvaluationValues {
  level?: EvaluationLevel;
  comment?: string;
}

/** An enterprise evaluates a registration; a dissatisfied one says why, so it can be followed up. */
export const evaluationForm = defineContractForm({
  schema: evaluateRegistrationInput,
  toInput: (values: EvaluationValues, context: { registrationId: string }) => ({
    registrationId: context.registrationId,
    level: values.level as EvaluationLevel,
    comment: values.comment?.trim() ?? '',
  }),
  fieldOf: (path) => [path.split('.')[0] ?? path],
  required: (values) => ['level', ...(isNegative(values.level) ? ['comment'] : [])],
  messages: { level: m.levelRequired, comment: m.commentRequiredNegative },
});
