import { defineMessages } from '../../lib/i18n/define-messages';

export const enforcementMessages = defineMessages({
  greeting: { id: 'enforcement.greeting', defaultMessage: '{name}，您好' },
  department: { id: 'enforcement.department', defaultMessage: '所属部门：{department}' },
  tilesLabel: { id: 'enforcement.tilesLabel', defaultMessage: '执法工作台' },
  scan: { id: 'enforcement.tile.scan', defaultMessage: '扫码检查' },
  scanHint: { id: 'enforcement.tile.scanHint', defaultMessage: '入企前扫描监督码登记' },
  noScan: { id: 'enforcement.tile.noScan', defaultMessage: '手动登记' },
  noScanHint: { id: 'enforcement.tile.noScanHint', defaultMessage: '无法扫码时输入企业编号' },
  plans: { id: 'enforcement.tile.plans', defaultMessage: '执法计划' },
  plansHint: { id: 'enforcement.tile.plansHint', defaultMessage: '制定与查看检查计划' },
  warnings: { id: 'enforcement.tile.warnings', defaultMessage: '预警信息' },
  warningsHint: { id: 'enforcement.tile.warningsHint', defaultMessage: '高频、重复检查提醒' },
  history: { id: 'enforcement.tile.history', defaultMessage: '检查记录' },
  historyHint: { id: 'enforcement.tile.historyHint', defaultMessage: '查询企业历史检查' },
  visit: { id: 'enforcement.tile.visit', defaultMessage: '服务走访' },
  visitHint: { id: 'enforcement.tile.visitHint', defaultMessage: '非执法走访，不计入检查' },
  analysis: { id: 'enforcement.tile.analysis', defaultMessage: '统计分析' },
  analysisHint: { id: 'enforcement.tile.analysisHint', defaultMessage: '本部门执法数据' },
  comingSoon: { id: 'enforcement.comingSoon', defaultMessage: '即将开放' },
});
