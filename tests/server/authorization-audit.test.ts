import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, ok, useTestApp } from './test-app';
import { documentRef } from '../../contract/documents/rules';
import { users } from '../../server/db/schema/session';
import { hashPassword } from '../../server/modules/session/password';

/** An officer account whose department was never set: no officer call may serve it. */
const NO_DEPARTMENT = { id: 'usr-audit-no-department', phone: '13900000099' };

const server = useTestApp({
  users: {
    owner: '13800000001', // 张伟, 深圳市鹏程食品有限公司 (SZ440305000123)
    merchant: '13800000003', // 刘洋, no enterprise yet
    liMing: '13900000001', // market; handled complaint cmp-demo-3
    zhaoQiang: '13900000011', // market; did not handle it
    supervisor: '13700000001',
    noDepartment: NO_DEPARTMENT.phone,
  },
  prepare: async ({ handle }) => {
    await handle.db.insert(users).values({
      ...NO_DEPARTMENT,
      name: '审计账号',
      role: 'officer',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
  },
});
const { call, tokens } = server;
type Who = keyof typeof tokens;
const as = (who: Who) => ({ token: tokens[who] });

async function fetchFile(doc: string, who: Who) {
  return server.app.inject({
    url: `/api/app/document/file?doc=${encodeURIComponent(doc)}`,
    headers: { token: tokens[who], 'accept-language': 'zh' },
  });
}

async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('\n');
}

describe('authorization audit: records shown only to those the rules name', () => {
  it('a merchant without an enterprise sees no enterprise’s inspection notices (it saw every one)', async () => {
    const notice = ok(
      await call(
        'openDoorNotice',
        { planId: 'plan-market-food-2026', enterpriseNumber: 'SZ440305000123' },
        as('liMing'),
      ),
    );
    const own = ok(await call('listNotices', {}, as('owner'))).items.map((item) => item.id);
    expect(own).toContain(notice.id);
    expect(ok(await call('listNotices', {}, as('merchant'))).items).toEqual([]);
    expect((await call('getNotice', { id: notice.id }, as('merchant'))).status).toBe(404);
  });

  it('a complaint’s decision letter, which names the complainant, is refused to an officer of the department who did not handle it', async () => {
    const doc = documentRef('decision', 'cmp-demo-3');
    // The detail hides who complained from that officer...
    const detail = ok(await call('getComplaint', { id: 'cmp-demo-3' }, as('zhaoQiang')));
    expect(detail.complainant).toBeNull();
    // ...so the letter may not name them either: "not found", as for any record of someone else.
    expect((await call('getDocumentInfo', { doc }, as('zhaoQiang'))).status).toBe(404);
    const refused = await fetchFile(doc, 'zhaoQiang');
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('深圳市鹏程食品有限公司');
    // The complainant, the handler and the supervision office still read it.
    for (const who of ['owner', 'liMing', 'supervisor'] as const) {
      const response = await fetchFile(doc, who);
      expect(response.statusCode, who).toBe(200);
      expect(await textOf(response.rawPayload)).toContain('深圳市鹏程食品有限公司');
    }
  });

  it('an officer without a department is refused the inspection list instead of shown the whole city’s', async () => {
    const listed = await call('listRegistrations', { limit: 50 }, as('noDepartment'));
    expect(listed.data?.items ?? []).toEqual([]);
    expect(listed.status).toBe(403);
    // An officer of a department still lists that department's.
    const market = ok(await call('listRegistrations', { limit: 50 }, as('liMing')));
    expect(market.items.length).toBeGreaterThan(0);
    expect(market.items.every((item) => item.departmentCode === 'market')).toBe(true);
  });
});
