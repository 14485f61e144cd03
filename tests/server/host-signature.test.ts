import { describe, expect, it } from 'vitest';
import { hostConfigSchema } from '../../contract/api-schemas';
import { createHostConfig, signHostConfig } from '../../server/modules/session/host-signature';

describe('host SDK config signature', () => {
  it('matches the known answer from HOST_SDK.md', () => {
    expect(signHostConfig('s3cr3t', '123456', '1700000000000')).toBe(
      'f962fcdd0ca75cbff8450c37d21c159edd0c5cd2',
    );
  });

  it('signs a fresh 6-digit nonce and millisecond timestamp', () => {
    const config = createHostConfig('key', 's3cr3t', 1700000000000);
    expect(hostConfigSchema.parse(config)).toEqual(config);
    expect(Number(config.nonce)).toBeGreaterThanOrEqual(100000);
    expect(Number(config.nonce)).toBeLessThanOrEqual(999999);
    expect(config.signature).toBe(signHostConfig('s3cr3t', config.nonce, '1700000000000'));
  });
});
