import { Form } from 'antd-mobile';
import type { FieldData, FormProps, RuleObject } from 'antd-mobile/es/components/form';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { fieldDomId, focusFirstInvalid } from './focus-first-invalid';
import {
  isRequiredKey,
  keyOf,
  pathOf,
  requiredKeys,
  validateContractForm,
  type ContractFormDefinition,
  type FieldPath,
  type FieldProblem,
  type Validation,
} from './form-definition';
import type { FormKitContextValue } from './form-kit-context';
import { useFormDraft, type DraftHandBack } from './use-form-draft';
import { useRequestId } from './use-request-id';
import { ApiError } from '../http/client';

/** How long one check of the whole form answers antd's per-field questions of the same pass. */
const VALIDATION_PASS_MS = 500;

type FormOf<Values> = ReturnType<typeof Form.useForm<Values>>[0];

interface BaseOptions<Values, Schema extends z.ZodType, Result> {
  /** The form instance, when a hook before this one needs it (a place filled in from the device). */
  form?: FormOf<Values>;
  /** Sends the checked payload (the schema's output); a rejection keeps everything as the user left it. */
  send: (input: z.output<Schema>) => Promise<Result>;
  onSaved?: (result: Result) => void;
  /** Keeps what the user typed per signed-in user under this key until the record is saved. */
  draftKey?: string;
  /** Makes one idempotency key under this name, kept across retries and renewed after a save. */
  idempotencyKey?: string;
}

/** `context`: what the payload needs beyond the values (the scanned enterprise, the officers to choose from). */
export type ContractFormOptions<Values, Context, Schema extends z.ZodType, Result> = BaseOptions<
  Values,
  Schema,
  Result
> &
  (undefined extends Context ? { context?: Context } : { context: Context });

/** How a submit ended; the form has shown the problems of one that did not save. */
export type SubmitOutcome =
  | { kind: 'saved' }
  | { kind: 'invalid' }
  | { kind: 'failed'; error: unknown; fields?: Record<string, string> };

export interface ContractFormKit<Values, Output = unknown> {
  form: FormOf<Values>;
  formName: string;
  submitting: boolean;
  /** The last submit failed; the input is kept. */
  failed: boolean;
  /** A draft of this user was put back into the form. */
  restored: boolean;
  /** Problems no field on the screen shows, in the user's language. */
  formErrors: string[];
  requestId: string;
  fields: FormKitContextValue;
  /** Checks the values as a submit would (problems shown on their fields unless `show` is false); the payload or null. */
  check: (options?: { show?: boolean }) => Output | null;
  /** Submits as the form's own button does, from elsewhere (a preview of what the form will issue). */
  submit: () => Promise<SubmitOutcome>;
  /** Keeps the current values as the draft now (before another screen reads it). */
  saveDraft: () => void;
  /** Problems for this form's next opening (same draft key) to mark: the preview's way back to the form. */
  handBack: (problems: DraftHandBack) => void;
  formProps: Required<
    Pick<FormProps, 'form' | 'name' | 'onFinish' | 'onFinishFailed' | 'onValuesChange' | 'onFieldsChange'>
  >;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

/**
 * The one form hook. Validates with the contract's schema and speaks the user's language, keeps the draft per
 * user, holds the idempotency key across retries, puts the server's field errors on their fields, keeps the
 * input when a submit fails, and takes the user to the first wrong field (scrolled into view and focused).
 * Render with `<ContractForm kit={...}>` and `<FormField>`.
 */
export function useContractForm<Values extends object, Context, Schema extends z.ZodType, Result>(
  definition: ContractFormDefinition<Values, Context, Schema>,
  options: ContractFormOptions<Values, Context, Schema, Result>,
): ContractFormKit<Values, z.output<Schema>> {
  const intl = useIntl();
  const [form] = Form.useForm<Values>(options.form);
  const formName = `sv-form-${useId().replace(/[^\w-]/g, '')}`;
  const draft = useFormDraft<Values>(options.draftKey, form);
  const request = useRequestId(options.idempotencyKey);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [invalidIds, setInvalidIds] = useState<ReadonlySet<string>>(() => new Set());
  const [focusRequest, setFocusRequest] = useState<{ ids: ReadonlySet<string> } | null>(null);

  const latest = useRef({ definition, options, intl, request, draft });
  latest.current = { definition, options, intl, request, draft };
  const busy = useRef(false);
  /** Server errors stay until their own field changes (field key -> the value it had). */
  const serverErrors = useRef(new Map<string, string>());
  const lastValidation = useRef<{
    source: unknown;
    values: string;
    at: number;
    result: Validation<Schema>;
  } | null>(null);

  const validate = useCallback((): Validation<Schema> => {
    const current = latest.current;
    const values = form.getFieldsValue(true) as Values;
    const snapshot = JSON.stringify(values);
    const cached = lastValidation.current;
    // antd asks once per field; one check of the whole form answers them all. A rule may read the time (an
    // inspection's minute since its check-in), so a check is kept for the one validation pass, not longer.
    const at = Date.now();
    if (
      cached &&
      cached.source === current &&
      cached.values === snapshot &&
      at - cached.at < VALIDATION_PASS_MS
    )
      return cached.result;
    const result = validateContractForm(current.definition, values, current.options.context as Context, {
      requestId: current.request.id,
    });
    lastValidation.current = { source: current, values: snapshot, at, result };
    return result;
  }, [form]);

  const rule = useMemo<RuleObject>(
    () => ({
      validator: (ruleObject) => {
        const key = (ruleObject as { field?: string }).field ?? '';
        const problem = validate().problems[key];
        return problem
          ? Promise.reject(new Error(latest.current.intl.formatMessage(problem.message, problem.values)))
          : Promise.resolve();
      },
    }),
    [validate],
  );

  const isRequired = useCallback(
    (key: string) => {
      const { definition: current, options: currentOptions } = latest.current;
      return isRequiredKey(
        requiredKeys(current, form.getFieldsValue(true) as Values, currentOptions.context as Context),
        key,
      );
    },
    [form],
  );

  const refreshInvalid = useCallback(() => {
    const ids = new Set(
      form
        .getFieldsError()
        .filter((field) => field.errors.length > 0)
        .map((field) => fieldDomId(formName, field.name)),
    );
    setInvalidIds((previous) => (sameSet(previous, ids) ? previous : ids));
  }, [form, formName]);

  useEffect(() => {
    if (!focusRequest) return;
    focusFirstInvalid(new Set([`${formName}__form`, ...focusRequest.ids]));
  }, [focusRequest, formName]);

  /** Puts messages on their fields; those whose field is not on the screen are named above the form. */
  const showProblems = (entries: { path: FieldPath; message: string }[], unplaced: string[]) => {
    form.setFields(entries.map(({ path, message }) => ({ name: path, errors: [message] })));
    refreshInvalid();
    const shown = new Set(
      Array.from(document.querySelectorAll<HTMLElement>('[data-sv-field]')).map(
        (frame) => frame.dataset.svField,
      ),
    );
    const ids = new Set(entries.map(({ path }) => fieldDomId(formName, path)));
    const hidden = entries
      .filter(({ path }) => !shown.has(fieldDomId(formName, path)))
      .map(({ message }) => message);
    setFormErrors([...unplaced, ...hidden]);
    setFocusRequest({ ids });
  };

  const showValidation = (checked: Validation<Schema>) => {
    const say = (problem: FieldProblem) => latest.current.intl.formatMessage(problem.message, problem.values);
    showProblems(
      Object.values(checked.problems).map((problem) => ({ path: problem.path, message: say(problem) })),
      checked.unplaced.map(say),
    );
  };

  /** The server's field errors on their fields (each stays until its own field changes). */
  const showServerErrors = (fields: Record<string, string>) => {
    const { definition: current, options: currentOptions } = latest.current;
    const placed: { path: FieldPath; message: string }[] = [];
    const unplaced: string[] = [];
    for (const [contractPath, reason] of Object.entries(fields)) {
      const path = current.fieldOf
        ? current.fieldOf(contractPath, currentOptions.context as Context)
        : pathOf(contractPath);
      if (!path) unplaced.push(reason);
      else if (!placed.some((entry) => keyOf(entry.path) === keyOf(path)))
        placed.push({ path, message: reason });
    }
    for (const { path } of placed)
      serverErrors.current.set(keyOf(path), JSON.stringify(form.getFieldValue(path) ?? null));
    showProblems(placed, unplaced);
  };

  const check = (checkOptions: { show?: boolean } = {}): z.output<Schema> | null => {
    setFormErrors([]);
    const checked = validate();
    if (checked.ok) return checked.output;
    if (checkOptions.show !== false) showValidation(checked);
    return null;
  };

  const onFinish = async (): Promise<SubmitOutcome> => {
    if (busy.current) return { kind: 'failed', error: new Error('a submit is under way') };
    const { options: currentOptions } = latest.current;
    const output = check();
    if (output === null) return { kind: 'invalid' };
    busy.current = true;
    setSubmitting(true);
    setFailed(false);
    try {
      const result = await currentOptions.send(output);
      serverErrors.current.clear();
      latest.current.draft.clear();
      latest.current.request.renew();
      currentOptions.onSaved?.(result);
      return { kind: 'saved' };
    } catch (error) {
      setFailed(true);
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields) showServerErrors(fields);
      return { kind: 'failed', error, fields };
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  // Problems a preview handed back to this form: marked once the draft is back in the fields.
  useEffect(() => {
    const handed = latest.current.draft.takeHandBack();
    if (!handed) return;
    if ('fields' in handed) showServerErrors(handed.fields);
    else check();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.draftKey]);

  const onFinishFailed: FormProps['onFinishFailed'] = ({ errorFields }) => {
    setFormErrors([]);
    refreshInvalid();
    setFocusRequest({ ids: new Set(errorFields.map((field) => fieldDomId(formName, field.name))) });
  };

  const onValuesChange = (changed: unknown, all: Values) => {
    latest.current.draft.onValuesChange(changed, all);
    // A fix made elsewhere (a later start, another item checked) clears the error it answers; a server error
    // stays until its own field changes.
    const recheck = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .filter((field) => {
        const key = keyOf(field.name);
        const valueAtError = serverErrors.current.get(key);
        if (valueAtError === undefined) return true;
        if (JSON.stringify(form.getFieldValue(field.name) ?? null) === valueAtError) return false;
        serverErrors.current.delete(key);
        return true;
      })
      .map((field) => field.name);
    if (recheck.length) form.validateFields(recheck).catch(() => undefined);
  };

  const onFieldsChange = (_changed: FieldData[], _all: FieldData[]) => refreshInvalid();

  const fields = useMemo<FormKitContextValue>(
    () => ({ formName, rule, isRequired, invalidIds }),
    [formName, rule, isRequired, invalidIds],
  );

  return {
    form,
    formName,
    submitting,
    failed,
    restored: draft.restored,
    formErrors,
    requestId: request.id,
    fields,
    check,
    submit: onFinish,
    saveDraft: () => draft.save(form.getFieldsValue(true) as Values),
    handBack: draft.handBack,
    formProps: { form, name: formName, onFinish, onFinishFailed, onValuesChange, onFieldsChange },
  };
}
