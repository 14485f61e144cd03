import { describe, expect, it } from 'vitest';
import { paths, type ParamLabel } from './paths';
import { readParam, readScreenParams } from './route-params';
import { documentRef, VERIFY_PATH } from '../../contract/documents/rules';
import { enterpriseNumberSchema } from '../../contract/fields';
import { listRegistrationsInput } from '../../contract/registrations/schemas';

const parse = (kind: ParamLabel, raw: string) => readParam(kind, raw).value;

const none = { ownEnterpriseNumber: '' };

describe('screen parameters declared in paths.ts', () => {
  it('reads a screen’s typed parameters', () => {
    expect(
      readScreenParams(
        'enterpriseInspectionDetail',
        '?enterpriseNumber=sz440300000001&departmentCode=market&year=2025',
        none,
      ),
    ).toEqual({
      ok: true,
      params: { enterpriseNumber: 'SZ440300000001', departmentCode: 'market', year: 2025 },
    });
  });

  it('reports a required parameter that is absent, empty or malformed', () => {
    for (const search of ['', '?id=', '?id=a%20b', `?id=${'x'.repeat(65)}`]) {
      expect(readScreenParams('registrationDetail', search, none)).toEqual({
        ok: false,
        missing: [['record']],
      });
    }
  });

  it('reads a malformed optional parameter as absent', () => {
    expect(
      readScreenParams('enterpriseInspectionList', '?enterpriseNumber=SZ440300000001&year=abc', none),
    ).toEqual({
      ok: true,
      params: { enterpriseNumber: 'SZ440300000001' },
    });
    expect(readScreenParams('login', '?target=//evil.example', none)).toEqual({ ok: true, params: {} });
  });

  it('lets an enterprise number default to the signed-in enterprise, but not replace a malformed one', () => {
    const own = { ownEnterpriseNumber: 'SZ440300000001' };
    expect(readScreenParams('enterpriseWarningInfo', '', own)).toEqual({
      ok: true,
      params: { enterpriseNumber: 'SZ440300000001' },
    });
    expect(readScreenParams('enterpriseWarningInfo', '', none)).toEqual({
      ok: false,
      missing: [['enterpriseNumber']],
    });
    expect(readScreenParams('enterpriseWarningInfo', '?enterpriseNumber=abc', own)).toEqual({
      ok: false,
      missing: [['enterpriseNumber']],
    });
  });

  it('asks for one of two alternatives', () => {
    expect(readScreenParams('qrCodeLoading', '?payload=SVC1.x', none).ok).toBe(true);
    expect(readScreenParams('qrCodeLoading', '?enterpriseNumber=SZ440300000001', none).ok).toBe(true);
    expect(readScreenParams('qrCodeLoading', '', none)).toEqual({
      ok: false,
      missing: [['code', 'enterpriseNumber']],
    });
  });

  it('builds links from the same declarations', () => {
    expect(paths.registrationDetail.href({ id: 'reg-1' })).toBe('/registrationDetail?id=reg-1');
    expect(paths.enterpriseScanPreview.href({ scanId: undefined, enterpriseNumber: 'SZ440300000001' })).toBe(
      '/enterpriseScanPreview?enterpriseNumber=SZ440300000001',
    );
    expect(paths.home.href()).toBe('/home');
  });
});

describe('parameter kinds', () => {
  it('accept the enterprise numbers the contract accepts, and no others', () => {
    for (const sample of [
      'SZ440300000001',
      ' sz440300000001 ',
      'SZ44030000000',
      'SZ4403000000012',
      'GZ440300000001',
      '440300000001',
      '',
    ]) {
      const contract = enterpriseNumberSchema.safeParse(sample);
      expect([sample, parse('enterpriseNumber', sample)]).toEqual([
        sample,
        contract.success ? contract.data : undefined,
      ]);
    }
  });

  it('accept record ids as the server makes them', () => {
    expect(parse('record', '3f2b8c1e-7a4d-4e8b-9c1a-2b3c4d5e6f70')).toBeDefined();
    expect(parse('record', 'reg-demo-01')).toBe('reg-demo-01');
    expect(parse('record', '../etc')).toBeUndefined();
  });

  it('keep return addresses inside the app', () => {
    expect(parse('returnAddress', '/my?tab=1')).toBe('/my?tab=1');
    for (const outside of ['//evil.example', '/\\evil.example', 'https://evil.example', 'my'])
      expect(parse('returnAddress', outside)).toBeUndefined();
  });

  it('accept the documents the contract names, and no others', () => {
    expect(parse('document', documentRef('receipt', 'reg-demo-01'))).toBe('receipt.reg-demo-01');
    expect(parse('document', 'law.food-safety-law')).toBe('law.food-safety-law');
    for (const wrong of ['receipt.', 'invoice.reg-1', 'receipt.../x', 'receipt'])
      expect(parse('document', wrong)).toBeUndefined();
  });

  it('open receipt verification where the QR code points', () => {
    expect(paths.verifyReceipt.path).toBe(VERIFY_PATH);
  });

  it('read years as numbers in a sensible range', () => {
    expect(parse('year', '2026')).toBe(2026);
    expect(parse('year', '1999')).toBeUndefined();
    expect(parse('year', '20x6')).toBeUndefined();
    expect(parse('date', '2026-03-01')).toBe('2026-03-01');
    expect(parse('date', '2026-13-01')).toBeUndefined();
    expect(parse('date', '2026-3-1')).toBeUndefined();
  });

  it('read a district’s or a street’s code as the contract takes it', () => {
    for (const code of ['440305', '440305006']) {
      expect(parse('region', code)).toBe(code);
      expect(listRegistrationsInput.safeParse({ regionCode: code }).success).toBe(true);
    }
    for (const code of ['4403', '44030500', 'nanshan']) {
      expect(parse('region', code)).toBeUndefined();
      expect(listRegistrationsInput.safeParse({ regionCode: code }).success).toBe(false);
    }
  });
});
