import { defineMessages } from '../../lib/i18n/define-messages';

export const warningMessages = defineMessages({
  title: { id: 'warnings.title', defaultMessage: '预警信息' },
  intro: { id: 'warnings.intro', defaultMessage: '本部门近 12 个月检查过的企业中，检查过于频繁、重复无发现或达到年度上限的情况。' },
  empty: { id: 'warnings.empty', defaultMessage: '当前没有预警' },
  kindDaily: { id: 'warnings.kind.daily', defaultMessage: '单日多次检查' },
  kindWeekly: { id: 'warnings.kind.weekly', defaultMessage: '单周多次检查' },
  kindMonthly: { id: 'warnings.kind.monthly', defaultMessage: '单月多次检查' },
  kindStreak: { id: 'warnings.kind.streak', defaultMessage: '连续检查无发现' },
  kindCap: { id: 'warnings.kind.cap', defaultMessage: '达到年度检查上限' },
  kindCount: { id: 'warnings.kindCount', defaultMessage: '{kind}（{count}）' },
  enterpriseTitle: { id: 'warnings.enterprise.title', defaultMessage: '企业预警与检查额度' },
  warningsTitle: { id: 'warnings.enterprise.warningsTitle', defaultMessage: '当前预警' },
  quotaTitle: { id: 'warnings.enterprise.quotaTitle', defaultMessage: '本年度各部门检查次数' },
  quotaLabel: { id: 'warnings.enterprise.quotaLabel', defaultMessage: '{department} {used} / {cap}' },
  quotaEmpty: { id: 'warnings.enterprise.quotaEmpty', defaultMessage: '本年度暂无计入上限的检查' },
  noEnterprise: { id: 'warnings.enterprise.noEnterprise', defaultMessage: '未指定企业，请从预警列表或企业页面进入' },
  quotaExempt: { id: 'warnings.enterprise.quotaExempt', defaultMessage: '另有专项检查 {exempt} 次（不计入上限）' },
  pullToRefresh: { id: 'warnings.pullToRefresh', defaultMessage: '下拉刷新' },
  releaseToRefresh: { id: 'warnings.releaseToRefresh', defaultMessage: '释放立即刷新' },
  refreshing: { id: 'warnings.refreshing', defaultMessage: '加载中' },
  refreshed: { id: 'warnings.refreshed', defaultMessage: '刷新成功' },
});
