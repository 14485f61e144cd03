import { describe, expect, it } from 'vitest';
import { movableClock } from './complaints-fixtures';
import { OFFICERS } from './loop-fixtures';
import { ok, useTestApp } from './test-app';

// A day behind the machine, as a browser test that moves the server's clock leaves it.
const time = movableClock(new Date(Date.now() - 24 * 3_600_000));
const server = useTestApp({ clock: time.clock, users: { liMing: OFFICERS.liMing } });

describe('photo URLs on a moved clock (TEST_CLOCK)', () => {
  it('a registration’s photos still open: their lifetime is the machine’s time, as the photo route reads it', async () => {
    const detail = ok(
      await server.call('getRegistration', { id: 'reg-demo-01' }, { token: server.tokens.liMing }),
    );
    const urls = detail.problems.flatMap((problem) => problem.photos.map((photo) => new URL(photo.url)));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect((await server.app.inject({ url: url.pathname + url.search })).statusCode).toBe(200);
  });
});
