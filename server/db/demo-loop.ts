/**
 * Demo data of the supervision-code loop, relative to the moment of seeding: colleagues for the demo officers,
 * published inspection items, plans, active codes, scans, registrations that trip the early warnings, evaluations
 * and a visit.
 */
import { demoPng } from './demo-png';
import type { plans, planTargets } from './schema/plans';
import type {
  emergencyReviews,
  evaluations,
  inspectionApprovals,
  inspectionItems,
  registrationItems,
  registrationPhotos,
  registrationProblems,
  registrations,
} from './schema/registrations';
import type { users } from './schema/session';
import type { codeScans, supervisionCodes } from './schema/supervision-codes';
import type { visits } from './schema/visits';
import { addDays, dateText, dayOf, monthOf, yearOf } from '../../contract/city-calendar';
import type { Industry } from '../../contract/enterprises/rules';
import { distanceMeters } from '../../contract/geo';
import { CHECK_IN_FAR_METERS_DEFAULT } from '../../contract/registrations/rules';
import { demoEnterprisePlace } from '../modules/enterprises/enterprises-seed';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const PENGCHENG = 'ent-pengcheng-food';
const NANSHAN = 'ent-nanshan-precision';
/** Where the demo's officers check in: at the door of each enterprise, tens to a few hundred metres off its place. */
const AT_PENGCHENG = { latitude: 22.5487, longitude: 113.943, locationText: '科兴科学园B栋' };
const AT_NANSHAN = { latitude: 22.5873, longitude: 113.9612, locationText: '南山智园C1栋' };

function checkInFinding(enterpriseId: string, at: { latitude: number; longitude: number }) {
  const distance = distanceMeters(at, demoEnterprisePlace(enterpriseId));
  return {
    accuracyMeters: 15,
    distanceMeters: distance,
    farMeters: CHECK_IN_FAR_METERS_DEFAULT,
    far: distance > CHECK_IN_FAR_METERS_DEFAULT,
  };
}
const LI_MING = 'usr-13900000001';
const WANG_FANG = 'usr-13900000002';

/** Three or more certified officers per department; they log in with the demo password too. */
export const COLLEAGUES = [
  ['13900000011', '赵强', 'market', '44030012346'],
  ['13900000012', '孙丽', 'market', '44030012347'],
  ['13900000021', '周杰', 'health', '44030023457'],
  ['13900000022', '吴敏', 'health', '44030023458'],
  ['13900000031', '郑涛', 'ecology', '44030034561'],
  ['13900000032', '冯雪', 'ecology', '44030034562'],
  ['13900000033', '陈刚', 'ecology', '44030034563'],
  ['13900000041', '褚磊', 'emergency', '44030045671'],
  ['13900000042', '卫红', 'emergency', '44030045672'],
  ['13900000043', '蒋军', 'emergency', '44030045673'],
  ['13900000051', '沈阳', 'urban', '44030056781'],
  ['13900000052', '韩梅', 'urban', '44030056782'],
  ['13900000053', '杨帆', 'urban', '44030056783'],
] as const;

/** The colleagues as demo accounts, each with its own password hash (its own salt). */
export function colleagueUsers(passwordHashes: string[]): Array<Row<typeof users>> {
  return COLLEAGUES.map(([phone, name, departmentCode, certificateNumber], index) => ({
    id: `usr-${phone}`,
    phone,
    name,
    role: 'officer' as const,
    departmentCode,
    certificateNumber,
    passwordHash: passwordHashes[index]!,
    isDemo: true,
  }));
}

const CERTIFICATES: Record<string, { name: string; certificateNumber: string }> = {
  [LI_MING]: { name: '李明', certificateNumber: '44030012345' },
  [WANG_FANG]: { name: '王芳', certificateNumber: '44030023456' },
  ...Object.fromEntries(
    COLLEAGUES.map(([phone, name, , certificateNumber]) => [`usr-${phone}`, { name, certificateNumber }]),
  ),
};

const ITEMS: Record<string, Array<[code: string, zh: string, en: string]>> = {
  market: [
    ['MK-01', '营业执照及食品经营许可证公示', 'Business licence and food permit displayed'],
    ['MK-02', '从业人员健康证明', 'Staff health certificates'],
    ['MK-03', '进货查验和索证索票记录', 'Purchase inspection and supplier invoices'],
    ['MK-04', '食品贮存条件及温度控制', 'Food storage conditions and temperature control'],
    ['MK-05', '过期变质食品清理', 'Removal of expired or spoiled food'],
    ['MK-06', '食品添加剂使用与公示', 'Use and disclosure of food additives'],
    ['MK-07', '明码标价执行情况', 'Clearly marked prices'],
    ['MK-08', '计量器具检定情况', 'Verification of measuring instruments'],
  ],
  health: [
    ['HL-01', '卫生许可证有效性', 'Valid health permit'],
    ['HL-02', '从业人员健康检查及培训', 'Staff health checks and training'],
    ['HL-03', '公共用品用具清洗消毒', 'Cleaning and disinfection of shared articles'],
    ['HL-04', '室内空气质量及通风设施', 'Indoor air quality and ventilation'],
    ['HL-05', '生活饮用水卫生管理', 'Drinking water hygiene'],
    ['HL-06', '职业病危害因素检测与告知', 'Occupational hazard testing and notice'],
    ['HL-07', '病媒生物防制措施', 'Pest and vector control'],
  ],
  ecology: [
    ['EC-01', '排污许可证及执行报告', 'Discharge permit and compliance reports'],
    ['EC-02', '废气处理设施运行', 'Operation of exhaust treatment'],
    ['EC-03', '废水排放口规范化', 'Standardised wastewater outlets'],
    ['EC-04', '危险废物贮存与转移联单', 'Hazardous waste storage and transfer manifests'],
    ['EC-05', '噪声排放控制', 'Noise emission control'],
    ['EC-06', '环境影响评价及验收手续', 'Environmental impact assessment and acceptance'],
  ],
  emergency: [
    ['EM-01', '安全生产责任制落实', 'Work safety responsibility system'],
    ['EM-02', '安全教育培训记录', 'Safety training records'],
    ['EM-03', '消防设施器材完好有效', 'Fire equipment in working order'],
    ['EM-04', '疏散通道及安全出口畅通', 'Clear escape routes and exits'],
    ['EM-05', '危险化学品储存管理', 'Storage of hazardous chemicals'],
    ['EM-06', '特种作业人员持证上岗', 'Certified special-operations staff'],
    ['EM-07', '应急预案及演练记录', 'Emergency plan and drill records'],
  ],
  urban: [
    ['UR-01', '门前三包责任落实', 'Frontage cleanliness responsibility'],
    ['UR-02', '户外广告及招牌设置', 'Outdoor advertising and signboards'],
    ['UR-03', '占道经营情况', 'Street occupation by business'],
    ['UR-04', '餐厨垃圾分类收运', 'Kitchen waste sorting and collection'],
    ['UR-05', '油烟净化设施运行', 'Cooking fume purifiers'],
    ['UR-06', '建筑垃圾处置', 'Construction waste disposal'],
  ],
};

const FOOD: Industry[] = ['food'];
const VENUES: Industry[] = ['public_venue', 'food'];
const FACTORIES: Industry[] = ['manufacturing'];
const SHOPS: Industry[] = ['food', 'retail'];

/** The industries each item applies to (a draw's pool); an item not listed applies to every enterprise. */
const SCOPES: Record<string, Industry[]> = {
  'MK-01': FOOD,
  'MK-02': FOOD,
  'MK-03': FOOD,
  'MK-04': FOOD,
  'MK-05': FOOD,
  'MK-06': FOOD,
  'MK-07': [...SHOPS, 'public_venue'],
  'MK-08': [...SHOPS, 'manufacturing'],
  'HL-01': ['public_venue'],
  'HL-02': VENUES,
  'HL-03': ['public_venue'],
  'HL-04': ['public_venue'],
  'HL-05': VENUES,
  'HL-06': [...FACTORIES, 'construction'],
  'HL-07': VENUES,
  'EC-01': FACTORIES,
  'EC-02': FACTORIES,
  'EC-03': FACTORIES,
  'EC-04': FACTORIES,
  'EC-05': [...FACTORIES, 'construction'],
  'EC-06': [...FACTORIES, 'construction'],
  'EM-05': FACTORIES,
  'EM-06': [...FACTORIES, 'construction'],
  'UR-01': SHOPS,
  'UR-03': SHOPS,
  'UR-04': FOOD,
  'UR-05': FOOD,
  'UR-06': ['construction'],
};

export const inspectionItemRows: Array<Row<typeof inspectionItems>> = Object.entries(ITEMS).flatMap(
  ([departmentCode, items]) =>
    items.map(([code, nameZh, nameEn], sort) => ({
      departmentCode,
      code,
      nameZh,
      nameEn,
      sort: sort + 1,
      industries: SCOPES[code] ?? [],
    })),
);

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

type Item = { code: string; result: 'compliant' | 'non_compliant' };
interface DemoRegistration {
  key: string;
  enterpriseId: string;
  officerId: string;
  colleagueId: string;
  departmentCode: keyof typeof ITEMS;
  type: 'routine' | 'triggered' | 'case';
  planId?: string;
  triggerReason?: string;
  caseReason?: 'complaint' | 'recheck' | 'enterprise_request' | 'licensing' | 'emergency';
  /** What an excepted kind answers (its complaint, 12345 ticket or re-checked registration). */
  caseReference?: string;
  /** Beyond the allowance: the department head's prior approval it used (one of `approvals`). */
  approvalId?: string;
  legalBasis: string;
  startedAt: Date;
  minutes: number;
  registeredAt?: Date;
  lateReason?: string;
  items: Item[];
  problems?: Array<{ description: string; rectification: string; photos: number }>;
  evaluation?: { level: Row<typeof evaluations>['level']; comment: string; daysAfter: number };
  scan?: boolean;
}

export interface DemoLoop {
  plans: Array<Row<typeof plans>>;
  planTargets: Array<Row<typeof planTargets>>;
  codes: Array<Row<typeof supervisionCodes>>;
  scans: Array<Row<typeof codeScans>>;
  registrations: Array<Row<typeof registrations>>;
  items: Array<Row<typeof registrationItems>>;
  problems: Array<Row<typeof registrationProblems>>;
  photos: Array<Row<typeof registrationPhotos>>;
  evaluations: Array<Row<typeof evaluations>>;
  emergencyReviews: Array<Row<typeof emergencyReviews>>;
  approvals: Array<Row<typeof inspectionApprovals>>;
  visits: Array<Row<typeof visits>>;
}

const APPROVED_BEYOND_CAP = 'apr-demo-2';

/** The approval a registration beyond the allowance used: asked the day before, decided hours before it began. */
function approvalFor(r: DemoRegistration): Row<typeof inspectionApprovals> {
  const decidedAt = new Date(r.startedAt.getTime() - 20 * HOUR);
  const validFrom = dateText(decidedAt);
  return {
    id: r.approvalId!,
    enterpriseId: r.enterpriseId,
    departmentCode: r.departmentCode,
    itemCodes: r.items.map((item) => item.code),
    reason: '本年度市场监管检查已达上限，但收到该企业计量器具逾期未检定的举报线索，需再次现场核查',
    validFrom,
    validTo: addDays(validFrom, 6),
    status: 'approved',
    requestedBy: r.officerId,
    clientRequestId: `00000000-0000-4000-8000-0000000002${r.key}`,
    requestedAt: new Date(decidedAt.getTime() - 6 * HOUR),
    decidedBy: 'usr-13900000003',
    decidedAt,
    decisionNote: '同意，仅限本次核查计量器具检定情况',
  };
}

const compliant = (department: string, count: number): Item[] =>
  ITEMS[department]!.slice(0, count).map(([code]) => ({ code, result: 'compliant' }));

export function demoLoop(now = new Date()): DemoLoop {
  const day = dayOf(now).from.getTime();
  const month = monthOf(now).from.getTime();
  const year = yearOf(now).from.getTime();
  // Each record stays within its period and before now, with its scan a tick or two before it and its end a tick
  // before now: a minute, less in the day's first five minutes, so that a seed just after midnight keeps today's.
  const tick = Math.min(MINUTE, Math.floor((now.getTime() - day) / 5));
  const at = (ms: number, floor: number) =>
    new Date(Math.min(now.getTime() - 2 * tick, Math.max(floor + 2 * tick, ms)));
  const yearStartDate = dateText(new Date(year));
  const yearEndDate = dateText(new Date(yearOf(now).to.getTime() - DAY));

  // Each plan was saved, submitted a day later and (if approved) approved two days after that.
  const planTimes = (createdAt: number, approved = true) => ({
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt + (approved ? 3 : 1) * DAY),
    version: approved ? 3 : 2,
  });
  const plans: DemoLoop['plans'] = [
    {
      id: 'plan-market-food-2026',
      departmentCode: 'market',
      title: `${yearStartDate.slice(0, 4)}年南山区食品经营者日常监督检查计划`,
      type: 'routine',
      legalBasis: '《中华人民共和国食品安全法》第一百一十条；《食品生产经营监督检查管理办法》',
      itemCodes: ['MK-01', 'MK-02', 'MK-03', 'MK-04', 'MK-05', 'MK-06'],
      periodFrom: yearStartDate,
      periodTo: yearEndDate,
      status: 'approved',
      createdBy: LI_MING,
      ...planTimes(year - 30 * DAY),
    },
    {
      id: 'plan-market-prices-q',
      departmentCode: 'market',
      title: '重点商品明码标价专项检查',
      type: 'special',
      legalBasis: '《中华人民共和国价格法》第十三条；《明码标价和禁止价格欺诈规定》',
      itemCodes: ['MK-07', 'MK-08'],
      periodFrom: dateText(new Date(now.getTime() - 30 * DAY)),
      periodTo: dateText(new Date(now.getTime() + 60 * DAY)),
      status: 'approved',
      createdBy: LI_MING,
      ...planTimes(now.getTime() - 60 * DAY),
    },
    {
      id: 'plan-health-public-places',
      departmentCode: 'health',
      title: '公共场所及职业卫生“双随机”抽查计划',
      type: 'routine',
      legalBasis: '《公共场所卫生管理条例》第十三条；《中华人民共和国职业病防治法》第六十二条',
      itemCodes: ['HL-01', 'HL-02', 'HL-03', 'HL-04', 'HL-05', 'HL-06'],
      periodFrom: yearStartDate,
      periodTo: yearEndDate,
      status: 'approved',
      createdBy: WANG_FANG,
      ...planTimes(year - 30 * DAY),
    },
    {
      id: 'plan-ecology-draft',
      departmentCode: 'ecology',
      title: '涉挥发性有机物企业专项执法检查（待审批）',
      type: 'special',
      legalBasis: '《中华人民共和国大气污染防治法》第二十九条',
      itemCodes: ['EC-01', 'EC-02', 'EC-04'],
      periodFrom: dateText(new Date(now.getTime() + 14 * DAY)),
      periodTo: dateText(new Date(now.getTime() + 90 * DAY)),
      status: 'draft',
      createdBy: 'usr-13900000031',
      createdAt: new Date(now.getTime() - 2 * DAY),
      updatedAt: new Date(now.getTime() - 2 * DAY),
      version: 1,
    },
    // Waiting for 何静, the market approver; it starts late enough for the approval lead time.
    {
      id: 'plan-market-metrology-review',
      departmentCode: 'market',
      title: '农贸市场计量器具专项检查',
      type: 'special',
      legalBasis: '《中华人民共和国计量法》第九条；《集贸市场计量监督管理办法》',
      itemCodes: ['MK-07', 'MK-08'],
      periodFrom: dateText(new Date(now.getTime() + 35 * DAY)),
      periodTo: dateText(new Date(now.getTime() + 95 * DAY)),
      status: 'submitted',
      createdBy: LI_MING,
      ...planTimes(now.getTime() - 2 * DAY, false),
    },
  ];
  const planTargets: DemoLoop['planTargets'] = [
    { planId: 'plan-market-food-2026', enterpriseId: PENGCHENG },
    { planId: 'plan-market-food-2026', enterpriseId: NANSHAN },
    { planId: 'plan-market-prices-q', enterpriseId: PENGCHENG },
    { planId: 'plan-health-public-places', enterpriseId: PENGCHENG },
    { planId: 'plan-health-public-places', enterpriseId: NANSHAN },
    { planId: 'plan-ecology-draft', enterpriseId: NANSHAN },
    { planId: 'plan-market-metrology-review', enterpriseId: PENGCHENG },
    { planId: 'plan-market-metrology-review', enterpriseId: NANSHAN },
  ];
  const codeIssued = new Date(Math.floor((now.getTime() - 120 * DAY) / 1000) * 1000);
  const codes: DemoLoop['codes'] = [
    {
      id: 'demo-pengcheng-1',
      enterpriseId: PENGCHENG,
      issuedAt: codeIssued,
      revokedAt: new Date(codeIssued.getTime() + 30 * DAY),
    },
    { id: 'demo-pengcheng-2', enterpriseId: PENGCHENG, issuedAt: new Date(codeIssued.getTime() + 30 * DAY) },
    { id: 'demo-nanshan-1', enterpriseId: NANSHAN, issuedAt: codeIssued },
  ];
  const codeOf = (enterpriseId: string, when: Date) =>
    enterpriseId === NANSHAN
      ? 'demo-nanshan-1'
      : when < codes[1]!.issuedAt
        ? 'demo-pengcheng-1'
        : 'demo-pengcheng-2';

  const marketPlan = 'plan-market-food-2026';
  const healthPlan = 'plan-health-public-places';
  const marketBasis = plans[0]!.legalBasis;
  const healthBasis = plans[2]!.legalBasis;
  const list: DemoRegistration[] = [
    // SZ440305000123: twice today by two departments, four times this month.
    {
      key: '01',
      enterpriseId: PENGCHENG,
      officerId: LI_MING,
      colleagueId: 'usr-13900000011',
      departmentCode: 'market',
      type: 'routine',
      planId: marketPlan,
      legalBasis: marketBasis,
      startedAt: at(now.getTime() - 2 * HOUR, day),
      minutes: 45,
      scan: true,
      items: [...compliant('market', 4), { code: 'MK-05', result: 'non_compliant' }],
      problems: [
        {
          description: '冷藏柜内发现2批次超过保质期的酸奶，共6盒',
          rectification: '立即下架销毁，建立每日临期食品检查台账',
          photos: 2,
        },
      ],
    },
    {
      key: '02',
      enterpriseId: PENGCHENG,
      officerId: WANG_FANG,
      colleagueId: 'usr-13900000021',
      departmentCode: 'health',
      type: 'routine',
      planId: healthPlan,
      legalBasis: healthBasis,
      startedAt: at(now.getTime() - 50 * MINUTE, day),
      minutes: 30,
      scan: true,
      items: compliant('health', 5),
    },
    {
      key: '03',
      enterpriseId: PENGCHENG,
      officerId: 'usr-13900000031',
      colleagueId: 'usr-13900000032',
      departmentCode: 'ecology',
      type: 'triggered',
      triggerReason: '群众投诉厨房油烟排放扰民（12345热线工单）',
      legalBasis: '《中华人民共和国大气污染防治法》第八十一条',
      startedAt: at(now.getTime() - 9 * DAY, month + 2 * HOUR),
      minutes: 60,
      items: compliant('ecology', 3),
    },
    {
      key: '04',
      enterpriseId: PENGCHENG,
      officerId: 'usr-13900000051',
      colleagueId: 'usr-13900000052',
      departmentCode: 'urban',
      type: 'case',
      caseReason: 'recheck',
      legalBasis: '《深圳经济特区市容和环境卫生管理条例》第二十二条',
      startedAt: at(now.getTime() - 4 * DAY, month + 4 * HOUR),
      minutes: 25,
      items: [
        { code: 'UR-02', result: 'compliant' },
        { code: 'UR-03', result: 'compliant' },
      ],
      evaluation: { level: 'satisfied', comment: '复查及时，指导具体。', daysAfter: 1 },
    },
    {
      key: '05',
      enterpriseId: PENGCHENG,
      officerId: LI_MING,
      colleagueId: 'usr-13900000012',
      departmentCode: 'market',
      type: 'routine',
      planId: marketPlan,
      legalBasis: marketBasis,
      startedAt: at(now.getTime() - 62 * DAY, year + DAY),
      minutes: 70,
      items: [...compliant('market', 3), { code: 'MK-04', result: 'non_compliant' }],
      problems: [
        {
          description: '冷库温度记录缺失近一周',
          rectification: '补全温度记录，安装自动温度记录仪',
          photos: 1,
        },
      ],
      evaluation: { level: 'very_satisfied', comment: '检查规范，讲解耐心。', daysAfter: 2 },
    },
    {
      key: '06',
      enterpriseId: PENGCHENG,
      officerId: 'usr-13900000041',
      colleagueId: 'usr-13900000042',
      departmentCode: 'emergency',
      type: 'case',
      // An emergency on the officers' word: the supervision office has yet to review it.
      caseReason: 'emergency',
      caseReference: '群众报告后厨安全出口被杂物堵死，存在重大火灾隐患，须立即到场处置',
      legalBasis: '《中华人民共和国安全生产法》第六十五条',
      startedAt: at(now.getTime() - 38 * DAY, year + 2 * DAY),
      minutes: 40,
      registeredAt: at(now.getTime() - 35 * DAY, year + 3 * DAY),
      lateReason: '现场网络中断，无法扫码登记，回单位后补录',
      items: [...compliant('emergency', 2), { code: 'EM-04', result: 'non_compliant' }],
      problems: [{ description: '后厨安全出口堆放杂物', rectification: '当场清理，落实每日巡查', photos: 0 }],
      evaluation: { level: 'basically_satisfied', comment: '', daysAfter: 1 },
    },
    // SZ440305000456: 李明 found nothing three times in a row this year; market is at its annual cap (2), and
    // went beyond it the third time with 何静's prior approval.
    ...[40, 21, 6].map((daysAgo, index): DemoRegistration => ({
      key: `1${index + 1}`,
      enterpriseId: NANSHAN,
      officerId: LI_MING,
      colleagueId: 'usr-13900000011',
      departmentCode: 'market',
      type: 'routine',
      planId: marketPlan,
      legalBasis: marketBasis,
      startedAt: at(now.getTime() - daysAgo * DAY, year + (index + 1) * HOUR),
      minutes: 35,
      items: compliant('market', 6),
      scan: index === 2,
      ...(index === 2 ? { approvalId: APPROVED_BEYOND_CAP } : {}),
    })),
    {
      key: '14',
      enterpriseId: NANSHAN,
      officerId: WANG_FANG,
      colleagueId: 'usr-13900000022',
      departmentCode: 'health',
      type: 'routine',
      planId: healthPlan,
      legalBasis: healthBasis,
      startedAt: at(now.getTime() - 75 * DAY, year + 5 * HOUR),
      minutes: 90,
      items: [...compliant('health', 5), { code: 'HL-06', result: 'non_compliant' }],
      problems: [
        {
          description: '打磨车间粉尘检测报告已过期',
          rectification: '30日内委托有资质机构重新检测并公示结果',
          photos: 1,
        },
      ],
      evaluation: { level: 'dissatisfied', comment: '检查时间过长，影响生产。', daysAfter: 3 },
    },
  ];

  const out: DemoLoop = {
    plans,
    planTargets,
    codes,
    scans: [],
    registrations: [],
    items: [],
    problems: [],
    photos: [],
    evaluations: [],
    emergencyReviews: [],
    approvals: [],
    visits: [],
  };
  const palette: Array<Array<[number, number, number]>> = [
    [
      [214, 69, 65],
      [245, 245, 245],
    ],
    [
      [52, 120, 198],
      [230, 236, 245],
    ],
    [
      [46, 160, 67],
      [240, 240, 220],
    ],
  ];
  for (const r of list) {
    const id = `reg-demo-${r.key}`;
    const endedAt = new Date(Math.min(r.startedAt.getTime() + r.minutes * MINUTE, now.getTime() - tick));
    const registeredAt = r.registeredAt && r.registeredAt > endedAt ? r.registeredAt : endedAt;
    const officers = [CERTIFICATES[r.officerId]!, CERTIFICATES[r.colleagueId]!];
    const scanId = r.scan ? `scan-demo-${r.key}` : null;
    const location = r.enterpriseId === NANSHAN ? AT_NANSHAN : AT_PENGCHENG;
    if (scanId) {
      out.scans.push({
        id: scanId,
        codeId: codeOf(r.enterpriseId, r.startedAt),
        enterpriseId: r.enterpriseId,
        officerId: r.officerId,
        departmentCode: r.departmentCode,
        purpose: 'inspection',
        source: 'code',
        scannedAt: new Date(r.startedAt.getTime() - tick),
        // A checked-in inspection starts at its check-in.
        checkedInAt: r.startedAt,
        ...location,
        ...checkInFinding(r.enterpriseId, location),
      });
    }
    if (r.caseReason === 'emergency')
      out.emergencyReviews.push({ registrationId: id, requestedAt: registeredAt });
    if (r.approvalId) out.approvals.push(approvalFor(r));
    out.registrations.push({
      id,
      registrationNumber: `JC${dateText(registeredAt).replaceAll('-', '')}9000${r.key}`,
      enterpriseId: r.enterpriseId,
      departmentCode: r.departmentCode,
      createdBy: r.officerId,
      clientRequestId: `00000000-0000-4000-8000-0000000000${r.key}`,
      platform: 'main',
      type: r.type,
      planId: r.planId ?? null,
      legalBasis: r.legalBasis,
      triggerReason: r.triggerReason ?? null,
      caseReason: r.caseReason ?? null,
      caseReference: r.caseReference ?? null,
      // Without a scan the number was typed: the demo's say the code was not at hand.
      method: scanId ? 'code' : 'number',
      typedReason: scanId ? null : 'codeUnavailable',
      allowanceBasis: r.type === 'case' ? 'excepted' : r.approvalId ? 'approved' : 'within',
      approvalId: r.approvalId ?? null,
      officers,
      startedAt: r.startedAt,
      endedAt,
      registeredAt,
      scanId,
      ...(scanId ? location : {}),
      late: Boolean(r.lateReason),
      lateReason: r.lateReason ?? null,
      problemCount: r.problems?.length ?? 0,
      noFindings: !r.problems?.length && r.items.every((i) => i.result === 'compliant'),
    });
    r.items.forEach((item, position) => {
      const name = ITEMS[r.departmentCode]!.find(([code]) => code === item.code)![1];
      out.items.push({ registrationId: id, position, code: item.code, name, result: item.result });
    });
    (r.problems ?? []).forEach((problem, position) => {
      const problemId = `prb-demo-${r.key}-${position}`;
      out.problems.push({
        id: problemId,
        registrationId: id,
        position,
        description: problem.description,
        rectification: problem.rectification,
      });
      for (let n = 0; n < problem.photos; n += 1) {
        const data = demoPng(96, 72, palette[(Number(r.key) + n) % palette.length]!);
        out.photos.push({
          id: `photo-demo-${r.key}-${position}-${n}`,
          uploadedBy: r.officerId,
          contentType: 'image/png',
          size: data.length,
          data,
          problemId,
          position: n,
        });
      }
    });
    if (r.evaluation) {
      const evaluatedAt = new Date(
        Math.min(registeredAt.getTime() + r.evaluation.daysAfter * DAY, now.getTime() - tick),
      );
      out.evaluations.push({
        registrationId: id,
        departmentCode: r.departmentCode,
        level: r.evaluation.level,
        comment: r.evaluation.comment,
        firstEvaluatedAt: evaluatedAt,
        evaluatedAt,
      });
    }
  }

  const visitStart = at(now.getTime() - 3 * DAY, month);
  out.scans.push({
    id: 'scan-demo-visit',
    codeId: 'demo-nanshan-1',
    enterpriseId: NANSHAN,
    officerId: LI_MING,
    departmentCode: 'market',
    purpose: 'visit',
    source: 'code',
    scannedAt: visitStart,
    checkedInAt: visitStart,
    ...AT_NANSHAN,
    ...checkInFinding(NANSHAN, AT_NANSHAN),
  });
  out.visits.push(
    {
      id: 'visit-demo-01',
      createdBy: LI_MING,
      departmentCode: 'market',
      clientRequestId: '00000000-0000-4000-8000-000000000101',
      enterpriseId: NANSHAN,
      scanId: 'scan-demo-visit',
      purpose: '宣讲新修订的《计量法》及企业计量器具送检政策，了解企业诉求',
      startedAt: visitStart,
      endedAt: new Date(Math.min(visitStart.getTime() + 40 * MINUTE, now.getTime() - tick)),
      ...AT_NANSHAN,
      notes: '企业反映检定排队时间长，已转相关科室。',
      createdAt: new Date(Math.min(visitStart.getTime() + 45 * MINUTE, now.getTime())),
    },
    {
      id: 'visit-demo-02',
      createdBy: LI_MING,
      departmentCode: 'market',
      clientRequestId: '00000000-0000-4000-8000-000000000102',
      outsideName: '深圳市蛇口渔港海鲜大排档',
      outsideAddress: '深圳市南山区蛇口街道渔港路12号',
      outsidePhone: '0755-26691234',
      purpose: '指导个体工商户办理营业执照及申领监督码',
      startedAt: at(now.getTime() - 12 * DAY, year),
      endedAt: at(now.getTime() - 12 * DAY + 30 * MINUTE, year),
      createdAt: at(now.getTime() - 12 * DAY + 35 * MINUTE, year),
    },
  );
  return out;
}
