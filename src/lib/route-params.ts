import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import {
  paths,
  type ParamKinds,
  type ParamLabel,
  type ParamSpec,
  type ParamSpecs,
  type PathName,
  type ScreenParams,
} from './paths';
import { sessionState, type Session } from './session/session-state';
import { DOCUMENT_REF } from '../../contract/documents/rules';

const token = (max: number) => (raw: string) => (raw.length <= max && /^[\w-]+$/.test(raw) ? raw : undefined);
const text = (max: number) => (raw: string) => (raw.trim() && raw.length <= max ? raw.trim() : undefined);

/** A parser per kind of parameter (`ParamKinds` in `paths.ts`): the value, or undefined when the text is malformed. */
const kinds: { [K in ParamLabel]: (raw: string) => ParamKinds[K] | undefined } = {
  record: token(64),
  scan: token(64),
  department: token(40),
  region: (raw: string) => (/^\d{6}(\d{3})?$/.test(raw) ? raw : undefined),
  /** The contract's `enterpriseNumberSchema` (`SZ` + 12 digits) without zod; a test keeps them equal. */
  enterpriseNumber: (raw: string) => {
    const value = raw.trim().toUpperCase();
    return /^SZ\d{12}$/.test(value) ? value : undefined;
  },
  code: text(512),
  text: text(200),
  year: (raw: string) => (/^(20\d\d|2100)$/.test(raw) ? Number(raw) : undefined),
  date: (raw: string) => (/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(raw) ? raw : undefined),
  number: (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined),
  flag: (raw: string) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  /** A place inside this app (`/x?y`): never another origin (`//host`, `/\host`, `https:`). */
  returnAddress: (raw: string) => (/^\/(?![/\\])[^\\]*$/.test(raw) && raw.length <= 2000 ? raw : undefined),
  document: (raw: string) => (DOCUMENT_REF.test(raw) ? raw : undefined),
};

export function readParam(
  spec: ParamSpec,
  raw: string | null,
): { label: ParamLabel; value: unknown; presence: 'required' | 'optional' | 'own' } {
  const [label, presence] = spec.endsWith('?')
    ? [spec.slice(0, -1), 'optional']
    : spec.endsWith('=own')
      ? [spec.slice(0, -4), 'own']
      : [spec, 'required'];
  return {
    label: label as ParamLabel,
    value: raw === null ? undefined : kinds[label as ParamLabel](raw),
    presence: presence as 'required',
  };
}

export interface ParamContext {
  /** The signed-in enterprise's own number ('' for anyone else): the default of `'enterpriseNumber=own'` parameters. */
  ownEnterpriseNumber: string;
}

/** Each inner list names alternatives: one of them would do. */
export type MissingParams = ParamLabel[][];

export type ParamCheck<N extends PathName> =
  { ok: true; params: ScreenParams<N> } | { ok: false; missing: MissingParams };

export function paramContextOf(session: Pick<Session, 'role' | 'enterpriseNumber'>): ParamContext {
  return { ownEnterpriseNumber: session.role === 'enterprise' ? session.enterpriseNumber : '' };
}

/** Reads a screen's query against its declaration in `paths.ts`: typed values, or what is missing or malformed. */
export function readScreenParams<N extends PathName>(
  name: N,
  search: string,
  context: ParamContext,
): ParamCheck<N> {
  const specs: ParamSpecs = paths[name].params;
  const oneOf: readonly (readonly string[])[] = paths[name].oneOf;
  const query = new URLSearchParams(search);
  const values: Record<string, unknown> = {};
  const missing: MissingParams = [];
  for (const [key, spec] of Object.entries(specs)) {
    const raw = query.get(key);
    const { label, value, presence } = readParam(spec, raw);
    if (value !== undefined) values[key] = value;
    else if (presence === 'optional') continue;
    else if (raw === null && presence === 'own' && context.ownEnterpriseNumber)
      values[key] = context.ownEnterpriseNumber;
    else missing.push([label]);
  }
  for (const group of oneOf) {
    if (!group.some((key) => values[key] !== undefined))
      missing.push(group.flatMap((key) => (specs[key] ? [readParam(specs[key], null).label] : [])));
  }
  return missing.length > 0 ? { ok: false, missing } : { ok: true, params: values as ScreenParams<N> };
}

/**
 * The screen's typed, already validated query parameters. The route guard has shown the missing-parameter
 * screen instead of this screen when they are absent or malformed, so a screen never handles that case itself.
 */
export function useScreenParams<N extends PathName>(name: N): ScreenParams<N> {
  const { search } = useLocation();
  const session = useRecoilValue(sessionState);
  const { ownEnterpriseNumber } = paramContextOf(session);
  const check = useMemo(
    () => readScreenParams(name, search, { ownEnterpriseNumber }),
    [name, search, ownEnterpriseNumber],
  );
  if (!check.ok)
    throw new Error(`[routes] ${name} rendered without its parameters; only the route guard may render it`);
  return check.params;
}
