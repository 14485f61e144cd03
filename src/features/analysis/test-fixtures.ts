import type { CityAnalysis, DepartmentAnalysis, Figure } from '../../../contract/analysis/schemas';
import { officerUser, type SessionUser } from '../../test/render-screen';

const f = (current: number, previous: number): Figure => ({ current, previous });
const none = f(0, 0);

export const departmentAnalysis: DepartmentAnalysis = {
  period: { from: '2026-11-01', to: '2026-11-24' },
  previous: { from: '2026-10-01', to: '2026-10-24' },
  department: { code: 'market', name: '市场监督管理局' },
  inspections: {
    total: f(40, 32),
    routine: f(25, 20),
    triggered: f(10, 10),
    caseSpecific: f(5, 2),
    noFindings: f(30, 20),
    problems: f(10, 12),
    scanned: f(36, 24),
    licenceScanned: f(2, 1),
    approved: f(1, 0),
    emergencyNotUpheld: f(1, 0),
    farCheckIns: f(2, 1),
    unlocatedCheckIns: f(1, 1),
    late: f(3, 3),
    frequencyWarned: f(2, 4),
  },
  byMonth: [{ month: '2026-11', inspections: 40, routine: 25, triggered: 10, caseSpecific: 5 }],
  rectified: f(6, 5),
  caps: { year: 2026, thisYear: true, cap: 4, enterprisesAtCap: 3, enterprisesInspected: 120 },
  evaluations: {
    months: { from: '2026-09', to: '2026-10' },
    counted: 20,
    shown: true,
    levels: [
      { level: 'very_satisfied', share: 50 },
      { level: 'satisfied', share: 30 },
      { level: 'basically_satisfied', share: 10 },
      { level: 'dissatisfied', share: 10 },
      { level: 'very_dissatisfied', share: 0 },
    ],
    satisfactionRate: 80,
  },
  complaints: {
    received: f(7, 5),
    resolved: f(4, 5),
    overdue: f(1, 0),
    reopened: f(0, 1),
    averageHandlingDays: { current: 6.5, previous: null },
    decidedOnTime: f(3, 5),
    decided: f(4, 5),
  },
  plans: { targetsPlanned: 50, targetsInspected: 20 },
  appointments: { due: f(10, 8), answeredOnTime: f(9, 8) },
  officers: [
    { name: '李明', inspections: 25, typed: 3, farCheckIns: 2, unlocatedCheckIns: 1 },
    { name: '赵强', inspections: 15, typed: 1, farCheckIns: 0, unlocatedCheckIns: 0 },
  ],
};

export const emptyDepartmentAnalysis: DepartmentAnalysis = {
  ...departmentAnalysis,
  inspections: Object.fromEntries(
    Object.keys(departmentAnalysis.inspections).map((key) => [key, f(0, 3)]),
  ) as DepartmentAnalysis['inspections'],
  byMonth: [{ month: '2026-11', inspections: 0, routine: 0, triggered: 0, caseSpecific: 0 }],
  rectified: none,
  evaluations: { months: null, counted: 0, shown: false, levels: [], satisfactionRate: null },
  complaints: {
    received: none,
    resolved: none,
    overdue: none,
    reopened: none,
    averageHandlingDays: { current: null, previous: null },
    decidedOnTime: none,
    decided: none,
  },
  plans: { targetsPlanned: 0, targetsInspected: 0 },
  appointments: { due: none, answeredOnTime: none },
  officers: [],
};

export const cityAnalysis: CityAnalysis = {
  period: departmentAnalysis.period,
  previous: departmentAnalysis.previous,
  inspections: departmentAnalysis.inspections,
  departments: [
    {
      code: 'market',
      name: '市场监督管理局',
      inspections: 40,
      enterprisesInspected: 20,
      perEnterprise: 2,
      warningRate: 5,
      satisfactionRate: 80,
      complaintsPer100: 17.5,
      overdueRate: 14.3,
    },
    {
      code: 'health',
      name: '卫生健康委员会',
      inspections: 12,
      enterprisesInspected: 12,
      perEnterprise: 1,
      warningRate: 0,
      satisfactionRate: null,
      complaintsPer100: 0,
      overdueRate: null,
    },
  ],
  districts: [{ code: '440304', name: '福田区', inspections: 30 }],
  topEnterprises: [{ enterpriseNumber: 'SZ440300000001', name: '深圳市鹏城食品有限公司', inspections: 6 }],
  trend: [
    { month: '2026-10', inspections: 32, complaints: 5 },
    { month: '2026-11', inspections: 52, complaints: 7 },
  ],
};

/** 周正 of the supervision office. */
export const supervisor: SessionUser = {
  ...officerUser,
  userId: 'usr-13700000001',
  name: '周正',
  departmentCode: 'justice',
  departmentName: '市司法局执法监督处',
  capabilities: ['supervisor'],
};

/** The departments the office chooses from (getComplaintOptions). */
export const departments = {
  departments: [
    { code: 'market', name: '市场监督管理局' },
    { code: 'justice', name: '市司法局执法监督处' },
  ],
  deadlines: {
    acceptWorkingDays: 1,
    signWorkingDays: 1,
    contactHours: 24,
    replyWorkingDays: 5,
    extensionMaxWorkingDays: 5,
    reviewWorkingDays: 2,
    rateDays: 7,
  },
};
