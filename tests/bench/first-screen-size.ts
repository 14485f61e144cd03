/**
 * First-screen JavaScript of the standalone app (gzip) against the stack floor, both built in this run with the
 * project's own Vite. Floor: every JS file its build emits (it loads them all). App: every JS file headless
 * Chromium actually fetches for a signed-in enterprise user opening `/` (-> /enforceHome -> /home) until the home
 * screen with its carousel is on screen, sizes taken from the built files on disk.
 * Run: npx tsx tests/bench/first-screen-size.ts   (about 20 s; writes tests/bench/results/first-screen.json)
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { benchTempDir, deadline, kb, launchChromium, writeResult } from './bench-browser';
import { PROJECT_ROOT, startStack } from '../e2e/test-stack';

const TARGET_RATIO = 1.15;
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

async function measureFloor(outDir: string) {
  await build({
    root: resolve(PROJECT_ROOT, 'tests/bench/stack-floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2020' },
  });
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: name, gzipBytes: gzipSize(join(assets, name)) }));
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

async function measureApp(work: string) {
  const appDist = join(work, 'app');
  const stack = await startStack({
    port: PORT,
    portalPort: PORT + 1,
    appDist,
    portalDist: join(work, 'portal'),
    dataDir: join(work, 'data'),
    quiet: !process.env.BENCH_VERBOSE,
  });
  const browser = await launchChromium();
  try {
    const login = (await (
      await fetch(`${stack.apiUrl}/app/thirdLogin/testLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: '13800000001' }),
      })
    ).json()) as { data: { token: string } };
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
    await context.addInitScript((token) => localStorage.setItem('sv.token', token), login.data.token);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(stack.appUrl).origin && url.pathname.endsWith('.js'))
        scripts.add(url.pathname);
    });
    await page.goto(stack.appUrl);
    await page.waitForURL(/\/home$/, { timeout: 15000 });
    await page.getByRole('navigation', { name: '服务入口' }).waitFor({ timeout: 15000 });
    await page.getByRole('region', { name: '公告轮播' }).waitFor({ timeout: 15000 });
    await page.waitForLoadState('networkidle');
    const files = [...scripts]
      .sort()
      .map((path) => ({ file: path.replace(/^\//, ''), gzipBytes: gzipSize(join(appDist, path)) }));
    return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  } finally {
    await browser.close();
    await stack.stop();
  }
}

deadline(180_000, 'first-screen-size');
const work = benchTempDir('first-screen');
try {
  const floor = await measureFloor(join(work, 'floor'));
  const app = await measureApp(work);
  const ratio = Math.round((app.gzipBytes / floor.gzipBytes) * 1000) / 1000;
  const result = {
    date: new Date().toISOString(),
    what: 'first-screen JavaScript, gzip level 9, signed-in enterprise user at / -> /enforceHome -> /home',
    floorKB: kb(floor.gzipBytes),
    appKB: kb(app.gzipBytes),
    ratio,
    targetRatio: TARGET_RATIO,
    withinTarget: ratio <= TARGET_RATIO,
    floor,
    app,
  };
  const path = writeResult('first-screen.json', result);
  console.log('\nFirst-screen JavaScript (gzip)');
  console.table(app.files.map((file) => ({ 'app file': file.file, KB: kb(file.gzipBytes) })));
  console.table([
    {
      'stack floor KB': result.floorKB,
      'app KB': result.appKB,
      ratio,
      target: TARGET_RATIO,
      'within target': result.withinTarget,
    },
  ]);
  console.log(`written ${path}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
