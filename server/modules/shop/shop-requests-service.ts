/**
 * Checkout and service requests (合规服务申请). Checkout turns the chosen cart lines into one request per provider,
 * once per checkout screen (the client's key), after checking quantities, stock, limits and that the prices are the
 * ones the buyer saw. The request's state machine is contract/shop/rules.ts's table, applied by `transition` only.
 * A buyer sees only their own requests, a provider's users only those addressed to it; anyone else is told it
 * does not exist.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { addressText } from './address-service';
import { goodsImageUrl } from './goods-art';
import { restoreStock, tellBuyer, tellProvider } from './shop-request-notifications';
import { selectSummaries, toSummary, type SummaryRow } from './shop-requests-queries';
import type { ShopService } from './shop-service';
import { dateText } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import {
  allowedShopRequestActions,
  CART_MAX_QUANTITY,
  SHOP_PREFERRED_MAX_DAYS,
  SHOP_REQUEST_TRANSITIONS,
  type ShopRequestAction,
  type ShopRequestActor,
} from '../../../contract/shop/rules';
import type { ShopRequest, ShopRequestSummary } from '../../../contract/shop/schemas';
import type { Database, Transaction } from '../../db/client';
import { nextCounter, isUniqueViolation } from '../../db/counters';
import { providers } from '../../db/schema/providers';
import { users } from '../../db/schema/session';
import {
  cartItems,
  goods,
  goodsSpecs,
  shopRequestEvents,
  shopRequestLines,
  shopRequests,
} from '../../db/schema/shop';
import type { AuthSession } from '../../http/auth';
import type { AppContext, EndpointInput } from '../../http/endpoint';
import { OperationFailedError } from '../../http/errors';
import { inLocale } from '../../http/i18n';

type Reader = Database | Transaction;
type RequestRow = typeof shopRequests.$inferSelect;
const DAY_MS = 86_400_000;

function actorOf(session: AuthSession): ShopRequestActor | null {
  if (session.user.role === 'provider') return 'provider';
  return session.user.role === 'enterprise' ? 'buyer' : null;
}

/** What the session may see: its own requests (buyer) or those addressed to its provider. */
function visibleTo(session: AuthSession): SQL {
  if (session.user.role === 'provider' && session.user.providerId)
    return eq(shopRequests.providerId, session.user.providerId);
  if (session.user.role === 'enterprise') return eq(shopRequests.userId, session.userId);
  return sql`false`;
}

export function createShopRequestService(ctx: AppContext, shop: ShopService) {
  const { db, config } = ctx;

  async function summariesOf(rows: SummaryRow[], locale: Locale): Promise<ShopRequestSummary[]> {
    const goodsIds = [...new Set(rows.map((r) => r.firstGoodsId))];
    const names = new Map(
      goodsIds.length === 0
        ? []
        : (
            await db
              .select({ id: goods.id, nameZh: goods.nameZh, nameEn: goods.nameEn })
              .from(goods)
              .where(inArray(goods.id, goodsIds))
          ).map((g) => [g.id, inLocale(locale, g.nameZh, g.nameEn)]),
    );
    return rows.map((r) => toSummary(r, names.get(r.firstGoodsId) ?? '', config, locale));
  }

  async function list(session: AuthSession, input: EndpointInput<'listShopRequests'>, locale: Locale) {
    const where = and(visibleTo(session), input.state ? eq(shopRequests.state, input.state) : undefined);
    const [rows, [total]] = await Promise.all([
      selectSummaries(db)
        .where(where)
        .orderBy(desc(shopRequests.createdAt), desc(shopRequests.id))
        .limit(input.limit)
        .offset(input.offset),
      db.select({ total: count() }).from(shopRequests).where(where),
    ]);
    return { items: await summariesOf(rows, locale), total: total?.total ?? 0 };
  }

  async function load(reader: Reader, session: AuthSession, id: string): Promise<RequestRow> {
    const [row] = await reader
      .select()
      .from(shopRequests)
      .where(and(eq(shopRequests.id, id), visibleTo(session)));
    if (!row) throw new OperationFailedError('shopRequestNotFound');
    return row;
  }

  async function detail(session: AuthSession, id: string, locale: Locale): Promise<ShopRequest> {
    const [row] = await selectSummaries(db).where(and(eq(shopRequests.id, id), visibleTo(session)));
    if (!row) throw new OperationFailedError('shopRequestNotFound');
    const [lines, events, [provider]] = await Promise.all([
      db
        .select({ line: shopRequestLines, goods, spec: goodsSpecs })
        .from(shopRequestLines)
        .innerJoin(goods, eq(goods.id, shopRequestLines.goodsId))
        .innerJoin(goodsSpecs, eq(goodsSpecs.id, shopRequestLines.specId))
        .where(eq(shopRequestLines.requestId, id))
        .orderBy(asc(shopRequestLines.position)),
      db
        .select({ event: shopRequestEvents, actorName: users.name })
        .from(shopRequestEvents)
        .leftJoin(users, eq(users.id, shopRequestEvents.actorId))
        .where(eq(shopRequestEvents.requestId, id))
        .orderBy(asc(shopRequestEvents.at), asc(shopRequestEvents.id)),
      db.select().from(providers).where(eq(providers.id, row.request.providerId)),
    ]);
    const [summary] = await summariesOf([row], locale);
    const actor = actorOf(session);
    return {
      ...summary!,
      provider: {
        id: provider!.id,
        name: inLocale(locale, provider!.nameZh, provider!.nameEn),
        kind: provider!.kind,
        phone: provider!.phone,
      },
      lines: lines.map(({ line, goods: item, spec }) => ({
        goodsId: item.id,
        goodsName: inLocale(locale, item.nameZh, item.nameEn),
        specName: inLocale(locale, spec.nameZh, spec.nameEn),
        image: goodsImageUrl(config, item.id, 1),
        priceFen: line.priceFen,
        quantity: line.quantity,
      })),
      contactName: row.request.contactName,
      phone: row.request.phone,
      address: row.request.address,
      note: row.request.note,
      reason: row.request.reason,
      timeline: events.map(({ event, actorName }) => ({
        action: event.action as ShopRequest['timeline'][number]['action'],
        actorName,
        at: event.at.toISOString(),
        note: event.note,
      })),
      allowedActions: actor ? allowedShopRequestActions(row.request.state, actor) : [],
    };
  }

  async function checkout(session: AuthSession, input: EndpointInput<'checkout'>, locale: Locale) {
    const userId = session.userId;
    const made = () =>
      selectSummaries(db)
        .where(and(eq(shopRequests.userId, userId), eq(shopRequests.clientRequestId, input.clientRequestId)))
        .orderBy(asc(shopRequests.requestNumber));
    const earlier = await made();
    if (earlier.length > 0)
      return { requests: await summariesOf(earlier, locale), cart: await shop.getCart(userId, locale) };

    const at = ctx.now();
    const first = dateText(new Date(at.getTime() + DAY_MS));
    const last = dateText(new Date(at.getTime() + SHOP_PREFERRED_MAX_DAYS * DAY_MS));
    if (input.preferredDate < first || input.preferredDate > last)
      throw new OperationFailedError('shopPreferredDate');
    const address = await addressText(db, userId, input.addressId, locale);

    try {
      await db.transaction(async (tx) => {
        const ids = input.lines.map((l) => Number(l.id));
        const locked = await tx
          .select({ line: cartItems, goods, spec: goodsSpecs })
          .from(cartItems)
          .innerJoin(goods, eq(goods.id, cartItems.goodsId))
          .innerJoin(goodsSpecs, eq(goodsSpecs.id, cartItems.specId))
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids.length ? ids : [0])))
          // Locked in the order of the items and specifications, the same for every checkout, so two checkouts
          // holding the same items never wait for each other in a circle.
          .orderBy(asc(goods.id), asc(goodsSpecs.id), asc(cartItems.id))
          // The item too: a withdrawal (下架) committed meanwhile is read, not a request made for a withdrawn item.
          .for('update', { of: [cartItems, goods, goodsSpecs] });
        const rows = locked.sort((a, b) => a.line.id - b.line.id);
        if (rows.length !== input.lines.length) throw new OperationFailedError('shopCartChanged');
        for (const sent of input.lines) {
          const row = rows.find((r) => String(r.line.id) === sent.id);
          if (!row || row.line.quantity !== sent.quantity) throw new OperationFailedError('shopCartChanged');
          if (row.goods.withdrawn) throw new OperationFailedError('goodsNotFound');
          if (row.spec.priceFen !== sent.priceFen) throw new OperationFailedError('shopPriceChanged');
          if (row.spec.stock === 0) throw new OperationFailedError('shopOutOfStock');
          if (row.line.quantity > row.spec.stock) throw new OperationFailedError('shopOverStock');
          if (row.line.quantity > Math.min(row.goods.limitPerOrder, CART_MAX_QUANTITY))
            throw new OperationFailedError('shopOverLimit');
        }
        const byProvider = new Map<string, typeof rows>();
        for (const row of rows)
          byProvider.set(row.goods.providerId, [...(byProvider.get(row.goods.providerId) ?? []), row]);
        const day = dateText(at).replaceAll('-', '');
        for (const [providerId, providerRows] of [...byProvider].sort(([a], [b]) => a.localeCompare(b))) {
          const requestNumber = `FW${day}${String(await nextCounter(tx, `shop-request:${day}`)).padStart(4, '0')}`;
          const id = randomUUID();
          await tx.insert(shopRequests).values({
            id,
            requestNumber,
            userId,
            enterpriseId: session.enterpriseId,
            providerId,
            state: 'sent',
            clientRequestId: input.clientRequestId,
            contactName: address.contactName,
            phone: address.phone,
            address: address.text,
            preferredDate: input.preferredDate,
            preferredPeriod: input.preferredPeriod,
            note: input.note,
            totalFen: providerRows.reduce((total, r) => total + r.spec.priceFen * r.line.quantity, 0),
            createdAt: at,
            updatedAt: at,
          });
          await tx.insert(shopRequestLines).values(
            providerRows.map((r, position) => ({
              requestId: id,
              goodsId: r.goods.id,
              specId: r.spec.id,
              priceFen: r.spec.priceFen,
              quantity: r.line.quantity,
              position,
            })),
          );
          await tx.insert(shopRequestEvents).values({ requestId: id, action: 'send', actorId: userId, at });
          await tellProvider(
            tx,
            providerId,
            requestNumber,
            id,
            session.user.enterpriseName ?? session.user.name,
            'answer',
            at,
          );
        }
        for (const row of rows)
          await tx
            .update(goodsSpecs)
            .set({
              stock: sql`${goodsSpecs.stock} - ${row.line.quantity}`,
              version: sql`${goodsSpecs.version} + 1`,
            })
            .where(eq(goodsSpecs.id, row.spec.id));
        await tx.delete(cartItems).where(
          inArray(
            cartItems.id,
            rows.map((r) => r.line.id),
          ),
        );
      });
    } catch (error) {
      // The same checkout sent twice at once: the twin made the requests (and emptied the lines this one read).
      if (!isUniqueViolation(error) && (await made()).length === 0) throw error;
    }
    return { requests: await summariesOf(await made(), locale), cart: await shop.getCart(userId, locale) };
  }

  async function act(
    session: AuthSession,
    action: ShopRequestAction,
    input: { id: string; version: number; note?: string; reason?: string },
    locale: Locale,
  ): Promise<ShopRequest> {
    const actor = actorOf(session);
    await db.transaction(async (tx) => {
      const row = await load(tx, session, input.id);
      const rule = SHOP_REQUEST_TRANSITIONS[action];
      if (actor !== rule.by || !rule.from.includes(row.state))
        throw new OperationFailedError('shopRequestWrongState');
      if (row.version !== input.version) throw new OperationFailedError('shopRequestVersionConflict');
      const at = ctx.now();
      const note = (rule.reason ? input.reason : (input.note ?? input.reason)) || null;
      const [updated] = await tx
        .update(shopRequests)
        .set({
          state: rule.to,
          version: row.version + 1,
          updatedAt: at,
          ...(action === 'cancel' || action === 'decline' ? { reason: note } : {}),
        })
        .where(and(eq(shopRequests.id, row.id), eq(shopRequests.version, row.version)))
        .returning();
      if (!updated) throw new OperationFailedError('shopRequestVersionConflict');
      await tx
        .insert(shopRequestEvents)
        .values({ requestId: row.id, action, actorId: session.userId, note, at });
      if (rule.to === 'cancelled' || rule.to === 'declined') await restoreStock(tx, row.id);
      if (actor === 'provider') await tellBuyer(tx, updated, note, at);
      else
        await tellProvider(
          tx,
          row.providerId,
          row.requestNumber,
          row.id,
          session.user.enterpriseName ?? session.user.name,
          'cancelled',
          at,
        );
    });
    return detail(session, input.id, locale);
  }

  return { list, detail, checkout, act };
}
