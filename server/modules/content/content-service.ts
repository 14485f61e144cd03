import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listActiveCarouselItems, listDictItems, listMessageRows, listRegions } from './content-queries';
import type { CarouselItem, DictItem, RegionNode } from '../../../contract/content/schemas';
import { LOCALES, type Locale } from '../../../contract/locales';
import type { AppConfig } from '../../config';
import { cachedUntilChanged, type ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { listDepartments } from '../officers';

type PerLocale<T> = Record<Locale, T>;

/** Reference content in both languages, cached per server; the same object is returned until it expires. */
export function createContentService(db: Database, config: AppConfig, changes?: ChangeFeed) {
  const messages = cachedUntilChanged(async () => {
    const sets: Partial<Record<Locale, Record<string, string>>> = {};
    for (const row of await listMessageRows(db)) {
      if (!(LOCALES as readonly string[]).includes(row.locale)) continue;
      (sets[row.locale as Locale] ??= {})[row.key] = row.value;
    }
    return sets;
  }, changes);

  const carousel = cachedUntilChanged(async (): Promise<PerLocale<CarouselItem[]>> => {
    const rows = await listActiveCarouselItems(db);
    const build = (locale: Locale) =>
      rows.map((row) => ({
        id: row.id,
        img: `${config.publicUrl}/api/media/${encodeURIComponent(row.imageFile)}`,
        title: locale === 'zh' ? row.titleZh : row.titleEn,
      }));
    return { zh: build('zh'), en: build('en') };
  }, changes);

  const dicts = cachedUntilChanged(async (): Promise<Map<string, PerLocale<DictItem[]>>> => {
    const [deptRows, itemRows] = await Promise.all([listDepartments(db, 'inspecting'), listDictItems(db)]);
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
  }, changes);

  const regionTree = cachedUntilChanged(async (): Promise<PerLocale<RegionNode[]>> => {
    const rows = await listRegions(db);
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
  }, changes);

  return {
    getMessageSets: () => messages(),
    getCarousel: async (locale: Locale) => (await carousel())[locale],
    getDict: async (dictType: string, locale: Locale) => (await dicts()).get(dictType)?.[locale] ?? [],
    getRegionTree: async (locale: Locale) => (await regionTree())[locale],
  };
}

const mediaFolder = fileURLToPath(new URL('../../media/', import.meta.url));
const MEDIA_NAME = /^[a-z0-9][a-z0-9-]*\.svg$/;

/** The carousel's images, read once at start-up; only plain SVG file names are served. */
export async function loadMedia(): Promise<Map<string, Buffer>> {
  const media = new Map<string, Buffer>();
  for (const file of await readdir(mediaFolder)) {
    if (MEDIA_NAME.test(file)) media.set(file, await readFile(join(mediaFolder, file)));
  }
  return media;
}
