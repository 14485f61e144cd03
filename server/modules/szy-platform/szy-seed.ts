import { inArray } from 'drizzle-orm';
import { SIMULATED_DIRECTORY } from './szy-simulated-platform';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema/session';
import { szyUserLinks } from '../../db/schema/szy-platform';

/** Links the simulated platform's users to the demo accounts (赵雷 stays unlinked). */
export async function seedSzyDemo(tx: Transaction): Promise<void> {
  const phones = SIMULATED_DIRECTORY.flatMap((user) => (user.linkedPhone ? [user.linkedPhone] : []));
  const accounts = await tx
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, phones));
  const rows = SIMULATED_DIRECTORY.flatMap((user) => {
    const account = accounts.find((a) => a.phone === user.linkedPhone);
    return account ? [{ platformUserId: user.platformUserId, userId: account.id }] : [];
  });
  if (rows.length > 0) await tx.insert(szyUserLinks).values(rows).onConflictDoNothing();
}
