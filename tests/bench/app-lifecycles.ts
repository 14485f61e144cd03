/**
 * The app's own mount/unmount without qiankun: loads the built entry the way index.html's loader does and calls the
 * lifecycles it exports directly (container, props), so growth here is ours and growth only in portal-mount.ts
 * comes from the host side. Counters after forced GC at cycles 2, 50, 100 and 200.
 * Run: npx tsx tests/bench/app-lifecycles.ts   (about 60 s; writes tests/bench/results/app-lifecycles.json)
 */
import { join } from 'node:path';
import { benchTempDir, deadline, launchChromium, writeResult } from './bench-browser';
import { startStack } from '../e2e/test-stack';

const PORT = Number(process.env.BENCH_PORT ?? 4466);
const DWELL_MS = 100;

deadline(300_000, 'app-lifecycles');
const work = benchTempDir('app-lifecycles');
const stack = await startStack({
  port: PORT,
  portalPort: PORT + 1,
  appDist: join(work, 'app'),
  portalDist: join(work, 'portal'),
  dataDir: join(work, 'data'),
  quiet: !process.env.BENCH_VERBOSE,
});
const browser = await launchChromium([]);
try {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const cdp = await page.context().newCDPSession(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${stack.appUrl}api/health`);
  const html = await (await fetch(stack.appUrl)).text();
  const entry = /import\('([^']+)'\)/.exec(html)?.[1];
  if (!entry) throw new Error('entry module not found in the built index.html');
  // Plain strings: tsx would otherwise add helpers the page does not have.
  await page.evaluate(`(async () => {
    window.__POWERED_BY_QIANKUN__ = true;
    window.qiankunName = 'supervision-code';
    history.pushState(null, '', '/home');
    const lifecycles = await import('${entry}');
    window.__svCycles = async (count) => {
      for (let i = 0; i < count; i++) {
        const container = document.createElement('div');
        container.style.height = '800px';
        document.body.appendChild(container);
        await lifecycles.mount({ container, basePath: '/', getToken: () => null, user: null, locale: 'zh' });
        await new Promise((resolve) => setTimeout(resolve, ${DWELL_MS}));
        await lifecycles.unmount({ container });
        container.remove();
      }
    };
  })()`);
  const measure = async () => {
    for (let i = 0; i < 3; i += 1) {
      await cdp.send('HeapProfiler.collectGarbage');
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const heap = await cdp.send('Runtime.getHeapUsage');
    const dom = await cdp.send('Memory.getDOMCounters');
    return { heapKB: Math.round(heap.usedSize / 1024), nodes: dom.nodes, listeners: dom.jsEventListeners };
  };
  const points: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  let done = 0;
  for (const target of [2, 50, 100, 200]) {
    await page.evaluate(`window.__svCycles(${target - done})`);
    done = target;
    points[`cycle ${target}`] = await measure();
  }
  console.log('\nThe app alone, mount/unmount through its lifecycles (forced GC)');
  console.table(points);
  writeResult('app-lifecycles.json', {
    date: new Date().toISOString(),
    dwellMs: DWELL_MS,
    points,
    pageErrors: errors,
  });
} finally {
  await browser.close();
  await stack.stop();
}
