import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carouselItems, dictItems, messageSets, regions } from '../../db/schema/content';

export function listMessageRows(db: Database) {
  return db.select().from(messageSets).orderBy(asc(messageSets.key));
}

export function listActiveCarouselItems(db: Database) {
  return db
    .select()
    .from(carouselItems)
    .where(eq(carouselItems.active, true))
    .orderBy(asc(carouselItems.sort));
}

export function listDictItems(db: Database) {
  return db.select().from(dictItems).orderBy(asc(dictItems.dictType), asc(dictItems.sort));
}

export function listRegions(db: Database) {
  return db.select().from(regions).orderBy(asc(regions.sort), asc(regions.code));
}
