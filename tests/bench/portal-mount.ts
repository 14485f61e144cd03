/**
 * The micro-app inside portal-demo, in headless Chromium against the real stack:
 * 1. mount time: from the portal's route change (`sv-mount-start` mark, set right before qiankun's loadMicroApp)
 *    to the home screen's service tiles on screen, over MOUNT_RUNS mounts (the first one is cold);
 * 2. leaks: JS heap and DOM counters (after forced GC, through CDP) after mount/unmount cycle 1 and cycle CYCLES.
 * Run: npx tsx tests/bench/portal-mount.ts   (about 40 s; writes tests/bench/results/portal-mount.json)
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { benchTempDir, deadline, launchChromium, writeResult } from './bench-browser';
import { startStack } from '../e2e/test-stack';

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const MOUNT_RUNS = Number(process.env.BENCH_MOUNT_RUNS ?? 10);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 50);
const HEAP_GROWTH_LIMIT = 1024 * 1024;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;

async function openSupervision(page: Page): Promise<number> {
  // watch for the home screen from before the click, on the page's clock
  await page.evaluate(() => {
    const w = window as unknown as { __svHomeAt?: number };
    w.__svHomeAt = 0;
    // no named inner functions here: tsx would wrap them in a helper the page does not have
    const observer = new MutationObserver(() => {
      if (document.querySelector('#subapp-container nav[aria-label="服务入口"]')) {
        w.__svHomeAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page
    .getByRole('navigation', { name: '门户导航' })
    .getByRole('link', { name: '行政执法监督码' })
    .click();
  await page.waitForFunction(() => (window as unknown as { __svHomeAt?: number }).__svHomeAt, undefined, {
    timeout: 15000,
  });
  await page.locator('html[data-subapp="mounted"]').waitFor({ state: 'attached', timeout: 15000 });
  return page.evaluate(() => {
    const marks = performance.getEntriesByName('sv-mount-start');
    const start = marks[marks.length - 1]?.startTime ?? NaN;
    return (window as unknown as { __svHomeAt: number }).__svHomeAt - start;
  });
}

async function leaveSupervision(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '门户导航' }).getByRole('link', { name: '办事指南' }).click();
  await page.locator('html[data-subapp="unmounted"]').waitFor({ state: 'attached', timeout: 15000 });
}

async function measureMemory(cdp: CDPSession) {
  for (let i = 0; i < 3; i += 1) {
    await cdp.send('HeapProfiler.collectGarbage');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return {
    heapUsedBytes: heap.usedSize,
    documents: dom.documents,
    nodes: dom.nodes,
    jsEventListeners: dom.jsEventListeners,
  };
}

deadline(240_000, 'portal-mount');
const work = benchTempDir('portal-mount');
const stack = await startStack({
  port: PORT,
  portalPort: PORT + 1,
  appDist: join(work, 'app'),
  portalDist: join(work, 'portal'),
  dataDir: join(work, 'data'),
  quiet: !process.env.BENCH_VERBOSE,
});
// BENCH_JS_FLAGS='--no-sparkplug --no-maglev --no-turbofan' takes V8's optimised-code warm-up (heap that levels off) out of the heap figures.
const browser = await launchChromium([
  '--enable-precise-memory-info',
  ...(process.env.BENCH_JS_FLAGS ? [`--js-flags=${process.env.BENCH_JS_FLAGS}`] : []),
]);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');

  await page.goto(`${stack.portalUrl}signin?from=%2Fguide`);
  await page.getByRole('button', { name: /13800000001/ }).click();
  await page.waitForURL(/\/guide$/);

  const mountMs: number[] = [];
  for (let run = 0; run < MOUNT_RUNS; run += 1) {
    mountMs.push(await openSupervision(page));
    await leaveSupervision(page);
  }

  // memory: cycle 1 then up to CYCLES, measured after each cycle's unmount
  await openSupervision(page);
  await leaveSupervision(page);
  const afterFirst = await measureMemory(cdp);
  // qiankun keeps the last unmounted tree until the next mount: from the second cycle on, that one tree is
  // always there, so cycle 2 -> 50 is the steady-state growth a leak would show.
  await openSupervision(page);
  await leaveSupervision(page);
  const afterSecond = await measureMemory(cdp);
  for (let cycle = 3; cycle <= CYCLES; cycle += 1) {
    await openSupervision(page);
    await leaveSupervision(page);
  }
  const afterLast = await measureMemory(cdp);

  const heapGrowth = afterLast.heapUsedBytes - afterFirst.heapUsedBytes;
  const nodeGrowth = afterLast.nodes - afterFirst.nodes;
  const result = {
    date: new Date().toISOString(),
    mount: {
      runs: mountMs.length,
      firstMs: round(mountMs[0] ?? NaN),
      medianMs: round(percentile(mountMs, 50)),
      p95Ms: round(percentile(mountMs, 95)),
      warmMedianMs: round(percentile(mountMs.slice(1), 50)),
      allMs: mountMs.map(round),
    },
    cycles: CYCLES,
    afterCycle1: afterFirst,
    afterCycle2: afterSecond,
    steadyHeapGrowthBytes: afterLast.heapUsedBytes - afterSecond.heapUsedBytes,
    steadyDomNodeGrowth: afterLast.nodes - afterSecond.nodes,
    steadyListenerGrowth: afterLast.jsEventListeners - afterSecond.jsEventListeners,
    [`afterCycle${CYCLES}`]: afterLast,
    heapGrowthBytes: heapGrowth,
    domNodeGrowth: nodeGrowth,
    listenerGrowth: afterLast.jsEventListeners - afterFirst.jsEventListeners,
    withinTarget: heapGrowth <= HEAP_GROWTH_LIMIT && nodeGrowth <= 0,
    pageErrors: errors,
  };
  const path = writeResult('portal-mount.json', result);
  console.log('\nMount time in portal-demo (route change -> home screen tiles visible)');
  console.table([
    {
      runs: result.mount.runs,
      'first (cold) ms': result.mount.firstMs,
      'median ms': result.mount.medianMs,
      'p95 ms': result.mount.p95Ms,
      'warm median ms': result.mount.warmMedianMs,
    },
  ]);
  console.log(`Memory after forced GC, cycle 1 vs cycle ${CYCLES}`);
  console.table({
    [`cycle 1`]: {
      'JS heap MB': round(afterFirst.heapUsedBytes / 1048576),
      'DOM nodes': afterFirst.nodes,
      listeners: afterFirst.jsEventListeners,
      documents: afterFirst.documents,
    },
    [`cycle 2`]: {
      'JS heap MB': round(afterSecond.heapUsedBytes / 1048576),
      'DOM nodes': afterSecond.nodes,
      listeners: afterSecond.jsEventListeners,
      documents: afterSecond.documents,
    },
    [`cycle ${CYCLES}`]: {
      'JS heap MB': round(afterLast.heapUsedBytes / 1048576),
      'DOM nodes': afterLast.nodes,
      listeners: afterLast.jsEventListeners,
      documents: afterLast.documents,
    },
  });
  console.log(
    `heap growth ${round(heapGrowth / 1024)} KB (limit 1024 KB), DOM node growth ${nodeGrowth} (limit 0): ${result.withinTarget ? 'within target' : 'OVER TARGET'}`,
  );
  if (errors.length) console.log(`page errors: ${errors.join(' | ')}`);
  console.log(`written ${path}`);
} finally {
  await browser.close();
  await stack.stop();
  rmSync(work, { recursive: true, force: true });
}
