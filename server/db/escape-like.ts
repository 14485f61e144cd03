/** Escapes what LIKE reads as wildcards, so a searched text matches only itself. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
