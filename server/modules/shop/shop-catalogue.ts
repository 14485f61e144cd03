/* eslint-disable max-lines -- the demo catalogue, as data */
import type { Remedy } from '../../../contract/shop/rules';

/**
 * The demo catalogue of the compliance service market: goods and services that help a business meet the rules it
 * is inspected against, from listed providers at published prices, and free public services given by offices.
 */
export const PROVIDERS = [
  {
    id: 'prv-anxin-fire',
    kind: 'provider',
    nameZh: '深圳市安信消防设备有限公司',
    nameEn: 'Anxin Fire Equipment Co.',
    phone: '0755-26110119',
  },
  {
    id: 'prv-kangjian-health',
    kind: 'provider',
    nameZh: '深圳市康健医疗用品有限公司',
    nameEn: 'Kangjian Medical Supplies Co.',
    phone: '0755-26110120',
  },
  {
    id: 'prv-jiejing-hygiene',
    kind: 'provider',
    nameZh: '深圳市洁净卫生服务有限公司',
    nameEn: 'Jiejing Hygiene Services Co.',
    phone: '0755-26110121',
  },
  {
    id: 'prv-mingshi-signs',
    kind: 'provider',
    nameZh: '深圳市明示标识制作有限公司',
    nameEn: 'Mingshi Signage Co.',
    phone: '0755-26110122',
  },
  {
    id: 'prv-huace-testing',
    kind: 'provider',
    nameZh: '深圳市华测检测技术有限公司',
    nameEn: 'Huace Testing Technology Co.',
    phone: '0755-26110123',
  },
  {
    id: 'office-legal-service',
    kind: 'office',
    nameZh: '南山区公共法律服务中心',
    nameEn: 'Nanshan Public Legal Service Centre',
    phone: '0755-12348',
  },
  {
    id: 'office-compliance-guidance',
    kind: 'office',
    nameZh: '市市场监管合规指导站',
    nameEn: 'City Market Compliance Guidance Station',
    phone: '0755-12315',
  },
] as const;

/** One demo account per provider (`1360000000n`), with the demo password. */
export const PROVIDER_USERS = PROVIDERS.map((provider, index) => ({
  id: `usr-1360000000${index + 1}`,
  phone: `1360000000${index + 1}`,
  name: ['赵安', '钱康', '孙洁', '李明示', '周测', '郑法', '冯导'][index]!,
  role: 'provider' as const,
  providerId: provider.id,
}));

export const CATEGORIES = [
  { id: 'fire-safety', nameZh: '消防安全', nameEn: 'Fire safety', sort: 1 },
  { id: 'health-first-aid', nameZh: '卫生急救', nameEn: 'Health and first aid', sort: 2 },
  { id: 'food-safety', nameZh: '食品安全', nameEn: 'Food safety', sort: 3 },
  { id: 'pest-hygiene', nameZh: '消杀保洁', nameEn: 'Pest control and cleaning', sort: 4 },
  { id: 'signage', nameZh: '标识公示', nameEn: 'Signs and notices', sort: 5 },
  { id: 'compliance-services', nameZh: '合规服务', nameEn: 'Compliance services', sort: 6 },
] as const;

type ProviderId = (typeof PROVIDERS)[number]['id'];
type CategoryId = (typeof CATEGORIES)[number]['id'];
/** [name zh, name en, price in fen, stock] */
type Spec = readonly [string, string, number, number];

interface CatalogueItem {
  id: string;
  categoryId: CategoryId;
  providerId: ProviderId;
  nameZh: string;
  nameEn: string;
  unitZh: string;
  unitEn: string;
  descriptionZh: string;
  descriptionEn: string;
  remedies: Remedy[];
  specs: readonly Spec[];
  limitPerOrder?: number;
  boutique?: boolean;
  imageCount?: number;
}

const FIRE: CatalogueItem[] = [
  {
    id: 'fire-extinguisher-abc',
    categoryId: 'fire-safety',
    providerId: 'prv-anxin-fire',
    nameZh: 'ABC干粉灭火器',
    nameEn: 'ABC dry powder fire extinguisher',
    unitZh: '具',
    unitEn: 'unit',
    descriptionZh: '符合GB 4351标准，适用于A、B、C类火灾。含上门安装挂架与一年免费年检。',
    descriptionEn:
      'Meets GB 4351, for class A, B and C fires. Wall bracket fitted on site and the first annual check free.',
    remedies: ['fire'],
    specs: [
      ['2公斤', '2 kg', 6500, 200],
      ['4公斤', '4 kg', 8900, 150],
      ['8公斤', '8 kg', 15800, 60],
    ],
    limitPerOrder: 20,
    boutique: true,
    imageCount: 3,
  },
  {
    id: 'fire-extinguisher-annual-check',
    categoryId: 'fire-safety',
    providerId: 'prv-anxin-fire',
    nameZh: '灭火器年度检查与充装',
    nameEn: 'Fire extinguisher annual check and refill',
    unitZh: '具',
    unitEn: 'unit',
    descriptionZh: '上门检查压力、称重、更换过期药剂并贴检验标签，出具检查记录供执法检查备查。',
    descriptionEn:
      'On-site pressure and weight check, expired powder replaced, inspection label fixed; a record you can show at inspections.',
    remedies: ['fire'],
    specs: [
      ['仅检查', 'Check only', 1500, 999],
      ['检查并充装', 'Check and refill', 4500, 999],
    ],
    limitPerOrder: 50,
    boutique: true,
    imageCount: 2,
  },
  {
    id: 'smoke-detector',
    categoryId: 'fire-safety',
    providerId: 'prv-anxin-fire',
    nameZh: '独立式光电感烟火灾探测报警器',
    nameEn: 'Stand-alone photoelectric smoke alarm',
    unitZh: '个',
    unitEn: 'piece',
    descriptionZh: '十年锂电池，免布线，适合小商铺、出租屋与仓储区域。',
    descriptionEn: 'Ten-year lithium battery, no wiring, for small shops, rented rooms and storage areas.',
    remedies: ['fire'],
    specs: [
      ['单个装', 'Single', 12800, 120],
      ['四个装', 'Pack of 4', 46800, 40],
    ],
    limitPerOrder: 10,
  },
  {
    id: 'emergency-exit-light',
    categoryId: 'fire-safety',
    providerId: 'prv-anxin-fire',
    nameZh: '消防应急照明与疏散指示灯',
    nameEn: 'Emergency lighting and exit sign',
    unitZh: '套',
    unitEn: 'set',
    descriptionZh: '断电自动点亮不少于90分钟，含安装。安全出口、疏散通道必备。',
    descriptionEn:
      'Lights for at least 90 minutes on power failure, fitted. Required over exits and escape routes.',
    remedies: ['fire'],
    specs: [
      ['安全出口灯', 'Exit sign', 9800, 80],
      ['双头应急灯', 'Twin-head emergency light', 11800, 80],
    ],
    limitPerOrder: 20,
  },
  {
    id: 'fire-blanket',
    categoryId: 'fire-safety',
    providerId: 'prv-anxin-fire',
    nameZh: '厨房灭火毯',
    nameEn: 'Kitchen fire blanket',
    unitZh: '条',
    unitEn: 'piece',
    descriptionZh: '玻璃纤维材质，1.2×1.2米，挂墙盒装，适用于油锅起火。',
    descriptionEn: 'Glass fibre, 1.2 × 1.2 m, in a wall box, for cooking oil fires.',
    remedies: ['fire'],
    specs: [['1.2米', '1.2 m', 4900, 300]],
    limitPerOrder: 10,
  },
  {
    id: 'electrical-safety-check',
    categoryId: 'fire-safety',
    providerId: 'prv-huace-testing',
    nameZh: '电气线路安全检测',
    nameEn: 'Electrical wiring safety test',
    unitZh: '次',
    unitEn: 'visit',
    descriptionZh: '检测线路绝缘、接地与漏电保护，排查私拉乱接与老化插座，出具检测报告。',
    descriptionEn:
      'Insulation, earthing and residual-current tests; finds improvised wiring and worn sockets; written report.',
    remedies: ['electrical', 'fire'],
    specs: [
      ['200平方米以内', 'Up to 200 m²', 60000, 999],
      ['200-500平方米', '200-500 m²', 120000, 999],
    ],
    limitPerOrder: 1,
  },
];

const HEALTH: CatalogueItem[] = [
  {
    id: 'first-aid-kit',
    categoryId: 'health-first-aid',
    providerId: 'prv-kangjian-health',
    nameZh: '企业急救箱',
    nameEn: 'Workplace first aid kit',
    unitZh: '箱',
    unitEn: 'kit',
    descriptionZh: '按《工作场所急救箱配置》配置，含止血、包扎、消毒用品与使用说明。',
    descriptionEn:
      'Stocked to the workplace first aid guideline: dressings, bandages, antiseptics and instructions.',
    remedies: ['firstAid'],
    specs: [
      ['20人份', 'For 20 people', 9800, 100],
      ['50人份', 'For 50 people', 15800, 60],
    ],
    limitPerOrder: 10,
    boutique: true,
    imageCount: 2,
  },
  {
    id: 'first-aid-refill',
    categoryId: 'health-first-aid',
    providerId: 'prv-kangjian-health',
    nameZh: '急救箱补充包',
    nameEn: 'First aid kit refill',
    unitZh: '包',
    unitEn: 'pack',
    descriptionZh: '替换过期或用完的急救用品，附清单便于自查。',
    descriptionEn: 'Replaces expired or used supplies, with a checklist for your own checks.',
    remedies: ['firstAid'],
    specs: [['标准包', 'Standard', 3900, 200]],
    limitPerOrder: 10,
  },
  {
    id: 'health-certificate-check',
    categoryId: 'health-first-aid',
    providerId: 'prv-kangjian-health',
    nameZh: '从业人员健康体检（办理健康证）',
    nameEn: 'Staff health check for the health certificate',
    unitZh: '人',
    unitEn: 'person',
    descriptionZh: '协助预约定点机构体检，结果出具后代办电子健康证。食品、公共场所从业人员必备。',
    descriptionEn:
      'Booked at an approved clinic; the electronic health certificate is issued after the results. Required for food and public-venue staff.',
    remedies: ['healthCertificate'],
    specs: [['1人', '1 person', 8000, 999]],
    limitPerOrder: 50,
    boutique: true,
  },
  {
    id: 'aed-device',
    categoryId: 'health-first-aid',
    providerId: 'prv-kangjian-health',
    nameZh: '自动体外除颤器（AED）',
    nameEn: 'Automated external defibrillator (AED)',
    unitZh: '台',
    unitEn: 'device',
    descriptionZh: '语音引导，含壁挂箱与两名员工的操作培训。',
    descriptionEn: 'Voice-guided, with a wall cabinet and training for two staff.',
    remedies: ['firstAid'],
    specs: [['标准款', 'Standard', 1680000, 8]],
    limitPerOrder: 2,
  },
  {
    id: 'occupational-dust-test',
    categoryId: 'health-first-aid',
    providerId: 'prv-huace-testing',
    nameZh: '职业病危害因素检测（粉尘、噪声）',
    nameEn: 'Occupational hazard testing (dust, noise)',
    unitZh: '次',
    unitEn: 'visit',
    descriptionZh: '具备资质的现场采样与实验室分析，出具可公示的检测报告。',
    descriptionEn: 'Accredited on-site sampling and laboratory analysis; a report you can post as required.',
    remedies: ['testing'],
    specs: [
      ['5个点位以内', 'Up to 5 points', 280000, 999],
      ['5-10个点位', '5-10 points', 480000, 999],
    ],
    limitPerOrder: 1,
  },
];

const FOOD: CatalogueItem[] = [
  {
    id: 'food-sample-cabinet',
    categoryId: 'food-safety',
    providerId: 'prv-jiejing-hygiene',
    nameZh: '食品留样专用冷藏柜',
    nameEn: 'Food sample retention refrigerator',
    unitZh: '台',
    unitEn: 'unit',
    descriptionZh: '0-8℃恒温，带锁，满足留样48小时、每样不少于125克的要求。',
    descriptionEn: 'Holds 0-8 °C, lockable; meets the 48-hour, 125 g per dish retention rule.',
    remedies: ['foodSample', 'coldChain'],
    specs: [
      ['单门100升', 'Single door 100 L', 189000, 20],
      ['双门300升', 'Double door 300 L', 369000, 10],
    ],
    limitPerOrder: 2,
    boutique: true,
    imageCount: 2,
  },
  {
    id: 'food-sample-boxes',
    categoryId: 'food-safety',
    providerId: 'prv-jiejing-hygiene',
    nameZh: '留样盒（带标签）',
    nameEn: 'Sample boxes with labels',
    unitZh: '套',
    unitEn: 'set',
    descriptionZh: '食品级PP材质，附留样记录标签，可冷藏。',
    descriptionEn: 'Food-grade PP with record labels; fridge-safe.',
    remedies: ['foodSample'],
    specs: [
      ['12个装', 'Set of 12', 6800, 300],
      ['48个装', 'Set of 48', 22800, 100],
    ],
    limitPerOrder: 20,
  },
  {
    id: 'temperature-logger',
    categoryId: 'food-safety',
    providerId: 'prv-huace-testing',
    nameZh: '冷库自动温度记录仪',
    nameEn: 'Automatic cold store temperature logger',
    unitZh: '台',
    unitEn: 'unit',
    descriptionZh: '每5分钟自动记录，超温短信提醒，记录可导出打印，替代手工温度台账。',
    descriptionEn:
      'Records every 5 minutes, texts an alert when too warm, exports printable logs in place of a handwritten record.',
    remedies: ['coldChain', 'training'],
    specs: [
      ['单探头', 'One probe', 39800, 50],
      ['双探头', 'Two probes', 59800, 30],
    ],
    limitPerOrder: 5,
    boutique: true,
  },
  {
    id: 'expiry-date-labels',
    categoryId: 'food-safety',
    providerId: 'prv-mingshi-signs',
    nameZh: '临期食品标签与检查台账本',
    nameEn: 'Near-expiry labels and check record book',
    unitZh: '套',
    unitEn: 'set',
    descriptionZh: '含颜色分级临期标签与每日检查台账本，便于落实临期食品检查制度。',
    descriptionEn:
      'Colour-graded near-expiry labels and a daily check record book for the near-expiry procedure.',
    remedies: ['training', 'signage'],
    specs: [['标准套', 'Standard set', 3600, 500]],
    limitPerOrder: 10,
  },
  {
    id: 'food-safety-manager-training',
    categoryId: 'food-safety',
    providerId: 'office-compliance-guidance',
    nameZh: '食品安全管理员培训（公益）',
    nameEn: 'Food safety manager training (free)',
    unitZh: '人',
    unitEn: 'person',
    descriptionZh: '每月两期，讲解进货查验、临期管理、留样与温度记录等制度，结业可参加考核。',
    descriptionEn:
      'Twice a month: purchase checks, near-expiry management, sample retention and temperature records; an assessment at the end.',
    remedies: ['training', 'foodSample', 'coldChain'],
    specs: [
      ['线下课堂', 'In class', 0, 999],
      ['上门培训（10人以上）', 'At your premises (10+ staff)', 0, 999],
    ],
    limitPerOrder: 30,
  },
];

const PEST: CatalogueItem[] = [
  {
    id: 'pest-control-service',
    categoryId: 'pest-hygiene',
    providerId: 'prv-jiejing-hygiene',
    nameZh: '除四害消杀服务',
    nameEn: 'Pest control service',
    unitZh: '次',
    unitEn: 'visit',
    descriptionZh: '针对鼠、蟑螂、蝇、蚊，持证人员上门消杀并出具服务记录。',
    descriptionEn:
      'Rats, cockroaches, flies and mosquitoes treated by licensed staff, with a service record.',
    remedies: ['pest', 'hygiene'],
    specs: [
      ['单次', 'Once', 38000, 999],
      ['包年（每月一次）', 'Yearly (monthly visits)', 360000, 999],
    ],
    limitPerOrder: 1,
    boutique: true,
  },
  {
    id: 'rodent-barrier',
    categoryId: 'pest-hygiene',
    providerId: 'prv-jiejing-hygiene',
    nameZh: '防鼠挡板',
    nameEn: 'Rodent door barrier',
    unitZh: '块',
    unitEn: 'piece',
    descriptionZh: '不锈钢，高60厘米，安装于仓库、后厨门口。',
    descriptionEn: 'Stainless steel, 60 cm high, for store-room and kitchen doors.',
    remedies: ['pest'],
    specs: [
      ['80厘米宽', '80 cm wide', 12800, 100],
      ['100厘米宽', '100 cm wide', 14800, 100],
    ],
    limitPerOrder: 10,
  },
  {
    id: 'fly-killer-lamp',
    categoryId: 'pest-hygiene',
    providerId: 'prv-jiejing-hygiene',
    nameZh: '粘捕式灭蝇灯',
    nameEn: 'Glue-board fly trap lamp',
    unitZh: '台',
    unitEn: 'unit',
    descriptionZh: '无电击无碎屑，适合食品加工区，附10张粘板。',
    descriptionEn: 'No zapping and no debris, for food areas; 10 glue boards included.',
    remedies: ['pest'],
    specs: [['20瓦', '20 W', 16800, 80]],
    limitPerOrder: 10,
  },
  {
    id: 'uv-sterilising-lamp',
    categoryId: 'pest-hygiene',
    providerId: 'prv-kangjian-health',
    nameZh: '紫外线消毒灯',
    nameEn: 'UV sterilising lamp',
    unitZh: '台',
    unitEn: 'unit',
    descriptionZh: '定时开关，用于更衣室、专间空气消毒。',
    descriptionEn: 'With a timer, for air in changing rooms and preparation rooms.',
    remedies: ['hygiene'],
    specs: [['30瓦', '30 W', 21900, 40]],
    limitPerOrder: 5,
  },
  {
    id: 'deep-cleaning',
    categoryId: 'pest-hygiene',
    providerId: 'prv-jiejing-hygiene',
    nameZh: '后厨深度清洁',
    nameEn: 'Kitchen deep clean',
    unitZh: '次',
    unitEn: 'visit',
    descriptionZh: '油烟管道、排水沟与设备背面清洁消毒，含前后对比照片。',
    descriptionEn:
      'Extraction ducts, drains and behind equipment cleaned and disinfected, with before and after photos.',
    remedies: ['hygiene'],
    specs: [
      ['50平方米以内', 'Up to 50 m²', 98000, 999],
      ['50-150平方米', '50-150 m²', 198000, 999],
    ],
    limitPerOrder: 1,
  },
];

const SIGNS: CatalogueItem[] = [
  {
    id: 'licence-display-board',
    categoryId: 'signage',
    providerId: 'prv-mingshi-signs',
    nameZh: '证照公示栏',
    nameEn: 'Licence display board',
    unitZh: '块',
    unitEn: 'board',
    descriptionZh: '亚克力材质，可放营业执照、许可证、健康证与食品安全等级公示牌。',
    descriptionEn:
      'Acrylic; holds the business licence, permits, health certificates and food safety grade sign.',
    remedies: ['signage', 'legal'],
    specs: [
      ['A3', 'A3', 8800, 200],
      ['A2', 'A2', 12800, 100],
    ],
    limitPerOrder: 5,
    boutique: true,
  },
  {
    id: 'safety-warning-signs',
    categoryId: 'signage',
    providerId: 'prv-mingshi-signs',
    nameZh: '安全警示标志套装',
    nameEn: 'Safety warning sign set',
    unitZh: '套',
    unitEn: 'set',
    descriptionZh: '含当心触电、小心地滑、禁止吸烟等12种常用标志，符合GB 2894。',
    descriptionEn: 'Twelve common signs (electric shock, wet floor, no smoking and more), to GB 2894.',
    remedies: ['signage'],
    specs: [
      ['贴纸款', 'Stickers', 3800, 500],
      ['铝板款', 'Aluminium plates', 12800, 200],
    ],
    limitPerOrder: 10,
  },
  {
    id: 'escape-route-map',
    categoryId: 'signage',
    providerId: 'prv-mingshi-signs',
    nameZh: '疏散示意图定制',
    nameEn: 'Custom escape route map',
    unitZh: '张',
    unitEn: 'sheet',
    descriptionZh: '上门测绘后绘制，标注安全出口、灭火器与集合点，夜光材质。',
    descriptionEn:
      'Drawn after an on-site survey: exits, extinguishers and assembly point marked; glow-in-the-dark.',
    remedies: ['signage', 'fire'],
    specs: [
      ['A3（1张）', 'A3 (one)', 18000, 999],
      ['A3（3张）', 'A3 (three)', 42000, 999],
    ],
    limitPerOrder: 3,
  },
  {
    id: 'allergen-notice',
    categoryId: 'signage',
    providerId: 'prv-mingshi-signs',
    nameZh: '过敏原与价格公示牌',
    nameEn: 'Allergen and price notice',
    unitZh: '块',
    unitEn: 'board',
    descriptionZh: '可擦写，满足明码标价与过敏原提示要求。',
    descriptionEn: 'Wipe-clean; meets the clear-pricing and allergen notice rules.',
    remedies: ['signage'],
    specs: [
      ['小号', 'Small', 4500, 300],
      ['大号', 'Large', 6800, 200],
    ],
    limitPerOrder: 10,
  },
];

const SERVICES: CatalogueItem[] = [
  {
    id: 'legal-consultation',
    categoryId: 'compliance-services',
    providerId: 'office-legal-service',
    nameZh: '企业法律咨询（公益）',
    nameEn: 'Legal consultation for businesses (free)',
    unitZh: '次',
    unitEn: 'session',
    descriptionZh: '值班律师解答行政处罚、劳动用工与合同问题，可电话或到中心面谈。',
    descriptionEn:
      'A duty lawyer answers questions on penalties, employment and contracts, by phone or at the centre.',
    remedies: ['legal'],
    specs: [
      ['电话咨询', 'By phone', 0, 999],
      ['到中心面谈', 'At the centre', 0, 999],
    ],
    limitPerOrder: 1,
    boutique: true,
  },
  {
    id: 'contract-review',
    categoryId: 'compliance-services',
    providerId: 'office-legal-service',
    nameZh: '合同与规章制度审查（公益）',
    nameEn: 'Contract and staff rules review (free)',
    unitZh: '份',
    unitEn: 'document',
    descriptionZh: '审查劳动合同、租赁合同与内部规章，出具书面意见。',
    descriptionEn: 'Employment and lease contracts and staff rules reviewed, with a written opinion.',
    remedies: ['legal', 'training'],
    specs: [['1份', 'One document', 0, 999]],
    limitPerOrder: 3,
  },
  {
    id: 'rectification-guidance',
    categoryId: 'compliance-services',
    providerId: 'office-compliance-guidance',
    nameZh: '整改指导上门服务（公益）',
    nameEn: 'On-site rectification guidance (free)',
    unitZh: '次',
    unitEn: 'visit',
    descriptionZh: '针对检查发现的问题，指导员上门讲解整改要求与自查方法，不作执法检查。',
    descriptionEn:
      'A guide visits to explain what fixing the problems found requires and how to check yourself. Not an inspection.',
    remedies: ['training', 'legal', 'hygiene', 'coldChain'],
    specs: [['上门指导', 'On-site visit', 0, 999]],
    limitPerOrder: 1,
    boutique: true,
  },
  {
    id: 'compliance-training',
    categoryId: 'compliance-services',
    providerId: 'office-compliance-guidance',
    nameZh: '经营合规培训（公益）',
    nameEn: 'Business compliance training (free)',
    unitZh: '人',
    unitEn: 'person',
    descriptionZh: '明码标价、广告宣传、计量器具与台账制度等常见问题培训。',
    descriptionEn:
      'Clear pricing, advertising, weighing instruments and record-keeping: the common problems.',
    remedies: ['training', 'signage'],
    specs: [['线下课堂', 'In class', 0, 999]],
    limitPerOrder: 20,
  },
  {
    id: 'licence-agency',
    categoryId: 'compliance-services',
    providerId: 'prv-huace-testing',
    nameZh: '许可证照代办与年报提醒',
    nameEn: 'Licence filing and annual report reminders',
    unitZh: '项',
    unitEn: 'item',
    descriptionZh: '协助办理食品经营许可变更、延续，提醒年报与证照到期。',
    descriptionEn:
      'Help with food business licence changes and renewals; reminders of annual reports and expiry dates.',
    remedies: ['legal'],
    specs: [
      ['单项代办', 'One filing', 50000, 999],
      ['年度托管', 'Yearly', 120000, 999],
    ],
    limitPerOrder: 1,
  },
  {
    id: 'product-testing',
    categoryId: 'compliance-services',
    providerId: 'prv-huace-testing',
    nameZh: '产品与环境检测报告',
    nameEn: 'Product and workplace test report',
    unitZh: '份',
    unitEn: 'report',
    descriptionZh: 'CMA资质检测，覆盖食品理化、微生物与车间环境，报告到期前提醒复检。',
    descriptionEn:
      'CMA-accredited tests of food chemistry, microbiology and workplace air; reminded before the report expires.',
    remedies: ['testing'],
    specs: [
      ['单项', 'Single test', 60000, 999],
      ['套餐（5项）', 'Package (5 tests)', 240000, 999],
    ],
    limitPerOrder: 5,
  },
];

export const CATALOGUE: CatalogueItem[] = [...FIRE, ...HEALTH, ...FOOD, ...PEST, ...SIGNS, ...SERVICES];
