import type { ApiInput } from '../../../contract/api-schemas';
import { request } from '../../lib/http/client';

export const getHostConfig = () => request('getHostConfig');
export const getHostCredentials = () => request('getHostCredentials');
export const loginWithAuthCode = (code: string) => request('siqLogin', { code });
export const loginWithPassword = (input: ApiInput<'appLogin'>) => request('appLogin', input);
export const loginAsTestAccount = (account: string) => request('testLogin', { account });
export const getTestAccounts = (signal?: AbortSignal) => request('listTestAccounts', {}, { signal });
export const getAuthorizations = (input: ApiInput<'queryAuthorizationList'>) =>
  request('queryAuthorizationList', input);
export const getSessionUser = () => request('getSession');

/** Development servers offer test accounts; the login screen and its early start read them under this key. */
export const testAccountsQueryKey = ['session', 'testAccounts'] as const;

export const loginWithSzyCode = (code: string) => request('szyLogin', { param: code });
/** The address the platform's SDK signature covers: the page's, without its fragment. */
export const getSzySdkConfig = () =>
  request('szyGetToken', { url: window.location.href.split('#')[0] ?? '' });
