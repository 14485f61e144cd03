/**
 * Shenzhen's districts and streets (街道), 74 streets as of the 2018 re-division.
 * District codes are GB/T 2260; Dapeng New Area is a functional area with no GB/T 2260 code, so it gets 440399.
 * Street codes follow the 9-digit district+sequence pattern in list order.
 */
interface DistrictSeed {
  code: string;
  zh: string;
  en: string;
  streets: Array<[zh: string, en: string]>;
}

export const SHENZHEN_DISTRICTS: DistrictSeed[] = [
  {
    code: '440303',
    zh: '罗湖区',
    en: 'Luohu District',
    streets: [
      ['桂园街道', 'Guiyuan Subdistrict'],
      ['黄贝街道', 'Huangbei Subdistrict'],
      ['东门街道', 'Dongmen Subdistrict'],
      ['翠竹街道', 'Cuizhu Subdistrict'],
      ['东晓街道', 'Dongxiao Subdistrict'],
      ['南湖街道', 'Nanhu Subdistrict'],
      ['笋岗街道', 'Sungang Subdistrict'],
      ['东湖街道', 'Donghu Subdistrict'],
      ['莲塘街道', 'Liantang Subdistrict'],
      ['清水河街道', 'Qingshuihe Subdistrict'],
    ],
  },
  {
    code: '440304',
    zh: '福田区',
    en: 'Futian District',
    streets: [
      ['园岭街道', 'Yuanling Subdistrict'],
      ['南园街道', 'Nanyuan Subdistrict'],
      ['福田街道', 'Futian Subdistrict'],
      ['沙头街道', 'Shatou Subdistrict'],
      ['香蜜湖街道', 'Xiangmihu Subdistrict'],
      ['梅林街道', 'Meilin Subdistrict'],
      ['莲花街道', 'Lianhua Subdistrict'],
      ['华富街道', 'Huafu Subdistrict'],
      ['福保街道', 'Fubao Subdistrict'],
      ['华强北街道', 'Huaqiangbei Subdistrict'],
    ],
  },
  {
    code: '440305',
    zh: '南山区',
    en: 'Nanshan District',
    streets: [
      ['南头街道', 'Nantou Subdistrict'],
      ['南山街道', 'Nanshan Subdistrict'],
      ['沙河街道', 'Shahe Subdistrict'],
      ['蛇口街道', 'Shekou Subdistrict'],
      ['招商街道', 'Zhaoshang Subdistrict'],
      ['粤海街道', 'Yuehai Subdistrict'],
      ['桃源街道', 'Taoyuan Subdistrict'],
      ['西丽街道', 'Xili Subdistrict'],
    ],
  },
  {
    code: '440306',
    zh: '宝安区',
    en: "Bao'an District",
    streets: [
      ['新安街道', "Xin'an Subdistrict"],
      ['西乡街道', 'Xixiang Subdistrict'],
      ['航城街道', 'Hangcheng Subdistrict'],
      ['福永街道', 'Fuyong Subdistrict'],
      ['福海街道', 'Fuhai Subdistrict'],
      ['沙井街道', 'Shajing Subdistrict'],
      ['新桥街道', 'Xinqiao Subdistrict'],
      ['松岗街道', 'Songgang Subdistrict'],
      ['燕罗街道', 'Yanluo Subdistrict'],
      ['石岩街道', 'Shiyan Subdistrict'],
    ],
  },
  {
    code: '440307',
    zh: '龙岗区',
    en: 'Longgang District',
    streets: [
      ['平湖街道', 'Pinghu Subdistrict'],
      ['坂田街道', 'Bantian Subdistrict'],
      ['布吉街道', 'Buji Subdistrict'],
      ['南湾街道', 'Nanwan Subdistrict'],
      ['横岗街道', 'Henggang Subdistrict'],
      ['龙城街道', 'Longcheng Subdistrict'],
      ['龙岗街道', 'Longgang Subdistrict'],
      ['坪地街道', 'Pingdi Subdistrict'],
      ['吉华街道', 'Jihua Subdistrict'],
      ['宝龙街道', 'Baolong Subdistrict'],
      ['园山街道', 'Yuanshan Subdistrict'],
    ],
  },
  {
    code: '440308',
    zh: '盐田区',
    en: 'Yantian District',
    streets: [
      ['梅沙街道', 'Meisha Subdistrict'],
      ['盐田街道', 'Yantian Subdistrict'],
      ['沙头角街道', 'Shatoujiao Subdistrict'],
      ['海山街道', 'Haishan Subdistrict'],
    ],
  },
  {
    code: '440309',
    zh: '龙华区',
    en: 'Longhua District',
    streets: [
      ['观湖街道', 'Guanhu Subdistrict'],
      ['民治街道', 'Minzhi Subdistrict'],
      ['龙华街道', 'Longhua Subdistrict'],
      ['大浪街道', 'Dalang Subdistrict'],
      ['福城街道', 'Fucheng Subdistrict'],
      ['观澜街道', 'Guanlan Subdistrict'],
    ],
  },
  {
    code: '440310',
    zh: '坪山区',
    en: 'Pingshan District',
    streets: [
      ['坪山街道', 'Pingshan Subdistrict'],
      ['马峦街道', 'Maluan Subdistrict'],
      ['碧岭街道', 'Biling Subdistrict'],
      ['石井街道', 'Shijing Subdistrict'],
      ['坑梓街道', 'Kengzi Subdistrict'],
      ['龙田街道', 'Longtian Subdistrict'],
    ],
  },
  {
    code: '440311',
    zh: '光明区',
    en: 'Guangming District',
    streets: [
      ['光明街道', 'Guangming Subdistrict'],
      ['公明街道', 'Gongming Subdistrict'],
      ['新湖街道', 'Xinhu Subdistrict'],
      ['凤凰街道', 'Fenghuang Subdistrict'],
      ['玉塘街道', 'Yutang Subdistrict'],
      ['马田街道', 'Matian Subdistrict'],
    ],
  },
  {
    code: '440399',
    zh: '大鹏新区',
    en: 'Dapeng New Area',
    streets: [
      ['葵涌街道', 'Kuichong Subdistrict'],
      ['大鹏街道', 'Dapeng Subdistrict'],
      ['南澳街道', "Nan'ao Subdistrict"],
    ],
  },
];

export function streetCode(districtCode: string, index: number): string {
  return `${districtCode}${String(index + 1).padStart(3, '0')}`;
}
