import { TextArea } from 'antd-mobile';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { z } from 'zod';
import { SHOP_REQUEST_ACTIONS, type ShopRequestAction } from '../../../../contract/shop/rules';
import type { ShopRequest } from '../../../../contract/shop/schemas';
import {
  ActionFormFrame,
  ActionPanel,
  useActionForm,
  type ActionEntry,
  type ActionFormProps,
  type Versioned,
} from '../../../lib/forms/action-panel';
import { FormField } from '../../../lib/forms/contract-form';
import type { ContractFormDefinition } from '../../../lib/forms/form-definition';
import { cancelForm, completeForm, confirmForm, declineForm, type ActionValues } from '../action-forms';
import {
  cancelShopRequest,
  completeShopRequest,
  confirmShopRequest,
  declineShopRequest,
  shopRequestKey,
} from '../api';
import { actionLabels } from '../labels';
import { shopRequestMessages as m } from '../messages';

type Props = ActionFormProps<ShopRequest>;

/**
 * Each action is one text to give (a reason or a note) under a line saying what the action means; its draft is
 * kept per request and action, and a refusal reloads the request.
 */
function textActionForm<Schema extends z.ZodType>(
  definition: ContractFormDefinition<ActionValues, Versioned, Schema>,
  send: (input: z.output<Schema>) => Promise<ShopRequest>,
  texts: {
    submit: MessageDescriptor;
    intro: MessageDescriptor;
    field: 'reason' | 'note';
    label: MessageDescriptor;
  },
) {
  return function TextActionForm(props: Props) {
    const intl = useIntl();
    const kit = useActionForm(definition, send, props, {
      draftPrefix: 'shop-request',
      queryKey: shopRequestKey(props.record.id),
    });
    return (
      <ActionFormFrame kit={kit} submit={texts.submit} intro={<FormattedMessage {...texts.intro} />}>
        <FormField name={texts.field} label={intl.formatMessage(texts.label)}>
          <TextArea maxLength={200} rows={3} showCount />
        </FormField>
      </ActionFormFrame>
    );
  };
}

// Cancelling is confirmed by its own submit, after the panel says what it means.
const CancelForm = textActionForm(cancelForm, cancelShopRequest, {
  submit: m.submitCancel,
  intro: m.cancelIntro,
  field: 'reason',
  label: m.reasonOptional,
});
const ConfirmForm = textActionForm(confirmForm, confirmShopRequest, {
  submit: m.submitConfirm,
  intro: m.confirmIntro,
  field: 'note',
  label: m.noteOptional,
});
const CompleteForm = textActionForm(completeForm, completeShopRequest, {
  submit: m.submitComplete,
  intro: m.completeIntro,
  field: 'note',
  label: m.noteOptional,
});
const DeclineForm = textActionForm(declineForm, declineShopRequest, {
  submit: m.submitDecline,
  intro: m.declineIntro,
  field: 'reason',
  label: m.reasonRequiredLabel,
});

const actionForms: Record<ShopRequestAction, ActionEntry<ShopRequest>> = {
  confirm: { label: actionLabels.confirm, done: m.doneConfirm, Form: ConfirmForm },
  complete: { label: actionLabels.complete, done: m.doneComplete, Form: CompleteForm },
  decline: { label: actionLabels.decline, done: m.doneDecline, Form: DeclineForm, danger: true },
  cancel: { label: actionLabels.cancel, done: m.doneCancel, Form: CancelForm, danger: true },
};

/** Exactly what the server allows this user now: the buyer cancels, the provider confirms, completes or declines. */
export function ShopRequestActions({ request }: { request: ShopRequest }) {
  const allowed = new Set(request.allowedActions);
  const offered = SHOP_REQUEST_ACTIONS.filter((action) => allowed.has(action));
  return <ActionPanel record={request} offered={offered} forms={actionForms} />;
}
