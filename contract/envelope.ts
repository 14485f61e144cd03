/** Response envelope shared by client and server: `{ code, message, data }`. */
export const SUCCESS_CODE = 20000;
export const FAILURE_CODE = 500;
export const TOKEN_EXPIRED_CODE = 50005;
export const NOT_LOGGED_IN_CODE = 401;
export const NETWORK_DOWN_CODE = -1;

export const NOT_LOGGED_IN_MESSAGES = {
  zh: '未登录或登录超时，请重新登录',
  en: 'Not logged in or login timed out, please log in again',
} as const;

export const TOKEN_HEADER = 'token';
export const LOCALE_HEADER = 'accept-language';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
  /** Field errors of a failed validation: path -> reason, in the request's language. */
  fields?: Record<string, string>;
  /** Of a refusal that has a screen of its own (a 深政易 sign-in refused): why, one of the reasons the call lists. */
  reason?: string;
}

export function isNotLoggedInMessage(message: unknown): boolean {
  return message === NOT_LOGGED_IN_MESSAGES.zh || message === NOT_LOGGED_IN_MESSAGES.en;
}
