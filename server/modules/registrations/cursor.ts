/** Opaque keyset cursor over (registered_at desc, id desc): the last row of the previous page. */
export interface PageKey {
  registeredAt: string;
  id: string;
}

export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.registeredAt, key.id])).toString('base64url');
}

export function decodeCursor(cursor: string): PageKey | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [registeredAt, id] = value as unknown[];
    if (typeof registeredAt !== 'string' || typeof id !== 'string' || id.length === 0 || id.length > 64)
      return null;
    if (
      !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(registeredAt) ||
      Number.isNaN(Date.parse(registeredAt))
    )
      return null;
    return { registeredAt, id };
  } catch {
    return null;
  }
}
