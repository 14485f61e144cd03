import { request } from '../../lib/http/client';

export const getCarousel = (signal?: AbortSignal) => request('getCarousel', {}, { signal });
