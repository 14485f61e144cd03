import { sessionMessages as m } from './messages';
import { sessionSchemas } from '../../../contract/session/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';

export interface LoginValues {
  username?: string;
  password?: string;
}

/** Sign-in with mobile number and password; no draft (a password is never stored). */
export const loginForm = defineContractForm({
  schema: sessionSchemas.appLogin.input,
  toInput: (values: LoginValues) => ({
    username: values.username?.trim() ?? '',
    password: values.password ?? '',
  }),
  required: ['username', 'password'],
  messages: {
    username: { required: m.phoneRequired, invalid: m.phoneInvalid },
    password: m.passwordRequired,
  },
});
