import { defineMessages } from '../../lib/i18n/define-messages';

export const warningMessages = defineMessages({
  title: { id: 'warnings.title', defaultMessage: '预警信息' },
  intro: {
    id: 'warnings.intro',
    defaultMessage: '本部门近 12 个月检查过的企业中，检查过于频繁、重复无发现或达到年度上限的情况。',
  },
  introCity: {
    id: 'warnings.introCity',
    defaultMessage: '全市近 12 个月检查过的企业中，检查过于频繁、重复无发现或达到年度上限的情况。',
  },
  empty: { id: 'warnings.empty', defaultMessage: '当前没有预警' },
  emptyOfKind: { id: 'warnings.emptyOfKind', defaultMessage: '当前没有这类预警' },
  kindDaily: { id: 'warnings.kind.daily', defaultMessage: '单日多次检查' },
  kindWeekly: { id: 'warnings.kind.weekly', defaultMessage: '单周多次检查' },
  kindMonthly: { id: 'warnings.kind.monthly', defaultMessage: '单月多次检查' },
  kindStreak: { id: 'warnings.kind.streak', defaultMessage: '连续检查无发现' },
  kindCap: { id: 'warnings.kind.cap', defaultMessage: '达到年度检查上限' },
  kindCount: { id: 'warnings.kindCount', defaultMessage: '{kind}（{count}）' },
  enterpriseTitle: { id: 'warnings.enterprise.title', defaultMessage: '企业预警与检查额度' },
  warningsTitle: { id: 'warnings.enterprise.warningsTitle', defaultMessage: '当前预警' },
  quotaTitle: { id: 'warnings.enterprise.quotaTitle', defaultMessage: '本年度各部门检查次数' },
  complain: { id: 'warnings.enterprise.complain', defaultMessage: '就此预警投诉' },

  yearQuotaTitle: { id: 'warnings.quota.title', defaultMessage: '{year} 年各部门检查情况' },
  yearQuotaHint: {
    id: 'warnings.quota.hint',
    defaultMessage: '各部门每年对同一企业的检查次数有上限；投诉、复查等专项检查不计入但会标注原因。',
  },
  quotaOver: { id: 'warnings.quota.over', defaultMessage: '您可以拒绝超出上限的例行检查并投诉' },
  departmentTitle: { id: 'warnings.quota.departmentTitle', defaultMessage: '{department} {year} 年检查' },
  noRegistrations: { id: 'warnings.quota.noRegistrations', defaultMessage: '该部门今年尚未检查' },
  caseSpecific: { id: 'warnings.quota.caseSpecific', defaultMessage: '专项检查（不计入上限）' },
});
