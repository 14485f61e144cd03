import { defineMessages } from '../../lib/i18n/define-messages';

export const officerDeskMessages = defineMessages({
  greeting: { id: 'officerDesk.greeting', defaultMessage: '{name}，您好' },
  department: { id: 'officerDesk.department', defaultMessage: '所属部门：{department}' },
  tilesLabel: { id: 'officerDesk.tilesLabel', defaultMessage: '执法工作台' },
  scan: { id: 'officerDesk.tile.scan', defaultMessage: '扫码检查' },
  scanHint: { id: 'officerDesk.tile.scanHint', defaultMessage: '入企前扫描监督码登记' },
  noScan: { id: 'officerDesk.tile.noScan', defaultMessage: '手动登记' },
  noScanHint: { id: 'officerDesk.tile.noScanHint', defaultMessage: '无法扫码时输入企业编号' },
  plans: { id: 'officerDesk.tile.plans', defaultMessage: '执法计划' },
  plansHint: { id: 'officerDesk.tile.plansHint', defaultMessage: '制定与查看检查计划' },
  warnings: { id: 'officerDesk.tile.warnings', defaultMessage: '预警信息' },
  warningsHint: { id: 'officerDesk.tile.warningsHint', defaultMessage: '高频、重复检查提醒' },
  history: { id: 'officerDesk.tile.history', defaultMessage: '检查记录' },
  historyHint: { id: 'officerDesk.tile.historyHint', defaultMessage: '查询企业历史检查' },
  visit: { id: 'officerDesk.tile.visit', defaultMessage: '服务走访' },
  visitHint: { id: 'officerDesk.tile.visitHint', defaultMessage: '非执法走访，不计入检查' },
  analysis: { id: 'officerDesk.tile.analysis', defaultMessage: '统计分析' },
  analysisHint: { id: 'officerDesk.tile.analysisHint', defaultMessage: '本部门执法数据' },
  comingSoon: { id: 'officerDesk.comingSoon', defaultMessage: '即将开放' },
});
