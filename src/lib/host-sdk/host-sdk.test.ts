import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_TIMEOUT_TEXT, HostTimeoutError, withHostTimeout } from './host-sdk';

describe('withHostTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('rejects with a typed timeout error after 5000 ms', async () => {
    vi.useFakeTimers();
    const call = withHostTimeout('ready', () => new Promise<never>(() => undefined));
    const assertion = expect(call).rejects.toBeInstanceOf(HostTimeoutError);
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
  });

  it("turns the SDK's own timeout string into the typed error", async () => {
    await expect(withHostTimeout('config', () => Promise.reject(HOST_TIMEOUT_TEXT))).rejects.toBeInstanceOf(
      HostTimeoutError,
    );
  });

  it('passes results through', async () => {
    await expect(withHostTimeout('getAuthCode', async () => 'abc')).resolves.toBe('abc');
  });
});
