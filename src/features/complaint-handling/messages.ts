import { defineMessages } from '../../lib/i18n/define-messages';

export const handlingMessages = defineMessages({
  listTitle: { id: 'complaintHandling.list.title', defaultMessage: '投诉处理' },
  listIntro: {
    id: 'complaintHandling.list.intro',
    defaultMessage: '受理、签收、办理和答复企业的投诉与意见建议，请留意每一步的期限。',
  },
  viewsLabel: { id: 'complaintHandling.list.views', defaultMessage: '按办理情况查看' },
  viewTodo: { id: 'complaintHandling.view.todo', defaultMessage: '待我处理' },
  viewTodoCount: { id: 'complaintHandling.view.todoCount', defaultMessage: '待我处理（{count}）' },
  viewOpen: { id: 'complaintHandling.view.open', defaultMessage: '办理中' },
  viewOverdue: { id: 'complaintHandling.view.overdue', defaultMessage: '已超期' },
  viewClosed: { id: 'complaintHandling.view.closed', defaultMessage: '已结束' },
  emptyTodo: { id: 'complaintHandling.empty.todo', defaultMessage: '没有等待您处理的投诉' },
  emptyOpen: { id: 'complaintHandling.empty.open', defaultMessage: '没有正在办理的投诉' },
  emptyOverdue: { id: 'complaintHandling.empty.overdue', defaultMessage: '没有超期的投诉' },
  emptyClosed: { id: 'complaintHandling.empty.closed', defaultMessage: '没有已结束的投诉' },
  emptyLodged: { id: 'complaintHandling.empty.lodged', defaultMessage: '没有符合筛选条件的投诉' },
  filterLodged: { id: 'complaintHandling.filter.lodged', defaultMessage: '{from} 至 {to} 收到' },
  filterResolved: { id: 'complaintHandling.filter.resolved', defaultMessage: '已解决' },
  filterReopened: { id: 'complaintHandling.filter.reopened', defaultMessage: '曾重新办理' },
  filterDecided: { id: 'complaintHandling.filter.decided', defaultMessage: '已答复或不予受理' },
  doorNoticeHint: {
    id: 'complaintHandling.list.doorNoticeHint',
    defaultMessage: '入企出示检查通知书，请从执法计划中的检查对象进入。',
  },
  plansLink: { id: 'complaintHandling.list.plansLink', defaultMessage: '前往执法计划' },

  detailTitle: { id: 'complaintHandling.detail.title', defaultMessage: '投诉办理' },
  nothingToDo: { id: 'complaintHandling.actions.none', defaultMessage: '当前没有需要您办理的事项' },

  // the actions an officer may be offered, as buttons
  accept: { id: 'complaintHandling.accept', defaultMessage: '受理并分派' },
  reject: { id: 'complaintHandling.reject', defaultMessage: '不予受理' },
  sign: { id: 'complaintHandling.sign', defaultMessage: '签收' },
  contact: { id: 'complaintHandling.contact', defaultMessage: '记录联系投诉人' },
  requestExtension: { id: 'complaintHandling.requestExtension', defaultMessage: '申请延期' },
  decideExtension: { id: 'complaintHandling.decideExtension', defaultMessage: '审批延期申请' },
  reply: { id: 'complaintHandling.reply', defaultMessage: '答复' },
  review: { id: 'complaintHandling.review', defaultMessage: '审核答复' },

  // what each sends
  confirmAccept: { id: 'complaintHandling.confirm.accept', defaultMessage: '确认受理' },
  confirmReject: { id: 'complaintHandling.confirm.reject', defaultMessage: '确认不予受理' },
  confirmSign: { id: 'complaintHandling.confirm.sign', defaultMessage: '确认签收' },
  confirmContact: { id: 'complaintHandling.confirm.contact', defaultMessage: '保存联系记录' },
  confirmExtension: { id: 'complaintHandling.confirm.extension', defaultMessage: '提交延期申请' },
  confirmDecision: { id: 'complaintHandling.confirm.decision', defaultMessage: '提交审批意见' },
  confirmReply: { id: 'complaintHandling.confirm.reply', defaultMessage: '提交答复' },
  confirmReview: { id: 'complaintHandling.confirm.review', defaultMessage: '提交审核结果' },

  // what the screen says once done
  doneAccept: { id: 'complaintHandling.done.accept', defaultMessage: '已受理并分派' },
  doneReject: { id: 'complaintHandling.done.reject', defaultMessage: '已决定不予受理' },
  doneSign: { id: 'complaintHandling.done.sign', defaultMessage: '已签收，请按期答复' },
  doneContact: { id: 'complaintHandling.done.contact', defaultMessage: '已记录联系情况' },
  doneExtension: { id: 'complaintHandling.done.extension', defaultMessage: '已提交延期申请' },
  doneDecision: { id: 'complaintHandling.done.decision', defaultMessage: '已审批延期申请' },
  doneReply: { id: 'complaintHandling.done.reply', defaultMessage: '已提交答复' },
  doneReview: { id: 'complaintHandling.done.review', defaultMessage: '已提交审核结果' },

  // the fields
  department: { id: 'complaintHandling.field.department', defaultMessage: '承办部门' },
  departmentHint: {
    id: 'complaintHandling.field.departmentHint',
    defaultMessage: '已按投诉涉及的检查预选，可改为其他部门或由本处自行办理。',
  },
  supervisionOffice: { id: 'complaintHandling.field.supervisionOffice', defaultMessage: '执法监督处' },
  ownOffice: { id: 'complaintHandling.field.ownOffice', defaultMessage: '{name}（本处自行办理）' },
  noteOptional: { id: 'complaintHandling.field.noteOptional', defaultMessage: '说明（选填）' },
  rejectReason: { id: 'complaintHandling.field.rejectReason', defaultMessage: '不予受理的理由' },
  duplicateOf: { id: 'complaintHandling.field.duplicateOf', defaultMessage: '重复的投诉编号' },
  duplicateOfHint: { id: 'complaintHandling.field.duplicateOfHint', defaultMessage: '如 TS20260312001' },
  rejectNote: { id: 'complaintHandling.field.rejectNote', defaultMessage: '告知投诉人的说明' },
  signIntro: {
    id: 'complaintHandling.field.signIntro',
    defaultMessage: '签收后由您负责办理并答复；投诉人同意联系的，须在 24 小时内联系。',
  },
  contactNote: { id: 'complaintHandling.field.contactNote', defaultMessage: '通话记录' },
  contactNoteHint: {
    id: 'complaintHandling.field.contactNoteHint',
    defaultMessage: '何时、与谁通话，了解到的情况',
  },
  workingDays: { id: 'complaintHandling.field.workingDays', defaultMessage: '延长的工作日数（1–{max}）' },
  workingDaysInvalid: {
    id: 'complaintHandling.field.workingDaysInvalid',
    defaultMessage: '请输入上述范围内的整数',
  },
  extensionReason: { id: 'complaintHandling.field.extensionReason', defaultMessage: '延期理由' },
  extensionOnce: {
    id: 'complaintHandling.field.extensionOnce',
    defaultMessage: '每件投诉只能申请一次延期，由执法监督处审批，批准后告知投诉人。',
  },
  decision: { id: 'complaintHandling.field.decision', defaultMessage: '审批意见' },
  approve: { id: 'complaintHandling.field.approve', defaultMessage: '批准延期' },
  refuse: { id: 'complaintHandling.field.refuse', defaultMessage: '不批准' },
  requested: {
    id: 'complaintHandling.field.requested',
    defaultMessage: '申请延长 {days} 个工作日，理由：{reason}',
  },
  findings: { id: 'complaintHandling.field.findings', defaultMessage: '调查核实情况' },
  measures: { id: 'complaintHandling.field.measures', defaultMessage: '处理措施' },
  replyEscalated: {
    id: 'complaintHandling.field.replyEscalated',
    defaultMessage: '此投诉已升级，答复将直接送达投诉人，无需再经审核。',
  },
  reviewDecision: { id: 'complaintHandling.field.reviewDecision', defaultMessage: '审核结果' },
  resolve: { id: 'complaintHandling.field.resolve', defaultMessage: '通过，答复投诉人' },
  sendBack: { id: 'complaintHandling.field.sendBack', defaultMessage: '退回重新办理' },
  sendBackReason: { id: 'complaintHandling.field.sendBackReason', defaultMessage: '退回理由' },
  reviewNote: { id: 'complaintHandling.field.reviewNote', defaultMessage: '审核意见（选填）' },
});
