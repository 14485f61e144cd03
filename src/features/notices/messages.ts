import type { NoticeCheck } from '../../../contract/notices/rules';
import { defineMessages } from '../../lib/i18n/define-messages';

export const noticeMessages = defineMessages({
  listTitle: { id: 'notices.list.title', defaultMessage: '检查通知书' },
  listIntroEnterprise: {
    id: 'notices.list.introEnterprise',
    defaultMessage:
      '执法部门对本企业的检查通知。执法人员上门时，请扫描其出示的通知书二维码，核验人员、任务和事项是否真实。',
  },
  listIntroOfficer: { id: 'notices.list.introOfficer', defaultMessage: '本部门发出的检查通知书。' },
  empty: { id: 'notices.list.empty', defaultMessage: '暂无检查通知书' },
  unread: { id: 'notices.list.unread', defaultMessage: '未读' },
  acknowledged: { id: 'notices.list.acknowledged', defaultMessage: '已确认收到' },
  periodLine: { id: 'notices.list.period', defaultMessage: '检查期间 {from} 至 {to}' },
  scan: { id: 'notices.scan.button', defaultMessage: '扫描执法人员出示的通知书' },
  scanAgain: { id: 'notices.scan.again', defaultMessage: '重新扫描' },
  closeScanner: { id: 'notices.scan.close', defaultMessage: '关闭扫码' },
  scannerTitle: { id: 'notices.scan.title', defaultMessage: '扫描检查通知书二维码' },
  notANotice: {
    id: 'notices.scan.notANotice',
    defaultMessage: '扫描到的不是检查通知书二维码。请扫描执法人员在本应用中出示的“行政检查通知书”二维码。',
  },
  scanCancelled: { id: 'notices.scan.cancelled', defaultMessage: '已取消扫码' },

  kindAdvance: { id: 'notices.kind.advance', defaultMessage: '事前告知' },
  kindDoor: { id: 'notices.kind.door', defaultMessage: '现场出示' },

  documentTitle: { id: 'notices.document.title', defaultMessage: '行政检查通知书' },
  department: { id: 'notices.field.department', defaultMessage: '检查部门' },
  enterprise: { id: 'notices.field.enterprise', defaultMessage: '被检查企业' },
  task: { id: 'notices.field.task', defaultMessage: '检查任务' },
  kind: { id: 'notices.field.kind', defaultMessage: '通知方式' },
  period: { id: 'notices.field.period', defaultMessage: '检查期间' },
  periodRange: { id: 'notices.field.periodRange', defaultMessage: '{from} 至 {to}' },
  officers: { id: 'notices.field.officers', defaultMessage: '执法人员' },
  officerLine: { id: 'notices.field.officerLine', defaultMessage: '{name}（执法证号 {certificate}）' },
  legalBasis: { id: 'notices.field.legalBasis', defaultMessage: '检查依据' },
  items: { id: 'notices.field.items', defaultMessage: '检查事项' },
  itemLine: { id: 'notices.field.itemLine', defaultMessage: '{name}（{code}）' },
  inspections: { id: 'notices.field.inspections', defaultMessage: '本年度检查次数' },
  inspectionsOfCap: {
    id: 'notices.field.inspectionsOfCap',
    defaultMessage: '本部门今年已检查该企业 {count} 次，年度上限 {cap} 次',
  },
  inspectionsNoCap: {
    id: 'notices.field.inspectionsNoCap',
    defaultMessage: '本部门今年已检查该企业 {count} 次（无年度上限）',
  },
  capReached: { id: 'notices.field.capReached', defaultMessage: '已达到年度上限' },
  issuedAt: { id: 'notices.field.issuedAt', defaultMessage: '签发时间' },

  rightsTitle: { id: 'notices.rights.title', defaultMessage: '企业的权利' },
  rightsItems: {
    id: 'notices.rights.items',
    defaultMessage: '检查事项以部门公布的检查事项清单为准，清单以外的事项您可以拒绝接受检查。',
  },
  rightsOfficers: {
    id: 'notices.rights.officers',
    defaultMessage: '执法人员不少于两人，并应主动出示执法证件；您可以要求核对。',
  },
  rightsCap: {
    id: 'notices.rights.cap',
    defaultMessage: '超过年度检查上限的例行检查，您可以拒绝。',
  },
  rightsComplain: {
    id: 'notices.rights.complain',
    defaultMessage: '对本次检查有异议，可拨打 12345 政务服务便民热线投诉，或向市司法局行政执法监督部门反映。',
  },

  doorTitle: { id: 'notices.door.title', defaultMessage: '出示检查通知书' },
  doorIntro: {
    id: 'notices.door.intro',
    defaultMessage: '到达企业后请出示本页，企业用本应用扫描二维码即可核验执法人员、任务和检查事项。',
  },
  opening: { id: 'notices.door.opening', defaultMessage: '正在生成检查通知书' },
  openFailedTitle: { id: 'notices.door.failedTitle', defaultMessage: '无法生成检查通知书' },
  retry: { id: 'notices.door.retry', defaultMessage: '重试' },
  qrLabel: {
    id: 'notices.door.qrLabel',
    defaultMessage: '检查通知书核验二维码：{enterprise}',
  },
  qrHint: { id: 'notices.door.qrHint', defaultMessage: '请企业用本应用“检查通知书”中的扫码核验' },
  qrValidUntil: { id: 'notices.door.validUntil', defaultMessage: '二维码有效至 {time}' },
  qrExpired: { id: 'notices.door.expired', defaultMessage: '二维码已过期，请刷新后再出示' },
  qrRefresh: { id: 'notices.door.refresh', defaultMessage: '刷新二维码' },

  detailTitle: { id: 'notices.detail.title', defaultMessage: '检查通知书' },
  verifying: { id: 'notices.detail.verifying', defaultMessage: '正在核验检查通知书' },
  enterpriseVerifies: {
    id: 'notices.detail.enterpriseVerifies',
    defaultMessage: '检查通知书二维码由被检查企业用本应用扫码核验。',
  },
  validTitle: { id: 'notices.verify.validTitle', defaultMessage: '核验通过：真实有效' },
  validText: {
    id: 'notices.verify.validText',
    defaultMessage: '执法人员、检查任务和检查事项均核验无误，且未超过年度检查上限。',
  },
  problemsTitle: { id: 'notices.verify.problemsTitle', defaultMessage: '核验未通过' },
  problemsText: {
    id: 'notices.verify.problemsText',
    defaultMessage: '有核验项未通过（见下方），您可以拒绝不符合要求的检查并投诉。',
  },
  notGenuineTitle: { id: 'notices.verify.notGenuineTitle', defaultMessage: '不是真实的检查通知书' },
  notGenuineText: {
    id: 'notices.verify.notGenuineText',
    defaultMessage: '这个二维码不是执法部门签发的，可能是伪造的。您可以拒绝接受检查，并投诉。',
  },
  expiredTitle: { id: 'notices.verify.expiredTitle', defaultMessage: '检查通知书二维码已过期' },
  expiredText: {
    id: 'notices.verify.expiredText',
    defaultMessage: '请执法人员刷新二维码后重新出示，再扫码核验。',
  },
  checksTitle: { id: 'notices.verify.checksTitle', defaultMessage: '核验项' },
  checkPassed: { id: 'notices.verify.passed', defaultMessage: '通过' },
  checkFailed: { id: 'notices.verify.failed', defaultMessage: '未通过' },
  checkLine: { id: 'notices.verify.checkLine', defaultMessage: '{check}：{result}' },
  complain: { id: 'notices.verify.complain', defaultMessage: '附上本通知书投诉' },
  acknowledge: { id: 'notices.detail.acknowledge', defaultMessage: '确认收到' },
  acknowledgedAt: { id: 'notices.detail.acknowledgedAt', defaultMessage: '已于 {time} 确认收到' },
  registration: { id: 'notices.detail.registration', defaultMessage: '据此登记的检查' },
  registrationLine: {
    id: 'notices.detail.registrationLine',
    defaultMessage: '检查记录 {number}（{time} 登记）',
  },
  noRegistration: { id: 'notices.detail.noRegistration', defaultMessage: '尚未据此登记检查' },
});

/** What each check of a verification means to the enterprise, in the order of NOTICE_CHECKS. */
export const noticeCheckMessages = defineMessages({
  genuine: { id: 'notices.check.genuine', defaultMessage: '通知书由执法部门签发（非伪造）' },
  notExpired: { id: 'notices.check.notExpired', defaultMessage: '二维码在有效期内' },
  forThisEnterprise: { id: 'notices.check.forThisEnterprise', defaultMessage: '检查对象是本企业' },
  planApproved: { id: 'notices.check.planApproved', defaultMessage: '检查计划已经批准' },
  withinPeriod: { id: 'notices.check.withinPeriod', defaultMessage: '今天在检查期间内' },
  officersCertified: {
    id: 'notices.check.officersCertified',
    defaultMessage: '执法人员持有有效执法证件',
  },
  itemsPublished: { id: 'notices.check.itemsPublished', defaultMessage: '检查事项均在公布的清单内' },
  withinCap: { id: 'notices.check.withinCap', defaultMessage: '未超过本部门年度检查上限' },
}) satisfies Record<NoticeCheck, unknown>;
