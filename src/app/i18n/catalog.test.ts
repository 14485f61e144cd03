import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, type MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { enCatalog } from './en-catalog';

const zhModules = import.meta.glob<Record<string, Record<string, MessageDescriptor>>>(
  '../../**/messages.ts',
  { eager: true },
);
const zhIds = new Map<string, string>();
for (const module of Object.values(zhModules)) {
  for (const group of Object.values(module)) {
    for (const descriptor of Object.values(group))
      zhIds.set(String(descriptor.id), String(descriptor.defaultMessage));
  }
}

describe('message catalogues', () => {
  it('has an English text for every Chinese message', () => {
    const missing = [...zhIds.keys()].filter((id) => !enCatalog[id]);
    expect(missing).toEqual([]);
  });

  it('has no English text without a Chinese message', () => {
    const orphans = Object.keys(enCatalog).filter((id) => !zhIds.has(id));
    expect(orphans).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((element) => {
        if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
        if (element.type === TYPE.tag) return names(element.children);
        const inner =
          element.type === TYPE.plural || element.type === TYPE.select
            ? Object.values(element.options).flatMap((option) => names(option.value))
            : [];
        return [element.value, ...inner];
      });
    const placeholders = (text: string) => [...new Set(names(parse(text)))].sort();
    for (const [id, zh] of zhIds)
      expect([id, placeholders(enCatalog[id] ?? '')]).toEqual([id, placeholders(zh)]);
  });

  it('counts one thing in English in the singular', () => {
    const intl = createIntl({ locale: 'en', messages: enCatalog });
    const format = (id: string, values: Record<string, string | number>) =>
      intl.formatMessage({ id }, values);
    expect(format('documents.meta', { version: 1, pages: 1, time: 'now' })).toBe(
      'Version 1 · 1 page · generated now',
    );
    expect(format('documents.meta', { version: 2, pages: 3, time: 'now' })).toBe(
      'Version 2 · 3 pages · generated now',
    );
    expect(format('documents.legal.line', { issuer: 'SAMR', date: '2022-07-01', count: 1 })).toBe(
      'SAMR · in force from 2022-07-01 · 1 article',
    );
    expect(format('plans.list.waiting', { count: 1 })).toBe('1 plan is waiting for your approval');
    expect(format('complaints.rate.effectEscalates', { count: 1 })).toMatch(
      /^This complaint has been reopened once\./,
    );
  });
});
