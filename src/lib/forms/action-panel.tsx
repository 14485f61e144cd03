import { useEffect, useId, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { z } from 'zod';
import styles from './action-panel.module.css';
import { ContractForm } from './contract-form';
import { DraftRestoredBar } from './draft-restored-bar';
import type { ContractFormDefinition } from './form-definition';
import { formMessages as m } from './messages';
import { SubmitButton } from './submit-button';
import { useContractForm, type ContractFormKit } from './use-contract-form';
import { invalidateQueries, type QueryKey } from '../http/query-cache';
import { Button } from '../ui/button';
import { showSuccessToast } from '../ui/overlay';

/** A record acted on at the version the user sees (a complaint, an appointment). */
export interface Versioned {
  id: string;
  version: number;
}

/** What every action form is told by the panel that opens it. */
export interface ActionFormProps<R extends Versioned> {
  record: R;
  action: string;
  onDone: (saved: R) => void;
  /** The server's refusal, in the user's language. */
  onRefused: (message: string) => void;
}

/**
 * One action on the form kit: sent against the version on screen, what was typed kept per record and action
 * (a failed request, closing the form or leaving the screen loses nothing), the record reloaded on a refusal
 * since someone else may have changed it meanwhile.
 */
export function useActionForm<Values extends object, Schema extends z.ZodType, R extends Versioned>(
  definition: ContractFormDefinition<Values, Versioned, Schema>,
  send: (input: z.output<Schema>) => Promise<R>,
  { record, action, onDone, onRefused }: ActionFormProps<R>,
  where: { draftPrefix: string; queryKey: QueryKey },
): ContractFormKit<Values> {
  const context = useMemo(() => ({ id: record.id, version: record.version }), [record.id, record.version]);
  return useContractForm(definition, {
    context,
    draftKey: `${where.draftPrefix}-${record.id}-${action}`,
    send: async (input) => {
      try {
        return await send(input);
      } catch (error) {
        onRefused(error instanceof Error ? error.message : String(error));
        invalidateQueries(where.queryKey);
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
  return (
    <>
      <DraftRestoredBar restored={kit.restored} />
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

export interface ActionEntry<R extends Versioned> {
  label: MessageDescriptor;
  done: MessageDescriptor;
  Form: ComponentType<ActionFormProps<R>>;
  /** Ends or refuses something: shown in the danger colour. */
  danger?: boolean;
}

/**
 * What the user may do with a record now: exactly the actions the server allows (`offered`), each opening its own
 * small form. After a success the record on screen is the one the server saved (its new state and actions).
 */
export function ActionPanel<R extends Versioned, A extends string>({
  record,
  offered,
  forms,
  nothing,
  title = m.actionsTitle,
}: {
  record: R;
  offered: readonly A[];
  forms: Record<A, ActionEntry<R>>;
  /** Said when nothing is offered; the panel is left out when absent. */
  nothing?: MessageDescriptor;
  title?: MessageDescriptor;
}) {
  const intl = useIntl();
  const headingId = useId();
  const formId = useId();
  const [open, setOpen] = useState<A | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<MessageDescriptor | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // the form that held the focus is gone: the user goes on from the panel's heading, its status read next
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);
  // an action the saved record no longer allows closes
  const shown = open && offered.includes(open) ? open : null;

  const toggle = (action: A) => {
    setOpen(shown === action ? null : action);
    setRefusal(null);
    setDone(null);
  };

  if (offered.length === 0 && !nothing && !done) return null;
  const ShownForm = shown ? forms[shown].Form : null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.panelTitle}>
        <FormattedMessage {...title} />
      </h2>
      <p role="status" className={done ? styles.done : styles.quiet}>
        {done && <FormattedMessage {...done} />}
      </p>
      {offered.length === 0 ? (
        nothing && (
          <p className={styles.muted}>
            <FormattedMessage {...nothing} />
          </p>
        )
      ) : (
        <div className={styles.actionButtons}>
          {offered.map((action) => (
            <Button
              key={action}
              color={forms[action].danger ? 'danger' : 'primary'}
              fill={shown === action ? 'solid' : 'outline'}
              aria-expanded={shown === action}
              aria-controls={shown === action ? formId : undefined}
              onClick={() => toggle(action)}
            >
              <FormattedMessage {...forms[action].label} />
            </Button>
          ))}
        </div>
      )}
      {shown && ShownForm && (
        <div id={formId} className={styles.actionForm}>
          <h3 className={styles.formTitle}>
            <FormattedMessage {...forms[shown].label} />
          </h3>
          {refusal && (
            <div className={styles.refusal} role="alert">
              <p>
                <FormattedMessage {...m.refused} values={{ message: refusal }} />
              </p>
              <p>
                <FormattedMessage {...m.keptOnFailure} />
              </p>
            </div>
          )}
          <ShownForm
            key={`${record.id}-${shown}`}
            record={record}
            action={shown}
            onRefused={setRefusal}
            onDone={() => {
              setOpen(null);
              setRefusal(null);
              setDone(forms[shown].done);
              showSuccessToast(intl.formatMessage(forms[shown].done));
            }}
          />
          <Button fill="none" className={styles.closeForm} onClick={() => toggle(shown)}>
            <FormattedMessage {...m.collapse} />
          </Button>
        </div>
      )}
    </section>
  );
}
