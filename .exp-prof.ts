import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { startServer, loginToken, registrationBody, api, OFFICER_LI_MING } from './tests/bench/lib/server-process';
const s = await startServer({ env: { DATABASE_URL: process.env.PGURL! }, nodeArgs: ['--cpu-prof', '--cpu-prof-dir=/tmp/exp/prof'] });
const token = await loginToken(s.url, OFFICER_LI_MING);
const t0 = performance.now();
for (let i = 0; i < 60; i++) await api(s.url, '/app/registration/create', registrationBody(randomUUID()), { token });
console.log('ms/each', ((performance.now() - t0) / 60).toFixed(1));
await s.stop();
