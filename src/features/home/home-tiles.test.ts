import { describe, expect, it } from 'vitest';
import { supervisionCodeHref } from './pages/home-page';

describe('home tiles (SPEC.md section 2)', () => {
  it.each([undefined, null, ''])('sends a user without enterprise number (%s) to registration', (value) => {
    expect(supervisionCodeHref(value)).toBe('/enterprise/register');
  });
  it('sends a registered enterprise to its QR code', () => {
    expect(supervisionCodeHref('SZ440305000123')).toBe('/enterprise/qrCode?enterpriseNumber=SZ440305000123');
  });
});
