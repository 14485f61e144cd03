import type { MessageDescriptor } from 'react-intl';
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
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
    for (const [id, zh] of zhIds)
      expect([id, placeholders(enCatalog[id] ?? '')]).toEqual([id, placeholders(zh)]);
  });
});
