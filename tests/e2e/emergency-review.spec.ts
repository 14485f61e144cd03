import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { cityNow } from './city-clock';
import { expect, test } from './fixtures';
import { api, signInWhere, snapBothWidths } from './helpers';

/**
 * Issue 41, 1: an emergency inspection is excepted on the officer's word alone, so the supervision office reviews
 * it afterwards. 李明 registers one; 周正 finds it counted on his desk, opens the queue and the record, is asked for
 * the reasons, and does not uphold it; the officer is told, and the enterprise reads the finding on its record.
 * Standalone in Chinese and inside portal-demo in English, screenshots at 375 and 320 px.
 */
const OFFICER = '13900000001';
const SUPERVISOR = '13700000001';
const ENTERPRISE = '13800000002';
const ENTERPRISE_NUMBER = 'SZ440305000456';

const TEXT = {
  zh: {
    tile: /应急检查审查/,
    waiting: /\d+ 次待审查/,
    filter: '应急检查待审查',
    pending: '待执法监督处审查',
    notUphold: '认定不成立',
    confirm: '确认',
    noteMissing: '请填写不成立的理由',
    note: '不成立的理由',
    notUpheld: '应急情形不成立',
  },
  en: {
    tile: /Emergency reviews/,
    waiting: /\d+ to review/,
    filter: 'Emergencies to review',
    pending: 'Waiting for the supervision office',
    notUphold: 'Do not uphold',
    confirm: 'Confirm',
    noteMissing: 'Give the reasons it is not upheld',
    note: 'Why it is not upheld',
    notUpheld: 'Emergency not upheld',
  },
} as const;

for (const [where, locale] of [
  ['standalone', 'zh'],
  ['portal', 'en'],
] as const) {
  test(`emergency review, ${where}, ${locale}: registered as an emergency, queued on the office's desk, not upheld with its reasons`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    const shot = (page: Page, name: string) =>
      snapBothWidths(page, `emergency-review-${where}-${locale}-${name}`);

    // 1. The officer registers an emergency inspection (outside the cap, on his word).
    const officer = await signInWhere(browser, where, locale, OFFICER, '/enforceHome');
    const options = await api<{ items: Array<{ code: string; name: string }> }>(
      officer,
      'GET',
      '/app/plan/options',
    );
    const item = options.items[0]!;
    const now = cityNow();
    const reference = `E2E ${where} ${locale} ${now}: 冷库氨气泄漏报警，须立即到场处置`;
    const created = await api<{ id: string; registrationNumber: string }>(
      officer,
      'POST',
      '/app/registration/create',
      {
        clientRequestId: randomUUID(),
        enterpriseNumber: ENTERPRISE_NUMBER,
        platform: 'main',
        type: 'case',
        caseReason: 'emergency',
        caseReference: reference,
        typedReason: 'codeUnavailable',
        officers: [
          { name: '李明', certificateNumber: '44030012345' },
          { name: '赵强', certificateNumber: '44030012346' },
        ],
        items: [{ code: item.code, name: item.name, result: 'compliant' }],
        problems: [],
        startedAt: new Date(now - 40 * 60_000).toISOString(),
        endedAt: new Date(now - 10 * 60_000).toISOString(),
      },
    );

    // 2. The supervisor's desk counts what waits; the tile opens the queue, the record from there.
    const supervisor = await signInWhere(browser, where, locale, SUPERVISOR, '/enforceHome');
    const app = supervisor.locator('.sv-app');
    const tile = app.getByRole('link', { name: t.tile });
    await expect(tile).toContainText(t.waiting);
    await shot(supervisor, 'desk');
    await tile.click();
    await expect(
      app.getByRole('region', { name: locale === 'zh' ? '筛选条件' : 'Filtered by' }),
    ).toContainText(t.filter);
    // newest first: the one just registered
    await app.getByText('深圳市南山精密制造有限公司').filter({ visible: true }).first().click();
    await expect(app.getByText(created.registrationNumber)).toBeVisible();
    await expect(app.getByText(t.pending).filter({ visible: true }).first()).toBeVisible();
    await expect(app.getByText(reference)).toBeVisible();
    await shot(supervisor, 'pending');

    // 3. Not upheld: the reasons are asked for first, then recorded.
    await app.getByRole('button', { name: t.notUphold }).click();
    const sheet = supervisor.getByRole('dialog');
    await sheet.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(sheet.getByText(t.noteMissing)).toBeVisible();
    await sheet.getByLabel(t.note).fill('报警记录显示为误报，到场前已排除，不属于应急情形');
    await shot(supervisor, 'reasons');
    await sheet.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(app.getByText(t.notUpheld).filter({ visible: true }).first()).toBeVisible();
    await expect(app.getByRole('button', { name: t.notUphold })).toHaveCount(0);
    await shot(supervisor, 'decided');

    // 4. The officer is told (the call carries no language: in Chinese); the enterprise reads the finding.
    const told = await api<{ items: Array<{ title: string }> }>(
      officer,
      'GET',
      '/app/message/list?box=personal',
    );
    expect(told.items.map((m) => m.title).join('\n')).toMatch(
      `应急检查 ${created.registrationNumber} 经事后审查：不成立`,
    );
    const enterprise = await signInWhere(
      browser,
      where,
      locale,
      ENTERPRISE,
      `/registrationDetail?id=${created.id}`,
    );
    const record = enterprise.locator('.sv-app');
    await expect(record.getByText(t.notUpheld).filter({ visible: true }).first()).toBeVisible();
    await expect(record.getByText('报警记录显示为误报，到场前已排除，不属于应急情形')).toBeVisible();
    await shot(enterprise, 'enterprise');
  });
}
