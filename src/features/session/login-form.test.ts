import { describe, expect, it } from 'vitest';
import { loginForm } from './login-form';
import { sessionMessages as m } from './messages';
import { validateContractForm } from '../../lib/forms/form-definition';

describe('login form', () => {
  it('asks for both fields', () => {
    const { problems } = validateContractForm(loginForm, {}, undefined);
    expect(problems.username?.message).toBe(m.phoneRequired);
    expect(problems.password?.message).toBe(m.passwordRequired);
  });

  it('refuses a number that is not a mobile number', () => {
    expect(
      validateContractForm(loginForm, { username: '12345', password: 'x' }, undefined).problems.username
        ?.message,
    ).toBe(m.phoneInvalid);
  });

  it('sends the trimmed number with the password as typed', () => {
    expect(
      validateContractForm(loginForm, { username: ' 13800000001 ', password: ' secret ' }, undefined),
    ).toMatchObject({
      ok: true,
      output: { username: '13800000001', password: ' secret ' },
    });
  });
});
