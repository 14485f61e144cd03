import { request } from '../../lib/http/client';

export const logout = () => request('logout');
