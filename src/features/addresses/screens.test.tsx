import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { officeAddress, regionTree, shopAddress } from './test-fixtures';
import type { ApiInput } from '../../../contract/api-schemas';
import type { Address } from '../../../contract/shop/schemas';
import { clearQueryCache } from '../../lib/http/query-cache';
import { paths } from '../../lib/paths';
import { fail, renderScreen, TEST_TOKEN } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto } from '../../test/screen-actions';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearQueryCache();
});

// antd-mobile animates its dialogs and pickers on animation frames: give a busy machine time
const slow = { timeout: 10000 };
const checkout = paths.checkout.href({ lines: 'line-1,line-2' });
const saved = (input: ApiInput<'getAddressedit'>): Address => ({
  id: input.id ?? 'adr-new',
  contactName: input.contactName,
  phone: input.phone,
  regionCode: input.regionCode,
  regionName: '福田区 华富街道',
  detail: input.detail,
  isDefault: input.isDefault ?? false,
  version: (input.version ?? 0) + 1,
});
const cards = () => screen.getAllByRole('article');

describe('address list', () => {
  it('shows the default address first, marked in words, with who, phone, region and detail', async () => {
    await renderScreen(paths.addressList.href(), {
      as: 'enterprise',
      api: { getAddersslist: [officeAddress, shopAddress] },
    });
    await heading('收货地址');
    await screen.findByText(shopAddress.detail);
    const [first, second] = cards();
    expect(within(first!).getByText('默认')).toBeTruthy();
    expect(within(first!).getByText('李娜')).toBeTruthy();
    expect(within(first!).getByText('0755-12345678')).toBeTruthy();
    expect(within(first!).getByText('福田区 华富街道')).toBeTruthy();
    expect(within(second!).getByText(officeAddress.detail)).toBeTruthy();
    expect(within(second!).queryByText('默认')).toBeNull();
    // the default needs no "make default"
    expect(within(first!).queryByRole('button', { name: /^设为默认/ })).toBeNull();
    expect(within(second!).getByRole('link', { name: /^编辑/ }).getAttribute('href')).toBe(
      paths.addressEdit.href({ id: officeAddress.id }),
    );
  });

  it('asks before deleting, sends nothing on cancel, and shows the list the server answers', async () => {
    const view = await renderScreen(paths.addressList.href(), {
      as: 'enterprise',
      api: { getAddersslist: [shopAddress, officeAddress], deleteAddress: [shopAddress] },
    });
    await screen.findByText(officeAddress.detail);
    const remove = () => within(cards()[1]!).getByRole('button', { name: /^删除/ });

    await click(remove());
    let dialog = await screen.findByRole('dialog', { name: '删除地址' }, slow);
    expect(dialog.textContent).toContain(`确定删除 张伟 的地址“${officeAddress.detail}”吗？`);
    await click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(callsOf(view, 'deleteAddress')).toEqual([]);

    await click(remove());
    dialog = await screen.findByRole('dialog', { name: '删除地址' }, slow);
    await click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText(officeAddress.detail)).toBeNull(), slow);
    expect(callsOf(view, 'deleteAddress')).toEqual([
      { name: 'deleteAddress', input: { id: officeAddress.id }, token: TEST_TOKEN },
    ]);
    expect(cards()).toHaveLength(1);
  });

  it('makes an address the default by saving it with its version', async () => {
    let list = [shopAddress, officeAddress];
    const view = await renderScreen(paths.addressList.href(), {
      as: 'enterprise',
      api: {
        getAddersslist: () => list,
        getAddressedit: (input) => {
          list = [
            { ...officeAddress, isDefault: true, version: 3 },
            { ...shopAddress, isDefault: false },
          ];
          return saved(input);
        },
      },
    });
    await screen.findByText(officeAddress.detail);
    await click(within(cards()[1]!).getByRole('button', { name: /^设为默认/ }));
    await waitFor(() => expect(callsOf(view, 'getAddressedit')).toHaveLength(1));
    expect(callsOf(view, 'getAddressedit')[0]!.input).toEqual({
      id: officeAddress.id,
      version: 2,
      contactName: '张伟',
      phone: '13800000001',
      regionCode: '440305001',
      detail: officeAddress.detail,
      isDefault: true,
    });
    // the list is read again and the new default comes first
    await waitFor(() => expect(within(cards()[0]!).getByText(officeAddress.detail)).toBeTruthy());
    expect(within(cards()[0]!).getByText('默认')).toBeTruthy();
  });

  it('goes back to the form that asked, with the address chosen', async () => {
    const view = await renderScreen(paths.addressList.href({ returnTo: checkout }), {
      as: 'enterprise',
      api: { getAddersslist: [shopAddress, officeAddress] },
    });
    await heading('选择收货地址');
    await click(
      await screen.findByRole('button', { name: `张伟 13800000001 南山区 粤海街道 ${officeAddress.detail}` }),
    );
    expect(view.location()).toBe(
      paths.checkout.href({ lines: 'line-1,line-2', addressId: officeAddress.id }),
    );
    // the asking screen has loaded (the list stays behind it, hidden)
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy(), slow);
  });

  it('ignores a returnTo that leaves the app', async () => {
    await renderScreen(`${paths.addressList.path}?returnTo=${encodeURIComponent('//evil.example/x')}`, {
      as: 'enterprise',
      api: { getAddersslist: [shopAddress] },
    });
    await heading('收货地址');
    await screen.findByText(shopAddress.detail);
    expect(screen.queryByRole('button', { name: /^李娜/ })).toBeNull();
  });

  it('offers to add the first address, and a retry when the list does not load', async () => {
    let answer: Address[] | ReturnType<typeof fail> = fail(500, '服务器开小差了');
    const view = await renderScreen(paths.addressList.href(), {
      as: 'enterprise',
      api: { getAddersslist: () => answer },
    });
    await click(await screen.findByRole('button', { name: '重试' }));
    expect(callsOf(view, 'getAddersslist')).toHaveLength(2);
    answer = [];
    await click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有收货地址')).toBeTruthy();
    await click(button('新增地址'));
    expect(view.location()).toBe(paths.addressEdit.href());
  });
});

describe('address edit', () => {
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  const pickRegion = async (district: string) => {
    await click(screen.getByRole('button', { name: /所在地区/ }));
    await click(await screen.findByText(district, { selector: '.adm-picker-view-column-item-label' }, slow));
    await click(await screen.findByRole('button', { name: '确定' }, slow));
  };

  it('says what is wrong with each field and sends nothing', async () => {
    const view = await renderScreen(paths.addressEdit.href(), {
      as: 'enterprise',
      api: { getRegionCascade: regionTree },
    });
    await heading('新增收货地址');
    await typeInto(field(/联系电话/), '1380000');
    await click(button('保存地址'));
    expect(await screen.findByText('请填写收货人姓名')).toBeTruthy();
    expect(screen.getByText('请填写正确的电话')).toBeTruthy();
    expect(screen.getByText('请选择地区')).toBeTruthy();
    expect(screen.getByText('请填写详细地址')).toBeTruthy();
    expect(callsOf(view, 'getAddressedit')).toEqual([]);
  });

  it('says it in English to an English reader', async () => {
    const view = await renderScreen(paths.addressEdit.href(), {
      as: 'enterprise',
      locale: 'en',
      api: { getRegionCascade: regionTree },
    });
    await heading('New address');
    await typeInto(field(/Phone/), '0755');
    await click(button('Save address'));
    expect(await screen.findByText('Please fill in the name')).toBeTruthy();
    expect(screen.getByText('Please enter a correct phone number')).toBeTruthy();
    expect(screen.getByText('Please choose an area')).toBeTruthy();
    expect(screen.getByText('Please fill in the detail address')).toBeTruthy();
    expect(callsOf(view, 'getAddressedit')).toEqual([]);
  });

  it('saves a new address with the street’s code, then goes back to the form that asked', async () => {
    const view = await renderScreen(paths.addressEdit.href({ returnTo: checkout }), {
      as: 'enterprise',
      api: { getRegionCascade: regionTree, getAddressedit: saved },
    });
    await heading('新增收货地址');
    await typeInto(field(/收货人/), ' 王芳 ');
    await typeInto(field(/联系电话/), '+8613912345678');
    await pickRegion('福田区');
    expect(await screen.findByText('福田区 / 华富街道')).toBeTruthy();
    await typeInto(field(/详细地址/), '深南中路 3024 号');
    await click(screen.getByRole('checkbox', { name: '设为默认地址' }));
    await click(button('保存地址'));

    await waitFor(() => expect(callsOf(view, 'getAddressedit')).toHaveLength(1));
    expect(callsOf(view, 'getAddressedit')[0]!.input).toEqual({
      contactName: '王芳',
      phone: '+8613912345678',
      regionCode: '440304001',
      detail: '深南中路 3024 号',
      isDefault: true,
    });
    await waitFor(() =>
      expect(view.location()).toBe(paths.checkout.href({ lines: 'line-1,line-2', addressId: 'adr-new' })),
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy(), slow);
  });

  it('keeps everything typed when the save fails', async () => {
    const view = await renderScreen(paths.addressEdit.href({ id: officeAddress.id }), {
      as: 'enterprise',
      api: {
        getAddersslist: [shopAddress, officeAddress],
        getRegionCascade: regionTree,
        getAddressedit: fail(500, '地址已被修改，请刷新后重试'),
      },
    });
    await heading('编辑收货地址');
    // the saved street shows by its names
    expect(await screen.findByText('南山区 / 粤海街道')).toBeTruthy();
    expect((field(/收货人/) as HTMLInputElement).value).toBe('张伟');
    await typeInto(field(/详细地址/), '科技园 2 栋 202');
    await pickRegion('福田区');
    await click(button('保存地址'));

    expect(await screen.findByText('保存没有成功，您填写的内容已保留，可直接重试。')).toBeTruthy();
    expect(view.toasts).toContain('地址已被修改，请刷新后重试');
    expect(callsOf(view, 'getAddressedit')[0]!.input).toEqual({
      id: officeAddress.id,
      version: 2,
      contactName: '张伟',
      phone: '13800000001',
      regionCode: '440304001',
      detail: '科技园 2 栋 202',
      isDefault: false,
    });
    expect(view.location()).toBe(paths.addressEdit.href({ id: officeAddress.id }));
    expect((field(/详细地址/) as HTMLTextAreaElement).value).toBe('科技园 2 栋 202');
    expect(screen.getByText('福田区 / 华富街道')).toBeTruthy();
  });

  it('an edit from the kept list goes back to it, which shows the change', async () => {
    let list = [shopAddress, officeAddress];
    const view = await renderScreen(paths.addressList.href(), {
      as: 'enterprise',
      api: {
        getAddersslist: () => list,
        getRegionCascade: regionTree,
        getAddressedit: (input) => {
          const changed = { ...saved(input), regionName: officeAddress.regionName };
          list = [shopAddress, changed];
          return changed;
        },
      },
    });
    await click(await screen.findByRole('link', { name: `编辑：张伟，${officeAddress.detail}` }));
    await heading('编辑收货地址');
    await typeInto(field(/详细地址/), '科技园 3 栋 303');
    await click(button('保存地址'));
    await waitFor(() => expect(view.location()).toBe(paths.addressList.href()));
    expect(await screen.findByText('科技园 3 栋 303')).toBeTruthy();
    expect(screen.queryByText(officeAddress.detail)).toBeNull();
  });

  it('deletes from the edit screen after asking', async () => {
    const view = await renderScreen(paths.addressEdit.href({ id: officeAddress.id }), {
      as: 'enterprise',
      api: {
        getAddersslist: [shopAddress, officeAddress],
        getRegionCascade: regionTree,
        deleteAddress: [shopAddress],
      },
    });
    await heading('编辑收货地址');
    await click(button('删除此地址'));
    const dialog = await screen.findByRole('dialog', { name: '删除地址' }, slow);
    await click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(view.location()).toBe(paths.addressList.href()), slow);
    expect(callsOf(view, 'deleteAddress')).toEqual([
      { name: 'deleteAddress', input: { id: officeAddress.id }, token: TEST_TOKEN },
    ]);
    expect(await screen.findByText(shopAddress.detail)).toBeTruthy();
  });

  it('an address that is not the user’s shows an error with the way back', async () => {
    const view = await renderScreen(paths.addressEdit.href({ id: 'adr-other' }), {
      as: 'enterprise',
      api: { getAddersslist: [shopAddress], getRegionCascade: regionTree },
    });
    expect(await screen.findByText('找不到这个地址')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存地址' })).toBeNull();
    await click(screen.getByRole('link', { name: '返回收货地址' }));
    expect(view.location()).toBe(paths.addressList.href());
  });
});
