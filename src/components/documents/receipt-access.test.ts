import { describe, expect, it } from 'vitest';
import { mayReadReceipt } from './receipt-access';

const registration = { enterpriseNumber: 'SZ440300000001', departmentCode: 'market' };
const officer = {
  role: 'officer' as const,
  enterpriseNumber: '',
  departmentCode: 'market',
  capabilities: [],
};

describe('who sees a registration receipt', () => {
  it('is the inspected enterprise, not another one', () => {
    const enterprise = { ...officer, role: 'enterprise' as const, departmentCode: '' };
    expect(mayReadReceipt({ ...enterprise, enterpriseNumber: 'SZ440300000001' }, registration)).toBe(true);
    expect(mayReadReceipt({ ...enterprise, enterpriseNumber: 'SZ440300000002' }, registration)).toBe(false);
  });

  it("is the registering department's officers and the supervision office, not other departments", () => {
    expect(mayReadReceipt(officer, registration)).toBe(true);
    expect(mayReadReceipt({ ...officer, departmentCode: 'fire' }, registration)).toBe(false);
    expect(
      mayReadReceipt({ ...officer, departmentCode: 'fire', capabilities: ['supervisor'] }, registration),
    ).toBe(true);
  });

  it('is nobody else', () => {
    expect(mayReadReceipt({ ...officer, role: 'provider' }, registration)).toBe(false);
    expect(mayReadReceipt({ ...officer, role: null }, registration)).toBe(false);
  });
});
