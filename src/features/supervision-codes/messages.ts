import { defineMessages } from '../../lib/i18n/define-messages';

export const supervisionCodeMessages = defineMessages({
  // The service's own name (the home screen's title, which the server may override): printed above the code.
  serviceTitle: { id: 'app.title', defaultMessage: '深圳市行政执法监督码' },
  codeTitle: { id: 'supervisionCodes.code.title', defaultMessage: '执法监督码' },
  codeHint: { id: 'supervisionCodes.code.hint', defaultMessage: '执法人员入企检查前须扫描此码登记' },
  codeAlt: {
    id: 'supervisionCodes.code.alt',
    defaultMessage: '{name} 的执法监督二维码，企业编号 {enterpriseNumber}',
  },
  codeIssuedAt: { id: 'supervisionCodes.code.issuedAt', defaultMessage: '签发时间 {time}' },
  imageNumber: { id: 'supervisionCodes.code.imageNumber', defaultMessage: '企业编号：{enterpriseNumber}' },
  enlarge: { id: 'supervisionCodes.code.enlarge', defaultMessage: '放大' },
  save: { id: 'supervisionCodes.code.save', defaultMessage: '保存图片' },
  share: { id: 'supervisionCodes.code.share', defaultMessage: '分享' },
  shared: { id: 'supervisionCodes.code.shared', defaultMessage: '已复制监督码内容，可粘贴分享' },
  shareText: {
    id: 'supervisionCodes.code.shareText',
    defaultMessage: '{name} 执法监督码（企业编号 {enterpriseNumber}）',
  },
  history: { id: 'supervisionCodes.code.history', defaultMessage: '扫码记录' },
  registrationHistory: { id: 'supervisionCodes.code.registrationHistory', defaultMessage: '历史执法信息' },
  inspections: { id: 'supervisionCodes.code.inspections', defaultMessage: '本年检查情况' },
  closeEnlarged: { id: 'supervisionCodes.code.closeEnlarged', defaultMessage: '关闭' },

  historyTitle: { id: 'supervisionCodes.history.title', defaultMessage: '监督码签发与扫码记录' },
  historyEmpty: { id: 'supervisionCodes.history.empty', defaultMessage: '尚未签发监督码' },
  codeLabel: { id: 'supervisionCodes.history.code', defaultMessage: '监督码 {codeId}' },
  revoked: { id: 'supervisionCodes.history.revoked', defaultMessage: '已停用 {time}' },
  active: { id: 'supervisionCodes.history.active', defaultMessage: '使用中' },
  noScans: { id: 'supervisionCodes.history.noScans', defaultMessage: '尚无扫码记录' },
  scanInspection: { id: 'supervisionCodes.history.scanInspection', defaultMessage: '执法检查' },
  scanVisit: { id: 'supervisionCodes.history.scanVisit', defaultMessage: '服务走访' },
  scanBy: { id: 'supervisionCodes.history.scanBy', defaultMessage: '{department} · {name}' },

  scanTitle: { id: 'supervisionCodes.scan.title', defaultMessage: '扫码检查' },
  scanIntro: { id: 'supervisionCodes.scan.intro', defaultMessage: '入企检查前，请扫描企业出示的执法监督码' },
  noScanTitle: { id: 'supervisionCodes.noScan.title', defaultMessage: '手动登记' },
  noScanIntro: {
    id: 'supervisionCodes.noScan.intro',
    defaultMessage: '企业无法出示监督码或扫码失败时，输入企业编号继续登记。',
  },
});
