/**
 * A user's addresses for the shop's requests (and, later, appointments). Each user sees and changes only their
 * own; at most one is the default (a partial unique index holds that under concurrency too), and the first one
 * saved becomes it.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../contract/locales';
import type { Address } from '../../../contract/shop/schemas';
import type { Database, Transaction } from '../../db/client';
import { regions } from '../../db/schema/content';
import { addresses } from '../../db/schema/shop';
import type { EndpointInput } from '../../http/endpoint';
import { OperationFailedError } from '../../http/errors';

export const ADDRESS_MAX = 20;
type Reader = Database | Transaction;

const district = alias(regions, 'district');

export async function listAddresses(db: Reader, userId: string, locale: Locale): Promise<Address[]> {
  const rows = await db
    .select({ address: addresses, street: regions, district })
    .from(addresses)
    .leftJoin(regions, eq(regions.code, addresses.regionCode))
    .leftJoin(district, eq(district.code, regions.parentCode))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id));
  return rows.map(({ address, street, district: parent }) => ({
    id: address.id,
    contactName: address.contactName,
    phone: address.phone,
    regionCode: address.regionCode,
    regionName: [parent, street]
      .filter((r) => r !== null)
      .map((r) => (locale === 'en' && r.nameEn ? r.nameEn : r.nameZh))
      .join(locale === 'en' ? ', ' : ''),
    detail: address.detail,
    isDefault: address.isDefault,
    version: address.version,
  }));
}

/** The address written on a request: region names and detail, as they are now. */
export async function addressText(db: Reader, userId: string, id: string, locale: Locale) {
  const found = (await listAddresses(db, userId, locale)).find((a) => a.id === id);
  if (!found) throw new OperationFailedError('addressNotFound');
  return { ...found, text: `${found.regionName}${locale === 'en' ? ', ' : ''}${found.detail}` };
}

export async function saveAddress(
  db: Database,
  userId: string,
  input: EndpointInput<'getAddressedit'>,
  now: Date,
  locale: Locale,
): Promise<Address> {
  const id = await db.transaction(async (tx) => {
    const [street] = await tx
      .select({ code: regions.code })
      .from(regions)
      .where(and(eq(regions.code, input.regionCode), eq(regions.level, 'street')));
    if (!street) throw new OperationFailedError('addressRegionUnknown');
    const fields = {
      contactName: input.contactName,
      phone: input.phone,
      regionCode: input.regionCode,
      detail: input.detail,
      updatedAt: now,
    };
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const makeDefault = input.isDefault || n === 0;
    if (makeDefault)
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(
          and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, input.id ?? '')),
        );
    if (input.id) {
      const [existing] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, input.id), eq(addresses.userId, userId)));
      if (!existing) throw new OperationFailedError('addressNotFound');
      const [updated] = await tx
        .update(addresses)
        .set({
          ...fields,
          // The only address stays the default; unticking the default of several leaves none, which is allowed.
          isDefault: makeDefault || (n === 1 && existing.isDefault),
          version: existing.version + 1,
        })
        .where(and(eq(addresses.id, input.id), eq(addresses.version, input.version ?? existing.version)))
        .returning({ id: addresses.id });
      if (!updated) throw new OperationFailedError('addressVersionConflict');
      return updated.id;
    }
    if (n >= ADDRESS_MAX) throw new OperationFailedError('addressLimit');
    const newId = randomUUID();
    await tx.insert(addresses).values({ id: newId, userId, ...fields, isDefault: makeDefault });
    return newId;
  });
  const saved = (await listAddresses(db, userId, locale)).find((a) => a.id === id);
  if (!saved) throw new OperationFailedError('addressNotFound');
  return saved;
}

export async function deleteAddress(
  db: Database,
  userId: string,
  id: string,
  locale: Locale,
): Promise<Address[]> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) throw new OperationFailedError('addressNotFound');
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.updatedAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
  return listAddresses(db, userId, locale);
}
