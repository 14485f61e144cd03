import type { ApiInput } from '../../../contract/api-schemas';
import type { MessageBox } from '../../../contract/messages/rules';
import type { Message } from '../../../contract/messages/schemas';
import { unreadCountsKey } from '../../components/messages/unread-counts';
import { request } from '../../lib/http/client';
import { invalidateQueries, setQueryData } from '../../lib/http/query-cache';

export const messageListKey = (box: MessageBox) => ['messages', 'list', box] as const;
export const messageKey = (id: string) => ['messages', 'detail', id] as const;

export const listMessages = (input: ApiInput<'listMessages'>, signal?: AbortSignal) =>
  request('listMessages', input, { signal });
export const getMessage = (id: string, signal?: AbortSignal) => request('getMessage', { id }, { signal });

/** The server answers what is left unread: the badges show it at once, the lists show the new marks. */
async function markRead(input: ApiInput<'markMessagesRead'>, box: MessageBox) {
  const counts = await request('markMessagesRead', input);
  setQueryData(unreadCountsKey, counts);
  invalidateQueries(messageListKey(box));
  return counts;
}

export const markMessageRead = async (message: Message) => {
  await markRead({ ids: [message.id] }, message.box);
  setQueryData<Message | undefined>(messageKey(message.id), (shown) => shown && { ...shown, read: true });
};
export const markBoxRead = (box: MessageBox) => markRead({ box }, box);

// The supervisor may be among the recipients: their own lists and counts change too.
export const publishSystemNotice = async (input: ApiInput<'publishSystemNotice'>) => {
  const published = await request('publishSystemNotice', input);
  invalidateQueries(['messages']);
  return published;
};
