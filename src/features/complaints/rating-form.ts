import { complaintMessages as m } from './messages';
import { isDissatisfied } from '../../../contract/complaints/rules';
import { complaintSchemas } from '../../../contract/complaints/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';

export interface RatingValues {
  level?: number;
  comment?: string;
}

/** What a rating does to the complaint, told before it is sent. */
export type RatingEffect = 'closes' | 'reopens' | 'escalates' | 'closesAfterEscalation';

export function ratingEffect(
  level: number | undefined,
  complaint: { escalated: boolean; reopenCount: number },
  escalateAt: number,
): RatingEffect | null {
  if (level === undefined) return null;
  if (!isDissatisfied(level)) return 'closes';
  if (complaint.escalated) return 'closesAfterEscalation';
  return complaint.reopenCount + 1 >= escalateAt ? 'escalates' : 'reopens';
}

/** The complainant's 5-level rating of the handling; a dissatisfied one (1-2) says why. */
export const ratingForm = defineContractForm({
  schema: complaintSchemas.rateComplaint.input,
  toInput: (values: RatingValues, context: { id: string; version: number }) => ({
    id: context.id,
    version: context.version,
    level: values.level as number,
    comment: values.comment?.trim() ?? '',
  }),
  fieldOf: (path) => (path === 'level' || path === 'comment' ? [path] : null),
  required: (values: RatingValues) => [
    'level',
    ...(values.level !== undefined && isDissatisfied(values.level) ? ['comment'] : []),
  ],
  messages: { level: m.levelRequired, comment: { required: m.reasonRequired } },
});
