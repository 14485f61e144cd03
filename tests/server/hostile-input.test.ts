/**
 * Hostile input, generated: every write endpoint gets at least 200 bodies (NUL, unpaired surrogates, huge strings,
 * wrong types, extreme dates, deep nesting, prototype-pollution keys, SQL and HTML, malformed JSON, UTF-8 and
 * multipart), every GET endpoint hostile query parameters, and the static server hostile paths. Whatever is sent:
 * no answer >= 500, no unhandled error logged, and every failure is our envelope in the request's language.
 * Deterministic (seeded), loopback only, bounded: a few seconds on PGlite.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG_2X2, multipart, OFFICERS, PNG_1X1, registrationInput, WEBP_16X16 } from './loop-fixtures';
import { seededRandom } from './seeded-random';
import { createCaller, login, ok, openTestDatabase, testConfig, type TestDatabase } from './test-app';
import { apiRoutes, type ApiName } from '../../contract/api-routes';
import { apiSchemas } from '../../contract/api-schemas';
import { SUCCESS_CODE } from '../../contract/envelope';
import { inputFields } from '../../contract/input-fields';
import { fillPath } from '../../contract/route';
import { buildApp } from '../../server/app';
import { findStaticSite } from '../../server/http/static-site';

const CASES_PER_WRITE_ENDPOINT = 200;

// The same cases on every run, so a failure can be replayed.
const rand = seededRandom(12);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\udc00\ud800',
  'x'.repeat(100_000),
  '',
  '   ',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '\u202e\u0041',
  '\ufeff',
  '\ufffd',
  '𝕏🙂',
  '${7*7}{{7*7}}',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '1970-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-02-31T00:00:00Z',
  '2026-13-01T00:00:00+08:00',
  '0000-01-01',
  'NaN',
  '__proto__',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  -1e308,
  [],
  [[]],
  {},
  deep(30),
  Array.from({ length: 1000 }, () => 'x'),
  { __proto__: { polluted: true } },
];
/** Bodies sent as they are, not through JSON.stringify. */
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1e999}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"a":"\\ud800"}',
  '{"a\\u0000":1}',
  '\ufeff{}',
];
/** Raw byte sequences that are not UTF-8 (a lone surrogate encoded as CESU-8, an overlong dot, a stray byte). */
const NOT_UTF8 = [Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xc0, 0xae]), Buffer.from([0xff])];

type Body = { payload: string | Buffer; contentType: string };

function paths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

function setAt(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string, unknown>;
  const [head, ...rest] = path as [string, ...string[]];
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

/** A new idempotency key per case (unless the case is about the key), so each one reaches the database. */
function freshRequestId(value: unknown, base: Record<string, unknown>): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const input = value as Record<string, unknown>;
  return 'clientRequestId' in base && input.clientRequestId === base.clientRequestId
    ? { ...input, clientRequestId: randomUUID() }
    : value;
}

const json = (value: unknown): Body => ({ payload: JSON.stringify(value), contentType: 'application/json' });

/** At least `count` hostile bodies derived from one valid input. */
function hostileBodies(base: Record<string, unknown>, count: number, form = false): Body[] {
  const bodies: Body[] = RAW_BODIES.map((payload) => ({ payload, contentType: 'application/json' }));
  for (const bytes of NOT_UTF8) {
    const key = Object.keys(base)[0] ?? 'a';
    bodies.push({
      payload: Buffer.concat([Buffer.from(`{"${key}":"x`), bytes, Buffer.from('"}')]),
      contentType: 'application/json',
    });
    bodies.push({
      payload: Buffer.concat([Buffer.from(`${key}=x`), bytes]),
      contentType: 'application/x-www-form-urlencoded',
    });
  }
  bodies.push({ payload: JSON.stringify(base), contentType: 'text/plain' });
  bodies.push({
    payload: 'a=1&a=2&__proto__[x]=1&constructor[prototype][y]=2',
    contentType: 'application/x-www-form-urlencoded',
  });
  for (const path of paths(base)) {
    for (const value of HOSTILE_VALUES) bodies.push(json(freshRequestId(setAt(base, path, value), base)));
    bodies.push(json(setAt(base, [...path.slice(0, -1), '__proto__'], { polluted: true })));
  }
  const all = paths(base);
  while (bodies.length < count) {
    let input: unknown = base;
    for (let n = 1 + Math.floor(rand() * 3); n > 0; n -= 1)
      input = setAt(input, pick(all), pick(HOSTILE_VALUES));
    if (rand() < 0.2) input = setAt(input, [pick(HOSTILE_STRINGS).slice(0, 40) || 'k'], pick(HOSTILE_VALUES));
    if (form && rand() < 0.5 && typeof input === 'object' && input !== null && !Array.isArray(input)) {
      const fields = Object.entries(input).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
      ]);
      const encoded = fields
        .map(([k, v]) => {
          try {
            return `${encodeURIComponent(k!)}=${encodeURIComponent(v!)}`;
          } catch {
            return `${k}=%ED%A0%80`;
          }
        })
        .join('&');
      bodies.push({ payload: encoded, contentType: 'application/x-www-form-urlencoded' });
    } else {
      bodies.push(json(freshRequestId(input, base)));
    }
  }
  return bodies;
}

/** Multipart bodies for the photo upload: malformed framing, hostile names, and images cut, flipped or padded. */
function hostileUploads(count: number): Body[] {
  const framed = (body: ReturnType<typeof multipart>): Body => ({
    payload: body.payload,
    contentType: body.headers['content-type'],
  });
  const bodies: Body[] = [];
  const valid = multipart('file', 'a.png', 'image/png', PNG_1X1);
  const boundary = valid.headers['content-type'].split('boundary=')[1]!;
  const text = valid.payload.toString('latin1');
  bodies.push({ payload: valid.payload, contentType: 'multipart/form-data' });
  bodies.push({ payload: valid.payload, contentType: 'multipart/form-data; boundary=' });
  bodies.push({ payload: valid.payload, contentType: `multipart/form-data; boundary=${'b'.repeat(300)}` });
  bodies.push({ payload: valid.payload, contentType: 'multipart/form-data; boundary="unterminated' });
  bodies.push({ payload: valid.payload, contentType: 'multipart/mixed; boundary=x' });
  bodies.push({
    payload: Buffer.from(text.replace(`--${boundary}--`, ''), 'latin1'),
    contentType: valid.headers['content-type'],
  });
  bodies.push({
    payload: Buffer.from(text.slice(0, text.length / 2), 'latin1'),
    contentType: valid.headers['content-type'],
  });
  bodies.push({
    payload: Buffer.from(`--${boundary}\r\n\r\n`, 'latin1'),
    contentType: valid.headers['content-type'],
  });
  bodies.push({
    payload: Buffer.from(`--${boundary}--\r\n`, 'latin1'),
    contentType: valid.headers['content-type'],
  });
  bodies.push({ payload: Buffer.from('garbage', 'latin1'), contentType: valid.headers['content-type'] });
  bodies.push({ payload: Buffer.alloc(0), contentType: valid.headers['content-type'] });
  for (const name of ['file\u0000', '__proto__', 'constructor', 'x'.repeat(5000), 'photo'])
    bodies.push(framed(multipart(name, 'a.png', 'image/png', PNG_1X1)));
  for (const filename of ['\u0000.png', '../../etc/passwd', '\ud800.png', 'x'.repeat(10_000), ''])
    bodies.push(framed(multipart('file', filename, 'image/png', PNG_1X1)));
  const html = Buffer.from('<html><script>alert(1)</script></html>');
  for (const image of [PNG_1X1, JPEG_2X2, WEBP_16X16]) {
    bodies.push(framed(multipart('file', 'a', 'image/png', Buffer.concat([image.subarray(0, 12), html]))));
    bodies.push(framed(multipart('file', 'a', 'image/png', Buffer.concat([image, html]))));
  }
  while (bodies.length < count) {
    const image = Buffer.from(pick([PNG_1X1, JPEG_2X2, WEBP_16X16]));
    const kind = rand();
    let bytes: Buffer;
    if (kind < 0.35) {
      bytes = image.subarray(0, Math.floor(rand() * image.length));
    } else if (kind < 0.8) {
      bytes = Buffer.from(image);
      for (let n = 1 + Math.floor(rand() * 4); n > 0; n -= 1) {
        const at = Math.floor(rand() * bytes.length);
        bytes[at] = bytes[at]! ^ (1 << Math.floor(rand() * 8));
      }
    } else {
      bytes = Buffer.concat([
        image.subarray(0, 8 + Math.floor(rand() * 20)),
        Buffer.from(pick(HOSTILE_STRINGS).slice(0, 500)),
      ]);
    }
    bodies.push(
      framed(multipart('file', 'photo', pick(['image/png', 'image/jpeg', 'text/html', '']), bytes)),
    );
  }
  return bodies;
}

/** Hostile values for one query parameter, percent-encoded as a client could send them. */
const HOSTILE_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AE',
  '%FF',
  '%',
  '%zz',
  'x'.repeat(5000),
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('<script>alert(1)</script>'),
  '0000-01-01',
  '9999-12-31',
  '-1',
  '1e308',
  'NaN',
  '',
  // Cursors: a crafted year 0, a NUL in the id, not JSON, not base64url.
  Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000Z', 'x'])).toString('base64url'),
  Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 'a\u0000'])).toString('base64url'),
  Buffer.from('{"a":').toString('base64url'),
  '!!!',
];

function hostileQueries(name: ApiName): string[] {
  const shape = (apiSchemas[name].input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const keys = [...Object.keys(shape), 'unknown'];
  const queries = keys.flatMap((key) => HOSTILE_QUERY_VALUES.map((value) => `${key}=${value}`));
  queries.push(
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    `${keys[0]}=1&${keys[0]}=2`,
    `${keys[0]}[]=1`,
    '%00=1',
    '%ED%A0%80=1',
  );
  return queries;
}

const CJK = /[\u4e00-\u9fff]/;

interface Outcome {
  status: number;
  body: string;
}

let database: TestDatabase;
let app: FastifyInstance;
let siteDir: string;
const errorLines: string[] = [];
const failures: string[] = [];
let sent = 0;
let tokens: Record<
  'officer' | 'enterprise' | 'merchant' | 'session' | 'approver' | 'supervisor' | 'provider',
  string
>;
let ids: { scanId: string; registrationId: string };
/** Each write endpoint with a valid body and who sends it (set by the first test, read by the classes test). */
let writeCases: Array<{ name: ApiName; token?: keyof typeof tokens; base: Record<string, unknown> }> = [];

/** No answer may take longer than this, whatever it was sent. */
const ANSWER_WITHIN_MS = 2_000;
/** Ids no integer column can hold, and values no id is. */
const OUT_OF_RANGE_IDS = ['13800000001', '99999999999999999999', '-1', '0', '2147483648'];
const OUT_OF_RANGE_DATES = {
  dateTime: ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+23:59', '9999-12-31T23:59:59Z'],
  date: ['0000-01-01', '9999-12-31'],
} as const;

function valueAt(base: unknown, path: string[]): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], base);
}

/** For each field of the call's input (read off the contract): its out-of-range values, set into a valid body. */
function outOfRangeBodies(
  name: ApiName,
  base: Record<string, unknown>,
): Array<{ what: string; input: unknown }> {
  const bodies: Array<{ what: string; input: unknown }> = [];
  for (const field of inputFields(apiSchemas[name].input)) {
    const at = field.path.join('.');
    if (field.path.includes('0') && valueAt(base, field.path.slice(0, field.path.indexOf('0'))) === undefined)
      continue;
    if (field.kind === 'string')
      for (const id of OUT_OF_RANGE_IDS)
        bodies.push({ what: `${at}=${id}`, input: setAt(base, field.path, id) });
    if (field.kind === 'dateTime' || field.kind === 'date')
      for (const date of OUT_OF_RANGE_DATES[field.kind])
        bodies.push({ what: `${at}=${date}`, input: setAt(base, field.path, date) });
    if (field.kind === 'array') {
      const element = valueAt(base, [...field.path, '0']) ?? 'x';
      const repeated = Array.from({ length: 5_000 }, () => element);
      bodies.push({ what: `${at}: 5,000 of the same`, input: setAt(base, field.path, repeated) });
    }
  }
  // About 4 MB: past every body limit.
  bodies.push({
    what: '4 MB body',
    input: { ...base, padding: Array.from({ length: 40_000 }, () => 'x'.repeat(100)) },
  });
  return bodies;
}

/** Checks one answer; collects what is wrong instead of failing at once, so a report lists every case. */
function check(what: string, locale: 'zh' | 'en', outcome: Outcome) {
  sent += 1;
  const problem = (reason: string) =>
    failures.push(`${what}: ${reason} (${outcome.status} ${outcome.body.slice(0, 200)})`);
  if (outcome.status >= 500) return problem('answered >= 500');
  let body: { code?: unknown; message?: unknown; data?: unknown };
  try {
    body = JSON.parse(outcome.body) as typeof body;
  } catch {
    return outcome.status >= 400 ? problem('not our envelope') : undefined;
  }
  if (typeof body.code !== 'number' || typeof body.message !== 'string' || !('data' in body))
    return problem('not our envelope');
  if (body.code === SUCCESS_CODE)
    return outcome.status === 200 ? undefined : problem('success code on a failure');
  if (outcome.status >= 400 && body.data !== null) problem('failure with data');
  if (locale === 'zh' && !CJK.test(body.message)) problem('message not in Chinese');
  if (locale === 'en' && CJK.test(body.message)) problem('message not in English');
}

async function send(name: ApiName, body: Body, token: string | undefined, locale: 'zh' | 'en', query = '') {
  const route = apiRoutes[name];
  const response = await app.inject({
    method: 'POST',
    url: `/api${route.path}${query}`,
    headers: { 'content-type': body.contentType, 'accept-language': locale, ...(token ? { token } : {}) },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.body };
}

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'sv-hostile-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><div id="app"></div><script>1</script>');
  writeFileSync(join(siteDir, 'assets', 'index-abc.js'), 'export {};');
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database: database.handle,
    site: findStaticSite(siteDir),
    logger: { level: 'error', stream: { write: (line: string) => void errorLines.push(line) } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const [officer, enterprise, merchant, session, approver, supervisor, provider] = await Promise.all(
    [
      OFFICERS.liMing,
      '13800000001',
      '13800000003',
      '13800000002',
      '13900000003',
      '13700000001',
      '13600000001',
    ].map((phone) => login(app, phone)),
  );
  tokens = {
    officer: officer!,
    enterprise: enterprise!,
    merchant: merchant!,
    session: session!,
    approver: approver!,
    supervisor: supervisor!,
    provider: provider!,
  };
  const { call } = createCaller(app);
  const scan = ok(
    await call(
      'resolveCode',
      { enterpriseNumber: 'SZ440305000123', purpose: 'inspection' },
      { token: officer },
    ),
  );
  const created = ok(await call('createRegistration', registrationInput(), { token: officer }));
  ids = { scanId: scan.scanId, registrationId: created.id };
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('hostile input (issue 12)', () => {
  // Every write endpoint, 200+ bodies each: past the default per-test limit on a loaded machine.
  it(`write endpoints: ${CASES_PER_WRITE_ENDPOINT}+ generated bodies each, never >= 500, always our envelope in the language`, async () => {
    const now = Date.now();
    const writes: Array<{ name: ApiName; token?: keyof typeof tokens; base: Record<string, unknown> }> = [
      { name: 'appLogin', base: { username: '13899990000', password: 'Demo@2026' } },
      { name: 'testLogin', base: { account: '13800000001' } },
      { name: 'siqLogin', base: { code: 'never-issued-code' } },
      { name: 'logout', token: 'session', base: {} },
      {
        name: 'registerEnterprise',
        token: 'merchant',
        base: {
          name: '测试公司',
          creditCode: '91440300MA5H2P3Q4X',
          regionCode: '440305006',
          address: '深圳',
          legalRepresentative: '刘洋',
          contactPhone: '13800000003',
        },
      },
      {
        name: 'resolveCode',
        token: 'officer',
        base: { enterpriseNumber: 'SZ440305000123', purpose: 'inspection' },
      },
      {
        name: 'checkIn',
        token: 'officer',
        base: { scanId: ids.scanId, location: { latitude: 22.5, longitude: 113.9, text: '科兴' } },
      },
      { name: 'createRegistration', token: 'officer', base: registrationInput() as Record<string, unknown> },
      {
        name: 'correctRegistration',
        token: 'officer',
        base: { id: ids.registrationId, version: 1, reason: '更正', remarks: '备注' },
      },
      {
        name: 'evaluateRegistration',
        token: 'enterprise',
        base: { registrationId: ids.registrationId, level: 'satisfied', comment: '好' },
      },
      {
        name: 'createVisit',
        token: 'officer',
        base: {
          clientRequestId: randomUUID(),
          enterpriseNumber: 'SZ440305000123',
          purpose: '宣讲',
          startedAt: new Date(now - 3_600_000).toISOString(),
          endedAt: new Date(now - 1_800_000).toISOString(),
        },
      },
      {
        name: 'savePlan',
        token: 'officer',
        base: {
          clientRequestId: randomUUID(),
          title: '检查计划',
          type: 'routine',
          legalBasis: '《食品安全法》',
          itemCodes: ['MK-01'],
          periodFrom: '2027-03-01',
          periodTo: '2027-03-31',
          officerCertificates: ['44030012345', '44030012346'],
          targetNumbers: ['SZ440305000123'],
          jointDepartments: [],
        },
      },
      { name: 'submitPlan', token: 'officer', base: { id: 'plan-ecology-draft', version: 1 } },
      {
        name: 'decidePlan',
        token: 'approver',
        base: { id: 'plan-market-metrology-review', version: 1, decision: 'return', reason: '补充' },
      },
      {
        name: 'cancelPlan',
        token: 'officer',
        base: { id: 'plan-market-prices-q', version: 1, reason: '作废' },
      },
      { name: 'drawPlan', token: 'officer', base: { id: 'plan-ecology-draft', version: 1 } },
      {
        name: 'openDoorNotice',
        token: 'officer',
        base: { planId: 'plan-market-prices-q', enterpriseNumber: 'SZ440305000123' },
      },
      { name: 'markNoticeRead', token: 'enterprise', base: { id: 'notice-unknown' } },
      { name: 'acknowledgeNotice', token: 'enterprise', base: { id: 'notice-unknown' } },
      { name: 'verifyNotice', token: 'enterprise', base: { token: 'N1.abc.123.def-forged-token' } },
      { name: 'markMessagesRead', token: 'enterprise', base: { box: 'system' } },
      { name: 'saveNotificationPreferences', token: 'enterprise', base: { muted: ['shop'] } },
      {
        name: 'publishSystemNotice',
        token: 'supervisor',
        base: {
          clientRequestId: randomUUID(),
          audience: 'officer',
          titleZh: '通知',
          bodyZh: '正文',
          titleEn: 'Notice',
          bodyEn: 'Body',
        },
      },
      {
        name: 'createComplaint',
        token: 'enterprise',
        base: {
          clientRequestId: randomUUID(),
          kind: 'complaint',
          category: 'misconduct',
          description: '检查人员态度恶劣',
          photoIds: [],
          contactPhone: '13800000001',
          contactAllowed: true,
          subject: { type: 'registration', registrationId: ids.registrationId },
        },
      },
      {
        name: 'withdrawComplaint',
        token: 'enterprise',
        base: { id: 'cmp-unknown', version: 1, note: '撤回' },
      },
      {
        name: 'addComplaintInformation',
        token: 'enterprise',
        base: {
          id: 'cmp-unknown',
          clientRequestId: '6f1c2b9e-4d3a-4f7e-9a1b-2c3d4e5f6a7b',
          note: '补充',
          photoIds: [],
        },
      },
      {
        name: 'rateComplaint',
        token: 'enterprise',
        base: { id: 'cmp-unknown', version: 1, level: 2, comment: '未解决' },
      },
      {
        name: 'acceptComplaint',
        token: 'supervisor',
        base: { id: 'cmp-unknown', version: 1, departmentCode: 'market', note: '' },
      },
      {
        name: 'rejectComplaint',
        token: 'supervisor',
        base: {
          id: 'cmp-unknown',
          version: 1,
          reason: 'duplicate',
          duplicateOf: 'TS202611230001',
          note: '重复',
        },
      },
      {
        name: 'reassignComplaint',
        token: 'supervisor',
        base: { id: 'cmp-unknown', version: 1, departmentCode: 'health', note: '改派' },
      },
      { name: 'signComplaint', token: 'officer', base: { id: 'cmp-unknown', version: 1 } },
      {
        name: 'recordComplaintContact',
        token: 'officer',
        base: { id: 'cmp-unknown', version: 1, note: '已电话联系' },
      },
      {
        name: 'requestComplaintExtension',
        token: 'officer',
        base: { id: 'cmp-unknown', version: 1, workingDays: 5, reason: '需现场复核' },
      },
      {
        name: 'decideComplaintExtension',
        token: 'supervisor',
        base: { id: 'cmp-unknown', version: 1, approve: true, note: '' },
      },
      {
        name: 'replyComplaint',
        token: 'officer',
        base: { id: 'cmp-unknown', version: 1, findings: '经核查', measures: '已整改' },
      },
      {
        name: 'reviewComplaint',
        token: 'supervisor',
        base: { id: 'cmp-unknown', version: 1, decision: 'sendBack', note: '请补充' },
      },
      { name: 'advanceTestClock', base: { hours: 24 } },
      {
        name: 'setAppointmentAvailability',
        token: 'officer',
        base: { weeklySlots: ['1-morning'], dailyCapacity: 4 },
      },
      {
        name: 'createAppointment',
        token: 'enterprise',
        base: {
          clientRequestId: '00000000-0000-4000-8000-000000000001',
          departmentCode: 'market',
          kind: 'guidance',
          slots: [{ date: '2030-01-07', period: 'morning' }],
          address: '深圳市南山区',
          contactName: '张伟',
          contactPhone: '13800000001',
          description: '开业前指导',
          photoIds: [],
        },
      },
      {
        name: 'editAppointment',
        token: 'enterprise',
        base: {
          id: 'apt-unknown',
          version: 1,
          slots: [{ date: '2030-01-07', period: 'morning' }],
          address: '深圳市南山区',
          contactName: '张伟',
          contactPhone: '13800000001',
          description: '开业前指导',
          photoIds: [],
        },
      },
      { name: 'cancelAppointment', token: 'enterprise', base: { id: 'apt-unknown', version: 1 } },
      { name: 'addAppointmentPhoto', token: 'enterprise', base: {} },
      {
        name: 'confirmAppointment',
        token: 'officer',
        base: {
          id: 'apt-unknown',
          version: 1,
          slot: { date: '2030-01-07', period: 'morning' },
          officerIds: ['usr-13900000001'],
        },
      },
      {
        name: 'assignAppointmentOfficers',
        token: 'officer',
        base: { id: 'apt-unknown', version: 1, officerIds: ['usr-13900000001'] },
      },
      {
        name: 'proposeAppointmentTime',
        token: 'officer',
        base: { id: 'apt-unknown', version: 1, slot: { date: '2030-01-07', period: 'morning' } },
      },
      {
        name: 'declineAppointment',
        token: 'officer',
        base: { id: 'apt-unknown', version: 1, reason: '不受理' },
      },
      {
        name: 'cancelAppointmentByDepartment',
        token: 'officer',
        base: { id: 'apt-unknown', version: 1, reason: '另有任务' },
      },
      {
        name: 'answerAppointmentProposal',
        token: 'enterprise',
        base: { id: 'apt-unknown', version: 1, accept: true },
      },
      { name: 'rateAppointment', token: 'enterprise', base: { id: 'apt-unknown', rating: 5 } },
      {
        name: 'classifyGoods',
        token: 'merchant',
        base: { categoryId: 'fire-safety', keyword: '灭火', limit: 5 },
      },
      { name: 'getGoodsdetal', token: 'merchant', base: { id: 'fire-blanket' } },
      {
        name: 'changeGoods',
        token: 'merchant',
        base: { goodsId: 'fire-blanket', specId: 'fire-blanket-1', mode: 'set', quantity: 1 },
      },
      { name: 'delCard', token: 'merchant', base: { ids: ['1'] } },
      {
        name: 'getAddressedit',
        token: 'merchant',
        base: { contactName: '刘洋', phone: '13800000003', regionCode: '440305001', detail: '1号' },
      },
      { name: 'deleteAddress', token: 'merchant', base: { id: 'addr-unknown' } },
      {
        name: 'checkout',
        token: 'merchant',
        base: {
          clientRequestId: '6b0f2d55-8f0c-4a43-9d4e-0c9f8f1d2a11',
          lines: [{ id: '1', quantity: 1, priceFen: 100 }],
          addressId: 'addr-unknown',
          preferredDate: '2026-12-01',
          preferredPeriod: 'morning',
          note: '',
        },
      },
      { name: 'previewReceipt', token: 'officer', base: registrationInput() },
      {
        name: 'requestInspectionApproval',
        token: 'officer',
        base: {
          clientRequestId: '0d9b2f0e-4c1a-4b7e-9a57-2f1d7b8e0c41',
          enterpriseNumber: 'SZ440305000123',
          itemCodes: ['MK-01'],
          reason: '再次核查',
          validFrom: '2026-12-02',
          validTo: '2026-12-05',
        },
      },
      {
        name: 'decideInspectionApproval',
        token: 'officer',
        base: { id: 'approval-unknown', decision: 'approve', version: 1 },
      },
      { name: 'withdrawInspectionApproval', token: 'officer', base: { id: 'approval-unknown', version: 1 } },
      {
        name: 'reviewEmergencyInspection',
        token: 'supervisor',
        base: { id: 'reg-unknown', decision: 'notUphold', note: '不属于应急情形' },
      },
      { name: 'cancelShopRequest', token: 'merchant', base: { id: 'req-unknown', version: 1 } },
      { name: 'confirmShopRequest', token: 'provider', base: { id: 'req-unknown', version: 1 } },
      { name: 'completeShopRequest', token: 'provider', base: { id: 'req-unknown', version: 1 } },
      {
        name: 'declineShopRequest',
        token: 'provider',
        base: { id: 'req-unknown', version: 1, reason: '无' },
      },
      {
        name: 'updateGoodsSpec',
        token: 'provider',
        base: { id: 'spec-unknown', version: 1, priceFen: 6500, stock: 10 },
      },
      { name: 'withdrawGoods', token: 'provider', base: { id: 'goods-unknown' } },
      { name: 'relistGoods', token: 'provider', base: { id: 'goods-unknown' } },
    ];
    writeCases = writes;
    const perEndpoint: Record<string, number> = {};
    for (const { name, token, base } of writes) {
      const bodies = hostileBodies(base, CASES_PER_WRITE_ENDPOINT, apiRoutes[name].method === 'FORM');
      for (const [index, body] of bodies.entries()) {
        const locale = index % 2 === 0 ? 'zh' : 'en';
        const outcome = await send(name, body, token ? tokens[token] : undefined, locale);
        check(`${name} #${index}`, locale, outcome);
        if (name === 'logout' && outcome.status === 200) tokens.session = await login(app, '13800000002');
      }
      perEndpoint[name] = bodies.length;
    }
    const uploads = hostileUploads(CASES_PER_WRITE_ENDPOINT);
    for (const [index, body] of uploads.entries()) {
      const locale = index % 2 === 0 ? 'zh' : 'en';
      const query = index % 10 === 0 ? `?x=${pick(HOSTILE_QUERY_VALUES)}` : '';
      check(
        `addRegistrationPhoto #${index}`,
        locale,
        await send('addRegistrationPhoto', body, tokens.officer, locale, query),
      );
    }
    perEndpoint.addRegistrationPhoto = uploads.length;
    for (const [index, body] of hostileUploads(CASES_PER_WRITE_ENDPOINT).entries()) {
      const locale = index % 2 === 0 ? 'zh' : 'en';
      check(
        `addComplaintPhoto #${index}`,
        locale,
        await send('addComplaintPhoto', body, tokens.enterprise, locale),
      );
    }
    perEndpoint.addComplaintPhoto = CASES_PER_WRITE_ENDPOINT;
    for (const [index, body] of hostileUploads(CASES_PER_WRITE_ENDPOINT).entries()) {
      const locale = index % 2 === 0 ? 'zh' : 'en';
      check(
        `addAppointmentPhoto upload #${index}`,
        locale,
        await send('addAppointmentPhoto', body, tokens.enterprise, locale),
      );
    }

    expect(failures).toEqual([]);
    for (const [name, count] of Object.entries(perEndpoint))
      expect(count, name).toBeGreaterThanOrEqual(CASES_PER_WRITE_ENDPOINT);
    const writeNames = Object.entries(apiRoutes)
      .filter(([, r]) => r.method !== 'GET')
      .map(([n]) => n);
    expect(Object.keys(perEndpoint).sort()).toEqual(writeNames.sort());
  }, 120_000);

  it('every endpoint: ids beyond their type, dates outside their field, arrays and bodies too large, each answered quickly', async () => {
    expect(writeCases.length).toBeGreaterThan(50);
    const slow: string[] = [];
    let count = 0;
    const timed = async (what: string, locale: 'zh' | 'en', run: () => Promise<Outcome>) => {
      const started = performance.now();
      const outcome = await run();
      const took = performance.now() - started;
      if (took > ANSWER_WITHIN_MS) slow.push(`${what}: ${Math.round(took)} ms`);
      if (outcome.status === 200 && what.includes('4 MB')) failures.push(`${what}: accepted`);
      check(what, locale, outcome);
      count += 1;
    };
    for (const { name, token, base } of writeCases) {
      if (apiRoutes[name].method === 'UPLOAD' || apiRoutes[name].method === 'FORM') continue;
      for (const [index, { what, input }] of outOfRangeBodies(name, base).entries()) {
        const locale = index % 2 === 0 ? 'zh' : 'en';
        const body = json(freshRequestId(input, base));
        await timed(`${name} ${what}`, locale, () =>
          send(name, body, token ? tokens[token] : undefined, locale),
        );
      }
    }
    const gets = (Object.keys(apiRoutes) as ApiName[]).filter((name) => apiRoutes[name].method === 'GET');
    for (const name of gets) {
      const token =
        apiRoutes[name].access === 'provider'
          ? tokens.provider
          : apiRoutes[name].access === 'enterprise'
            ? tokens.enterprise
            : tokens.supervisor;
      for (const field of inputFields(apiSchemas[name].input)) {
        if (field.path.length !== 1) continue;
        const values =
          field.kind === 'dateTime' || field.kind === 'date'
            ? OUT_OF_RANGE_DATES[field.kind]
            : field.kind === 'string' || field.kind === 'number'
              ? OUT_OF_RANGE_IDS
              : [];
        for (const [index, value] of values.entries()) {
          const locale = index % 2 === 0 ? 'zh' : 'en';
          const path = fillPath(apiRoutes[name].path, { [field.path[0]!]: value }).path;
          const query = path.includes(encodeURIComponent(value))
            ? ''
            : `?${field.path[0]}=${encodeURIComponent(value)}`;
          await timed(`${name}?${field.path[0]}=${value}`, locale, async () => {
            const response = await app.inject({
              url: `/api${path}${query}`,
              headers: { token, 'accept-language': locale },
            });
            return { status: response.statusCode, body: response.body };
          });
        }
      }
    }
    expect(failures.join('\n')).toBe('');
    expect(slow).toEqual([]);
    expect(count).toBeGreaterThan(1_000);
  }, 300_000);

  it('GET endpoints: hostile query parameters, including crafted cursors', async () => {
    const gets = (Object.keys(apiRoutes) as ApiName[]).filter((name) => apiRoutes[name].method === 'GET');
    for (const name of gets) {
      const { access } = apiRoutes[name];
      const token =
        access === 'enterprise'
          ? tokens.enterprise
          : access === 'provider'
            ? tokens.provider
            : tokens.officer;
      for (const [index, query] of hostileQueries(name).entries()) {
        const locale = index % 2 === 0 ? 'zh' : 'en';
        const response = await app.inject({
          url: `/api${apiRoutes[name].path}?${query}`,
          headers: { token, 'accept-language': locale },
        });
        check(`${name}?${query.slice(0, 60)}`, locale, { status: response.statusCode, body: response.body });
      }
    }
    expect(failures).toEqual([]);
  });

  it('the static server: traversal, encoded and malformed paths', async () => {
    const { port } = app.server.address() as AddressInfo;
    const raw = (path: string) =>
      new Promise<Outcome>((done, fail) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(
            `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`,
          ),
        );
        let text = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk) => (text += chunk));
        socket.on('error', fail);
        socket.on('end', () => {
          const status = Number(text.split(' ')[1]);
          const body = text.slice(text.indexOf('\r\n\r\n') + 4);
          done({
            status,
            body: /^[0-9a-f]+\r\n/.test(body)
              ? body.replace(/^[0-9a-f]+\r\n/, '').replace(/\r\n0\r\n\r\n$/, '')
              : body,
          });
        });
      });
    const segments = [
      '..',
      '%2e%2e',
      '%2E.',
      '.%2e',
      '%c0%ae%c0%ae',
      '%00',
      '%ff',
      '%',
      '\\..',
      '%5c..',
      '',
      '.',
    ];
    const targets = ['etc/passwd', 'server/config.ts', 'package.json', 'assets/index-abc.js', '.env'];
    const pathsToTry = [
      '/../../etc/passwd',
      '/assets/../server/config.ts',
      '//etc/passwd',
      '/%c0%ae',
      '/api/../../etc/passwd',
      '/assets/index-abc.js%00.html',
      `/${'a/'.repeat(2000)}`,
      ...segments.flatMap((segment) => targets.map((target) => `/assets/${segment}/${segment}/${target}`)),
    ];
    for (const path of pathsToTry) check(`GET ${path.slice(0, 60)}`, 'en', await raw(path));
    expect(failures).toEqual([]);
  });

  it('logged no unhandled error and polluted no prototype', () => {
    expect(errorLines.filter((line) => line.includes('unhandled error'))).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(sent).toBeGreaterThan(2400);
  });
});
