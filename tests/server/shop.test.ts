import { describe, expect, it } from 'vitest';
import { getData, useTestApp } from './test-app';

const server = useTestApp();
const { login } = server;

describe('cart', () => {
  it('getGoodsNum sums the cart of the logged-in user', async () => {
    expect(
      await getData(server.app, 'getGoodsNum', '/api/getGoodsNum', { token: await login('13800000001') }),
    ).toBe(3);
    expect(
      await getData(server.app, 'getGoodsNum', '/api/getGoodsNum', { token: await login('13800000002') }),
    ).toBe(0);
  });
});
