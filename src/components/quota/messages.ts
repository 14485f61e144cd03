import { defineMessages } from '../../lib/i18n/define-messages';

export const quotaMessages = defineMessages({
  used: { id: 'quota.used', defaultMessage: '{used} / {cap} 次' },
  label: { id: 'quota.label', defaultMessage: '{department}：已检查 {used} 次，上限 {cap} 次' },
  exempt: { id: 'quota.exempt', defaultMessage: '另有专项检查 {exempt} 次（不计入上限）' },
  full: { id: 'quota.full', defaultMessage: '已达年度上限' },
  over: { id: 'quota.over', defaultMessage: '已超出年度上限' },
  empty: { id: 'quota.empty', defaultMessage: '本年度暂无计入上限的检查' },
});
