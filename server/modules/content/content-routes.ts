import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CarouselItem, DictItem, RegionNode } from '../../../contract/api-schemas';
import { LOCALES, type Locale } from '../../../contract/locales';
import { carouselItems, departments, dictItems, messageSets, regions } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

const CACHE_TTL_MS = 60_000;

/** Read-mostly data is loaded once a minute at most; concurrent misses share one query. */
function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  return () => {
    if (!value || Date.now() - loadedAt > CACHE_TTL_MS) {
      loadedAt = Date.now();
      value = load().catch((error: unknown) => {
        value = undefined;
        throw error;
      });
    }
    return value;
  };
}

type PerLocale<T> = Record<Locale, T>;

const mediaFolder = fileURLToPath(new URL('../../media/', import.meta.url));
const MEDIA_NAME = /^[a-z0-9][a-z0-9-]*\.svg$/;

export async function registerContentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;

  const messages = cached(async () => {
    const rows = await db.select().from(messageSets).orderBy(asc(messageSets.key));
    const sets: Partial<Record<Locale, Record<string, string>>> = {};
    for (const row of rows) {
      if (!(LOCALES as readonly string[]).includes(row.locale)) continue;
      (sets[row.locale as Locale] ??= {})[row.key] = row.value;
    }
    return sets;
  });

  const carousel = cached(async (): Promise<PerLocale<CarouselItem[]>> => {
    const rows = await db
      .select()
      .from(carouselItems)
      .where(eq(carouselItems.active, true))
      .orderBy(asc(carouselItems.sort));
    const build = (locale: Locale) =>
      rows.map((row) => ({
        id: row.id,
        img: `${config.publicUrl}/api/media/${encodeURIComponent(row.imageFile)}`,
        title: locale === 'zh' ? row.titleZh : row.titleEn,
      }));
    return { zh: build('zh'), en: build('en') };
  });

  const dicts = cached(async (): Promise<Map<string, PerLocale<DictItem[]>>> => {
    const [deptRows, itemRows] = await Promise.all([
      db.select().from(departments).orderBy(asc(departments.sort)),
      db.select().from(dictItems).orderBy(asc(dictItems.dictType), asc(dictItems.sort)),
    ]);
    const byType = new Map<string, PerLocale<DictItem[]>>();
    const push = (type: string, value: string, zh: string, en: string, sort: number) => {
      const entry = byType.get(type) ?? { zh: [], en: [] };
      entry.zh.push({ value, label: zh, sort });
      entry.en.push({ value, label: en, sort });
      byType.set(type, entry);
    };
    for (const d of deptRows) push('department', d.code, d.nameZh, d.nameEn, d.sort);
    for (const i of itemRows) push(i.dictType, i.value, i.labelZh, i.labelEn, i.sort);
    return byType;
  });

  const regionTree = cached(async (): Promise<PerLocale<RegionNode[]>> => {
    const rows = await db.select().from(regions).orderBy(asc(regions.sort), asc(regions.code));
    const build = (locale: Locale): RegionNode[] => {
      const name = (row: (typeof rows)[number]) => (locale === 'en' && row.nameEn ? row.nameEn : row.nameZh);
      const children = new Map<string, RegionNode[]>();
      for (const row of rows) {
        if (!row.parentCode) continue;
        const list = children.get(row.parentCode) ?? [];
        list.push({ code: row.code, name: name(row) });
        children.set(row.parentCode, list);
      }
      return rows
        .filter((row) => !row.parentCode)
        .map((row) => ({ code: row.code, name: name(row), children: children.get(row.code) ?? [] }));
    };
    return { zh: build('zh'), en: build('en') };
  });

  registerEndpoint(app, ctx, 'getLanguage', () => messages());
  registerEndpoint(app, ctx, 'getCarousel', async ({ locale }) => (await carousel())[locale]);
  registerEndpoint(
    app,
    ctx,
    'queryDict',
    async ({ input, locale }) => (await dicts()).get(input.dictType)?.[locale] ?? [],
  );
  registerEndpoint(app, ctx, 'getRegionCascade', async ({ locale }) => (await regionTree())[locale]);

  const media = new Map<string, Buffer>();
  for (const file of await readdir(mediaFolder)) {
    if (MEDIA_NAME.test(file)) media.set(file, await readFile(join(mediaFolder, file)));
  }
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const body = media.get(request.params.file);
    if (!body) throw new NotFoundError();
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(body);
  });
}
