import type { ApiInput } from '../../../contract/api-schemas';
import { request } from '../../lib/http/client';

export const listNotices = (cursor: string | undefined, signal?: AbortSignal) =>
  request('listNotices', { cursor }, { signal });
export const getNotice = (id: string, signal?: AbortSignal) => request('getNotice', { id }, { signal });
export const markNoticeRead = (id: string) => request('markNoticeRead', { id });
export const acknowledgeNotice = (id: string) => request('acknowledgeNotice', { id });
export const openDoorNotice = (input: ApiInput<'openDoorNotice'>) => request('openDoorNotice', input);
export const verifyNotice = (token: string) => request('verifyNotice', { token });
