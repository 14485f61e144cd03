import { describe, expect, it } from 'vitest';
import { addressForm } from './address-form';
import { addressMessages as m } from './messages';
import { regionTree } from './test-fixtures';
import { regionPath } from '../../components/regions/region-tree';
import { validateContractForm } from '../../lib/forms/form-definition';

const valid = {
  contactName: ' 张伟 ',
  phone: '13800000001',
  regionCode: '440305001',
  detail: '科技园 1 栋 101',
};
const problemOf = (values: object, field: string) =>
  validateContractForm(addressForm, values, undefined).problems[field]?.message;

describe('address form', () => {
  it('sends a new address trimmed, and an update with its id and version', () => {
    const created = validateContractForm(addressForm, valid, undefined);
    expect(created.output).toEqual({
      contactName: '张伟',
      phone: '13800000001',
      regionCode: '440305001',
      detail: '科技园 1 栋 101',
      isDefault: false,
    });
    const updated = validateContractForm(
      addressForm,
      { ...valid, isDefault: true },
      { id: 'adr-1', version: 3 },
    );
    expect(updated.output).toMatchObject({ id: 'adr-1', version: 3, isDefault: true });
  });

  it('answers each wrong field with its SPEC text', () => {
    expect(problemOf({ ...valid, contactName: '  ' }, 'contactName')).toBe(m.nameRequired);
    expect(problemOf({ ...valid, phone: '' }, 'phone')).toBe(m.phoneInvalid);
    expect(problemOf({ ...valid, phone: '1380000000' }, 'phone')).toBe(m.phoneInvalid);
    expect(problemOf({ ...valid, regionCode: undefined }, 'regionCode')).toBe(m.areaRequired);
    expect(problemOf({ ...valid, detail: '' }, 'detail')).toBe(m.detailRequired);
  });

  it('takes the phone forms SPEC allows: +86 or 86 before a mobile, or a landline from 0', () => {
    for (const phone of ['+8613800000001', '8613800000001', '0755-12345678', '075512345678'])
      expect(problemOf({ ...valid, phone }, 'phone')).toBeUndefined();
    for (const phone of ['23800000001', '0755-1234', '138000000012', '0755 12345678'])
      expect(problemOf({ ...valid, phone }, 'phone')).toBe(m.phoneInvalid);
  });

  it('finds the district and street of a stored street code', () => {
    expect(regionPath(regionTree, '440304001').map((node) => node.name)).toEqual(['福田区', '华富街道']);
    expect(regionPath(regionTree, 'nowhere')).toEqual([]);
    expect(regionPath(regionTree, undefined)).toEqual([]);
  });
});
