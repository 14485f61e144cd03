import { describe, expect, it } from 'vitest';
import { enterpriseMessages as m } from './messages';
import { registerForm } from './register-form';
import { withCheckCharacter } from '../../../contract/credit-code';
import { validateContractForm } from '../../lib/forms/form-definition';

const creditCode = withCheckCharacter('91440300MA5DC7QF1');
const filled = {
  name: ' 深圳市测试餐饮有限公司 ',
  creditCode: creditCode.toLowerCase(),
  regionCode: '440305001',
  address: '科技园南区 1 号',
  legalRepresentative: '刘洋',
  contactPhone: '0755-8888666',
};

describe('enterprise registration form', () => {
  it('sends the street as the region, trimmed and upper-cased as the contract has it', () => {
    expect(validateContractForm(registerForm, filled, undefined)).toMatchObject({
      ok: true,
      output: { name: '深圳市测试餐饮有限公司', creditCode, regionCode: '440305001' },
    });
  });

  it('asks for a street, not only a district', () => {
    expect(
      validateContractForm(registerForm, { ...filled, regionCode: '440305' }, undefined).problems.regionCode
        ?.message,
    ).toBe(m.regionRequired);
  });

  it('tells an empty phone from a wrong one and refuses a wrong credit code', () => {
    expect(
      validateContractForm(registerForm, { ...filled, contactPhone: '' }, undefined).problems.contactPhone
        ?.message,
    ).toBe(m.contactPhoneRequired);
    const wrong = validateContractForm(
      registerForm,
      { ...filled, contactPhone: '123', creditCode: '91440300708461136X' },
      undefined,
    );
    expect(wrong.problems.contactPhone?.message).toBe(m.contactPhoneInvalid);
    expect(wrong.problems.creditCode?.message).toBe(m.creditCodeInvalid);
  });

  it("sends the premises' position when located, and refuses one coarser than 100 m", () => {
    const place = { latitude: 22.5401, longitude: 113.9512, accuracyMeters: 20 };
    expect(validateContractForm(registerForm, { ...filled, place }, undefined)).toMatchObject({
      ok: true,
      output: { place },
    });
    const coarse = validateContractForm(
      registerForm,
      { ...filled, place: { ...place, accuracyMeters: 1500 } },
      undefined,
    );
    expect(coarse.problems.place).toMatchObject({ message: m.premisesImprecise, values: { accuracy: 1500 } });
    expect(validateContractForm(registerForm, filled, undefined).output).not.toHaveProperty('place');
  });
});
