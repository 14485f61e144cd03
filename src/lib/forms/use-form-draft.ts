import type { FormInstance } from 'antd-mobile/es/components/form';
import { useCallback, useEffect, useState } from 'react';
import { useRecoilValue } from 'recoil';
import { sessionState } from '../session/session-state';

/**
 * What another screen showing this form's draft (a preview of what it will issue) hands back to the form: the
 * server's field errors to mark, or `recheck` to check the values again on the form.
 */
export type DraftHandBack = { fields: Record<string, string> } | { recheck: true };

/**
 * Keeps what the user typed in sessionStorage so a failed request, a reload or a detour never loses it.
 * Without a key the form keeps no draft (a password, say). Returns whether a draft was restored, a change handler for the form and `clear` for after a successful save;
 * `save` keeps the values now, `handBack`/`takeHandBack` carry problems to the form's next opening.
 */
export function useFormDraft<T extends object>(
  key: string | undefined,
  form: FormInstance,
  transform?: { restore?: (saved: T) => T },
) {
  // Drafts belong to the signed-in user: another user in the same tab never gets them.
  const userId = useRecoilValue(sessionState).userId;
  const storageKey = key ? `sv.draft.${userId || 'anonymous'}.${key}` : '';
  const handBackKey = key ? `sv.draft-handback.${userId || 'anonymous'}.${key}` : '';
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (!storageKey) return;
    try {
      const raw = sessionStorage.getItem(storageKey);
      if (!raw) return;
      const saved = JSON.parse(raw) as T;
      form.setFieldsValue(transform?.restore ? transform.restore(saved) : saved);
      setRestored(true);
    } catch {
      // a broken draft is dropped rather than blocking the form
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);

  const onValuesChange = useCallback(
    (_changed: unknown, all: T) => {
      if (!storageKey) return;
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(all));
      } catch {
        // storage full or unavailable: the form still holds the values
      }
    },
    [storageKey],
  );

  const clear = useCallback(() => {
    if (!storageKey) return;
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // nothing to clear
    }
  }, [storageKey]);

  const save = useCallback((values: T) => onValuesChange(undefined, values), [onValuesChange]);

  const handBack = useCallback(
    (problems: DraftHandBack) => {
      try {
        if (handBackKey) sessionStorage.setItem(handBackKey, JSON.stringify(problems));
      } catch {
        // the form then shows the problems when it is sent
      }
    },
    [handBackKey],
  );

  const takeHandBack = useCallback((): DraftHandBack | null => {
    if (!handBackKey) return null;
    try {
      const raw = sessionStorage.getItem(handBackKey);
      sessionStorage.removeItem(handBackKey);
      return raw ? (JSON.parse(raw) as DraftHandBack) : null;
    } catch {
      return null;
    }
  }, [handBackKey]);

  return { restored, onValuesChange, clear, save, handBack, takeHandBack };
}
