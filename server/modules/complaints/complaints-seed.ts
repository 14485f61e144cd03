/**
 * Demo complaints of 张伟 (ent-pengcheng-food) and 陈静 (ent-nanshan-precision), dated relative to the seeding: one
 * in each place of the workflow a demo walks through, among them a reply awaiting a rating, an overdue reply and one
 * about 李明's own inspection, which he may not take (recusal).
 */
import { reminderAt, stepDeadline, type StepClock } from './complaint-steps';
import { noteText, type EventNote } from './complaint-timeline';
import { dateText } from '../../../contract/city-calendar';
import { DEFAULT_COMPLAINT_DEADLINES, type ComplaintState } from '../../../contract/complaints/rules';
import type { Transaction } from '../../db/client';
import { complaintEvents, complaints } from '../../db/schema/complaints';
import { loadHolidayCalendar } from '../calendar';

type ComplaintRow = typeof complaints.$inferInsert;
type EventRow = typeof complaintEvents.$inferInsert;

const HOUR = 3_600_000;
const ZHANG_WEI = { userId: 'usr-13800000001', enterpriseId: 'ent-pengcheng-food', phone: '13800000001' };
const CHEN_JING = { userId: 'usr-13800000002', enterpriseId: 'ent-nanshan-precision', phone: '13800000002' };
const ZHOU_ZHENG = 'usr-13700000001';

interface Step {
  action: EventRow['action'];
  /** Hours before the seeding. */
  hoursAgo: number;
  state: ComplaintState;
  by?: { userId: string; departmentCode: string };
  note?: EventNote;
}

interface DemoComplaint {
  key: number;
  who: typeof ZHANG_WEI;
  row: Pick<ComplaintRow, 'kind' | 'category' | 'description' | 'contactAllowed' | 'subjectType'> &
    Partial<ComplaintRow>;
  steps: Step[];
}

const supervisor = { userId: ZHOU_ZHENG, departmentCode: 'justice' };
const accept = (hoursAgo: number, departmentCode: string): Step => ({
  action: 'accept',
  hoursAgo,
  state: 'assigned',
  by: supervisor,
  note: { departmentCode, note: '' },
});
const sign = (hoursAgo: number, userId: string, departmentCode: string): Step => ({
  action: 'sign',
  hoursAgo,
  state: 'handling',
  by: { userId, departmentCode },
});

const DEMO: DemoComplaint[] = [
  {
    key: 1,
    who: ZHANG_WEI,
    row: {
      kind: 'complaint',
      category: 'tooFrequent',
      description: '同一周内市场监管部门已第三次上门检查，检查内容与上次相同，影响正常经营。',
      contactAllowed: true,
      subjectType: 'registration',
      registrationId: 'reg-demo-01',
      concernedDepartmentCode: 'market',
    },
    steps: [{ action: 'submit', hoursAgo: 1, state: 'submitted' }],
  },
  {
    key: 2,
    who: ZHANG_WEI,
    row: {
      kind: 'complaint',
      category: 'misconduct',
      description: '检查人员未出示执法证件，且态度粗暴，要求立即停业整改但未说明依据。',
      contactAllowed: true,
      subjectType: 'registration',
      registrationId: 'reg-demo-03',
      concernedDepartmentCode: 'ecology',
      assignedDepartmentCode: 'ecology',
      handlerId: 'usr-13900000031',
    },
    steps: [
      { action: 'submit', hoursAgo: 8 * 24, state: 'submitted' },
      accept(7 * 24 + 20, 'ecology'),
      sign(7 * 24 + 2, 'usr-13900000031', 'ecology'),
      {
        action: 'contact',
        hoursAgo: 7 * 24,
        state: 'handling',
        by: { userId: 'usr-13900000031', departmentCode: 'ecology' },
        note: { note: '电话联系投诉人，了解现场情况。' },
      },
      {
        action: 'reply',
        hoursAgo: 3 * 24,
        state: 'reviewing',
        by: { userId: 'usr-13900000031', departmentCode: 'ecology' },
        note: {
          findings: '经调取执法记录仪，检查人员出示了证件但未向企业说明检查依据。',
          measures: '已对相关人员批评教育，并要求今后检查前完整告知检查依据和企业权利。',
        },
      },
      { action: 'resolve', hoursAgo: 24, state: 'replied', by: supervisor, note: { note: '' } },
    ],
  },
  {
    key: 3,
    who: ZHANG_WEI,
    row: {
      kind: 'opinion',
      category: null,
      description: '建议检查结束后当场提供检查结果的电子版，便于企业留存和整改。',
      contactAllowed: false,
      subjectType: 'none',
      assignedDepartmentCode: 'market',
      handlerId: 'usr-13900000001',
      ratingLevel: 5,
      ratingComment: '答复及时，建议已被采纳。',
    },
    steps: [
      { action: 'submit', hoursAgo: 30 * 24, state: 'submitted' },
      accept(29 * 24, 'market'),
      sign(28 * 24, 'usr-13900000001', 'market'),
      {
        action: 'reply',
        hoursAgo: 25 * 24,
        state: 'reviewing',
        by: { userId: 'usr-13900000001', departmentCode: 'market' },
        note: {
          findings: '企业建议合理。',
          measures: '检查结果已可在登记完成后由企业在本应用中查看和下载。',
        },
      },
      { action: 'resolve', hoursAgo: 24 * 24, state: 'replied', by: supervisor, note: { note: '' } },
      {
        action: 'rate',
        hoursAgo: 23 * 24,
        state: 'resolved',
        note: { level: 5, comment: '答复及时，建议已被采纳。' },
      },
    ],
  },
  {
    key: 4,
    who: CHEN_JING,
    row: {
      kind: 'complaint',
      category: 'outsideList',
      description: '检查人员检查了公示清单以外的消防设施项目，并据此要求整改。',
      contactAllowed: true,
      subjectType: 'registration',
      registrationId: 'reg-demo-11',
      concernedDepartmentCode: 'market',
      assignedDepartmentCode: 'market',
      handlerId: 'usr-13900000012',
    },
    steps: [
      { action: 'submit', hoursAgo: 36 * 24, state: 'submitted' },
      accept(35 * 24, 'market'),
      sign(34 * 24, 'usr-13900000012', 'market'),
      {
        action: 'contact',
        hoursAgo: 33 * 24,
        state: 'handling',
        by: { userId: 'usr-13900000012', departmentCode: 'market' },
        note: { note: '已电话联系投诉人，约定现场核实时间。' },
      },
    ],
  },
  {
    key: 5,
    who: CHEN_JING,
    row: {
      kind: 'complaint',
      category: 'noScan',
      description: '两名自称卫生健康部门的人员进入车间检查，未扫码登记，也未出示检查通知书。',
      contactAllowed: true,
      subjectType: 'noScan',
      noScan: { officers: '一名姓张的男性检查人员', occurredAt: '', place: '南山智园C1栋三楼车间' },
      concernedDepartmentCode: 'health',
      assignedDepartmentCode: 'health',
    },
    steps: [{ action: 'submit', hoursAgo: 6, state: 'submitted' }, accept(2, 'health')],
  },
  {
    key: 6,
    who: CHEN_JING,
    row: {
      kind: 'complaint',
      category: 'feesOrGifts',
      description: '物业公司收取的管理费过高。',
      contactAllowed: false,
      subjectType: 'none',
      rejectReason: 'outOfScope',
    },
    steps: [
      { action: 'submit', hoursAgo: 12 * 24, state: 'submitted' },
      {
        action: 'reject',
        hoursAgo: 11 * 24,
        state: 'notAccepted',
        by: supervisor,
        note: {
          reason: 'outOfScope',
          duplicateOf: null,
          note: '物业收费不属于行政执法监督范围，请向住房和建设部门反映。',
        },
      },
    ],
  },
  {
    // about 李明's and 孙丽's inspection: both must recuse themselves, 赵强 or the head 何静 signs for it
    key: 8,
    who: ZHANG_WEI,
    row: {
      kind: 'complaint',
      category: 'misconduct',
      description: '检查时要求企业提供与检查事项无关的财务报表，企业拒绝后被告知将“重点关注”。',
      contactAllowed: true,
      subjectType: 'registration',
      registrationId: 'reg-demo-05',
      concernedDepartmentCode: 'market',
      assignedDepartmentCode: 'market',
    },
    steps: [{ action: 'submit', hoursAgo: 30, state: 'submitted' }, accept(3, 'market')],
  },
  {
    key: 7,
    who: ZHANG_WEI,
    row: {
      kind: 'complaint',
      category: 'other',
      description: '检查时间安排在午市高峰，影响营业。',
      contactAllowed: false,
      subjectType: 'none',
    },
    steps: [
      { action: 'submit', hoursAgo: 6 * 24, state: 'submitted' },
      { action: 'withdraw', hoursAgo: 5 * 24, state: 'withdrawn', note: { note: '已与检查部门沟通解决。' } },
    ],
  },
];

function build(demo: DemoComplaint, now: Date, clock: Omit<StepClock, 'at'>) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const [first] = demo.steps;
  const last = demo.steps.at(-1)!;
  const createdAt = at(first!.hoursAgo);
  const id = `cmp-demo-${demo.key}`;
  const signed = demo.steps.find((s) => s.action === 'sign');
  const contacted = demo.steps.find((s) => s.action === 'contact');
  const handlingStartedAt = signed ? at(signed.hoursAgo) : null;
  const timing = { createdAt, handlingStartedAt, extensionState: null, extensionWorkingDays: null };
  const { step, dueAt } = stepDeadline(last.state, timing, { ...clock, at: at(last.hoursAgo) });
  const overdue = dueAt && step !== 'rate' && dueAt < now ? new Date(dueAt.getTime() + 60_000) : null;
  const noScan = demo.row.noScan
    ? { ...demo.row.noScan, occurredAt: at(first!.hoursAgo + 20).toISOString() }
    : null;
  const complaint: ComplaintRow = {
    id,
    complaintNumber: `TS${dateText(createdAt).replaceAll('-', '')}90${String(demo.key).padStart(2, '0')}`,
    enterpriseId: demo.who.enterpriseId,
    createdBy: demo.who.userId,
    clientRequestId: `00000000-0000-4000-9000-0000000000${String(demo.key).padStart(2, '0')}`,
    contactPhone: demo.who.phone,
    ...demo.row,
    noScan,
    state: last.state,
    step,
    dueAt,
    remindedAt: dueAt && reminderAt(dueAt, clock.calendar) <= now ? now : null,
    overdueAt: overdue,
    handlingStartedAt,
    contactDueAt:
      demo.row.contactAllowed && handlingStartedAt ? new Date(handlingStartedAt.getTime() + 24 * HOUR) : null,
    contactedAt: contacted ? at(contacted.hoursAgo) : null,
    ratedAt: demo.row.ratingLevel ? at(last.hoursAgo) : null,
    version: demo.steps.length,
    createdAt,
    updatedAt: at(last.hoursAgo),
  };
  const events: EventRow[] = demo.steps.map((s) => ({
    complaintId: id,
    action: s.action,
    actor: !s.by ? 'complainant' : s.by.userId === ZHOU_ZHENG ? 'supervisor' : 'department',
    actorId: s.by?.userId ?? demo.who.userId,
    departmentCode: s.by?.departmentCode ?? null,
    state: s.state,
    note: noteText(s.note ?? null),
    at: at(s.hoursAgo),
  }));
  if (overdue && step)
    events.push({
      complaintId: id,
      action: 'overdue',
      actor: 'system',
      departmentCode:
        step === 'accept' || step === 'review' ? 'justice' : (demo.row.assignedDepartmentCode ?? null),
      step,
      state: last.state,
      at: overdue,
    });
  return { complaint, events };
}

export async function seedComplaintsDemo(tx: Transaction, now = new Date()): Promise<void> {
  const clock = { deadlines: DEFAULT_COMPLAINT_DEADLINES, calendar: await loadHolidayCalendar(tx) };
  const built = DEMO.map((demo) => build(demo, now, clock));
  const inserted = await tx
    .insert(complaints)
    .values(built.map((b) => b.complaint))
    .onConflictDoNothing()
    .returning({ id: complaints.id });
  const fresh = new Set(inserted.map((r) => r.id));
  const events = built.filter((b) => fresh.has(b.complaint.id)).flatMap((b) => b.events);
  if (events.length > 0) await tx.insert(complaintEvents).values(events);
}
