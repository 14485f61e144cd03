import type { Locale } from '../contract/locales';

/** The portal's own texts (the micro-app brings its own). zh is the reference; en must have every key. */
const zh = {
  portalName: '深圳市政务服务门户 (演示)',
  portalTagline: '一网通办 · 政务服务一站式入口',
  menuLabel: '门户导航',
  menuHome: '首页',
  menuSupervision: '行政执法监督码',
  menuGuide: '办事指南',
  language: '语言',
  signIn: '登录',
  signOut: '退出',
  switchAccount: '切换账号',
  close: '关闭',
  signedInAs: '当前用户：{name}',
  homeTitle: '欢迎访问深圳市政务服务门户',
  homeIntro: '这是一个用于本地开发和测试的门户演示，行政执法监督码服务以 qiankun 微应用的方式嵌入本门户。',
  homeServicesTitle: '热门服务',
  homeServiceSupervision: '行政执法监督码：企业亮码、执法人员扫码入企、检查评价与投诉',
  homeServiceGuide: '办事指南：了解监督码服务的办理流程',
  homeOpenService: '进入服务',
  guideTitle: '办事指南：行政执法监督码',
  guideStep1: '企业在“行政执法监督码”中登记企业信息，领取监督码。',
  guideStep2: '执法人员入企检查前扫描企业监督码，登记检查事项。',
  guideStep3: '企业可查看每次检查记录，并对执法行为进行评价或投诉。',
  guideContact: '咨询电话：12345（演示数据）',
  signInTitle: '登录门户',
  signInIntro: '登录后即可使用门户中的各项服务。',
  phone: '手机号',
  password: '密码',
  submit: '登录',
  signingIn: '正在登录…',
  demoAccounts: '演示账号（点击直接登录，密码 {password}）',
  roleEnterprise: '企业',
  roleOfficer: '执法人员',
  accountEnterprise: '深圳市鹏程食品有限公司',
  accountEnterprise2: '深圳市南山精密制造有限公司',
  accountMerchant: '个体商户（未登记企业）',
  accountOfficerMarket: '市场监督管理局 执法人员',
  accountOfficerHealth: '卫生健康委员会 执法人员',
  signInFailed: '登录失败：{reason}',
  networkFailed: '无法连接服务器',
  phoneRequired: '请输入 11 位手机号',
  passwordRequired: '请输入密码',
  supervisionTitle: '行政执法监督码',
  supervisionFrameLabel: '行政执法监督码服务（手机视图）',
  loadingService: '正在加载服务…',
  loadFailed: '服务加载失败：{reason}',
  retry: '重试',
  signInRequired: '请先登录门户后再使用该服务。',
  footer: '深圳市政务服务数据管理局（演示） · 仅供开发测试使用',
};

export type MessageKey = keyof typeof zh;

const en: Record<MessageKey, string> = {
  portalName: 'Shenzhen City Portal (demo)',
  portalTagline: 'One portal for all city services',
  menuLabel: 'Portal navigation',
  menuHome: 'Portal home',
  menuSupervision: 'Supervision code',
  menuGuide: 'Service guide',
  language: 'Language',
  signIn: 'Sign in',
  signOut: 'Sign out',
  switchAccount: 'Switch account',
  close: 'Close',
  signedInAs: 'Signed in: {name}',
  homeTitle: 'Welcome to the Shenzhen City Portal',
  homeIntro:
    'A portal demo for local development and tests. The enforcement supervision code service is embedded here as a qiankun micro-app.',
  homeServicesTitle: 'Popular services',
  homeServiceSupervision:
    'Supervision code: enterprises show their code, officers scan before inspecting, rate and complain',
  homeServiceGuide: 'Service guide: how the supervision code service works',
  homeOpenService: 'Open service',
  guideTitle: 'Service guide: enforcement supervision code',
  guideStep1: 'An enterprise registers in the Supervision code service and receives its code.',
  guideStep2: 'Before an inspection, the officer scans the enterprise code and records the inspection.',
  guideStep3: 'The enterprise sees every inspection and can rate it or file a complaint.',
  guideContact: 'Hotline: 12345 (demo data)',
  signInTitle: 'Sign in to the portal',
  signInIntro: 'Sign in to use the services of the portal.',
  phone: 'Mobile number',
  password: 'Password',
  submit: 'Sign in',
  signingIn: 'Signing in…',
  demoAccounts: 'Demo accounts (tap to sign in, password {password})',
  roleEnterprise: 'Enterprise',
  roleOfficer: 'Officer',
  accountEnterprise: 'Shenzhen Pengcheng Foods Co., Ltd.',
  accountEnterprise2: 'Shenzhen Nanshan Precision Manufacturing Co., Ltd.',
  accountMerchant: 'Merchant (no enterprise registered)',
  accountOfficerMarket: 'Officer, Market Supervision Administration',
  accountOfficerHealth: 'Officer, Health Commission',
  signInFailed: 'Sign-in failed: {reason}',
  networkFailed: 'Cannot reach the server',
  phoneRequired: 'Enter an 11-digit mobile number',
  passwordRequired: 'Enter your password',
  supervisionTitle: 'Enforcement supervision code',
  supervisionFrameLabel: 'Enforcement supervision code service (phone view)',
  loadingService: 'Loading the service…',
  loadFailed: 'The service failed to load: {reason}',
  retry: 'Retry',
  signInRequired: 'Sign in to the portal to use this service.',
  footer: 'Shenzhen Government Services Data Administration (demo) · for development and tests only',
};

/** Each language's name in itself, as language switches show them. */
export const LANGUAGE_NAMES: Record<Locale, string> = { zh: '中文', en: 'English' };

const catalogs: Record<Locale, Record<MessageKey, string>> = { zh, en };

/** Looks up a portal text and fills `{name}` placeholders. */
export function t(locale: Locale, key: MessageKey, values?: Record<string, string>): string {
  const text = catalogs[locale][key];
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) : text;
}
