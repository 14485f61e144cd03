import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointmentOptions, offeredSlots, photo, profile, requested } from './test-fixtures';
import type { ApiInput } from '../../../contract/api-schemas';
import type { Appointment } from '../../../contract/appointments/schemas';
import { clearQueryCache } from '../../lib/http/query-cache';
import { paths } from '../../lib/paths';
import { enterprise, registrationDetail } from '../../test/fixtures';
import { fail, officerUser, renderScreen, TEST_TOKEN } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto } from '../../test/screen-actions';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearQueryCache();
});

const checkbox = (name: RegExp | string) => screen.getByRole('checkbox', { name });
const description = () => screen.getByRole('textbox', { name: /需要部门了解的情况/ }) as HTMLTextAreaElement;
/** The form's photo thumbnails (the field names them 照片 1, 照片 2 ...). */
const thumbnails = () => screen.queryAllByRole('img', { name: /^照片 \d$/ });
/** Picks pictures through the photo field's file input, as a browser without a host does. */
const pickPhotos = (...names: string[]) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText('添加照片'), {
      target: { files: names.map((name) => new File(['png'], name, { type: 'image/png' })) },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
/** The submit of the open action form: the last button of that name in the actions panel. */
const submitOf = (name: string) =>
  within(screen.getByRole('region', { name: '办理' }))
    .getAllByRole('button', { name })
    .at(-1)!;

describe('booking', () => {
  const followed = { ...registrationDetail, id: 'reg-1', registrationNumber: 'JC20261120000001' };
  const open = (api = {}) =>
    renderScreen(
      paths.appointment.href({ registrationId: 'reg-1', departmentCode: 'market', kind: 'recheck' }),
      {
        as: 'enterprise',
        api: {
          getAppointmentOptions: appointmentOptions,
          getMyEnterprise: enterprise,
          getRegistration: followed,
          listAppointmentSlots: offeredSlots,
          createAppointment: (input: ApiInput<'createAppointment'>): Appointment => ({
            ...requested,
            preferredSlots: input.slots,
          }),
          ...api,
        },
      },
    );

  it('books a re-check of an inspection: its department, the times in the order ticked, the address filled in', async () => {
    const view = await open();
    await heading('预约上门服务');
    expect(await screen.findByText('JC20261120000001')).toBeTruthy();
    expect(screen.getByText('市场监督管理局')).toBeTruthy();
    expect(screen.getByText('整改复查')).toBeTruthy();
    // the department is fixed: nothing to choose
    expect(screen.queryByRole('radiogroup', { name: /预约部门/ })).toBeNull();

    await click(await screen.findByText(/11月24日.*下午/));
    await click(screen.getByText(/11月24日.*上午/));
    expect(screen.getByText('第 1 选择')).toBeTruthy();
    expect(screen.getByText('第 2 选择')).toBeTruthy();
    await typeInto(screen.getByRole('textbox', { name: /需要部门了解的情况/ }), ' 冷藏设备已更换，请复查 ');
    await click(button('提交预约'));

    await waitFor(() => expect(view.location()).toBe(paths.appointmentDetail.href({ id: 'apt-1' })));
    const [sent] = callsOf(view, 'createAppointment');
    expect(sent).toEqual({
      name: 'createAppointment',
      token: TEST_TOKEN,
      input: {
        clientRequestId: expect.any(String),
        departmentCode: 'market',
        kind: 'recheck',
        registrationId: 'reg-1',
        slots: [
          { date: '2026-11-24', period: 'afternoon' },
          { date: '2026-11-24', period: 'morning' },
        ],
        address: enterprise.address,
        contactName: '张伟',
        contactPhone: '13800000001',
        description: '冷藏设备已更换，请复查',
        photoIds: [],
      },
    });
  });

  it('uploads photos as they are picked and sends them in order; a failed send keeps them, and so does the draft', async () => {
    let uploads = 0;
    const view = await open({
      addAppointmentPhoto: () => photo(++uploads),
      createAppointment: fail(500, '该时段已约满，请另选时间'),
    });
    await heading('预约上门服务');
    expect(screen.getByText(/照片（选填，最多 3 张/)).toBeTruthy();
    await click(await screen.findByText(/11月24日.*下午/));
    await typeInto(description(), '冷藏设备已更换');
    await pickPhotos('before.png', 'after.png');
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(callsOf(view, 'addAppointmentPhoto')).toHaveLength(2);

    await click(button('提交预约'));
    expect(await screen.findByText('提交没有成功，您填写的内容已保留，可直接重试。')).toBeTruthy();
    expect(callsOf(view, 'createAppointment')[0]!.input).toMatchObject({ photoIds: ['photo-1', 'photo-2'] });
    expect(thumbnails().map((img) => img.getAttribute('src'))).toEqual([photo(1).url, photo(2).url]);
    expect(description().value).toBe('冷藏设备已更换');
    view.unmount();

    await open();
    expect(await screen.findByText('已恢复您上次填写但未提交的内容')).toBeTruthy();
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(description().value).toBe('冷藏设备已更换');
  });

  it('places a refused photo on the photo field', async () => {
    await open({
      addAppointmentPhoto: photo(1),
      createAppointment: fail(400, '参数错误', 400, {
        photoIds: '含有不存在、已被使用或不是本人上传的照片',
      }),
    });
    await heading('预约上门服务');
    await click(await screen.findByText(/11月24日.*下午/));
    await typeInto(description(), '冷藏设备已更换');
    await pickPhotos('before.png');
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    await click(button('提交预约'));
    expect(await screen.findByText('含有不存在、已被使用或不是本人上传的照片')).toBeTruthy();
    expect(thumbnails()).toHaveLength(1);
  });

  it('fills the place and the contact from the address book, kept with what was typed', async () => {
    const here = paths.appointment.href({
      departmentCode: 'market',
      kind: 'recheck',
      registrationId: 'reg-1',
    });
    const first = await open();
    await heading('预约上门服务');
    const link = await screen.findByRole('link', { name: '从地址簿选择' });
    expect(link.getAttribute('href')).toBe(paths.addressList.href({ returnTo: here }));
    await typeInto(screen.getByRole('textbox', { name: /需要部门了解的情况/ }), '冷藏设备已更换');
    first.unmount();

    const branch = {
      id: 'addr-2',
      contactName: '李娜',
      phone: '13900001111',
      regionCode: '440305',
      regionName: '南山区 粤海街道',
      detail: '科技园路 8 号',
      isDefault: false,
      version: 1,
    };
    const view = await renderScreen(`${here}&addressId=addr-2`, {
      as: 'enterprise',
      api: {
        getAppointmentOptions: appointmentOptions,
        getMyEnterprise: enterprise,
        getRegistration: followed,
        listAppointmentSlots: offeredSlots,
        getAddersslist: [branch],
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /上门地点/ })).toHaveProperty(
        'value',
        '南山区 粤海街道 科技园路 8 号',
      ),
    );
    expect(screen.getByRole('textbox', { name: /联系人/ })).toHaveProperty('value', '李娜');
    expect(screen.getByRole('textbox', { name: /联系电话/ })).toHaveProperty('value', '13900001111');
    expect(screen.getByRole('textbox', { name: /需要部门了解的情况/ })).toHaveProperty(
      'value',
      '冷藏设备已更换',
    );
    await waitFor(() => expect(view.location()).toBe(here));
  });

  it('says what is missing before sending, and keeps everything when the server refuses', async () => {
    const view = await open({ createAppointment: fail(500, '该时段已约满，请另选时间') });
    await heading('预约上门服务');
    await screen.findByText(/11月24日.*下午/);
    await click(button('提交预约'));
    expect(await screen.findByText('请至少选择一个时间')).toBeTruthy();
    expect(await screen.findByText('请说明需要部门了解的情况')).toBeTruthy();
    expect(callsOf(view, 'createAppointment')).toEqual([]);

    await click(screen.getByText(/11月30日.*上午/));
    await typeInto(screen.getByRole('textbox', { name: /需要部门了解的情况/ }), '请复查');
    await click(button('提交预约'));
    expect(await screen.findByText('提交没有成功，您填写的内容已保留，可直接重试。')).toBeTruthy();
    expect(callsOf(view, 'createAppointment')).toHaveLength(1);
    expect(view.location()).toContain(paths.appointment.path);
    expect((screen.getByRole('textbox', { name: /需要部门了解的情况/ }) as HTMLTextAreaElement).value).toBe(
      '请复查',
    );
    expect(checkbox(/11月30日.*上午/).getAttribute('aria-checked') ?? 'x').toBeTruthy();
  });

  it('the base screen offers each department’s kinds except a re-check, which starts from an inspection', async () => {
    const view = await renderScreen(paths.appointmentBase.href(), {
      as: 'enterprise',
      api: {
        getAppointmentOptions: appointmentOptions,
        listAppointments: { items: [requested], total: 1 },
      },
    });
    await heading('预约服务');
    expect(await screen.findByRole('link', { name: /整改复查 · 市场监督管理局/ })).toBeTruthy();
    const market = screen.getByRole('article', { name: '市场监督管理局' });
    expect(within(market).queryByRole('button', { name: '预约整改复查' })).toBeNull();
    expect(within(market).getByText(/每天最多 4 个预约/)).toBeTruthy();
    // a department without published times cannot be booked yet
    const health = screen.getByRole('article', { name: '卫生健康委员会' });
    expect(within(health).getByText('暂未开放预约时段')).toBeTruthy();
    await click(within(market).getByRole('button', { name: '预约上门指导' }));
    expect(view.location()).toBe(paths.appointment.href({ departmentCode: 'market', kind: 'guidance' }));
  });
});

describe('answering', () => {
  it('a department confirms one of the enterprise’s times with enough officers', async () => {
    const asked: Appointment = { ...requested, allowedActions: ['confirm', 'propose', 'decline'] };
    const view = await renderScreen(paths.appointmentDetail.href({ id: 'apt-1' }), {
      api: {
        getAppointment: asked,
        getOfficerProfile: profile,
        confirmAppointment: (input: ApiInput<'confirmAppointment'>): Appointment => ({
          ...asked,
          state: 'confirmed',
          slot: input.slot,
          version: 2,
          allowedActions: ['cancelByDepartment'],
        }),
      },
    });
    await heading('预约详情');
    await click(await screen.findByRole('button', { name: '确认预约' }));
    // the enterprise's first choice is proposed
    expect((screen.getByRole('radio', { name: /11月24日.*下午/ }) as HTMLInputElement).checked).toBe(true);
    await click(await screen.findByText(/赵强/));
    await click(submitOf('确认预约'));
    expect(await screen.findByText(/到场人员不足/)).toBeTruthy();
    expect(callsOf(view, 'confirmAppointment')).toEqual([]);

    await click(screen.getByText(/孙丽/));
    await click(submitOf('确认预约'));
    await waitFor(() => expect(callsOf(view, 'confirmAppointment')).toHaveLength(1));
    expect(callsOf(view, 'confirmAppointment')[0]!.input).toEqual({
      id: 'apt-1',
      version: 1,
      slot: { date: '2026-11-24', period: 'afternoon' },
      officerIds: ['usr-13900000011', 'usr-13900000012'],
    });
    expect((await screen.findAllByText('已确认，企业会收到通知')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('已确认').length).toBeGreaterThan(0);
  });

  it('a department assigns officers to a confirmed appointment, starting from those named; a refusal keeps the choice', async () => {
    const named = [
      { userId: 'usr-13900000001', name: '李明', certificateNumber: '44030012345' },
      { userId: 'usr-13900000011', name: '赵强', certificateNumber: '44030012347' },
    ];
    const confirmed: Appointment = {
      ...requested,
      state: 'confirmed',
      slot: { date: '2026-11-30', period: 'morning' },
      officers: named,
      version: 3,
      allowedActions: ['assignOfficers', 'cancelByDepartment'],
    };
    let answers = 0;
    const view = await renderScreen(paths.appointmentDetail.href({ id: 'apt-1' }), {
      api: {
        getAppointment: confirmed,
        getOfficerProfile: profile,
        assignAppointmentOfficers: () =>
          ++answers === 1
            ? fail(500, '执法人员名单已变更，请重试')
            : {
                ...confirmed,
                version: 4,
                officers: [
                  named[0]!,
                  { userId: 'usr-13900000012', name: '孙丽', certificateNumber: '44030012348' },
                ],
                timeline: [
                  ...confirmed.timeline,
                  {
                    action: 'assignOfficers',
                    actorName: '李明',
                    at: '2026-11-24T02:00:00.000Z',
                    note: '李明、孙丽',
                    slot: null,
                  },
                ],
              },
      },
    });
    await heading('预约详情');
    await click(await screen.findByRole('button', { name: '指派人员' }));
    // the officers named now are ticked
    await waitFor(() => expect(checkbox(/赵强/)).toHaveProperty('checked', true));
    expect(checkbox(/李明/)).toHaveProperty('checked', true);
    expect(checkbox(/孙丽/)).toHaveProperty('checked', false);

    await click(checkbox(/赵强/));
    await click(checkbox(/孙丽/));
    await click(submitOf('指派人员'));
    expect(await screen.findByText('未能完成：执法人员名单已变更，请重试')).toBeTruthy();
    // what was ticked stays
    expect(checkbox(/孙丽/)).toHaveProperty('checked', true);
    expect(checkbox(/赵强/)).toHaveProperty('checked', false);

    await click(submitOf('指派人员'));
    await waitFor(() => expect(callsOf(view, 'assignAppointmentOfficers')).toHaveLength(2));
    for (const call of callsOf(view, 'assignAppointmentOfficers'))
      expect(call.input).toEqual({
        id: 'apt-1',
        version: 3,
        officerIds: ['usr-13900000001', 'usr-13900000012'],
      });
    expect((await screen.findAllByText('已指派到场人员，企业会收到通知')).length).toBeGreaterThan(0);
    // the detail shows who comes now, and when they were named
    const officers = screen.getByRole('heading', { name: '到场人员' }).closest('section')!;
    expect(within(officers).getByText('孙丽')).toBeTruthy();
    expect(within(officers).queryByText('赵强')).toBeNull();
    expect(screen.getByText('李明、孙丽')).toBeTruthy();
  });

  it('the enterprise accepts a proposed time; a declined one is booked again with its data', async () => {
    const proposed: Appointment = {
      ...requested,
      state: 'rescheduled',
      slot: { date: '2026-11-30', period: 'morning' },
      reason: '24 日检查任务已满',
      allowedActions: ['cancel', 'acceptProposal', 'declineProposal'],
    };
    const view = await renderScreen(paths.appointmentDetail.href({ id: 'apt-1' }), {
      as: 'enterprise',
      api: {
        getAppointment: proposed,
        answerAppointmentProposal: (input): Appointment => ({
          ...proposed,
          state: input.accept ? 'confirmed' : 'requested',
          allowedActions: ['cancel'],
          version: 3,
        }),
      },
    });
    await heading('预约详情');
    expect(await screen.findByText('24 日检查任务已满')).toBeTruthy();
    expect(screen.getByText('部门提议的时间')).toBeTruthy();
    await click(button('接受新时间'));
    expect(screen.getByText(/部门提议改到 .*11月30日/)).toBeTruthy();
    await click(submitOf('接受新时间'));
    await waitFor(() => expect(callsOf(view, 'answerAppointmentProposal')).toHaveLength(1));
    // confirmed, nobody named yet: the department assigns them next
    expect(await screen.findByText('尚未指派')).toBeTruthy();
    expect(callsOf(view, 'answerAppointmentProposal')[0]!.input).toEqual({
      id: 'apt-1',
      version: 1,
      accept: true,
    });
  });

  it('books again from a declined appointment, filled in (its photos too) and linked to it', async () => {
    const declined: Appointment = {
      ...requested,
      state: 'declined',
      reason: '资料不全',
      photos: [photo(1), photo(2)],
      allowedActions: [],
    };
    const view = await renderScreen(paths.appointmentRelaunch.href({ id: 'apt-1' }), {
      as: 'enterprise',
      api: {
        getAppointment: declined,
        getAppointmentOptions: appointmentOptions,
        listAppointmentSlots: offeredSlots,
        createAppointment: { ...requested, id: 'apt-2', relaunchedFrom: 'apt-1' },
      },
    });
    await heading('重新预约');
    // the title shows at once, the form once the appointment it starts from has come
    expect(
      ((await screen.findByRole('textbox', { name: /需要部门了解的情况/ })) as HTMLTextAreaElement).value,
    ).toBe('冷藏设备已更换，请复查');
    expect(thumbnails()).toHaveLength(2);
    // a photo taken out is not carried over
    await click(button('删除照片 1'));
    await click(await screen.findByText(/11月30日.*上午/));
    await click(button('提交预约'));
    await waitFor(() => expect(view.location()).toBe(paths.appointmentDetail.href({ id: 'apt-2' })));
    expect(callsOf(view, 'createAppointment')[0]!.input).toMatchObject({
      relaunchedFrom: 'apt-1',
      registrationId: 'reg-1',
      kind: 'recheck',
      slots: [{ date: '2026-11-30', period: 'morning' }],
      photoIds: ['photo-2'],
    });
  });

  it('an edit starts from the request’s photos and sends those kept with the new ones', async () => {
    const withPhoto: Appointment = { ...requested, photos: [photo(1)] };
    const view = await renderScreen(paths.appointmentEdit.href({ id: 'apt-1' }), {
      as: 'enterprise',
      api: {
        getAppointment: withPhoto,
        getAppointmentOptions: appointmentOptions,
        listAppointmentSlots: offeredSlots,
        addAppointmentPhoto: photo(3),
        editAppointment: (input: ApiInput<'editAppointment'>): Appointment => ({
          ...withPhoto,
          version: 2,
          photos: input.photoIds.map((id) => photo(Number(id.slice('photo-'.length)))),
        }),
      },
    });
    await heading('修改预约');
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    await pickPhotos('more.png');
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    await click(button('保存修改'));
    await waitFor(() => expect(view.location()).toBe(paths.appointmentDetail.href({ id: 'apt-1' })));
    expect(callsOf(view, 'editAppointment')[0]!.input).toMatchObject({
      id: 'apt-1',
      version: 1,
      photoIds: ['photo-1', 'photo-3'],
    });
    expect(await screen.findByRole('img', { name: '预约照片 2' })).toBeTruthy();
  });

  it('the detail shows the request’s photos to the enterprise and to the department', async () => {
    for (const as of ['enterprise', undefined] as const) {
      const view = await renderScreen(paths.appointmentDetail.href({ id: 'apt-1' }), {
        ...(as ? { as } : {}),
        api: {
          getAppointment: { ...requested, photos: [photo(1), photo(2)] },
          getOfficerProfile: profile,
        },
      });
      await heading('预约详情');
      const images = await screen.findAllByRole('img', { name: /^预约照片 \d$/ });
      expect(images.map((img) => img.getAttribute('alt'))).toEqual(['预约照片 1', '预约照片 2']);
      expect(images[0]!.getAttribute('src')).toBe(photo(1).url);
      view.unmount();
      clearQueryCache();
    }
  });

  it('an answered request can no longer be edited', async () => {
    await renderScreen(paths.appointmentEdit.href({ id: 'apt-1' }), {
      as: 'enterprise',
      api: {
        getAppointment: { ...requested, state: 'confirmed', allowedActions: ['cancel'] },
        getAppointmentOptions: appointmentOptions,
      },
    });
    expect(await screen.findByText(/这个预约现在不能修改/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull();
  });
});

describe('list', () => {
  it('shows appointments by state, open ones first as the server orders them', async () => {
    const view = await renderScreen(paths.appointmentList.href(), {
      as: 'enterprise',
      api: {
        listAppointments: ({ state }) =>
          state === 'declined'
            ? { items: [], total: 0 }
            : { items: [requested, { ...requested, id: 'apt-9', state: 'completed' }], total: 2 },
      },
    });
    await heading('预约记录');
    expect(await screen.findAllByRole('link', { name: /整改复查 · 市场监督管理局/ })).toHaveLength(2);
    await click(screen.getByRole('tab', { name: '已婉拒' }));
    expect(await screen.findByText('没有“已婉拒”的预约')).toBeTruthy();
    expect(callsOf(view, 'listAppointments').map((c) => c.input)).toEqual([
      { offset: 0, limit: 20 },
      { state: 'declined', offset: 0, limit: 20 },
    ]);
    expect(view.location()).toBe(paths.appointmentList.href({ state: 'declined' }));
  });

  it('opens on the tab and booking days in its address (an analysis figure’s list); the days are a removable tag', async () => {
    const view = await renderScreen(
      paths.appointmentList.href({ state: 'expired', from: '2026-11-01', to: '2026-11-24' }),
      { as: 'officer', api: { listAppointments: () => ({ items: [], total: 0 }) } },
    );
    expect(await screen.findByText('没有“已过期”的预约')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已过期', selected: true })).toBeTruthy();
    await click(screen.getByRole('button', { name: /2026年11月1日 至 2026年11月24日 提交的预约/ }));
    await waitFor(() => expect(view.location()).toBe(paths.appointmentList.href({ state: 'expired' })));
    expect(callsOf(view, 'listAppointments').map((c) => c.input)).toEqual([
      { from: '2026-11-01', to: '2026-11-24', state: 'expired', offset: 0, limit: 20 },
      { state: 'expired', offset: 0, limit: 20 },
    ]);
  });

  it('names the department the supervision office’s list is narrowed to', async () => {
    const view = await renderScreen(paths.appointmentList.href({ departmentCode: 'market' }), {
      as: { ...officerUser, capabilities: ['supervisor'] },
      api: {
        listAppointments: () => ({ items: [], total: 0 }),
        queryDict: [{ value: 'market', label: '市场监督管理局', sort: 1 }],
      },
    });
    expect(await screen.findByRole('button', { name: /部门：市场监督管理局/ })).toBeTruthy();
    expect(callsOf(view, 'listAppointments')[0]?.input).toEqual({
      departmentCode: 'market',
      offset: 0,
      limit: 20,
    });
  });
});

describe('the department’s times', () => {
  it('a head opens half days and caps the day; a capacity that is not a number is refused before sending', async () => {
    const head = {
      ...officerUser,
      userId: 'usr-13900000003',
      name: '何静',
      phonenumber: '13900000003',
      capabilities: ['departmentHead' as const],
    };
    const view = await renderScreen(paths.appointmentBase.href(), {
      as: head,
      api: {
        getAppointmentOptions: appointmentOptions,
        listAppointments: ({ state }) =>
          state === 'requested' ? { items: [requested], total: 1 } : { items: [], total: 0 },
        setAppointmentAvailability: (input) => ({ ...appointmentOptions.departments[0]!, ...input }),
      },
    });
    await heading('预约服务');
    const waiting = await screen.findByRole('region', { name: '待本部门答复的预约' });
    expect(await within(waiting).findByRole('link', { name: /整改复查 · 深圳市/ })).toBeTruthy();
    const times = screen.getByRole('region', { name: '本部门的预约时段' });
    await click(within(times).getByText(/周二.*下午|周二 下午/));
    const capacity = within(times).getByRole('textbox', { name: /每天最多接待的预约数/ });
    await typeInto(capacity, 'abc');
    await click(within(times).getByRole('button', { name: '保存预约时段' }));
    expect(await within(times).findByText('请填写 0 到 50 之间的整数')).toBeTruthy();
    expect(callsOf(view, 'setAppointmentAvailability')).toEqual([]);

    await typeInto(capacity, '6');
    await click(within(times).getByRole('button', { name: '保存预约时段' }));
    await waitFor(() => expect(callsOf(view, 'setAppointmentAvailability')).toHaveLength(1));
    expect(callsOf(view, 'setAppointmentAvailability')[0]!.input).toEqual({
      weeklySlots: ['1-morning', '1-afternoon', '2-morning', '2-afternoon'],
      dailyCapacity: 6,
    });
  });

  it('an officer who is not a head sees no form for the times', async () => {
    await renderScreen(paths.appointmentBase.href(), {
      api: { getAppointmentOptions: appointmentOptions, listAppointments: { items: [], total: 0 } },
    });
    expect(await screen.findByText('暂无待答复的预约')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '本部门的预约时段' })).toBeNull();
  });
});
