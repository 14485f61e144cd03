import type { MessageDescriptor } from 'react-intl';
import { sessionMessages as m } from './messages';
import type { ApiInput } from '../../../contract/api-schemas';

export interface LoginValues {
  username?: string;
  password?: string;
}

export type LoginField = 'username' | 'password';
export const LOGIN_FIELDS: readonly LoginField[] = ['username', 'password'];

/**
 * The contract's mobile number (contract/fields.ts `mobileSchema`; login-form.test.ts holds them together). The
 * login screen checks its two fields without the form kit and the zod schemas: the first screen of a signed-out
 * user carries no more than it shows. The server checks the same input again.
 */
export const MOBILE_PATTERN = /^(?:\+?86)?1\d{10}$/;
const PASSWORD_MAX = 128;

export type LoginCheck =
  | { ok: true; input: ApiInput<'appLogin'> }
  | { ok: false; problems: Partial<Record<LoginField, MessageDescriptor>> };

/** Sign-in with mobile number and password; no draft (a password is never stored). */
export function checkLogin(values: LoginValues): LoginCheck {
  const username = values.username?.trim() ?? '';
  const password = values.password ?? '';
  const problems: Partial<Record<LoginField, MessageDescriptor>> = {};
  if (!username) problems.username = m.phoneRequired;
  else if (!MOBILE_PATTERN.test(username)) problems.username = m.phoneInvalid;
  if (!password) problems.password = m.passwordRequired;
  else if (password.length > PASSWORD_MAX) problems.password = m.passwordRequired;
  return Object.keys(problems).length > 0
    ? { ok: false, problems }
    : { ok: true, input: { username, password } };
}
