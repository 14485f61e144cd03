import { ApiError } from './client';
import { NETWORK_DOWN_CODE, NOT_LOGGED_IN_CODE, TOKEN_EXPIRED_CODE } from '../../../contract/envelope';

/** What a failed load means to the user: each kind gets its own words and its own way forward. */
export type ErrorKind = 'network' | 'signedOut' | 'permission' | 'missing' | 'invalid' | 'server';

export function errorKind(error: unknown): ErrorKind {
  if (!(error instanceof ApiError)) return 'server';
  if (error.code === NETWORK_DOWN_CODE) return 'network';
  if (error.code === NOT_LOGGED_IN_CODE || error.code === TOKEN_EXPIRED_CODE || error.status === 401)
    return 'signedOut';
  if (error.status === 403 || error.code === 403) return 'permission';
  if (error.status === 404 || error.code === 404) return 'missing';
  if (error.status === 400 || error.code === 400) return 'invalid';
  return 'server';
}
