/** Contract-typed answers for the plan tests. */
import type { ApiOutput } from '../../../contract/api-schemas';

export const planOptions: ApiOutput<'getPlanOptions'> = {
  items: [
    { code: 'FS-01', name: '食品经营许可证公示' },
    { code: 'FS-02', name: '冷链食品温度记录' },
  ],
  officers: [
    { name: '李明', certificateNumber: '44030012345' },
    { name: '赵强', certificateNumber: '44030012347' },
    { name: '孙丽', certificateNumber: '44030012348' },
  ],
  departments: [
    { code: 'health', name: '卫生健康委员会' },
    { code: 'fire', name: '消防救援支队' },
  ],
  regions: [{ code: '440304', name: '福田区' }],
  approvalLeadWorkingDays: 7,
  noticeLeadWorkingDays: 1,
  today: '2026-03-02',
};

export const planSummary: ApiOutput<'listPlans'>['items'][number] = {
  id: 'plan-1',
  title: '2026 年食品经营者年度检查',
  type: 'routine',
  status: 'in_progress',
  departmentName: '市场监督管理局',
  periodFrom: '2026-03-16',
  periodTo: '2026-04-15',
  targetsPlanned: 3,
  targetsInspected: 1,
  updatedAt: '2026-03-02T09:00:00+08:00',
};

export const planDetail: ApiOutput<'getPlan'> = {
  ...planSummary,
  version: 3,
  legalBasis: '《中华人民共和国食品安全法》第一百一十条',
  items: [{ code: 'FS-01', name: '食品经营许可证公示' }],
  officers: [
    { name: '李明', certificateNumber: '44030012345', departmentName: '市场监督管理局', drawn: false },
    { name: '孙丽', certificateNumber: '44030012348', departmentName: '市场监督管理局', drawn: true },
  ],
  targets: [
    {
      enterpriseNumber: 'SZ440300000001',
      name: '深圳市鹏城食品有限公司',
      drawn: false,
      remaining: null,
      nearCap: false,
      inspectedAt: '2026-03-17T10:00:00+08:00',
      registrationId: 'reg-demo-01',
      noticeId: 'notice-demo-01',
    },
    {
      enterpriseNumber: 'SZ440300000007',
      name: '深圳市福田好味餐饮店',
      drawn: true,
      remaining: null,
      nearCap: false,
      inspectedAt: null,
      registrationId: null,
      noticeId: null,
    },
  ],
  departments: [
    {
      code: 'market',
      name: '市场监督管理局',
      lead: true,
      approvedAt: '2026-03-03T15:00:00+08:00',
      approverName: '何静',
    },
  ],
  draw: {
    regionCode: '440304',
    regionName: '福田区',
    targetCount: 1,
    officerCount: 2,
    scope: ['食品生产经营'],
    commitment: null,
    committedAt: null,
    nextIsRedraw: true,
    redrawsLeft: 1,
    rounds: [1, 2].map((round) => ({
      round,
      commitment: `${round}`.repeat(64),
      committedAt: '2026-03-02T09:00:00+08:00',
      value: `${round + 4}`.repeat(64),
      drawnAt: `2026-03-02T1${round}:00:00+08:00`,
      drawnBy: '李明',
      reason: round === 1 ? null : '抽中的企业已停业',
      itemCodes: ['FS-01'],
      regionCode: '440304',
      targetCount: 1,
      officerCount: 2,
      pool: Array.from({ length: 128 }, (_, i) => `SZ4403000${String(i).padStart(5, '0')}`),
      officerPool: ['44030012345', '44030012347', '44030012348'],
      targets: ['SZ440300000007'],
      officers: ['44030012345', '44030012348'],
      share: 1 / 128,
    })),
    current: true,
    redrawn: true,
  },
  events: [
    {
      action: 'submit',
      actorName: '李明',
      departmentName: '市场监督管理局',
      reason: null,
      at: '2026-03-02T11:00:00+08:00',
    },
    {
      action: 'return',
      actorName: '何静',
      departmentName: '市场监督管理局',
      reason: '检查依据条款不完整',
      at: '2026-03-02T15:00:00+08:00',
    },
    {
      action: 'approve',
      actorName: '何静',
      departmentName: '市场监督管理局',
      reason: null,
      at: '2026-03-03T15:00:00+08:00',
    },
  ],
  lastApprovalDate: '2026-03-05',
  allowedActions: [],
  input: null,
};

/** The same plan as a returned draft its author may edit, submit or cancel, with targets and officers named. */
export const returnedPlan: ApiOutput<'getPlan'> = {
  ...planDetail,
  status: 'returned',
  targetsInspected: 0,
  targets: planDetail.targets.map((target) => ({ ...target, inspectedAt: null, registrationId: null })),
  departments: planDetail.departments.map((department) => ({
    ...department,
    approvedAt: null,
    approverName: null,
  })),
  events: planDetail.events.slice(0, 2),
  draw: null,
  allowedActions: ['save', 'submit', 'cancel'],
  input: {
    id: 'plan-1',
    version: 3,
    clientRequestId: '00000000-0000-4000-8000-000000000001',
    title: planSummary.title,
    type: 'routine',
    legalBasis: planDetail.legalBasis,
    itemCodes: ['FS-01'],
    periodFrom: '2026-03-16',
    periodTo: '2026-04-15',
    officerCertificates: ['44030012345'],
    targetNumbers: ['SZ440300000001'],
    jointDepartments: [],
  },
};

/** A random draft as its author sees it before the draw: the commitment is published, nothing drawn yet. */
export const undrawnPlan: ApiOutput<'getPlan'> = {
  ...planDetail,
  status: 'draft',
  targetsPlanned: 0,
  targetsInspected: 0,
  officers: [],
  targets: [],
  departments: returnedPlan.departments,
  draw: {
    ...planDetail.draw!,
    commitment: 'c0ffee'.repeat(10) + 'c0ff',
    committedAt: '2026-03-02T09:00:00+08:00',
    nextIsRedraw: false,
    redrawsLeft: 2,
    rounds: [],
    current: false,
    redrawn: false,
  },
  events: [planDetail.events[0]!],
  allowedActions: ['save', 'draw', 'cancel'],
  input: null,
};
