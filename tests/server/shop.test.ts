import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { movableClock } from './complaints-fixtures';
import { getData, ok, useTestApp, type CallResult } from './test-app';
import type { ApiName } from '../../contract/api-routes';
import {
  SHOP_REQUEST_ACTIONS,
  SHOP_REQUEST_STATES,
  SHOP_REQUEST_TRANSITIONS,
  type ShopRequestAction,
  type ShopRequestState,
} from '../../contract/shop/rules';
import { messages } from '../../server/db/schema/messages';
import { goodsSpecs, shopRequestLines, shopRequests } from '../../server/db/schema/shop';
import { remediesOf } from '../../server/modules/shop/shop-recommendations';

// Monday 2026-11-23, 10:00 in Shenzhen.
const time = movableClock(new Date('2026-11-23T02:00:00Z'));
const server = useTestApp({
  clock: time.clock,
  users: {
    buyer: '13800000001',
    otherBuyer: '13800000002',
    merchant: '13800000003',
    officer: '13900000001',
    fireProvider: '13600000001',
    healthProvider: '13600000002',
  },
});
const { call, callUnchecked, tokens } = server;
const as = (who: keyof typeof tokens, locale: 'zh' | 'en' = 'zh') => ({ token: tokens[who], locale });

function failed<K extends ApiName>(result: CallResult<K>, message: string | RegExp) {
  expect(result.code, JSON.stringify(result)).not.toBe(20000);
  if (typeof message === 'string') expect(result.message).toBe(message);
  else expect(result.message).toMatch(message);
}

describe('catalogue', () => {
  it('lists six categories holding at least 30 goods, each with a drawn picture served by the server', async () => {
    const categories = ok(await call('getClassify', {}, as('buyer')));
    expect(categories).toHaveLength(6);
    expect(categories.reduce((n, c) => n + c.goodsCount, 0)).toBeGreaterThanOrEqual(30);
    const { items, total } = ok(
      await call('classifyGoods', { categoryId: 'fire-safety', limit: 50 }, as('buyer')),
    );
    expect(total).toBe(items.length);
    expect(items.every((g) => g.categoryId === 'fire-safety')).toBe(true);
    const image = await server.app.inject({ url: new URL(items[0]!.image).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await server.app.inject({ url: '/api/shop/image/fire-extinguisher-abc/9.svg' })).statusCode).toBe(
      404,
    );
  });

  it('pages, and searches names and descriptions in both languages', async () => {
    const first = ok(await call('classifyGoods', { limit: 5, offset: 0 }, as('buyer')));
    const second = ok(await call('classifyGoods', { limit: 5, offset: 5 }, as('buyer')));
    expect(first.total).toBeGreaterThanOrEqual(30);
    expect(second.items.map((g) => g.id)).not.toEqual(first.items.map((g) => g.id));
    const zh = ok(await call('classifyGoods', { keyword: '灭火器' }, as('buyer')));
    expect(zh.items.map((g) => g.id)).toContain('fire-extinguisher-abc');
    const en = ok(await call('classifyGoods', { keyword: 'extinguisher' }, as('buyer', 'en')));
    expect(en.items.find((g) => g.id === 'fire-extinguisher-abc')?.name).toBe(
      'ABC dry powder fire extinguisher',
    );
    // LIKE's wildcards are text like any other
    expect(ok(await call('classifyGoods', { keyword: '%' }, as('buyer'))).total).toBe(0);
  });

  it('shows a goods item with its specifications, provider and pictures; free services cost nothing', async () => {
    const detail = ok(await call('getGoodsdetal', { id: 'fire-extinguisher-abc' }, as('buyer')));
    expect(detail.specs.map((s) => s.priceFen)).toEqual([6500, 8900, 15800]);
    expect(detail.priceFen).toBe(6500);
    expect(detail.images).toHaveLength(3);
    expect(detail.provider).toMatchObject({ kind: 'provider', name: '深圳市安信消防设备有限公司' });
    const free = ok(await call('getGoodsdetal', { id: 'legal-consultation' }, as('buyer', 'en')));
    expect(free).toMatchObject({ free: true, priceFen: 0, provider: { kind: 'office' } });
    failed(await call('getGoodsdetal', { id: 'no-such-goods' }, as('buyer')), '该商品或服务已下架或不存在');
    expect(ok(await call('boutiqueGoods', {}, as('buyer'))).length).toBeGreaterThan(3);
  });

  it('is for enterprise users: officers and providers are refused', async () => {
    expect((await call('getClassify', {}, as('officer'))).status).toBe(403);
    expect((await call('getCard', {}, as('fireProvider'))).status).toBe(403);
    expect((await call('getClassify', {}, { token: null })).status).toBe(401);
  });
});

describe('recommendations', () => {
  it('names the remedies a problem written on site needs', () => {
    expect(remediesOf('后厨安全出口堆放杂物')).toContain('fire');
    expect(remediesOf('冷库温度记录缺失近一周')).toContain('coldChain');
    expect(remediesOf('Cold store TEMPERATURE log missing')).toContain('coldChain');
    expect(remediesOf('营业时间公示清楚')).toEqual(['signage']);
    expect(remediesOf('一切正常')).toEqual([]);
  });

  it('recommends goods for the enterprise’s open problems, with the inspection that found each', async () => {
    const found = ok(await call('recommendGoods', {}, as('buyer')));
    expect(found.length).toBeGreaterThan(0);
    const logger = found.find((r) => r.goods.id === 'temperature-logger');
    expect(logger?.reason).toMatchObject({
      problem: '冷库温度记录缺失近一周',
      departmentName: expect.any(String),
    });
    expect(logger?.reason.foundOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Set(found.map((r) => r.goods.id)).size).toBe(found.length);
    const en = ok(await call('recommendGoods', {}, as('buyer', 'en')));
    expect(en.find((r) => r.goods.id === 'temperature-logger')?.reason.departmentName).toMatch(/[A-Za-z]/);
  });

  it('recommends nothing to a merchant without an enterprise', async () => {
    expect(ok(await call('recommendGoods', {}, as('merchant')))).toEqual([]);
  });
});

describe('cart', () => {
  it('getGoodsNum sums the cart of the signed-in user only', async () => {
    expect(await getData(server.app, 'getGoodsNum', '/api/getGoodsNum', { token: tokens.buyer })).toBe(3);
    expect(await getData(server.app, 'getGoodsNum', '/api/getGoodsNum', { token: tokens.otherBuyer })).toBe(
      0,
    );
  });

  it('shows a price that changed since the line was added, on the line', async () => {
    const cart = ok(await call('getCard', {}, as('buyer')));
    const kit = cart.lines.find((l) => l.goods.id === 'first-aid-kit');
    expect(kit).toMatchObject({ issue: 'priceChanged', addedPriceFen: 8800, priceFen: 9800 });
    expect(cart.count).toBe(3);
  });

  it('adds, sets and removes, checking the limit per order, the stock and the specification', async () => {
    const spec = { goodsId: 'smoke-detector', specId: 'smoke-detector-1' };
    let cart = ok(await call('changeGoods', { ...spec, mode: 'add', quantity: 2 }, as('otherBuyer')));
    cart = ok(await call('changeGoods', { ...spec, mode: 'add', quantity: 3 }, as('otherBuyer')));
    expect(cart.lines.find((l) => l.specId === 'smoke-detector-1')?.quantity).toBe(5);
    expect(cart.count).toBe(5);
    failed(
      await call('changeGoods', { ...spec, mode: 'add', quantity: 6 }, as('otherBuyer')),
      '购买数量超过了每单限购数量',
    );
    cart = ok(await call('changeGoods', { ...spec, mode: 'set', quantity: 1 }, as('otherBuyer')));
    expect(cart.count).toBe(1);
    failed(
      await call(
        'changeGoods',
        { goodsId: 'aed-device', specId: 'aed-device-1', mode: 'set', quantity: 3 },
        as('otherBuyer'),
      ),
      '购买数量超过了每单限购数量',
    );
    const { db } = server.database.handle;
    await db.update(goodsSpecs).set({ stock: 1 }).where(eq(goodsSpecs.id, 'fire-blanket-1'));
    failed(
      await call(
        'changeGoods',
        { goodsId: 'fire-blanket', specId: 'fire-blanket-1', mode: 'set', quantity: 2 },
        as('otherBuyer'),
      ),
      '购买数量超过了现有库存',
    );
    failed(
      await call(
        'changeGoods',
        { goodsId: 'fire-blanket', specId: 'smoke-detector-1', mode: 'set', quantity: 1 },
        as('otherBuyer'),
      ),
      '请选择该商品的有效规格',
    );
    const line = cart.lines[0]!;
    // another user's line ids are ignored
    ok(await call('delCard', { ids: [line.id] }, as('buyer')));
    expect(ok(await call('getCard', {}, as('otherBuyer'))).count).toBe(1);
    expect(ok(await call('delCard', { ids: [line.id] }, as('otherBuyer'))).lines).toEqual([]);
  });

  it('refuses quantities out of range before anything is read', async () => {
    const bad = await callUnchecked(
      'changeGoods',
      { goodsId: 'smoke-detector', specId: 'smoke-detector-1', mode: 'set', quantity: 0 },
      as('buyer'),
    );
    expect(bad.status).toBe(400);
    expect(bad.fields).toHaveProperty('quantity');
  });
});

describe('addresses', () => {
  const valid = { contactName: '陈静', phone: '0755-26110000', regionCode: '440305002', detail: '科技园1号' };

  it('refuses a wrong phone, an empty name and an unknown area, in the user’s language', async () => {
    const wrong = await callUnchecked(
      'getAddressedit',
      { ...valid, phone: '12345', contactName: '' },
      as('otherBuyer'),
    );
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.fields ?? {}).sort()).toEqual(['contactName', 'phone']);
    failed(
      await call('getAddressedit', { ...valid, regionCode: '440305' }, as('otherBuyer', 'en')),
      'Please choose an area',
    );
  });

  it('makes the first the default, moves the default, keeps each user’s own, and promotes one when the default goes', async () => {
    const first = ok(await call('getAddressedit', valid, as('otherBuyer')));
    expect(first).toMatchObject({ isDefault: true, regionName: '南山区南山街道' });
    const second = ok(
      await call('getAddressedit', { ...valid, detail: '后海2号', isDefault: true }, as('otherBuyer')),
    );
    let list = ok(await call('getAddersslist', {}, as('otherBuyer')));
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(ok(await call('getAddersslist', {}, as('buyer'))).map((a) => a.id)).not.toContain(first.id);
    failed(await call('getAddressedit', { ...valid, id: first.id, version: 1 }, as('buyer')), '未找到该地址');
    failed(await call('deleteAddress', { id: first.id }, as('buyer')), '未找到该地址');
    const edited = ok(
      await call('getAddressedit', { ...valid, id: first.id, version: 1, detail: '改' }, as('otherBuyer')),
    );
    expect(edited).toMatchObject({ detail: '改', version: 2 });
    failed(
      await call('getAddressedit', { ...valid, id: first.id, version: 1 }, as('otherBuyer')),
      '该地址已在别处修改，请刷新后重试',
    );
    list = ok(await call('deleteAddress', { id: second.id }, as('otherBuyer')));
    expect(list).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
    ok(await call('deleteAddress', { id: first.id }, as('otherBuyer')));
  });
});

/** The buyer's cart as checkout sends it: every line at the price shown. */
async function cartLines(who: 'buyer' | 'otherBuyer') {
  const cart = ok(await call('getCard', {}, as(who)));
  return cart.lines.map((l) => ({ id: l.id, quantity: l.quantity, priceFen: l.priceFen }));
}

describe('checkout', () => {
  it('refuses a price the buyer has not seen, a day out of range and someone else’s address, creating nothing', async () => {
    const [address] = ok(await call('getAddersslist', {}, as('buyer')));
    const lines = await cartLines('buyer');
    const base = { addressId: address!.id, preferredDate: '2026-11-25', preferredPeriod: 'morning' as const };
    const stale = lines.map((l) => (l.priceFen === 9800 ? { ...l, priceFen: 8800 } : l));
    failed(
      await call('checkout', { ...base, clientRequestId: randomUUID(), lines: stale }, as('buyer')),
      '部分商品价格已变化，请核对新价格后重新提交',
    );
    failed(
      await call(
        'checkout',
        { ...base, clientRequestId: randomUUID(), lines, preferredDate: '2026-11-23' },
        as('buyer'),
      ),
      '期望日期须在明天至30天内',
    );
    failed(
      await call('checkout', { ...base, clientRequestId: randomUUID(), lines }, as('otherBuyer')),
      '未找到该地址',
    );
    const other = ok(
      await call(
        'getAddressedit',
        { contactName: '陈', phone: '13800000002', regionCode: '440305001', detail: '1' },
        as('otherBuyer'),
      ),
    );
    failed(
      await call(
        'checkout',
        { ...base, addressId: other.id, clientRequestId: randomUUID(), lines },
        as('otherBuyer'),
      ),
      '购物车已有变化，请核对后重新提交',
    );
    // only the demo request (shop-seed.ts)
    expect(ok(await call('listShopRequests', {}, as('buyer'))).items.map((r) => r.id)).toEqual([
      'srq-demo-1',
    ]);
  });

  it('sends one request per provider once, even when sent twice, and takes the lines out of the cart and stock', async () => {
    const { db } = server.database.handle;
    ok(
      await call(
        'changeGoods',
        { goodsId: 'legal-consultation', specId: 'legal-consultation-1', mode: 'add', quantity: 1 },
        as('buyer'),
      ),
    );
    const [address] = ok(await call('getAddersslist', {}, as('buyer')));
    const lines = await cartLines('buyer');
    const [before] = await db.select().from(goodsSpecs).where(eq(goodsSpecs.id, 'fire-extinguisher-abc-2'));
    const input = {
      clientRequestId: randomUUID(),
      lines,
      addressId: address!.id,
      preferredDate: '2026-11-26',
      preferredPeriod: 'afternoon' as const,
      note: '请先电话联系',
    };
    const [one, two] = await Promise.all([
      call('checkout', input, as('buyer')),
      call('checkout', input, as('buyer')),
    ]);
    const first = ok(one);
    expect(ok(two).requests.map((r) => r.id)).toEqual(first.requests.map((r) => r.id));
    expect(first.requests.map((r) => r.providerName).sort()).toEqual(
      ['南山区公共法律服务中心', '深圳市安信消防设备有限公司', '深圳市康健医疗用品有限公司'].sort(),
    );
    expect(first.requests.find((r) => r.providerName.includes('法律'))?.totalFen).toBe(0);
    expect(first.cart.count).toBe(0);
    const again = ok(await call('checkout', input, as('buyer')));
    expect(again.requests.map((r) => r.id)).toEqual(first.requests.map((r) => r.id));
    const [after] = await db.select().from(goodsSpecs).where(eq(goodsSpecs.id, 'fire-extinguisher-abc-2'));
    expect(after!.stock).toBe(before!.stock - 2);
    const fire = first.requests.find((r) => r.providerName.includes('消防'))!;
    const detail = ok(await call('getShopRequest', { id: fire.id }, as('buyer')));
    expect(detail).toMatchObject({ state: 'sent', note: '请先电话联系', allowedActions: ['cancel'] });
    expect(detail.address).toContain('南头街道');
    expect(detail.timeline.map((e) => e.action)).toEqual(['send']);
    const told = await db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, 'usr-13600000001'), eq(messages.kind, 'shopRequestAction')));
    expect(told).toHaveLength(1);
  });
});

describe('service requests: who sees what', () => {
  it('shows a buyer only their own and a provider only those addressed to it', async () => {
    const mine = ok(await call('listShopRequests', {}, as('buyer')));
    expect(mine.total).toBe(4);
    const fire = ok(await call('listShopRequests', {}, as('fireProvider')));
    expect(new Set(fire.items.map((r) => r.providerName))).toEqual(new Set(['深圳市安信消防设备有限公司']));
    expect(fire.total).toBe(2);
    expect(fire.items[0]).toMatchObject({ buyerName: '张伟', enterpriseName: '深圳市鹏程食品有限公司' });
    const id = fire.items[0]!.id;
    expect(ok(await call('getShopRequest', { id }, as('fireProvider'))).allowedActions).toEqual([
      'confirm',
      'decline',
    ]);
    failed(await call('getShopRequest', { id }, as('healthProvider')), '未找到该服务申请');
    failed(await call('getShopRequest', { id }, as('otherBuyer')), '未找到该服务申请');
    expect(ok(await call('listShopRequests', {}, as('otherBuyer'))).total).toBe(0);
    expect((await call('listShopRequests', {}, as('officer'))).status).toBe(403);
    expect((await call('confirmShopRequest', { id, version: 1 }, as('buyer'))).status).toBe(403);
    expect((await call('cancelShopRequest', { id, version: 1 }, as('fireProvider'))).status).toBe(403);
  });
});

describe('service requests: the state machine', () => {
  const callOf: Record<
    ShopRequestAction,
    'cancelShopRequest' | 'confirmShopRequest' | 'completeShopRequest' | 'declineShopRequest'
  > = {
    cancel: 'cancelShopRequest',
    confirm: 'confirmShopRequest',
    complete: 'completeShopRequest',
    decline: 'declineShopRequest',
  };

  /** A request of the buyer to the fire provider, put straight into a state. */
  async function requestIn(state: ShopRequestState): Promise<string> {
    const { db } = server.database.handle;
    const id = randomUUID();
    await db.insert(shopRequests).values({
      id,
      requestNumber: `FWTEST${id.slice(0, 8)}`,
      userId: 'usr-13800000001',
      enterpriseId: 'ent-pengcheng-food',
      providerId: 'prv-anxin-fire',
      state,
      clientRequestId: randomUUID(),
      contactName: '张伟',
      phone: '13800000001',
      address: '南山区',
      preferredDate: '2026-11-30',
      preferredPeriod: 'morning',
      note: '',
      totalFen: 8900,
      createdAt: time.clock.now!(),
      updatedAt: time.clock.now!(),
    });
    await db.insert(shopRequestLines).values({
      requestId: id,
      goodsId: 'fire-blanket',
      specId: 'fire-blanket-1',
      priceFen: 4900,
      quantity: 1,
      position: 0,
    });
    return id;
  }

  for (const state of SHOP_REQUEST_STATES) {
    for (const action of SHOP_REQUEST_ACTIONS) {
      const rule = SHOP_REQUEST_TRANSITIONS[action];
      const allowed = rule.from.includes(state);
      it(`${action} from ${state}: ${allowed ? `allowed, to ${rule.to}` : 'refused'}`, async () => {
        const id = await requestIn(state);
        const who = rule.by === 'buyer' ? 'buyer' : 'fireProvider';
        const words = rule.reason || action === 'cancel' ? { reason: '时间冲突' } : { note: '已安排' };
        const result = await call(callOf[action], { id, version: 1, ...words }, as(who));
        if (!allowed) {
          failed(result, '该服务申请当前的状态不允许此操作');
          return;
        }
        const after = ok(result);
        expect(after.state).toBe(rule.to);
        expect(after.timeline.at(-1)).toMatchObject({ action });
        // the same version again is refused: the request moved on
        failed(await call(callOf[action], { id, version: 1, ...words }, as(who)), /状态不允许|新的进展/);
      });
    }
  }

  it('needs a reason to decline, and puts a declined or cancelled request’s goods back in stock', async () => {
    const { db } = server.database.handle;
    const id = await requestIn('sent');
    const empty = await callUnchecked(
      'declineShopRequest',
      { id, version: 1, reason: ' ' },
      as('fireProvider'),
    );
    expect(empty.status).toBe(400);
    const [before] = await db.select().from(goodsSpecs).where(eq(goodsSpecs.id, 'fire-blanket-1'));
    ok(await call('declineShopRequest', { id, version: 1, reason: '无法按期上门' }, as('fireProvider')));
    const [after] = await db.select().from(goodsSpecs).where(eq(goodsSpecs.id, 'fire-blanket-1'));
    expect(after!.stock).toBe(before!.stock + 1);
  });

  it('tells the buyer through the message center when the provider acts, and the provider when the buyer cancels', async () => {
    const { db } = server.database.handle;
    const id = await requestIn('sent');
    ok(await call('confirmShopRequest', { id, version: 1, note: '周三上午到' }, as('fireProvider')));
    const toBuyer = await db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, 'usr-13800000001'), eq(messages.kind, 'shopRequestUpdated')));
    const confirmed = toBuyer.find((m) => m.link?.params.id === id);
    expect(confirmed).toMatchObject({ titleEn: expect.stringContaining('confirmed') });
    expect(confirmed?.bodyZh).toContain('周三上午到');
    ok(await call('cancelShopRequest', { id, version: 2 }, as('buyer')));
    const toProvider = await db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, 'usr-13600000001'), eq(messages.kind, 'shopRequestAction')));
    expect(toProvider.find((m) => m.link?.params.id === id && m.titleZh.includes('已取消'))).toBeTruthy();
  });
});
