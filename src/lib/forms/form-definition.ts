import type { MessageDescriptor } from 'react-intl';
import type { z } from 'zod';
import { formMessages } from './messages';

/** A field's place in the form's values, as antd's Form names it: `['problems', 0, 'description']`. */
export type FieldPath = (string | number)[];

/** One message for every problem of a field, or one for "left empty" and one for "not accepted". */
export type FieldMessages = MessageDescriptor | { required?: MessageDescriptor; invalid?: MessageDescriptor };

export interface FieldProblem {
  message: MessageDescriptor;
  values?: Record<string, number>;
}

export interface PlacedProblem extends FieldProblem {
  path: FieldPath;
}

/** What the kit adds to a form's context: the idempotency key of the submit under way (empty if the form has none). */
export interface SubmitMeta {
  requestId: string;
}

/**
 * What is particular to one form, kept pure so it is tested without rendering: the contract schema it sends,
 * how its values become that payload, where a contract path shows on the form, which fields are required, the
 * rules the schema cannot state, and the messages for its fields. Keys are field paths joined with dots; `*`
 * stands for any one segment (`problems.*.description`).
 */
export interface ContractFormDefinition<Values, Context, Schema extends z.ZodType> {
  schema: Schema;
  toInput: (values: Values, context: Context, meta: SubmitMeta) => z.input<Schema>;
  /** A contract path (`officers.0.name`) to the form field that shows its problem; null when no field does. */
  fieldOf?: (path: string, context: Context) => FieldPath | null;
  required?: readonly string[] | ((values: Values, context: Context) => readonly string[]);
  /** Rules the contract cannot state (an end before the start); field key to message (with its values, if any). */
  check?: (values: Values, context: Context) => Partial<Record<string, MessageDescriptor | FieldProblem>>;
  messages?: Partial<Record<string, FieldMessages>>;
  /** What a rule of the whole input (the contract's refine, no field of its own) says above the form. */
  formMessage?: MessageDescriptor;
}

export function defineContractForm<Values, Context, Schema extends z.ZodType>(
  definition: ContractFormDefinition<Values, Context, Schema>,
): ContractFormDefinition<Values, Context, Schema> {
  return definition;
}

export type Validation<Schema extends z.ZodType> =
  | { ok: true; output: z.output<Schema>; problems: Record<string, PlacedProblem>; unplaced: FieldProblem[] }
  | { ok: false; output?: undefined; problems: Record<string, PlacedProblem>; unplaced: FieldProblem[] };

export const keyOf = (path: FieldPath | string | number): string =>
  Array.isArray(path) ? path.join('.') : String(path);

/** `problems.0.description` -> `['problems', 0, 'description']`: antd matches list indexes as numbers. */
export const pathOf = (key: string): FieldPath =>
  key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export function keyMatches(pattern: string, key: string): boolean {
  if (pattern === key) return true;
  const want = pattern.split('.');
  const have = key.split('.');
  return want.length === have.length && want.every((part, index) => part === '*' || part === have[index]);
}

function lookup<T>(table: Partial<Record<string, T>> | undefined, key: string): T | undefined {
  if (!table) return undefined;
  if (table[key] !== undefined) return table[key];
  const pattern = Object.keys(table).find(
    (candidate) => candidate.includes('*') && keyMatches(candidate, key),
  );
  return pattern === undefined ? undefined : table[pattern];
}

export function isRequiredKey(required: readonly string[], key: string): boolean {
  return required.some((pattern) => keyMatches(pattern, key));
}

function valueAt(source: unknown, path: readonly PropertyKey[]): unknown {
  let value = source;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Every concrete path a pattern names in these values: `problems.*.description` -> one per problem. */
function expand(pattern: string, values: unknown): FieldPath[] {
  const parts = pathOf(pattern);
  let paths: FieldPath[] = [[]];
  for (const part of parts) {
    if (part !== '*') {
      paths = paths.map((path) => [...path, part]);
      continue;
    }
    paths = paths.flatMap((path) => {
      const here = valueAt(values, path);
      if (Array.isArray(here)) return here.map((_, index) => [...path, index]);
      if (here && typeof here === 'object') return Object.keys(here).map((name) => [...path, name]);
      return [];
    });
  }
  return paths;
}

type ProblemKind =
  | { kind: 'required' | 'invalid' }
  | { kind: 'tooShort' | 'tooFew'; min: number }
  | { kind: 'tooLong' | 'tooMany'; max: number };

function kindOf(issue: z.core.$ZodIssue, input: unknown): ProblemKind {
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(value) ? { kind: 'required' } : { kind: 'invalid' };
    case 'too_small':
      if (isEmpty(value)) return { kind: 'required' };
      if (issue.origin === 'string') return { kind: 'tooShort', min: Number(issue.minimum) };
      return issue.origin === 'array' ? { kind: 'tooFew', min: Number(issue.minimum) } : { kind: 'invalid' };
    case 'too_big':
      if (issue.origin === 'string') return { kind: 'tooLong', max: Number(issue.maximum) };
      return issue.origin === 'array' ? { kind: 'tooMany', max: Number(issue.maximum) } : { kind: 'invalid' };
    default:
      return isEmpty(value) ? { kind: 'required' } : { kind: 'invalid' };
  }
}

function problemFor(messages: FieldMessages | undefined, problem: ProblemKind): FieldProblem {
  const own =
    messages && 'id' in messages
      ? { required: messages, invalid: messages }
      : (messages as Exclude<FieldMessages, MessageDescriptor> | undefined);
  switch (problem.kind) {
    case 'required':
      return { message: own?.required ?? formMessages.required };
    case 'tooLong':
      return { message: formMessages.tooLong, values: { max: problem.max } };
    case 'tooMany':
      return own?.invalid
        ? { message: own.invalid }
        : { message: formMessages.tooMany, values: { max: problem.max } };
    case 'tooFew':
      return own?.invalid
        ? { message: own.invalid }
        : { message: formMessages.tooFew, values: { min: problem.min } };
    case 'tooShort':
      return own?.invalid
        ? { message: own.invalid }
        : { message: formMessages.tooShort, values: { min: problem.min } };
    case 'invalid':
      return { message: own?.invalid ?? formMessages.invalid };
  }
}

export function requiredKeys<Values, Context>(
  definition: ContractFormDefinition<Values, Context, z.ZodType>,
  values: Values,
  context: Context,
): readonly string[] {
  const { required } = definition;
  return typeof required === 'function' ? required(values, context) : (required ?? []);
}

/**
 * Checks values as the server will (required fields, then the contract's schema on the payload they make, then
 * the form's own rules) and places each problem on the field that shows it, the first problem per field.
 */
export function validateContractForm<Values, Context, Schema extends z.ZodType>(
  definition: ContractFormDefinition<Values, Context, Schema>,
  values: Values,
  context: Context,
  meta: SubmitMeta = { requestId: '' },
): Validation<Schema> {
  const problems: Record<string, PlacedProblem> = {};
  const unplaced: FieldProblem[] = [];
  const place = (path: FieldPath | null, problem: FieldProblem) => {
    if (!path) {
      unplaced.push(problem);
      return;
    }
    problems[keyOf(path)] ??= { ...problem, path };
  };

  for (const pattern of requiredKeys(definition, values, context)) {
    for (const path of expand(pattern, values)) {
      if (isEmpty(valueAt(values, path)))
        place(path, problemFor(lookup(definition.messages, keyOf(path)), { kind: 'required' }));
    }
  }

  let output: z.output<Schema> | undefined;
  let input: unknown;
  try {
    input = definition.toInput(values, context, meta);
  } catch {
    // values a half-filled form can hold must not break validation; the field checks above still speak
    unplaced.push({ message: formMessages.invalid });
  }
  if (input !== undefined) {
    const parsed = definition.schema.safeParse(input);
    if (parsed.success) output = parsed.data as z.output<Schema>;
    else {
      for (const issue of parsed.error.issues) {
        const contractPath = issue.path.map(String).join('.');
        const path = definition.fieldOf
          ? definition.fieldOf(contractPath, context)
          : issue.path.length
            ? issue.path.map((part) => (typeof part === 'number' ? part : String(part)))
            : null;
        place(
          path,
          path
            ? problemFor(lookup(definition.messages, keyOf(path)), kindOf(issue, input))
            : definition.formMessage && issue.path.length === 0
              ? { message: definition.formMessage }
              : problemFor(undefined, kindOf(issue, input)),
        );
      }
    }
  }

  for (const [key, problem] of Object.entries(definition.check?.(values, context) ?? {})) {
    if (problem) place(pathOf(key), 'message' in problem ? problem : { message: problem });
  }

  const clean = Object.keys(problems).length === 0 && unplaced.length === 0;
  return clean && output !== undefined
    ? { ok: true, output, problems, unplaced }
    : { ok: false, problems, unplaced };
}
