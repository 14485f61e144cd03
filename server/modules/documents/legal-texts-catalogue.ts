/**
 * The laws the demo inspections cite, with the articles inspections rely on (excerpts, marked 节录 where a part is
 * left out). Reference data, seeded in production too; English renderings are ours, for reference only. The Chinese
 * wording was taken from public copies of the official databases (flk.npc.gov.cn, sjfg.samr.gov.cn), two copies
 * agreeing word for word, except the 2025 market metrology measures (one copy). Not held: the 2023 revision of
 * 深圳经济特区市容和环境卫生管理条例, whose article a demo basis cites (no copy of its current text was at hand);
 * the library then sends the reader to the official text.
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
  /** Where the whole text is published, when not the national database (a ministry's own rules). */
  source?: { zh: string; en: string };
}

const NPC_STANDING = {
  issuerZh: '全国人民代表大会常务委员会',
  issuerEn: "Standing Committee of the National People's Congress",
};

const SAMR = {
  issuerZh: '国家市场监督管理总局',
  issuerEn: 'State Administration for Market Regulation',
  source: {
    zh: '国家市场监督管理总局法规规章 https://sjfg.samr.gov.cn',
    en: 'State Administration for Market Regulation, rules and regulations, https://sjfg.samr.gov.cn',
  },
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
  {
    id: 'occupational-disease-law',
    titleZh: '中华人民共和国职业病防治法',
    titleEn: "Law of the People's Republic of China on the Prevention and Control of Occupational Diseases",
    shortTitleZh: '职业病防治法',
    ...NPC_STANDING,
    effectiveFrom: '2018-12-29',
    articles: [
      {
        numberZh: '第六十二条',
        numberEn: 'Article 62',
        zh: '县级以上人民政府职业卫生监督管理部门依照职业病防治法律、法规、国家职业卫生标准和卫生要求，依据职责划分，对职业病防治工作进行监督检查。',
        en: 'The occupational health supervision departments of governments at or above county level supervise and inspect the prevention and control of occupational diseases within their duties, according to the laws and regulations on it and the national occupational health standards and requirements.',
      },
      {
        numberZh: '第六十三条',
        numberEn: 'Article 63',
        zh: '卫生行政部门履行监督检查职责时，有权采取下列措施：（一）进入被检查单位和职业病危害现场，了解情况，调查取证；（二）查阅或者复制与违反职业病防治法律、法规的行为有关的资料和采集样品；（三）责令违反职业病防治法律、法规的单位和个人停止违法行为。',
        en: 'In supervising and inspecting, health authorities may: (1) enter the unit inspected and the places of occupational hazards to learn the facts, investigate and gather evidence; (2) consult or copy material related to violations of the laws and regulations on occupational disease prevention, and take samples; (3) order units and persons violating those laws and regulations to stop the violation.',
      },
      {
        numberZh: '第六十五条',
        numberEn: 'Article 65',
        zh: '职业卫生监督执法人员依法执行职务时，应当出示监督执法证件。职业卫生监督执法人员应当忠于职守，秉公执法，严格遵守执法规范；涉及用人单位的秘密的，应当为其保密。',
        en: "Occupational health enforcement officers show their enforcement certificates when performing their duties. They are loyal to their duties, enforce the law impartially and keep strictly to the rules of enforcement, and keep the employer's secrets they learn.",
      },
    ],
  },
  {
    id: 'public-places-hygiene-regulations',
    titleZh: '公共场所卫生管理条例',
    titleEn: 'Regulations on the Hygiene Administration of Public Places',
    shortTitleZh: '公共场所卫生管理条例',
    issuerZh: '国务院',
    issuerEn: 'State Council',
    effectiveFrom: '2019-04-23',
    articles: [
      {
        numberZh: '第三条',
        numberEn: 'Article 3',
        zh: '公共场所的下列项目应符合国家卫生标准和要求：（一）空气、微小气候（湿度、温度、风速）；（二）水质；（三）采光、照明；（四）噪音；（五）顾客用具和卫生设施。公共场所的卫生标准和要求，由国务院卫生行政部门负责制定。',
        en: "The following in public places meet the national hygiene standards and requirements: (1) air and microclimate (humidity, temperature, air speed); (2) water quality; (3) daylight and lighting; (4) noise; (5) articles for customers' use and sanitary facilities. The health authority of the State Council sets the hygiene standards and requirements of public places.",
      },
      {
        numberZh: '第十三条',
        numberEn: 'Article 13',
        zh: '卫生监督员有权对公共场所进行现场检查，索取有关资料，经营单位不得拒绝或隐瞒。卫生监督员对所提供的技术资料有保密的责任。公共场所卫生监督员在执行任务时，应佩戴证章、出示证件。',
        en: 'Health inspectors may inspect public places on site and ask for the relevant material; the business may not refuse or conceal it. Health inspectors keep confidential the technical material provided to them. Public place health inspectors wear their badges and show their certificates when on duty.',
      },
    ],
  },
  {
    id: 'food-business-inspection-measures',
    titleZh: '食品生产经营监督检查管理办法',
    titleEn: 'Measures for the Supervision and Inspection of Food Production and Business Operations',
    shortTitleZh: '食品生产经营监督检查管理办法',
    ...SAMR,
    effectiveFrom: '2022-03-15',
    articles: [
      {
        numberZh: '第二十三条',
        numberEn: 'Article 23',
        zh: '市场监督管理部门组织实施监督检查应当由2名以上（含2名）监督检查人员参加。检查人员较多的，可以组成检查组。市场监督管理部门根据需要可以聘请相关领域专业技术人员参加监督检查。检查人员与检查对象之间存在直接利害关系或者其他可能影响检查公正情形的，应当回避。',
        en: 'Supervision and inspection organised by a market regulation department is carried out by at least two inspectors; where there are more, they may form an inspection team. The department may engage technical experts of the field as needed. An inspector with a direct interest in the party inspected, or in any other situation that may affect the fairness of the inspection, withdraws.',
      },
      {
        numberZh: '第二十四条',
        numberEn: 'Article 24',
        zh: '检查人员应当当场出示有效执法证件或者市场监督管理部门出具的检查任务书。',
        en: 'Inspectors show on the spot their valid enforcement certificates or the inspection assignment issued by the market regulation department.',
      },
      {
        numberZh: '第二十五条',
        numberEn: 'Article 25',
        zh: '市场监督管理部门实施监督检查，有权采取下列措施，被检查单位不得拒绝、阻挠、干涉：（一）进入食品生产经营等场所实施现场检查；（二）对被检查单位生产经营的食品进行抽样检验；（三）查阅、复制有关合同、票据、账簿以及其他有关资料；（四）查封、扣押有证据证明不符合食品安全标准或者有证据证明存在安全隐患以及用于违法生产经营的食品、工具和设备；（五）查封违法从事食品生产经营活动的场所；（六）法律法规规定的其他措施。',
        en: 'In supervision and inspection, market regulation departments may take the following measures, which the unit inspected may not refuse, obstruct or interfere with: (1) enter food production and business premises for on-site inspection; (2) take samples of the food the unit produces or sells for testing; (3) consult and copy contracts, bills, account books and other relevant material; (4) seal up or seize food, tools and equipment shown by evidence not to meet food safety standards, to carry hidden safety hazards, or to be used in illegal production or trade; (5) seal up premises used for illegal food production or trade; (6) other measures provided by laws and regulations.',
      },
      {
        numberZh: '第三十五条',
        numberEn: 'Article 35',
        zh: '检查人员应当将监督检查结果现场书面告知食品生产经营者。需要进行检验检测的，市场监督管理部门应当及时告知检验结论。上级市场监督管理部门组织的监督检查，还应当将监督检查结果抄送食品生产经营者所在地市场监督管理部门。',
        en: 'Inspectors inform the food producer or trader of the result of the inspection in writing on site. Where testing is needed, the market regulation department informs it of the test conclusion promptly. After an inspection organised by a higher market regulation department, the result is also copied to the market regulation department where the producer or trader is located.',
      },
    ],
  },
  {
    id: 'price-marking-rules',
    titleZh: '明码标价和禁止价格欺诈规定',
    titleEn: 'Provisions on Clearly Marking Prices and Prohibiting Price Fraud',
    shortTitleZh: '明码标价和禁止价格欺诈规定',
    ...SAMR,
    effectiveFrom: '2022-07-01',
    articles: [
      {
        numberZh: '第五条',
        numberEn: 'Article 5',
        zh: '经营者销售、收购商品和提供服务时，应当按照市场监督管理部门的规定明码标价。明码标价应当根据商品和服务、行业、区域等特点，做到真实准确、货签对位、标识醒目。设区的市级以上市场监督管理部门可以根据特定行业、特定区域的交易习惯等特点，结合价格监督管理实际，规定可以不实行明码标价的商品和服务、行业、交易场所。',
        en: 'Traders selling or buying goods or providing services mark prices clearly as the market regulation departments require. Marked prices suit the goods or services, the trade and the area: true and accurate, each tag beside its goods, easy to see. Market regulation departments of cities with districts and above may, by the trading customs of a trade or an area and their price supervision, name goods, services, trades and places of trade that need not mark prices.',
      },
      {
        numberZh: '第六条',
        numberEn: 'Article 6',
        zh: '经营者应当以显著方式进行明码标价，明确标示价格所对应的商品或者服务。经营者根据不同交易条件实行不同价格的，应当标明交易条件以及与其对应的价格。商品或者服务的价格发生变动时，经营者应当及时调整相应标价。',
        en: 'Traders mark prices prominently, showing clearly which goods or service each price is for. A trader charging different prices under different terms marks the terms and the price for each. When the price of goods or a service changes, the trader updates the marked price promptly.',
      },
      {
        numberZh: '第八条',
        numberEn: 'Article 8',
        zh: '经营者在销售商品或者提供服务时，不得在标价之外加价出售商品或者提供服务，不得收取任何未予标明的费用。',
        en: 'Traders selling goods or providing services may not charge above the marked price or charge any fee not marked.',
      },
    ],
  },
  {
    id: 'market-metrology-measures',
    titleZh: '集贸市场计量监督管理办法',
    titleEn: 'Measures for the Metrological Supervision and Administration of Fair Trade Markets',
    shortTitleZh: '集贸市场计量监督管理办法',
    ...SAMR,
    // 总局令第94号; it replaced the 2002 measures of the same name (质检总局令第17号) from this date
    effectiveFrom: '2025-03-01',
    articles: [
      {
        numberZh: '第六条',
        numberEn: 'Article 6',
        zh: '集市主办者应当要求经营者配备和使用符合国家规定、与其经营项目相适应的计量器具，并督促检查。鼓励有条件的集市主办者免费为经营者统一配置经强制检定合格的计量器具。',
        en: 'The market organiser requires traders to have and use measuring instruments that meet national rules and suit their business, and checks that they do. Organisers able to do so are encouraged to provide traders, free of charge, with instruments that have passed compulsory verification.',
      },
      {
        numberZh: '第九条',
        numberEn: 'Article 9',
        zh: '经营者应当履行以下义务：（一）遵守计量法律、法规、规章及集市主办者关于计量活动的有关管理制度。（二）正确、规范使用计量器具和法定计量单位，对配置和使用的计量器具进行维护和管理，保证计量器具量值准确。属于强制检定计量器具的，应当定期送法定计量检定机构进行检定，计量器具出现新增、减少、更换、维修等情况，应当及时向集市主办者报备。（三）不得使用国家明令淘汰的计量器具，不得使用未经检定、超过检定周期或者经检定不合格的计量器具。使用国家限制使用的计量器具，应当遵守有关规定。（四）不得使用具有作弊功能的计量器具，不得破坏计量器具准确度或者伪造数据，不得破坏计量器具的铅（签）封，不得使用铅（签）封已损坏的计量器具。（五）以商品量的量值作为结算依据的，应当使用计量器具进行测量，但经交易双方当事人同意的除外。计量偏差应当在国家规定的范围内，结算值与实际值相符。（六）现场交易时，应当明示计量单位、计量过程和计量器具显示的量值。消费者有异议的，应当重新操作计量过程和显示量值。（七）销售定量包装商品应当符合《定量包装商品计量监督管理办法》的规定。（八）开展诚信计量自我承诺，自觉接受社会监督。',
        en: "Traders: (1) follow the laws, regulations and rules on metrology and the market organiser's rules for measuring; (2) use measuring instruments and legal units of measurement correctly, maintain their instruments and keep them accurate; have instruments subject to compulsory verification verified regularly by a legal verification body, and report to the organiser any instrument added, removed, replaced or repaired; (3) do not use instruments the state has ordered out of use, or instruments not verified, past their verification period or failing verification, and follow the rules for instruments the state restricts; (4) do not use instruments with cheating functions, impair an instrument's accuracy or falsify data, break an instrument's seal or use one whose seal is broken; (5) measure with an instrument where a quantity is the basis of payment, unless both parties agree otherwise, within the deviation the state allows, the amount charged matching the actual quantity; (6) when trading on the spot, show the unit, the measuring and the value the instrument shows, and measure again if the consumer disputes it; (7) sell prepackaged goods as the Measures for the Metrological Supervision of Prepackaged Goods require; (8) make a pledge of honest measuring and accept public supervision.",
      },
    ],
  },
];

/** Where the whole text is published: the national database of laws and regulations. */
export const LEGAL_TEXT_SOURCE = {
  zh: '国家法律法规数据库 https://flk.npc.gov.cn',
  en: 'National Database of Laws and Regulations, https://flk.npc.gov.cn',
};
