import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { startServer, loginToken, registrationBody, api, OFFICER_LI_MING } from './tests/bench/lib/server-process';
const kind = process.argv[2];
const env: Record<string, string> = kind === 'pg' ? { DATABASE_URL: process.argv[3]! } : { DATA_DIR: mkdtempSync('/tmp/exp/one-') + '/db' };
const s = await startServer({ env, wrap: process.env.PROF ? undefined : undefined });
const token = await loginToken(s.url, OFFICER_LI_MING);
for (let round = 0; round < 3; round++) {
  const t0 = performance.now();
  for (let i = 0; i < 30; i++) {
    const r = await api(s.url, '/app/registration/create', registrationBody(randomUUID()), { token });
    if (r.body.code !== 20000) console.log(r.body);
  }
  console.log('30 sequential creates ms/each', ((performance.now() - t0) / 30).toFixed(1));
}
const t1 = performance.now();
for (let i = 0; i < 100; i++) await api(s.url, '/app/queryDict?dictType=department');
console.log('reads ms/each', ((performance.now() - t1) / 100).toFixed(2));
await s.stop();
