import type { UnreadCounts } from '../../contract/messages/schemas';
import type { Database } from '../db/client';
import type { AuthSession } from '../http/auth';
import type { EndpointInput } from '../http/endpoint';
import { hasCapability } from '../http/guards';
import { countComplaintsAwaiting } from '../modules/complaints';
import { countUnreadMessages, markMessagesRead, UNREAD_COUNT_CAP } from '../modules/messages';
import { countPendingEmergencyReviews } from '../modules/registrations';

/** The badges of the message center and the desks: unread messages, complaints and emergency reviews awaiting. */
export async function getUnreadCounts(db: Database, session: AuthSession): Promise<UnreadCounts> {
  const supervisor = session.user.role === 'officer' && hasCapability(session, 'supervisor');
  const [unread, complaints, emergencyReviews] = await Promise.all([
    countUnreadMessages(db, session),
    countComplaintsAwaiting(db, session, UNREAD_COUNT_CAP),
    supervisor ? countPendingEmergencyReviews(db, UNREAD_COUNT_CAP) : 0,
  ]);
  return { ...unread, complaints, emergencyReviews };
}

export async function markMessagesReadAndCount(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'markMessagesRead'>,
  now: Date,
): Promise<UnreadCounts> {
  await markMessagesRead(db, session, input, now);
  return getUnreadCounts(db, session);
}
