// scratch (not committed): build+serve once, audit given pages, dump lhr
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../e2e/test-stack';
const port = 4470;
const stack = await startStack({
  port,
  portalPort: port + 1,
  appDist: '/tmp/lhdev/app',
  portalDist: '/tmp/lhdev/portal',
  dataDir: '/tmp/lhdev/data',
  quiet: true,
  build: process.env.NOBUILD ? false : true,
});
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const [name, path] of [
    ['login', 'login'],
    ['home', '?host=simulator&simAccount=13800000001'],
  ]) {
    const r = await lighthouse(
      `${stack.appUrl}${path}`,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
    );
    const lhr = r!.lhr;
    writeFileSync(`/tmp/lhdev/${name}.json`, JSON.stringify(lhr));
    const a = (id: string) => Math.round(lhr.audits[id]!.numericValue ?? 0);
    console.log(
      name,
      Math.round(lhr.categories.performance!.score! * 100),
      'FCP',
      a('first-contentful-paint'),
      'LCP',
      a('largest-contentful-paint'),
      'TBT',
      a('total-blocking-time'),
      'SI',
      a('speed-index'),
      'bytes',
      a('total-byte-weight'),
    );
  }
} finally {
  chrome.kill();
  await stack.stop();
}
