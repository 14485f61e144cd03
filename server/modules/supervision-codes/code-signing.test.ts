import { describe, expect, it } from 'vitest';
import { signCodePayload, verifyCodePayload } from './code-signing';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

describe('supervision code signature', () => {
  const payload = signCodePayload(SECRET, {
    codeId: 'abc123',
    enterpriseNumber: 'SZ440305000123',
    issuedAtSeconds: 1763780000,
  });

  it('accepts the payload it signed', () => {
    expect(verifyCodePayload(SECRET, payload)).toMatchObject({
      codeId: 'abc123',
      enterpriseNumber: 'SZ440305000123',
    });
  });

  it('rejects any change, including in the unused bits of the last signature character', () => {
    for (const candidate of [
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'I',
      'J',
      'K',
      'L',
      'M',
      'N',
      'O',
      'P',
      'Q',
      'R',
      'S',
      'T',
      'U',
      'V',
      'W',
      'X',
      'Y',
      'Z',
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'i',
      'j',
      'k',
      'l',
      'm',
      'n',
      'o',
      'p',
      'q',
      'r',
      's',
      't',
      'u',
      'v',
      'w',
      'x',
      'y',
      'z',
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '-',
      '_',
    ]) {
      const altered = payload.slice(0, -1) + candidate;
      if (altered !== payload) expect(verifyCodePayload(SECRET, altered)).toBeNull();
    }
    expect(verifyCodePayload(SECRET, payload.replace('SZ440305000123', 'SZ440305000124'))).toBeNull();
    expect(verifyCodePayload('another-secret-that-is-at-least-32-chars', payload)).toBeNull();
  });
});
