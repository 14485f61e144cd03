import { describe, expect, it } from 'vitest';
import { checkLogin, MOBILE_PATTERN } from './login-form';
import { sessionMessages as m } from './messages';
import { mobileSchema } from '../../../contract/fields';
import { sessionSchemas } from '../../../contract/session/schemas';

describe('login form', () => {
  it('asks for both fields', () => {
    const check = checkLogin({});
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems.username).toBe(m.phoneRequired);
    expect(check.problems.password).toBe(m.passwordRequired);
  });

  it('refuses a number that is not a mobile number', () => {
    const check = checkLogin({ username: '12345', password: 'x' });
    expect(!check.ok && check.problems.username).toBe(m.phoneInvalid);
  });

  it('sends the trimmed number with the password as typed, as the contract accepts it', () => {
    const check = checkLogin({ username: ' 13800000001 ', password: ' secret ' });
    expect(check).toEqual({ ok: true, input: { username: '13800000001', password: ' secret ' } });
    if (check.ok) expect(sessionSchemas.appLogin.input.safeParse(check.input).success).toBe(true);
  });

  it('agrees with the contract on what a mobile number is', () => {
    for (const value of [
      '13800000001',
      '+8613800000001',
      '8613800000001',
      '1380000000',
      '23800000001',
      '138000000012',
      '+86 13800000001',
      '',
    ])
      expect(MOBILE_PATTERN.test(value)).toBe(mobileSchema.safeParse(value).success);
  });
});
