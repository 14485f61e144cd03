/**
 * The laws the demo inspections cite, with the articles inspections rely on (excerpts, marked 节录 where a part is
 * left out). Reference data, seeded in production too; English renderings are ours, for reference only.
 */
import type { LegalArticle } from '../../db/schema/documents';

export interface LegalTextEntry {
  id: string;
  titleZh: string;
  titleEn: string;
  shortTitleZh: string;
  issuerZh: string;
  issuerEn: string;
  effectiveFrom: string;
  articles: LegalArticle[];
}

const NPC_STANDING = {
  issuerZh: '全国人民代表大会常务委员会',
  issuerEn: "Standing Committee of the National People's Congress",
};

export const LEGAL_TEXTS: LegalTextEntry[] = [
  {
    id: 'administrative-penalty-law',
    titleZh: '中华人民共和国行政处罚法',
    titleEn: "Administrative Penalty Law of the People's Republic of China",
    shortTitleZh: '行政处罚法',
    ...NPC_STANDING,
    effectiveFrom: '2021-07-15',
    articles: [
      {
        numberZh: '第四十二条',
        numberEn: 'Article 42',
        zh: '行政处罚应当由具有行政执法资格的执法人员实施。执法人员不得少于两人，法律另有规定的除外。执法人员应当文明执法，尊重和保护当事人合法权益。',
        en: 'Administrative penalties are imposed by officers qualified for administrative law enforcement, at least two of them unless a law provides otherwise. Officers enforce the law in a civil manner and respect and protect the lawful rights and interests of the parties.',
      },
      {
        numberZh: '第五十五条',
        numberEn: 'Article 55',
        zh: '执法人员在调查或者进行检查时，应当主动向当事人或者有关人员出示执法证件。当事人或者有关人员有权要求执法人员出示执法证件。执法人员不出示执法证件的，当事人或者有关人员有权拒绝接受调查或者检查。当事人或者有关人员应当如实回答询问，并协助调查或者检查，不得拒绝或者阻挠。询问或者检查应当制作笔录。',
        en: 'When investigating or inspecting, officers show their enforcement certificates to the party or the persons concerned on their own initiative, and these may ask to see them. If the officers do not show them, the party or persons concerned may refuse the investigation or inspection. The party and persons concerned answer questions truthfully and assist the investigation or inspection without refusing or obstructing it. A record is made of the questioning or inspection.',
      },
    ],
  },
  {
    id: 'food-safety-law',
    titleZh: '中华人民共和国食品安全法',
    titleEn: "Food Safety Law of the People's Republic of China",
    shortTitleZh: '食品安全法',
    ...NPC_STANDING,
    effectiveFrom: '2015-10-01',
    articles: [
      {
        numberZh: '第一百一十条',
        numberEn: 'Article 110',
        zh: '县级以上人民政府食品安全监督管理部门履行食品安全监督管理职责，有权采取下列措施，对生产经营者遵守本法的情况进行监督检查：（一）进入生产经营场所实施现场检查；（二）对生产经营的食品、食品添加剂、食品相关产品进行抽样检验；（三）查阅、复制有关合同、票据、账簿以及其他有关资料；（四）查封、扣押有证据证明不符合食品安全标准或者有证据证明存在安全隐患以及用于违法生产经营的食品、食品添加剂、食品相关产品；（五）查封违法从事生产经营活动的场所。',
        en: 'In supervising food safety, the food safety authorities of governments at or above county level may, to inspect how producers and traders comply with this Law: (1) enter production and business premises for on-site inspection; (2) take samples of the food, food additives and food-related products produced or sold for testing; (3) consult and copy contracts, bills, account books and other relevant material; (4) seal up or seize food, food additives and food-related products shown by evidence not to meet food safety standards, to carry hidden safety hazards, or to be used in illegal production or trade; (5) seal up premises used for illegal production or trade.',
      },
    ],
  },
  {
    id: 'price-law',
    titleZh: '中华人民共和国价格法',
    titleEn: "Price Law of the People's Republic of China",
    shortTitleZh: '价格法',
    ...NPC_STANDING,
    effectiveFrom: '1998-05-01',
    articles: [
      {
        numberZh: '第十三条',
        numberEn: 'Article 13',
        zh: '经营者销售、收购商品和提供服务，应当按照政府价格主管部门的规定明码标价，注明商品的品名、产地、规格、等级、计价单位、价格或者服务的项目、收费标准等有关情况。经营者不得在标价之外加价出售商品，不得收取任何未予标明的费用。',
        en: "Traders selling or buying goods or providing services mark prices clearly as the government's price authorities require, stating the name, origin, specification, grade, pricing unit and price of goods, or the items and charges of services. Traders may not sell goods above the marked price or charge any fee not marked.",
      },
    ],
  },
  {
    id: 'fire-protection-law',
    titleZh: '中华人民共和国消防法',
    titleEn: "Fire Protection Law of the People's Republic of China",
    shortTitleZh: '消防法',
    ...NPC_STANDING,
    effectiveFrom: '2009-05-01',
    articles: [
      {
        numberZh: '第二十八条',
        numberEn: 'Article 28',
        zh: '任何单位、个人不得损坏、挪用或者擅自拆除、停用消防设施、器材，不得埋压、圈占、遮挡消火栓或者占用防火间距，不得占用、堵塞、封闭疏散通道、安全出口、消防车通道。人员密集场所的门窗不得设置影响逃生和灭火救援的障碍物。',
        en: 'No unit or person may damage, misappropriate, or without authorisation remove or disable fire-fighting facilities and equipment, bury, enclose or block fire hydrants, occupy fire separation distances, or occupy, block or close evacuation routes, safety exits or fire engine access. The doors and windows of crowded places may not carry obstacles to escape, fire fighting or rescue.',
      },
      {
        numberZh: '第五十三条（节录）',
        numberEn: 'Article 53 (excerpt)',
        zh: '消防救援机构应当对机关、团体、企业、事业等单位遵守消防法律、法规的情况依法进行监督检查。……消防救援机构、公安派出所的工作人员进行消防监督检查，应当出示证件。',
        en: 'Fire and rescue agencies supervise and inspect, according to law, how organs, organisations, enterprises, institutions and other units comply with fire protection laws and regulations. … Staff of fire and rescue agencies and police stations show their certificates when carrying out fire inspections.',
      },
    ],
  },
  {
    id: 'air-pollution-law',
    titleZh: '中华人民共和国大气污染防治法',
    titleEn: "Law of the People's Republic of China on the Prevention and Control of Atmospheric Pollution",
    shortTitleZh: '大气污染防治法',
    ...NPC_STANDING,
    effectiveFrom: '2016-01-01',
    articles: [
      {
        numberZh: '第二十九条',
        numberEn: 'Article 29',
        zh: '生态环境主管部门及其环境执法机构和其他负有大气环境保护监督管理职责的部门，有权通过现场检查监测、自动监测、遥感监测、远红外摄像等方式，对排放大气污染物的企业事业单位和其他生产经营者进行监督检查。被检查者应当如实反映情况，提供必要的资料。实施检查的部门、机构及其工作人员应当为被检查者保守商业秘密。',
        en: 'Ecology and environment authorities, their enforcement agencies and other departments responsible for supervising atmospheric protection may inspect enterprises, institutions and other producers and traders that emit atmospheric pollutants by on-site inspection and monitoring, automatic monitoring, remote sensing, infrared cameras and similar means. Those inspected report truthfully and provide the necessary material; the inspecting departments, agencies and their staff keep the business secrets of those inspected.',
      },
      {
        numberZh: '第八十一条（节录）',
        numberEn: 'Article 81 (excerpt)',
        zh: '排放油烟的餐饮服务业经营者应当安装油烟净化设施并保持正常使用，或者采取其他油烟净化措施，使油烟达标排放，并防止对附近居民的正常生活环境造成污染。……',
        en: 'Catering businesses that emit cooking fumes install fume purification equipment and keep it in normal use, or take other purification measures, so that fumes meet the emission standards and do not pollute the living environment of nearby residents. …',
      },
    ],
  },
  {
    id: 'metrology-law',
    titleZh: '中华人民共和国计量法',
    titleEn: "Metrology Law of the People's Republic of China",
    shortTitleZh: '计量法',
    ...NPC_STANDING,
    effectiveFrom: '1986-07-01',
    articles: [
      {
        numberZh: '第九条（节录）',
        numberEn: 'Article 9 (excerpt)',
        zh: '县级以上人民政府计量行政部门对社会公用计量标准器具，部门和企业、事业单位使用的最高计量标准器具，以及用于贸易结算、安全防护、医疗卫生、环境监测方面的列入强制检定目录的工作计量器具，实行强制检定。未按照规定申请检定或者检定不合格的，不得使用。……',
        en: 'The metrology authorities of governments at or above county level apply compulsory verification to public measurement standards, the highest measurement standards used by departments, enterprises and institutions, and working measuring instruments on the compulsory verification list used in trade settlement, safety protection, medical care and environmental monitoring. An instrument not submitted for verification as required, or failing it, may not be used. …',
      },
    ],
  },
  {
    id: 'work-safety-law',
    titleZh: '中华人民共和国安全生产法',
    titleEn: "Work Safety Law of the People's Republic of China",
    shortTitleZh: '安全生产法',
    ...NPC_STANDING,
    effectiveFrom: '2021-09-01',
    articles: [
      {
        numberZh: '第六十五条（节录）',
        numberEn: 'Article 65 (excerpt)',
        zh: '应急管理部门和其他负有安全生产监督管理职责的部门依法开展安全生产行政执法工作，对生产经营单位执行有关安全生产的法律、法规和国家标准或者行业标准的情况进行监督检查，行使以下职权：（一）进入生产经营单位进行检查，调阅有关资料，向有关单位和人员了解情况；（二）对检查中发现的安全生产违法行为，当场予以纠正或者要求限期改正；……',
        en: 'Emergency management departments and other departments responsible for work safety supervision enforce the law on work safety and inspect how producers and traders apply work safety laws, regulations and national or industry standards, with the powers to: (1) enter the business for inspection, consult material and ask the units and persons concerned; (2) have violations found in the inspection corrected on the spot or within a time limit; …',
      },
    ],
  },
];

/** Where the whole text is published: the national database of laws and regulations. */
export const LEGAL_TEXT_SOURCE = {
  zh: '国家法律法规数据库 https://flk.npc.gov.cn',
  en: 'National Database of Laws and Regulations, https://flk.npc.gov.cn',
};
