import type { z } from 'zod';
import type { ComplaintDetail } from '../../../../contract/complaints/schemas';
import {
  useActionForm as useRecordActionForm,
  type ActionFormProps as RecordActionFormProps,
  type Versioned,
} from '../../../lib/forms/action-panel';
import type { ContractFormDefinition } from '../../../lib/forms/form-definition';
import type { ContractFormKit } from '../../../lib/forms/use-contract-form';
import { complaintKey } from '../api';

export { ActionFormFrame } from '../../../lib/forms/action-panel';

export type ActionFormProps = RecordActionFormProps<ComplaintDetail>;

/** An action on a complaint: its draft kept per complaint and action, the complaint reloaded on a refusal. */
export function useActionForm<Values extends object, Schema extends z.ZodType>(
  definition: ContractFormDefinition<Values, Versioned, Schema>,
  send: (input: z.output<Schema>) => Promise<ComplaintDetail>,
  props: ActionFormProps,
): ContractFormKit<Values> {
  return useRecordActionForm(definition, send, props, {
    draftPrefix: 'complaint',
    queryKey: complaintKey(props.record.id),
  });
}
