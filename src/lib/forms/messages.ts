import { defineMessages } from '../i18n/define-messages';

/** What the form kit says when a form names no message of its own for a field. */
export const formMessages = defineMessages({
  required: { id: 'forms.required', defaultMessage: '此项为必填项' },
  invalid: { id: 'forms.invalid', defaultMessage: '填写的内容不符合要求' },
  tooShort: { id: 'forms.tooShort', defaultMessage: '至少需要 {min} 个字符' },
  tooLong: { id: 'forms.tooLong', defaultMessage: '不能超过 {max} 个字符' },
  tooFew: { id: 'forms.tooFew', defaultMessage: '至少需要选择 {min} 项' },
  tooMany: { id: 'forms.tooMany', defaultMessage: '最多只能选择 {max} 项' },
  requiredGroup: { id: 'forms.requiredGroup', defaultMessage: '{label}（必填）' },
  year: { id: 'forms.year', defaultMessage: '年' },
  month: { id: 'forms.month', defaultMessage: '月' },
  day: { id: 'forms.day', defaultMessage: '日' },
  hour: { id: 'forms.hour', defaultMessage: '时' },
  minute: { id: 'forms.minute', defaultMessage: '分' },
  actionsTitle: { id: 'forms.actions.title', defaultMessage: '办理' },
  refused: { id: 'forms.actions.refused', defaultMessage: '未能完成：{message}' },
  keptOnFailure: { id: 'forms.actions.keptOnFailure', defaultMessage: '您填写的内容已保留，可修改后重试。' },
  draftRestored: { id: 'forms.draftRestored', defaultMessage: '已恢复您上次填写但未提交的内容' },
  collapse: { id: 'forms.actions.collapse', defaultMessage: '收起' },
});
