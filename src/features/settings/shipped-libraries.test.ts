import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectShippedLibraries, renderLibrariesModule } from './collect-libraries';
import { shippedLibraries } from './shipped-libraries';

describe('shipped libraries', () => {
  it('is the list package.json and node_modules give now (run collect-libraries.ts when it is not)', () => {
    expect(shippedLibraries).toEqual(collectShippedLibraries());
    expect(readFileSync(join(import.meta.dirname, 'shipped-libraries.ts'), 'utf8')).toBe(
      renderLibrariesModule(shippedLibraries),
    );
  });

  it('names every library the screens are built on, and leaves out what only the server runs', () => {
    const names = shippedLibraries.map((library) => library.name);
    expect(names).toEqual(expect.arrayContaining(['react', 'react-dom', 'antd-mobile', 'react-intl', 'zod']));
    expect(names).not.toContain('fastify');
    expect(names).not.toContain('pg');
    expect(shippedLibraries.every((library) => library.license && library.license !== 'UNKNOWN')).toBe(true);
  });
});
