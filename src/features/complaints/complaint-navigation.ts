/** Navigation state of the rating screen opened from a complaint's detail. */
export const openedFromDetail = { openedFrom: 'complaintDetailView' } as const;

/** The rating screen goes back to the detail it was opened from, rather than stacking another one. */
export const isOpenedFromDetail = (state: unknown) =>
  (state as Partial<typeof openedFromDetail> | null)?.openedFrom === openedFromDetail.openedFrom;
