import { shopRequestMessages as m } from './messages';
import { shopSchemas } from '../../../contract/shop/schemas';
import type { Versioned } from '../../lib/forms/action-panel';
import { defineContractForm } from '../../lib/forms/form-definition';

/** What an action form holds: a reason (cancel, decline) or a note (confirm, complete). */
export interface ActionValues {
  reason?: string;
  note?: string;
}

const optional = (value: string | undefined) => value?.trim() || undefined;

/** The buyer's cancel: a reason if they care to give one. */
export const cancelForm = defineContractForm({
  schema: shopSchemas.cancelShopRequest.input,
  toInput: (values: ActionValues, context: Versioned) => ({ ...context, reason: optional(values.reason) }),
});

/** The provider's decline: the enterprise is told why. */
export const declineForm = defineContractForm({
  schema: shopSchemas.declineShopRequest.input,
  toInput: (values: ActionValues, context: Versioned) => ({
    ...context,
    reason: values.reason?.trim() ?? '',
  }),
  required: ['reason'],
  messages: { reason: { required: m.reasonRequired } },
});

export const confirmForm = defineContractForm({
  schema: shopSchemas.confirmShopRequest.input,
  toInput: (values: ActionValues, context: Versioned) => ({ ...context, note: optional(values.note) }),
});

export const completeForm = defineContractForm({
  schema: shopSchemas.completeShopRequest.input,
  toInput: (values: ActionValues, context: Versioned) => ({ ...context, note: optional(values.note) }),
});
