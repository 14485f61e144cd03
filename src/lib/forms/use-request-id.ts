import { useState } from 'react';

const storageKey = (formKey: string) => `sv.request.${formKey}`;
/** A retry comes within minutes; a record made later is a new one and must not reuse the key. */
const REQUEST_ID_TTL_MS = 30 * 60 * 1000;

/**
 * One idempotency key per form, kept across retries and reloads until the record is saved: a double tap or a
 * retry then lands on the record the server already made. Returns the key and `forget` for after a save.
 */
export function useRequestId(formKey: string): [string, () => void] {
  const [id] = useState(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(storageKey(formKey)) ?? 'null') as {
        id: string;
        at: number;
      } | null;
      if (saved && Date.now() - saved.at < REQUEST_ID_TTL_MS) return saved.id;
      const fresh = crypto.randomUUID();
      sessionStorage.setItem(storageKey(formKey), JSON.stringify({ id: fresh, at: Date.now() }));
      return fresh;
    } catch {
      return crypto.randomUUID();
    }
  });
  const forget = () => {
    try {
      sessionStorage.removeItem(storageKey(formKey));
    } catch {
      // nothing stored
    }
  };
  return [id, forget];
}
