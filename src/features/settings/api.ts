import type { NotificationPreferences } from '../../../contract/settings/schemas';
import { request } from '../../lib/http/client';
import { setQueryData } from '../../lib/http/query-cache';

export const notificationPreferencesKey = ['settings', 'notifications'] as const;

export const getNotificationPreferences = (signal?: AbortSignal) =>
  request('getNotificationPreferences', {}, { signal });

/** Replaces the muted topics; the answer becomes what every reader of the key shows. */
export async function saveNotificationPreferences(
  muted: NotificationPreferences['muted'],
): Promise<NotificationPreferences> {
  const saved = await request('saveNotificationPreferences', { muted });
  setQueryData(notificationPreferencesKey, saved);
  return saved;
}
