import { useCallback, useState } from 'react';
import { useRecoilValue } from 'recoil';
import { sessionState } from '../session/session-state';

/** A retry comes within minutes; a record made later is a new one and must not reuse the key. */
const REQUEST_ID_TTL_MS = 30 * 60 * 1000;

function readOrMake(storageKey: string): string {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as {
      id: string;
      at: number;
    } | null;
    if (saved && Date.now() - saved.at < REQUEST_ID_TTL_MS) return saved.id;
    const fresh = crypto.randomUUID();
    sessionStorage.setItem(storageKey, JSON.stringify({ id: fresh, at: Date.now() }));
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}

/**
 * One idempotency key per form and user, kept across retries and reloads until the record is saved: a double tap
 * or a retry then lands on the record the server already made. `renew` after a save starts the next record.
 * Without a form key there is no key (''): the form's endpoint is not idempotent.
 */
export function useRequestId(formKey: string | undefined): { id: string; renew: () => void } {
  const userId = useRecoilValue(sessionState).userId;
  const storageKey = formKey ? `sv.request.${userId || 'anonymous'}.${formKey}` : '';
  const [current, setCurrent] = useState(() => ({
    storageKey,
    id: storageKey ? readOrMake(storageKey) : '',
  }));
  // Another signed-in user (or another record) gets its own key, never the previous one's.
  const id = current.storageKey === storageKey ? current.id : storageKey ? readOrMake(storageKey) : '';
  if (current.storageKey !== storageKey) setCurrent({ storageKey, id });

  const renew = useCallback(() => {
    if (!storageKey) return;
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // nothing stored
    }
    setCurrent({ storageKey, id: readOrMake(storageKey) });
  }, [storageKey]);

  return { id, renew };
}
