import { describe, expect, it } from 'vitest';
import { buildHostConfig, createNonce, signHostConfig } from './sign-config';

describe('host config signature', () => {
  it('matches the known answer of HOST_SDK.md', async () => {
    expect(await signHostConfig('s3cr3t', '123456', '1700000000000')).toBe(
      'f962fcdd0ca75cbff8450c37d21c159edd0c5cd2',
    );
  });

  it('makes 6-digit nonces from 100000 to 999999', () => {
    expect(createNonce(() => 0)).toBe('100000');
    expect(createNonce(() => 0.9999999)).toBe('999999');
  });

  it('builds a config with a millisecond timestamp and a lowercase signature', async () => {
    const config = await buildHostConfig('key', 'secret', 1700000000000);
    expect(config.timestamp).toBe('1700000000000');
    expect(config.signature).toMatch(/^[0-9a-f]{40}$/);
  });
});
