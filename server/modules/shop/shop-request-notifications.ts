/**
 * Who hears of a service request, through the message center's notify(), inside the change's transaction: the
 * provider's users of a new or cancelled request, the buyer of what the provider did; and the stock a request
 * held, given back when it ends unserved.
 */
import { eq, sql } from 'drizzle-orm';
import { shopRequestActionTexts, shopRequestUpdatedTexts } from './shop-messages';
import type { Transaction } from '../../db/client';
import { providers } from '../../db/schema/providers';
import { users } from '../../db/schema/session';
import { goodsSpecs, shopRequestLines, type shopRequests } from '../../db/schema/shop';
import { notify } from '../messages';

type RequestRow = typeof shopRequests.$inferSelect;

/** What a cancelled or declined request held goes back on sale. */
export async function restoreStock(tx: Transaction, requestId: string) {
  const lines = await tx.select().from(shopRequestLines).where(eq(shopRequestLines.requestId, requestId));
  for (const line of lines)
    await tx
      .update(goodsSpecs)
      .set({ stock: sql`${goodsSpecs.stock} + ${line.quantity}`, version: sql`${goodsSpecs.version} + 1` })
      .where(eq(goodsSpecs.id, line.specId));
}

export async function tellProvider(
  tx: Transaction,
  providerId: string,
  requestNumber: string,
  requestId: string,
  buyerName: string,
  ask: 'answer' | 'cancelled',
  at: Date,
) {
  const staff = await tx.select({ id: users.id }).from(users).where(eq(users.providerId, providerId));
  await notify(
    tx,
    staff.map((u) => u.id),
    {
      kind: 'shopRequestAction',
      texts: shopRequestActionTexts(requestNumber, buyerName, ask),
      link: { path: 'shopRequestDetail', params: { id: requestId } },
      at,
    },
  );
}

export async function tellBuyer(tx: Transaction, row: RequestRow, note: string | null, at: Date) {
  const [provider] = await tx.select().from(providers).where(eq(providers.id, row.providerId));
  await notify(tx, [row.userId], {
    kind: 'shopRequestUpdated',
    texts: shopRequestUpdatedTexts(
      row.requestNumber,
      { zh: provider?.nameZh ?? '', en: provider?.nameEn ?? '' },
      row.state,
      note,
    ),
    link: { path: 'shopRequestDetail', params: { id: row.id } },
    at,
  });
}
