/**
 * Lighthouse (mobile, simulated throttling, performance only) on the stack floor app and on the app's two entry
 * pages, in one run on one machine: the floor built with the project's Vite and served as plain files (no
 * compression, like any static folder), the app through the real server (startStack). Lighthouse comes from the
 * npm registry and drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded and
 * nothing leaves the loopback interface.
 * Each page is audited LH_RUNS times (default 3); the run with the median performance score is reported.
 * Run: npx tsx tests/bench/lighthouse.ts   (about 2 min; writes tests/bench/results/lighthouse.json)
 */
import { createReadStream, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { benchTempDir, deadline, kb, writeResult } from './bench-browser';
import { PROJECT_ROOT, startStack } from '../e2e/test-stack';

const PORT = Number(process.env.BENCH_PORT ?? 4394);
const FLOOR_PORT = PORT + 2;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The targets: both entry pages at least this score, and an LCP no later than the floor's. */
const TARGET_SCORE = 95;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** The floor as any folder of files is served: as is, no compression, index.html for every unknown path. */
function serveFolder(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

async function buildFloor(outDir: string) {
  await build({
    root: resolve(PROJECT_ROOT, 'tests/bench/stack-floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2020' },
  });
}

interface Audit {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  bytes: number;
  requests: number;
  finalUrl: string;
  lcpElement: string | null;
}

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    {
      extends: 'lighthouse:default',
      settings: { onlyCategories: ['performance'], formFactor: 'mobile', throttlingMethod: 'simulate' },
    },
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // LH_DUMP=<folder> keeps every full report, for reading the critical chains and the LCP phases.
  if (process.env.LH_DUMP)
    writeFileSync(
      join(process.env.LH_DUMP, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`),
      result.report as string,
    );
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined
  )?.items;
  const lcpNode = JSON.stringify(lcpItems?.[0] ?? null).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1] ?? null;
  const network = lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    speedIndexMs: numeric('speed-index'),
    bytes: numeric('total-byte-weight'),
    requests: network?.items?.length ?? 0,
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lcpNode,
  };
}

const median = (runs: Audit[]) =>
  [...runs].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs)[(runs.length - 1) >> 1]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

deadline(600_000, 'lighthouse');
const work = benchTempDir('lighthouse');
const floorDir = join(work, 'floor');
await buildFloor(floorDir);
const floorServer = await serveFolder(floorDir, FLOOR_PORT);
const stack = await startStack({
  port: PORT,
  portalPort: PORT + 1,
  appDist: join(work, 'app'),
  portalDist: join(work, 'portal'),
  dataDir: join(work, 'data'),
  quiet: !process.env.BENCH_VERBOSE,
});
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
try {
  const pages = [
    { name: 'stack floor', url: `http://localhost:${FLOOR_PORT}/` },
    { name: '/login', url: `${stack.appUrl}login` },
    { name: 'host start -> /home', url: `${stack.appUrl}?host=simulator&simAccount=13800000001` },
  ];
  const results = [];
  for (const page of pages) {
    const runs: Audit[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(page.url, chrome.port));
    results.push({ page: page.name, url: page.url, ...median(runs), runs });
  }
  const floor = results[0]!;
  const entries = results.slice(1);
  const targets = {
    score: TARGET_SCORE,
    lcpAtMostFloorMs: floor.lcpMs,
    met: entries.every((entry) => entry.score >= TARGET_SCORE && entry.lcpMs <= floor.lcpMs),
  };
  const path = writeResult('lighthouse.json', {
    date: new Date().toISOString(),
    what: 'Lighthouse performance, mobile, simulated throttling, median of runs by score',
    lighthouse: (
      JSON.parse(readFileSync(resolve(PROJECT_ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
        version: string;
      }
    ).version,
    chrome: CHROME_PATH,
    runsPerPage: RUNS,
    targets,
    pages: results,
  });
  console.log(`\nLighthouse (mobile, simulated throttling), median of ${RUNS} run(s)`);
  console.table(
    results.map((result) => ({
      page: result.page,
      performance: result.score,
      FCP: seconds(result.fcpMs),
      LCP: seconds(result.lcpMs),
      TBT: `${result.tbtMs} ms`,
      KiB: kb(result.bytes),
      requests: result.requests,
      ends: new URL(result.finalUrl).pathname,
    })),
  );
  console.log(
    `targets (entry pages >= ${TARGET_SCORE} and LCP <= floor's ${seconds(floor.lcpMs)}): ${targets.met ? 'met' : 'NOT MET'}`,
  );
  console.log(`written ${path}`);
} finally {
  chrome.kill();
  floorServer.close();
  await stack.stop();
  rmSync(work, { recursive: true, force: true });
}
