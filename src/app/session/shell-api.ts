import { request } from '../../lib/http/client';

export const getGoodsCount = () => request('getGoodsNum');
export const getMessageSets = () => request('getLanguage');
export const getSessionUser = () => request('getSession');
