import { describe, expect, it } from 'vitest';
import { isValidCreditCode, withCheckCharacter } from './credit-code';

describe('unified social credit code', () => {
  it('accepts real codes', () => {
    expect(isValidCreditCode('91440300708461136T')).toBe(true); // Huawei Technologies
    expect(isValidCreditCode('914403001922038216')).toBe(true); // Tencent (Shenzhen)
  });
  it('rejects a wrong check character, wrong length and forbidden letters', () => {
    expect(isValidCreditCode('91440300708461136X')).toBe(false);
    expect(isValidCreditCode('9144030070846113')).toBe(false);
    expect(isValidCreditCode('91440300708461I36T')).toBe(false);
  });
  it('builds valid codes', () => {
    expect(isValidCreditCode(withCheckCharacter('91440305MA5F00001'))).toBe(true);
  });
});
