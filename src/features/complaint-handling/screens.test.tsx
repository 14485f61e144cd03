import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiInput, ApiOutput } from '../../../contract/api-schemas';
import { DEFAULT_COMPLAINT_DEADLINES } from '../../../contract/complaints/rules';
import type { ComplaintDetail } from '../../../contract/complaints/schemas';
import { submittedComplaint, summaryOf } from '../../components/complaints/test-fixtures';
import { paths } from '../../lib/paths';
import { fail, officerUser, renderScreen, TEST_TOKEN, type SessionUser } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto, withLayout } from '../../test/screen-actions';

const supervisor: SessionUser = {
  ...officerUser,
  userId: 'usr-13700000001',
  name: '周正',
  phonenumber: '13700000001',
  departmentCode: 'justice',
  departmentName: '市司法局执法监督处',
  capabilities: ['supervisor'],
};

const options: ApiOutput<'getComplaintOptions'> = {
  departments: [
    { code: 'market', name: '市场监督管理局' },
    { code: 'health', name: '卫生健康委员会' },
  ],
  deadlines: DEFAULT_COMPLAINT_DEADLINES,
};

const accepted: ComplaintDetail = {
  ...submittedComplaint,
  state: 'assigned',
  version: 2,
  deadline: { step: 'sign', dueAt: '2099-03-13T15:59:59.999Z', tone: 'ok' },
  assignedDepartment: { code: 'market', name: '市场监督管理局' },
  timeline: [
    ...submittedComplaint.timeline,
    {
      action: 'accept',
      actor: 'supervisor',
      actorName: '市司法局执法监督处',
      at: '2026-03-12T06:00:00.000Z',
      state: 'assigned',
      note: null,
      photos: [],
    },
  ],
  allowedActions: [],
};

/** As an officer of the market department sees it before anyone signed: who complained stays hidden. */
const toSign: ComplaintDetail = { ...accepted, complainant: null, allowedActions: ['sign'] };

const handling: ComplaintDetail = {
  ...accepted,
  state: 'handling',
  version: 3,
  deadline: { step: 'reply', dueAt: '2099-04-02T15:59:59.999Z', tone: 'ok' },
  contactDueAt: '2099-03-14T02:00:00.000Z',
  allowedActions: ['contact', 'requestExtension', 'reply'],
};

const detailPath = paths.complaintDetailIndex.href({ id: submittedComplaint.id });
const OFFICER_BUTTONS = [
  '受理并分派',
  '不予受理',
  '改派',
  '签收',
  '记录联系投诉人',
  '申请延期',
  '审批延期申请',
  '答复',
  '审核答复',
];
const offered = () =>
  OFFICER_BUTTONS.filter((name) => screen.queryByRole('button', { name, expanded: false }) !== null);

beforeEach(() => sessionStorage.clear());

describe('complaints to handle', () => {
  const page = (view: ApiInput<'listHandlingComplaints'>['view'], cursor?: string) => {
    if (view === 'overdue')
      return { items: [{ ...summaryOf(submittedComplaint), id: 'cmp-9', overdue: true }], nextCursor: null };
    return cursor
      ? {
          items: [{ ...summaryOf(accepted), id: 'cmp-2', complaintNumber: 'TS20260312002' }],
          nextCursor: null,
        }
      : { items: [summaryOf(submittedComplaint)], nextCursor: 'c2' };
  };

  it('lists what waits for the officer first, pages on, and shows the other views', async () => {
    withLayout();
    const view = await renderScreen(paths.enforceNotice.path, {
      as: supervisor,
      api: {
        listHandlingComplaints: ({ view: shown, cursor }) => page(shown, cursor),
        getUnreadCounts: { system: 0, personal: 0, notices: 0, complaints: 3, emergencyReviews: 0 },
      },
    });
    await heading('投诉处理');
    const first = await screen.findByRole('link', { name: /投诉 TS20260312001/ });
    expect(first.getAttribute('href')).toBe(detailPath);
    expect(first.textContent).toContain('待受理');
    expect(first.textContent).toContain('受理期限：');
    expect(await screen.findByRole('link', { name: /TS20260312002/ })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: '待我处理（3）', selected: true })).toBeTruthy();

    await click(screen.getByRole('tab', { name: '已超期' }));
    expect(await screen.findByText('曾超期')).toBeTruthy();
    expect(callsOf(view, 'listHandlingComplaints').map((call) => call.input)).toEqual([
      { view: 'todo' },
      { view: 'todo', cursor: 'c2' },
      { view: 'overdue' },
    ]);
    expect(screen.getByRole('link', { name: '前往执法计划' }).getAttribute('href')).toBe(
      paths.enforcementPlanBase.path,
    );
  });

  it('opens on the view a link asks for (the analysis links the overdue complaints)', async () => {
    withLayout();
    const view = await renderScreen(paths.enforceNotice.href({ view: 'overdue' }), {
      as: supervisor,
      api: { listHandlingComplaints: ({ view: shown, cursor }) => page(shown, cursor) },
    });
    expect(await screen.findByRole('tab', { name: '已超期', selected: true })).toBeTruthy();
    expect(callsOf(view, 'listHandlingComplaints').map((call) => call.input)).toEqual([{ view: 'overdue' }]);
  });

  it("opens an analysis figure's list: the complaints lodged in its period, narrowed, each filter removable", async () => {
    withLayout();
    const range = { from: '2026-11-01', to: '2026-11-24' };
    const view = await renderScreen(
      paths.enforceNotice.href({ view: 'lodged', ...range, facet: 'reopened' }),
      {
        as: supervisor,
        api: { listHandlingComplaints: { items: [], nextCursor: null } },
      },
    );
    const filters = await screen.findByRole('region', { name: '筛选条件' });
    expect(filters.textContent).toContain('2026年11月1日 至 2026年11月24日 收到');
    expect(await screen.findByText('没有符合筛选条件的投诉')).toBeTruthy();
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
    await click(screen.getByRole('button', { name: '移除筛选：曾重新办理' }));
    await waitFor(() => expect(view.location()).toBe(paths.enforceNotice.href({ view: 'lodged', ...range })));
    await click(screen.getByRole('tab', { name: '已结束' }));
    await waitFor(() => expect(view.location()).toBe(paths.enforceNotice.href({ view: 'closed' })));
    expect(screen.queryByRole('region', { name: '筛选条件' })).toBeNull();
    expect(callsOf(view, 'listHandlingComplaints').map((call) => call.input)).toEqual([
      { view: 'lodged', ...range, facet: 'reopened' },
      { view: 'lodged', ...range },
      { view: 'closed' },
    ]);
  });

  it('narrows the supervision office’s desk to the department in its address, kept across tabs but not the to-do', async () => {
    const departments = [{ value: 'market', label: '市场监督管理局', sort: 1 }];
    const view = await renderScreen(paths.enforceNotice.href({ view: 'overdue', departmentCode: 'market' }), {
      as: supervisor,
      api: { listHandlingComplaints: { items: [], nextCursor: null }, queryDict: departments },
    });
    const filters = await screen.findByRole('region', { name: '筛选条件' });
    await waitFor(() => expect(filters.textContent).toContain('部门：市场监督管理局'));
    await click(screen.getByRole('tab', { name: '办理中' }));
    await waitFor(() =>
      expect(view.location()).toBe(paths.enforceNotice.href({ view: 'open', departmentCode: 'market' })),
    );
    await click(screen.getByRole('tab', { name: /待我处理/ }));
    await waitFor(() => expect(view.location()).toBe(paths.enforceNotice.href({ view: 'todo' })));
    expect(callsOf(view, 'listHandlingComplaints').map((call) => call.input)).toEqual([
      { view: 'overdue', departmentCode: 'market' },
      { view: 'open', departmentCode: 'market' },
      { view: 'todo' },
    ]);
  });

  it('reads in English and says when nothing waits', async () => {
    await renderScreen(paths.enforceNotice.path, {
      locale: 'en',
      api: { listHandlingComplaints: { items: [], nextCursor: null } },
    });
    await heading('Complaints to handle');
    expect(await screen.findByText('Nothing waits for you', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overdue' })).toBeTruthy();
  });

  it('still shows the door notice when a plan and an enterprise are given', async () => {
    const view = await renderScreen(
      paths.enforceNotice.href({ planId: 'plan-1', enterpriseNumber: 'SZ440300000007' }),
      { api: { openDoorNotice: fail(500, '该企业不是本计划的检查对象') } },
    );
    await heading('出示检查通知书');
    await waitFor(() => expect(callsOf(view, 'openDoorNotice')).toHaveLength(1));
    expect(callsOf(view, 'listHandlingComplaints')).toEqual([]);
  });
});

describe('handling a complaint', () => {
  it('offers the decision letter, which names the complainant, only to those who may know who complained', async () => {
    const decided: ComplaintDetail = { ...submittedComplaint, state: 'resolved', allowedActions: [] };
    await renderScreen(detailPath, { api: { getComplaint: { ...decided, complainant: null } } });
    await heading('投诉办理');
    await screen.findByText(submittedComplaint.description);
    expect(screen.queryByRole('link', { name: /处理决定书/ })).toBeNull();
    cleanup();
    await renderScreen(paths.complaintDetailIndex.href({ id: 'cmp-2' }), {
      api: { getComplaint: { ...decided, id: 'cmp-2' } },
    });
    expect(await screen.findByRole('link', { name: /处理决定书/ })).toBeTruthy();
  });

  it('lets the supervision office accept it, preselecting the department concerned', async () => {
    const view = await renderScreen(detailPath, {
      as: supervisor,
      api: { getComplaint: submittedComplaint, getComplaintOptions: options, acceptComplaint: accepted },
    });
    await heading('投诉办理');
    expect(await screen.findByText('检查人员未扫描监督码即开始检查，也未出示检查通知书。')).toBeTruthy();
    expect(offered()).toEqual(['受理并分派', '不予受理']);
    // the supervisor sees who complained
    expect(screen.getByRole('link', { name: '13800000001' })).toBeTruthy();

    await click(button('受理并分派'));
    const market = await screen.findByRole('radio', { name: '市场监督管理局' });
    expect((market as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: '市司法局执法监督处（本处自行办理）' })).toBeTruthy();
    await click(button('确认受理'));
    await waitFor(() =>
      expect(callsOf(view, 'acceptComplaint')[0]?.input).toEqual({
        id: 'cmp-1',
        version: 1,
        departmentCode: 'market',
        note: '',
      }),
    );
    expect(await screen.findByText('已受理并分派', { selector: '[role="status"]' })).toBeTruthy();
    expect(screen.getByText('待签收', { selector: '.adm-tag' })).toBeTruthy();
    expect(screen.getByText('签收期限：', { exact: false })).toBeTruthy();
    expect(offered()).toEqual([]);
    expect(screen.getByText('当前没有需要您办理的事项')).toBeTruthy();
  });

  it('asks for the reason and, for a duplicate, the complaint it repeats', async () => {
    const view = await renderScreen(detailPath, {
      as: supervisor,
      api: {
        getComplaint: submittedComplaint,
        rejectComplaint: { ...submittedComplaint, state: 'duplicate', deadline: null, allowedActions: [] },
      },
    });
    await click(await screen.findByRole('button', { name: '不予受理' }));
    await click(screen.getByRole('radio', { name: '与已有投诉重复' }));
    await click(button('确认不予受理'));
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(2);
    expect(callsOf(view, 'rejectComplaint')).toEqual([]);

    await typeInto(screen.getByLabelText(/重复的投诉编号/), 'TS20260301007');
    await typeInto(screen.getByLabelText(/告知投诉人的说明/), '已在办理中');
    await click(button('确认不予受理'));
    await waitFor(() =>
      expect(callsOf(view, 'rejectComplaint')[0]?.input).toEqual({
        id: 'cmp-1',
        version: 1,
        reason: 'duplicate',
        duplicateOf: 'TS20260301007',
        note: '已在办理中',
      }),
    );
    expect(await screen.findByText('重复投诉', { selector: '.adm-tag' })).toBeTruthy();
  });

  it('lets the supervision office reassign a complaint nobody can sign, with the reason, to another department', async () => {
    const stuck: ComplaintDetail = { ...accepted, reopenCount: 1, allowedActions: ['reassign'] };
    let calls = 0;
    const view = await renderScreen(detailPath, {
      as: supervisor,
      api: {
        getComplaint: stuck,
        getComplaintOptions: options,
        reassignComplaint: () =>
          ++calls === 1
            ? fail(400, '参数错误', 400, { departmentCode: '是该投诉现在的承办部门，请选择其他部门' })
            : {
                ...stuck,
                version: 3,
                assignedDepartment: { code: 'health', name: '卫生健康委员会' },
                departmentName: '卫生健康委员会',
              },
      },
    });
    await heading('投诉办理');
    await screen.findByText('检查人员未扫描监督码即开始检查，也未出示检查通知书。');
    expect(offered()).toEqual(['改派']);
    await click(button('改派'));
    // the department it is at is not offered
    expect(await screen.findByRole('radio', { name: '卫生健康委员会' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '市场监督管理局' })).toBeNull();
    expect(screen.getByRole('radio', { name: '市司法局执法监督处（本处自行办理）' })).toBeTruthy();
    expect(screen.getByText(/市场监督管理局无人可签收/)).toBeTruthy();

    await click(button('确认改派'));
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(2);
    expect(callsOf(view, 'reassignComplaint')).toEqual([]);

    await click(screen.getByRole('radio', { name: '卫生健康委员会' }));
    await typeInto(screen.getByLabelText(/改派理由（投诉人不可见）/), '市场监管局办理过的人员均已回避');
    await click(button('确认改派'));
    // refused: the server's word on the field, what was typed kept
    expect(await screen.findByText('是该投诉现在的承办部门，请选择其他部门')).toBeTruthy();
    expect((screen.getByLabelText(/改派理由/) as HTMLTextAreaElement).value).toBe(
      '市场监管局办理过的人员均已回避',
    );

    await click(button('确认改派'));
    await waitFor(() => expect(callsOf(view, 'reassignComplaint')).toHaveLength(2));
    expect(callsOf(view, 'reassignComplaint')[1]?.input).toEqual({
      id: 'cmp-1',
      version: 2,
      departmentCode: 'health',
      note: '市场监管局办理过的人员均已回避',
    });
    expect(await screen.findByText('已改派，签收期限重新计算', { selector: '[role="status"]' })).toBeTruthy();
  });

  it('offers an officer of the assigned department to sign for it, without naming the complainant', async () => {
    const view = await renderScreen(detailPath, {
      api: { getComplaint: toSign, signComplaint: handling },
    });
    await screen.findByText('检查人员未扫描监督码即开始检查，也未出示检查通知书。');
    expect(offered()).toEqual(['签收']);
    expect(screen.queryByRole('heading', { name: '投诉人' })).toBeNull();
    await click(button('签收'));
    await click(button('确认签收'));
    await waitFor(() =>
      expect(callsOf(view, 'signComplaint')).toEqual([
        { name: 'signComplaint', input: { id: 'cmp-1', version: 2 }, token: TEST_TOKEN },
      ]),
    );
    expect(await screen.findByText('已签收，请按期答复', { selector: '[role="status"]' })).toBeTruthy();
    expect(offered()).toEqual(['记录联系投诉人', '申请延期', '答复']);
  });

  it('offers an officer who took part in the inspection nothing, and says why in the server’s words', async () => {
    const recusal = '您参与了该投诉所涉的检查或被投诉点名，须回避：不能签收、办理或查看投诉人信息';
    await renderScreen(detailPath, {
      api: { getComplaint: { ...accepted, complainant: null, recusal, allowedActions: [] } },
    });
    expect(await screen.findByRole('note')).toHaveProperty('textContent', recusal);
    expect(screen.getByText('当前没有需要您办理的事项')).toBeTruthy();
    expect(offered()).toEqual([]);
    expect(screen.queryByRole('heading', { name: '投诉人' })).toBeNull();
  });

  it('offers the handler reply, contact and extension, checking the working days', async () => {
    const view = await renderScreen(detailPath, {
      api: { getComplaint: handling, requestComplaintExtension: { ...handling, allowedActions: ['reply'] } },
    });
    await screen.findByText(/须于 .* 前联系/);
    expect(offered()).toEqual(['记录联系投诉人', '申请延期', '答复']);
    await click(button('申请延期'));
    await typeInto(screen.getByLabelText(/延长的工作日数（1–20）/), '25');
    await typeInto(screen.getByLabelText(/延期理由/), '需调取监控录像');
    await click(button('提交延期申请'));
    expect(await screen.findByText('请输入上述范围内的整数')).toBeTruthy();
    await typeInto(screen.getByLabelText(/延长的工作日数/), '5');
    await click(button('提交延期申请'));
    await waitFor(() =>
      expect(callsOf(view, 'requestComplaintExtension')[0]?.input).toEqual({
        id: 'cmp-1',
        version: 3,
        workingDays: 5,
        reason: '需调取监控录像',
      }),
    );
    expect(await screen.findByText('已提交延期申请', { selector: '[role="status"]' })).toBeTruthy();
    expect(offered()).toEqual(['答复']);
  });

  it("shows the server's refusal in its words and keeps what was typed", async () => {
    let replies = 0;
    await renderScreen(detailPath, {
      api: {
        getComplaint: handling,
        replyComplaint: () =>
          ++replies === 1 ? fail(500, '投诉已被他人处理，请刷新后重试') : { ...handling, allowedActions: [] },
      },
    });
    await click(await screen.findByRole('button', { name: '答复' }));
    await typeInto(screen.getByLabelText(/调查核实情况/), '检查人员确未扫码');
    await typeInto(screen.getByLabelText(/处理措施/), '已对相关人员批评教育');
    await click(button('提交答复'));
    const alert = await screen.findByText('未能完成：投诉已被他人处理，请刷新后重试');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByText(/内容已保留/)).toBeTruthy();
    expect((screen.getByLabelText(/调查核实情况/) as HTMLTextAreaElement).value).toBe('检查人员确未扫码');

    // closed and opened again, the draft comes back
    await click(button('收起'));
    await click(button('答复'));
    expect(await screen.findByText('已恢复您上次填写但未提交的内容')).toBeTruthy();
    expect((screen.getByLabelText(/处理措施/) as HTMLTextAreaElement).value).toBe('已对相关人员批评教育');
    await click(button('提交答复'));
    expect(await screen.findByText('已提交答复', { selector: '[role="status"]' })).toBeTruthy();
  });

  it('offers nothing the server does not allow, in English', async () => {
    await renderScreen(detailPath, {
      locale: 'en',
      api: { getComplaint: { ...accepted, complainant: null, allowedActions: ['withdraw', 'rate'] } },
    });
    await heading('Handle a complaint');
    expect(await screen.findByText('Nothing waits for you here now')).toBeTruthy();
    expect(screen.getByText('Awaiting sign-for', { selector: '.adm-tag' })).toBeTruthy();
    expect(screen.getByText('市司法局执法监督处 · Accepted and assigned')).toBeTruthy();
    expect(screen.queryAllByRole('button', { expanded: false })).toEqual([]);
  });

  it('lets the supervisor review a reply, a send-back needing its reason', async () => {
    const reviewing: ComplaintDetail = {
      ...handling,
      state: 'reviewing',
      allowedActions: ['resolve', 'sendBack'],
    };
    const view = await renderScreen(detailPath, {
      as: supervisor,
      locale: 'en',
      api: { getComplaint: reviewing, reviewComplaint: { ...handling, allowedActions: [] } },
    });
    await click(await screen.findByRole('button', { name: 'Review the reply' }));
    await click(screen.getByRole('radio', { name: 'Send back to be handled again' }));
    await click(button('Send the review'));
    expect(await screen.findByText(/required/i)).toBeTruthy();
    await typeInto(screen.getByLabelText(/Why it is sent back/), 'Measures missing');
    await click(button('Send the review'));
    await waitFor(() =>
      expect(callsOf(view, 'reviewComplaint')[0]?.input).toEqual({
        id: 'cmp-1',
        version: 3,
        decision: 'sendBack',
        note: 'Measures missing',
      }),
    );
  });
});
