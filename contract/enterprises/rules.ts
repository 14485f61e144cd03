/**
 * The industry an enterprise is registered in: what an inspection item applies to (its scope), and so which
 * enterprises a plan's "double random" draw may pick.
 */
export const INDUSTRIES = ['food', 'public_venue', 'manufacturing', 'retail', 'construction'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_NAMES: Record<Industry, { zh: string; en: string }> = {
  food: { zh: '食品生产经营', en: 'Food production and trade' },
  public_venue: { zh: '公共场所', en: 'Public venues' },
  manufacturing: { zh: '工业制造', en: 'Manufacturing' },
  retail: { zh: '商品零售', en: 'Retail' },
  construction: { zh: '建筑施工', en: 'Construction' },
};

/**
 * A premises' position is kept only this precise: coarser (a position from Wi-Fi or the network, indoors) would
 * flag honest check-ins as far, so the registration asks to try again outdoors or to leave it out.
 */
export const PLACE_ACCURACY_MAX_METERS = 100;
