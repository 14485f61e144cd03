/** Contract-typed answers for the complaint screen tests. */
import type { ApiOutput } from '../../../contract/api-schemas';
import { DEFAULT_COMPLAINT_DEADLINES } from '../../../contract/complaints/rules';
import type { ComplaintDetail, ComplaintSummary } from '../../../contract/complaints/schemas';

const HOUR_MS = 3_600_000;
/** Deadlines are counted on the device's clock: fixtures sit relative to now. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

export const complaintOptions: ApiOutput<'getComplaintOptions'> = {
  departments: [
    { code: 'market', name: '市场监督管理局' },
    { code: 'health', name: '卫生健康委员会' },
  ],
  deadlines: DEFAULT_COMPLAINT_DEADLINES,
};

export const complaintSummary: ComplaintSummary = {
  id: 'cmp-1',
  complaintNumber: 'TS20260302001',
  kind: 'complaint',
  category: 'misconduct',
  state: 'handling',
  excerpt: '检查人员态度粗暴，未出示执法证件',
  departmentName: '市场监督管理局',
  createdAt: '2026-03-02T10:00:00+08:00',
  updatedAt: '2026-03-03T09:00:00+08:00',
  deadline: { step: 'reply', dueAt: hoursFromNow(24 * 10), tone: 'ok' },
  overdue: false,
  escalated: false,
  reopenCount: 0,
  stuck: false,
};

export const complaintDetail: ComplaintDetail = {
  ...complaintSummary,
  version: 3,
  description: '检查人员态度粗暴，未出示执法证件，要求我们停业整顿。',
  photos: [],
  subject: {
    type: 'registration',
    registration: {
      id: 'reg-demo-01',
      registrationNumber: 'JC-2026-000123',
      departmentName: '市场监督管理局',
      inspectedAt: '2026-03-02T09:00:00+08:00',
    },
    noScan: null,
    notice: null,
    warning: null,
  },
  contactAllowed: true,
  complainant: {
    name: '张伟',
    phone: '13800000001',
    enterpriseName: '深圳市鹏城食品有限公司',
    enterpriseNumber: 'SZ440300000001',
  },
  assignedDepartment: { code: 'market', name: '市场监督管理局' },
  suggestedDepartmentCode: 'market',
  extension: null,
  rating: null,
  contactDueAt: null,
  contactedAt: '2026-03-03T10:00:00+08:00',
  timeline: [
    {
      action: 'submit',
      actor: 'complainant',
      actorName: '您',
      at: '2026-03-02T10:00:00+08:00',
      state: 'submitted',
      note: null,
      photos: [],
    },
    {
      action: 'accept',
      actor: 'supervisor',
      actorName: '市司法局执法监督处',
      at: '2026-03-02T15:00:00+08:00',
      state: 'assigned',
      note: '转市场监督管理局办理',
      photos: [],
    },
    {
      action: 'sign',
      actor: 'department',
      actorName: '市场监督管理局',
      at: '2026-03-03T09:00:00+08:00',
      state: 'handling',
      note: null,
      photos: [],
    },
  ],
  recusal: null,
  allowedActions: ['addInformation'],
};

/** Replied and waiting for the complainant's rating. */
export const repliedComplaint: ComplaintDetail = {
  ...complaintDetail,
  state: 'replied',
  version: 6,
  deadline: { step: 'rate', dueAt: hoursFromNow(24 * 6), tone: 'ok' },
  timeline: [
    ...complaintDetail.timeline,
    {
      action: 'reply',
      actor: 'department',
      actorName: '市场监督管理局',
      at: '2026-03-10T09:00:00+08:00',
      state: 'reviewing',
      note: '经核查，检查人员未出示证件属实，已批评教育并通报。',
      photos: [],
    },
    {
      action: 'resolve',
      actor: 'supervisor',
      actorName: '市司法局执法监督处',
      at: '2026-03-11T09:00:00+08:00',
      state: 'replied',
      note: null,
      photos: [],
    },
  ],
  allowedActions: ['rate', 'addInformation'],
};

/** Just submitted: the complainant may still withdraw it. */
export const submittedComplaint: ComplaintDetail = {
  ...complaintDetail,
  state: 'submitted',
  version: 1,
  assignedDepartment: null,
  deadline: { step: 'accept', dueAt: hoursFromNow(5), tone: 'dueSoon' },
  timeline: complaintDetail.timeline.slice(0, 1),
  allowedActions: ['withdraw', 'addInformation'],
};
