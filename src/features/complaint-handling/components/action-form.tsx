import { NoticeBar } from 'antd-mobile';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { z } from 'zod';
import type { ComplaintDetail } from '../../../../contract/complaints/schemas';
import { ContractForm } from '../../../lib/forms/contract-form';
import type { ContractFormDefinition } from '../../../lib/forms/form-definition';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm, type ContractFormKit } from '../../../lib/forms/use-contract-form';
import { invalidateQueries } from '../../../lib/http/query-cache';
import { complaintKey } from '../api';
import type { HandlingAction, HandlingContext } from '../handling-forms';
import { handlingMessages as m } from '../messages';
import styles from './handling.module.css';

/** What every action form is told by the panel that opens it. */
export interface ActionFormProps {
  complaint: ComplaintDetail;
  action: HandlingAction;
  onDone: (saved: ComplaintDetail) => void;
  /** The server's refusal, in the user's language. */
  onRefused: (message: string) => void;
}

/**
 * One action on the form kit: sent against the version on screen, what was typed kept per complaint and action
 * (a failed request, closing the form or leaving the screen loses nothing), the complaint reloaded on a refusal
 * since someone else may have changed it meanwhile.
 */
export function useActionForm<Values extends object, Schema extends z.ZodType>(
  definition: ContractFormDefinition<Values, HandlingContext, Schema>,
  send: (input: z.output<Schema>) => Promise<ComplaintDetail>,
  { complaint, action, onDone, onRefused }: ActionFormProps,
): ContractFormKit<Values> {
  const context = useMemo(
    () => ({ id: complaint.id, version: complaint.version }),
    [complaint.id, complaint.version],
  );
  return useContractForm(definition, {
    context,
    draftKey: `complaint-${complaint.id}-${action}`,
    send: async (input) => {
      try {
        return await send(input);
      } catch (error) {
        onRefused(error instanceof Error ? error.message : String(error));
        invalidateQueries(complaintKey(complaint.id));
        throw error;
      }
    },
    onSaved: onDone,
  });
}

/** The frame every action form shares: a restored draft said, the fields, the one submit. */
export function ActionFormFrame<Values>({
  kit,
  submit,
  initialValues,
  intro,
  children,
}: {
  kit: ContractFormKit<Values>;
  submit: MessageDescriptor;
  initialValues?: Partial<Values>;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      {kit.restored && <NoticeBar color="info" wrap content={intl.formatMessage(m.draftRestored)} />}
      {intro && <p className={styles.intro}>{intro}</p>}
      <ContractForm
        kit={kit}
        layout="vertical"
        initialValues={initialValues}
        footer={
          <SubmitButton kit={kit}>
            <FormattedMessage {...submit} />
          </SubmitButton>
        }
      >
        {children}
      </ContractForm>
    </>
  );
}
