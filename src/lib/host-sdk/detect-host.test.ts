import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectHost } from './detect-host';
import type { WwGlobal } from './szy-host';

const WECOM_AGENT = 'Mozilla/5.0 (Linux; Android 14) wxwork/4.1.30 MicroMessenger/7.0.1';

describe('detectHost', () => {
  afterEach(() => {
    delete (window as { ww?: unknown }).ww;
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('takes 深政易 from its user agent and SDK, and its one-time code out of the address', async () => {
    (window as { ww?: Partial<WwGlobal> }).ww = {};
    window.history.replaceState(null, '', '/enforceHome?code=one-time&state=s1&lang=en#top');
    const host = await detectHost(window.location, WECOM_AGENT);
    expect(host).toMatchObject({ platform: 'szy', kind: 'szy' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/enforceHome?lang=en#top',
    );
    if (host?.platform !== 'szy') throw new Error('not 深政易');
    await expect(host.takeCode()).resolves.toBe('one-time');
    // once only
    await expect(host.takeCode()).resolves.toBeNull();
  });

  it('picks the 深政易 simulator by query and the messaging simulator otherwise', async () => {
    window.history.replaceState(null, '', '/?host=szy-simulator&simAccount=szy-liming');
    await expect(detectHost(window.location, 'jsdom')).resolves.toMatchObject({ kind: 'szy-simulator' });
    window.history.replaceState(null, '', '/?host=simulator');
    await expect(detectHost(window.location, 'jsdom')).resolves.toMatchObject({ kind: 'simulator' });
  });

  it('leaves a code alone outside 深政易 (it may be anything) and finds no host in a plain browser', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/home?code=abc');
    await expect(detectHost(window.location, 'Mozilla/5.0 Chrome/130')).resolves.toBeNull();
    expect(window.location.search).toBe('?code=abc');
  });
});
