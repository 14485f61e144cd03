import { defineMessages } from '../../lib/i18n/define-messages';

export const enterpriseSummaryMessages = defineMessages({
  enterpriseNumber: { id: 'enterpriseSummary.enterpriseNumber', defaultMessage: '企业编号' },
  address: { id: 'enterpriseSummary.address', defaultMessage: '地址' },
  legalRepresentative: { id: 'enterpriseSummary.legalRepresentative', defaultMessage: '法定代表人' },
  creditCode: { id: 'enterpriseSummary.creditCode', defaultMessage: '统一社会信用代码' },
  contactPhone: { id: 'enterpriseSummary.contactPhone', defaultMessage: '联系电话' },
  registeredSince: { id: 'enterpriseSummary.registeredSince', defaultMessage: '登记时间' },
  warningsTitle: { id: 'enterpriseSummary.warningsTitle', defaultMessage: '检查预警 {count} 条' },
  warningsHint: {
    id: 'enterpriseSummary.warningsHint',
    defaultMessage: '请确认本次检查确有必要，并在登记中说明理由。',
  },
  noWarnings: { id: 'enterpriseSummary.noWarnings', defaultMessage: '无检查预警' },
  quotaTitle: { id: 'enterpriseSummary.quotaTitle', defaultMessage: '本年度各部门检查次数' },
  recentTitle: { id: 'enterpriseSummary.recentTitle', defaultMessage: '近期检查' },
  noRecent: { id: 'enterpriseSummary.noRecent', defaultMessage: '近期没有检查记录' },
  evaluationSummary: {
    id: 'enterpriseSummary.evaluationSummary',
    defaultMessage: '本部门评价 {count} 条，满意率 {share}',
  },
  evaluationTooFew: {
    id: 'enterpriseSummary.evaluationTooFew',
    defaultMessage: '本部门还没有评价满 5 条的整月（月末 7 天后计入），暂不显示满意率（保护评价人）',
  },
});
