import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { movableClock } from './complaints-fixtures';
import { ok, useTestApp, type CallResult } from './test-app';
import type { ApiName } from '../../contract/api-routes';
import { SPEC_PRICE_MAX_FEN, SPEC_STOCK_MAX } from '../../contract/shop/rules';
import { goods, goodsSpecs } from '../../server/db/schema/shop';

// Monday 2026-11-23, 10:00 in Shenzhen.
const time = movableClock(new Date('2026-11-23T02:00:00Z'));
const server = useTestApp({
  clock: time.clock,
  users: {
    buyer: '13800000002',
    officer: '13900000001',
    fireProvider: '13600000001',
    healthProvider: '13600000002',
    legalOffice: '13600000006',
  },
});
const { call, callUnchecked, tokens } = server;
const as = (who: keyof typeof tokens, locale: 'zh' | 'en' = 'zh') => ({ token: tokens[who], locale });

const FIRE_GOODS = [
  'fire-extinguisher-abc',
  'fire-extinguisher-annual-check',
  'smoke-detector',
  'emergency-exit-light',
  'fire-blanket',
];

function failed<K extends ApiName>(result: CallResult<K>, message: string) {
  expect(result.code, JSON.stringify(result)).not.toBe(20000);
  expect(result.message).toBe(message);
}

async function specOf(id: string) {
  const [spec] = await server.database.handle.db.select().from(goodsSpecs).where(eq(goodsSpecs.id, id));
  return spec!;
}

/** The buyer's cart line of a specification. */
async function cartLineOf(specId: string) {
  return ok(await call('getCard', {}, as('buyer'))).lines.find((line) => line.specId === specId);
}

describe('a provider’s catalogue', () => {
  it('lists every goods item of its own provider, withdrawn ones too, with each specification’s price, stock and version', async () => {
    await server.database.handle.db
      .update(goods)
      .set({ withdrawn: true })
      .where(eq(goods.id, 'smoke-detector'));
    const { items, total } = ok(await call('listProviderGoods', { limit: 50 }, as('fireProvider')));
    expect(items.map((g) => g.id).sort()).toEqual([...FIRE_GOODS].sort());
    expect(total).toBe(FIRE_GOODS.length);
    expect(items.find((g) => g.id === 'smoke-detector')?.withdrawn).toBe(true);
    const abc = items.find((g) => g.id === 'fire-extinguisher-abc')!;
    expect(abc).toMatchObject({ name: 'ABC干粉灭火器', categoryName: '消防安全', freeService: false });
    expect(abc.specs.map((s) => [s.id, s.priceFen, s.stock, s.version])).toEqual([
      ['fire-extinguisher-abc-1', 6500, 200, 1],
      ['fire-extinguisher-abc-2', 8900, 150, 1],
      ['fire-extinguisher-abc-3', 15800, 60, 1],
    ]);
    await server.database.handle.db
      .update(goods)
      .set({ withdrawn: false })
      .where(eq(goods.id, 'smoke-detector'));
  });

  it('pages like the other shop lists, and speaks the reader’s language', async () => {
    const first = ok(await call('listProviderGoods', { limit: 2, offset: 0 }, as('fireProvider')));
    const second = ok(await call('listProviderGoods', { limit: 2, offset: 2 }, as('fireProvider')));
    expect(first.items).toHaveLength(2);
    expect(second.items.map((g) => g.id)).not.toContain(first.items[0]!.id);
    const en = ok(await call('getProviderGoods', { id: 'fire-blanket' }, as('fireProvider', 'en')));
    expect(en).toMatchObject({ name: 'Kitchen fire blanket', unit: 'piece', categoryName: 'Fire safety' });
    const office = ok(await call('listProviderGoods', {}, as('legalOffice')));
    expect(office.items.map((g) => g.id).sort()).toEqual(['contract-review', 'legal-consultation']);
    expect(office.items.every((g) => g.freeService)).toBe(true);
  });

  it('is for providers only: enterprise users and officers are refused, signed-out visitors asked to sign in', async () => {
    for (const who of ['buyer', 'officer'] as const) {
      expect((await call('listProviderGoods', {}, as(who))).status).toBe(403);
      expect((await call('getProviderGoods', { id: 'fire-blanket' }, as(who))).status).toBe(403);
      const spec = { id: 'fire-blanket-1', version: 1, stock: 1 };
      expect((await call('updateGoodsSpec', spec, as(who))).status).toBe(403);
      expect((await call('withdrawGoods', { id: 'fire-blanket' }, as(who))).status).toBe(403);
      expect((await call('relistGoods', { id: 'fire-blanket' }, as(who))).status).toBe(403);
    }
    expect((await call('listProviderGoods', {}, { token: null })).status).toBe(401);
    expect((await specOf('fire-blanket-1')).stock).toBe(300);
  });

  it('answers another provider’s goods as not found, and changes nothing of them', async () => {
    expect(
      ok(await call('listProviderGoods', { limit: 50 }, as('healthProvider'))).items.map((g) => g.id),
    ).not.toContain('fire-blanket');
    const detail = await call('getProviderGoods', { id: 'fire-blanket' }, as('healthProvider'));
    expect(detail.status).toBe(404);
    failed(detail, '未找到该商品或服务');
    failed(
      await call('updateGoodsSpec', { id: 'fire-blanket-1', version: 1, priceFen: 1 }, as('healthProvider')),
      '未找到该规格',
    );
    failed(await call('withdrawGoods', { id: 'fire-blanket' }, as('healthProvider')), '未找到该商品或服务');
    failed(await call('relistGoods', { id: 'no-such-goods' }, as('fireProvider')), '未找到该商品或服务');
    expect(await specOf('fire-blanket-1')).toMatchObject({ priceFen: 4900, stock: 300, version: 1 });
  });
});

describe('changing a specification', () => {
  it('changes the price, the stock or both, each against the version read, and answers the item as saved', async () => {
    let item = ok(
      await call(
        'updateGoodsSpec',
        { id: 'emergency-exit-light-1', version: 1, priceFen: 10250 },
        as('fireProvider'),
      ),
    );
    expect(item.specs[0]).toMatchObject({ priceFen: 10250, stock: 80, version: 2 });
    item = ok(
      await call(
        'updateGoodsSpec',
        { id: 'emergency-exit-light-1', version: 2, stock: 0 },
        as('fireProvider'),
      ),
    );
    expect(item.specs[0]).toMatchObject({ priceFen: 10250, stock: 0, version: 3 });
    item = ok(
      await call(
        'updateGoodsSpec',
        { id: 'emergency-exit-light-1', version: 3, priceFen: 0, stock: 12 },
        as('fireProvider'),
      ),
    );
    expect(item.specs[0]).toMatchObject({ priceFen: 0, stock: 12, version: 4 });
    // the other specification is untouched
    expect(item.specs[1]).toMatchObject({ priceFen: 11800, stock: 80, version: 1 });
  });

  it('refuses a version that is no longer the latest: the change made meanwhile stays', async () => {
    failed(
      await call(
        'updateGoodsSpec',
        { id: 'emergency-exit-light-1', version: 3, stock: 99 },
        as('fireProvider'),
      ),
      '该规格的价格或库存已有变化（可能刚有新的服务申请），请核对最新数据后重试',
    );
    const en = await call(
      'updateGoodsSpec',
      { id: 'emergency-exit-light-1', version: 1, stock: 99 },
      as('fireProvider', 'en'),
    );
    expect(en.message).toMatch(/^The price or stock of this specification changed meanwhile/);
    expect(await specOf('emergency-exit-light-1')).toMatchObject({ stock: 12, version: 4 });
  });

  it('refuses prices and stock out of range, before anything is read', async () => {
    const base = { id: 'fire-blanket-1', version: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ priceFen: -1 }, 'priceFen'],
      [{ priceFen: 12.5 }, 'priceFen'],
      [{ priceFen: SPEC_PRICE_MAX_FEN + 1 }, 'priceFen'],
      [{ priceFen: '4900' }, 'priceFen'],
      [{ stock: -1 }, 'stock'],
      [{ stock: 2.5 }, 'stock'],
      [{ stock: SPEC_STOCK_MAX + 1 }, 'stock'],
      [{ stock: 1, version: 0 }, 'version'],
      [{}, 'body'],
    ];
    for (const [change, field] of cases) {
      const result = await callUnchecked('updateGoodsSpec', { ...base, ...change }, as('fireProvider'));
      expect([change, result.status]).toEqual([change, 400]);
      expect(Object.keys(result.fields ?? {})).toContain(field);
    }
    ok(
      await call(
        'updateGoodsSpec',
        { ...base, priceFen: SPEC_PRICE_MAX_FEN, stock: SPEC_STOCK_MAX },
        as('fireProvider'),
      ),
    );
    ok(
      await call('updateGoodsSpec', { ...base, version: 2, priceFen: 4900, stock: 300 }, as('fireProvider')),
    );
  });

  it('keeps an office’s free service at price 0, while its stock may change', async () => {
    const refused = await call(
      'updateGoodsSpec',
      { id: 'contract-review-1', version: 1, priceFen: 100, stock: 5 },
      as('legalOffice'),
    );
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual({ priceFen: '免费服务的价格只能为 0' });
    expect(await specOf('contract-review-1')).toMatchObject({ priceFen: 0, stock: 999, version: 1 });
    const item = ok(
      await call(
        'updateGoodsSpec',
        { id: 'contract-review-1', version: 1, priceFen: 0, stock: 5 },
        as('legalOffice'),
      ),
    );
    expect(item.specs[0]).toMatchObject({ priceFen: 0, stock: 5, version: 2 });
  });
});

describe('what buyers see of a provider’s change', () => {
  const address = { contactName: '陈静', phone: '13800000002', regionCode: '440305002', detail: '科技园1号' };
  const checkoutOf = async (lines: Array<{ id: string; quantity: number; priceFen: number }>) => {
    const [saved] = ok(await call('getAddersslist', {}, as('buyer')));
    const addressId = saved?.id ?? ok(await call('getAddressedit', address, as('buyer'))).id;
    return call(
      'checkout',
      {
        clientRequestId: randomUUID(),
        lines,
        addressId,
        preferredDate: '2026-11-25',
        preferredPeriod: 'morning',
      },
      as('buyer'),
    );
  };

  it('shows a new price in the buyer’s cart as changed, refuses checkout at the old one and takes the new', async () => {
    ok(
      await call(
        'changeGoods',
        { goodsId: 'smoke-detector', specId: 'smoke-detector-1', mode: 'add', quantity: 2 },
        as('buyer'),
      ),
    );
    const before = (await cartLineOf('smoke-detector-1'))!;
    expect(before).toMatchObject({ priceFen: 12800, addedPriceFen: 12800, issue: null });
    const { version } = await specOf('smoke-detector-1');
    ok(
      await call('updateGoodsSpec', { id: 'smoke-detector-1', version, priceFen: 13800 }, as('fireProvider')),
    );

    const after = (await cartLineOf('smoke-detector-1'))!;
    expect(after).toMatchObject({ priceFen: 13800, addedPriceFen: 12800, issue: 'priceChanged' });
    failed(
      await checkoutOf([{ id: after.id, quantity: 2, priceFen: 12800 }]),
      '部分商品价格已变化，请核对新价格后重新提交',
    );
    const sent = ok(await checkoutOf([{ id: after.id, quantity: 2, priceFen: 13800 }]));
    expect(sent.requests[0]?.totalFen).toBe(2 * 13800);
    // the order took stock: the provider's figures read before it are out of date
    expect(await specOf('smoke-detector-1')).toMatchObject({ stock: 118, version: version + 2 });
    failed(
      await call(
        'updateGoodsSpec',
        { id: 'smoke-detector-1', version: version + 1, stock: 500 },
        as('fireProvider'),
      ),
      '该规格的价格或库存已有变化（可能刚有新的服务申请），请核对最新数据后重试',
    );
  });

  it('takes a withdrawn item out of every list and out of sale, and brings it back when relisted', async () => {
    ok(
      await call(
        'changeGoods',
        { goodsId: 'fire-blanket', specId: 'fire-blanket-1', mode: 'add', quantity: 1 },
        as('buyer'),
      ),
    );
    const countOf = async () =>
      ok(await call('getClassify', {}, as('buyer'))).find((c) => c.id === 'fire-safety')!.goodsCount;
    const listed = async () =>
      [
        ...ok(await call('classifyGoods', { categoryId: 'fire-safety', limit: 50 }, as('buyer'))).items,
        ...ok(await call('classifyGoods', { keyword: '灭火毯' }, as('buyer'))).items,
      ].map((g) => g.id);
    const countBefore = await countOf();
    expect(await listed()).toContain('fire-blanket');

    const withdrawn = ok(await call('withdrawGoods', { id: 'fire-blanket' }, as('fireProvider')));
    expect(withdrawn.withdrawn).toBe(true);
    // withdrawing again changes nothing
    expect(ok(await call('withdrawGoods', { id: 'fire-blanket' }, as('fireProvider'))).withdrawn).toBe(true);
    expect(await listed()).not.toContain('fire-blanket');
    expect(await countOf()).toBe(countBefore - 1);
    failed(await call('getGoodsdetal', { id: 'fire-blanket' }, as('buyer')), '该商品或服务已下架或不存在');
    failed(
      await call(
        'changeGoods',
        { goodsId: 'fire-blanket', specId: 'fire-blanket-1', mode: 'set', quantity: 2 },
        as('buyer'),
      ),
      '该商品或服务已下架或不存在',
    );
    const line = (await cartLineOf('fire-blanket-1'))!;
    expect(line.issue).toBe('withdrawn');
    failed(await checkoutOf([{ id: line.id, quantity: 1, priceFen: 4900 }]), '该商品或服务已下架或不存在');
    // the provider still has it, withdrawn
    const own = ok(await call('listProviderGoods', { limit: 50 }, as('fireProvider'))).items;
    expect(own.find((g) => g.id === 'fire-blanket')?.withdrawn).toBe(true);

    expect(ok(await call('relistGoods', { id: 'fire-blanket' }, as('fireProvider'))).withdrawn).toBe(false);
    expect(await listed()).toContain('fire-blanket');
    expect(await countOf()).toBe(countBefore);
    expect((await cartLineOf('fire-blanket-1'))?.issue).toBeNull();
    ok(await checkoutOf([{ id: line.id, quantity: 1, priceFen: 4900 }]));
  });
});
