/**
 * What a receipt costs: its size in KB and the time to generate it (p50/p99), in zh and en, for every demo
 * registration rendered many times (uncached), and one file call through the app cold (generated) and warm (the
 * stored file).
 *
 *   npx tsx tests/bench/document-generation.ts        (a throwaway PGlite in the system temp directory)
 *
 * Writes tests/bench/results/document-generation.json.
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { registrations } from '../../server/db/schema/registrations';
import { seedDemoData } from '../../server/db/seed';
import { storedReceipt } from '../../server/modules/documents/receipt-source';
import { renderReceipt } from '../../server/modules/documents/receipt-template';
import { login } from '../server/test-app';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const dir = await mkdtemp(join(tmpdir(), 'sv-bench-documents-'));
const handle = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') });
try {
  await seedDemoData(handle.db);
  const rows = await handle.db.select().from(registrations);
  const result: Record<string, unknown> = { registrations: rows.length, rounds: ROUNDS };
  for (const locale of ['zh', 'en'] as const) {
    const times: number[] = [];
    const sizes: number[] = [];
    const pages: number[] = [];
    // The first render loads the font (about 20 MB for two weights): reported apart.
    const first = performance.now();
    await renderReceipt(await storedReceipt(handle.db, rows[0]!, locale), locale, {
      verifyUrl: 'https://example.invalid/verifyReceipt?t=R1.x.1.y',
      now: new Date(),
    });
    result[`${locale}FirstRenderMs`] = Math.round(performance.now() - first);
    for (let round = 0; round < ROUNDS; round += 1)
      for (const row of rows) {
        const model = await storedReceipt(handle.db, row, locale);
        const started = performance.now();
        const written = await renderReceipt(model, locale, {
          verifyUrl: `https://example.invalid/verifyReceipt?t=R1.${row.id}.1.signature-of-43-characters-xxxxxxxxxxxxxx`,
          now: new Date(),
        });
        times.push(performance.now() - started);
        sizes.push(written.bytes.length);
        pages.push(written.pageCount);
      }
    times.sort((a, b) => a - b);
    sizes.sort((a, b) => a - b);
    result[locale] = {
      renders: times.length,
      generationMsP50: Number(percentile(times, 50).toFixed(1)),
      generationMsP99: Number(percentile(times, 99).toFixed(1)),
      sizeKbMin: Number((sizes[0]! / 1024).toFixed(1)),
      sizeKbP50: Number((percentile(sizes, 50) / 1024).toFixed(1)),
      sizeKbMax: Number((sizes[sizes.length - 1]! / 1024).toFixed(1)),
      pagesMax: Math.max(...pages),
    };
  }

  // Through the app: a cold call generates and stores, a warm one reads the stored file.
  const app = await buildApp({
    config: { ...loadConfig({}), loginRateLimitPerMinute: 1000 },
    database: handle,
  });
  const token = await login(app, '13800000001');
  const call = async () => {
    const started = performance.now();
    const response = await app.inject({
      url: `/api/app/document/file?doc=receipt.${rows.find((r) => r.enterpriseId === 'ent-pengcheng-food')!.id}`,
      headers: { token },
    });
    if (response.statusCode !== 200) throw new Error(`file call answered ${response.statusCode}`);
    return performance.now() - started;
  };
  result.fileCallColdMs = Number((await call()).toFixed(1));
  const warm: number[] = [];
  for (let i = 0; i < 50; i += 1) warm.push(await call());
  warm.sort((a, b) => a - b);
  result.fileCallWarmMsP50 = Number(percentile(warm, 50).toFixed(1));
  result.fileCallWarmMsP99 = Number(percentile(warm, 99).toFixed(1));
  await app.close();

  console.log(JSON.stringify(result, null, 2));
  await mkdir('tests/bench/results', { recursive: true });
  await writeFile('tests/bench/results/document-generation.json', `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
}
