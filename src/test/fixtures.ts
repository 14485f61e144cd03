/** Contract-typed answers for screen tests: a change of a response schema shows up here first. */
import type { ApiOutput } from '../../contract/api-schemas';

export const ENTERPRISE_NUMBER = 'SZ440300000001';

export const registrationSummary: ApiOutput<'listRegistrations'>['items'][number] = {
  id: 'reg-demo-01',
  registrationNumber: 'JC-2026-000123',
  enterpriseNumber: ENTERPRISE_NUMBER,
  enterpriseName: '深圳市鹏城食品有限公司',
  departmentCode: 'market',
  departmentName: '市场监督管理局',
  type: 'routine',
  startedAt: '2026-03-02T09:00:00+08:00',
  endedAt: '2026-03-02T10:30:00+08:00',
  registeredAt: '2026-03-02T11:00:00+08:00',
  officerNames: ['李明', '王芳'],
  problemCount: 1,
  problemsFound: true,
  late: false,
  evaluated: false,
  inFull: true,
  registeredBy: 'scan',
  allowanceBasis: 'within',
};

export const registrationPage: ApiOutput<'listRegistrations'> = {
  items: [registrationSummary],
  nextCursor: null,
};

export const registrationDetail: ApiOutput<'getRegistration'> = {
  ...registrationSummary,
  platform: 'main',
  officers: [
    { name: '李明', certificateNumber: '44030012345' },
    { name: '王芳', certificateNumber: '44030012346' },
  ],
  planTitle: null,
  legalBasis: null,
  triggerReason: null,
  caseReason: null,
  caseReference: null,
  typedReason: null,
  items: [{ code: 'FS-01', name: '食品经营许可证公示', result: 'compliant' }],
  problems: [{ description: '冷藏柜温度记录缺失', rectification: '补齐温度记录', photos: [] }],
  location: { latitude: null, longitude: null, text: '福田区深南大道 1 号' },
  checkedInAt: null,
  checkIn: null,
  lateReason: null,
  remarks: null,
  evaluation: null,
  canEvaluate: false,
  canCorrect: false,
  correctableUntil: null,
  version: 1,
  corrections: [],
  emergencyReview: null,
  canReviewEmergency: false,
};

export const dailyWarning: ApiOutput<'listWarnings'>[number] = {
  kind: 'daily',
  message: '深圳市鹏城食品有限公司今日已被检查3次，超过每日2次的预警阈值',
  count: 3,
  threshold: 2,
  departmentName: null,
  enterpriseNumber: ENTERPRISE_NUMBER,
  enterpriseName: '深圳市鹏城食品有限公司',
};

export const marketQuota: ApiOutput<'getQuota'>[number] = {
  departmentCode: 'market',
  departmentName: '市场监督管理局',
  year: 2026,
  used: 1,
  exempt: 0,
  cap: 4,
};

export const enterprise: ApiOutput<'getMyEnterprise'> = {
  enterpriseNumber: ENTERPRISE_NUMBER,
  name: '深圳市鹏城食品有限公司',
  creditCode: '91440300MA5FXXXX1X',
  regionCode: '440304001',
  regionName: '福田区 园岭街道',
  address: '深南大道 1 号',
  legalRepresentative: '陈强',
  contactPhone: '13800000001',
  createdAt: '2025-01-10T09:00:00+08:00',
};

export const enterprisePreview: ApiOutput<'getEnterprisePreview'> = {
  enterprise,
  recentRegistrations: [registrationSummary],
  warnings: [],
  quota: [marketQuota],
  allowance: {
    departmentCode: 'market',
    departmentName: '市场监督管理局',
    year: 2026,
    used: 0,
    cap: 2,
    remaining: 2,
    day: { count: 0, max: 1 },
    week: { count: 0, max: 2 },
    month: { count: 0, max: 3 },
    over: [],
    approvals: [],
  },
  registeredBy: 'scan',
  plans: [],
  inspectionItems: [],
  evaluationSummary: { count: 0, satisfiedShare: 0 },
};

export const supervisionCode: ApiOutput<'getSupervisionCode'> = {
  codeId: 'demo-pengcheng-2',
  enterpriseNumber: ENTERPRISE_NUMBER,
  enterpriseName: '深圳市鹏城食品有限公司',
  payload: 'SVC1.demo-payload',
  issuedAt: '2026-01-05T09:00:00+08:00',
};

export const visit: ApiOutput<'getVisit'> = {
  id: 'visit-demo-01',
  enterpriseNumber: ENTERPRISE_NUMBER,
  enterpriseName: '深圳市鹏城食品有限公司',
  address: '福田区深南大道 1 号',
  purpose: '宣传新版食品安全管理规定',
  staffName: '李明',
  departmentName: '市场监督管理局',
  startedAt: '2026-03-05T14:00:00+08:00',
  endedAt: '2026-03-05T14:40:00+08:00',
  location: null,
  notes: null,
  createdAt: '2026-03-05T14:45:00+08:00',
};

/** The demo officer's profile as the registration form reads it: 李明 of the market department, with a colleague. */
export const officerProfile: ApiOutput<'getOfficerProfile'> = {
  userId: 'usr-13900000001',
  name: '李明',
  certificateNumber: '44030012345',
  departmentCode: 'market',
  departmentName: '市场监督管理局',
  colleagues: [{ userId: 'usr-13900000002', name: '王芳', certificateNumber: '44030012346' }],
};
