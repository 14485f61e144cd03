/**
 * Every field of a call's input, read off its zod schema: where it is (a path, `0` for an array's elements), what
 * kind it is and its bounds. The contract's own tests check that every field is bounded; the server's hostile-input
 * run sends each field its out-of-range values. Test support only: nothing in the app or server imports it.
 */
import type { z } from 'zod';

export type InputFieldKind = 'string' | 'dateTime' | 'date' | 'number' | 'boolean' | 'array' | 'other';

export interface InputField {
  path: string[];
  kind: InputFieldKind;
  /** Longest string or array the schema accepts, if it says. */
  maxLength?: number;
  /** A refinement (a date's years, an array's distinct items) besides the type's own checks. */
  refined: boolean;
  /** Of a string: the schema fixes its form (an enum, a UUID, a pattern), so its length is bounded by that. */
  shaped: boolean;
  /** The field's own schema, unwrapped (no optional or default around it). */
  schema: z.ZodType;
}

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: { check: string; maximum?: number; format?: string } } }>;
  format?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

function checksOf(def: Def) {
  return (def.checks ?? []).map((check) => check._zod.def);
}

export function inputFields(
  schema: z.ZodType,
  path: string[] = [],
  seen = new Set<z.ZodType>(),
): InputField[] {
  if (seen.has(schema)) return [];
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return inputFields(def.innerType!, path, seen);
  if (def.type === 'pipe') return inputFields(def.in!, path, seen);
  if (def.type === 'lazy') return inputFields(def.getter!(), path, new Set([...seen, schema]));
  const checks = checksOf(def);
  const maxLength = checks.find((check) => check.check === 'max_length')?.maximum;
  const refined = checks.some((check) => check.check === 'custom');
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, field]) => inputFields(field, [...path, key], seen));
    case 'union':
      return def.options!.flatMap((option) => inputFields(option, path, seen));
    case 'intersection':
      return [...inputFields(def.left!, path, seen), ...inputFields(def.right!, path, seen)];
    case 'array':
      return [
        { path, kind: 'array', maxLength, refined, shaped: false, schema },
        ...inputFields(def.element!, [...path, '0'], seen),
      ];
    case 'string': {
      const kind = def.format === 'datetime' ? 'dateTime' : def.format === 'date' ? 'date' : 'string';
      const shaped = Boolean(def.format) || checks.some((check) => check.check === 'string_format');
      return [{ path, kind, maxLength, refined, shaped, schema }];
    }
    case 'enum':
    case 'literal':
      return [{ path, kind: 'string', refined, shaped: true, schema }];
    case 'number':
      return [{ path, kind: 'number', refined, shaped: true, schema }];
    case 'boolean':
      return [{ path, kind: 'boolean', refined, shaped: true, schema }];
    default:
      return [{ path, kind: 'other', refined, shaped: true, schema }];
  }
}
