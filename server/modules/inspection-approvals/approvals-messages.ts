import type { ServerMessages } from '../../http/server-messages';

export const approvalMessages = {
  approvalNotFound: { zh: '未找到该事先批准申请', en: 'No such request for prior approval' },
  approvalVersionConflict: {
    zh: '该申请已被他人处理，请刷新后重试',
    en: 'This request was changed by someone else; reload and try again',
  },
  approvalNotOpen: {
    zh: '该申请已处理，不能再次审批',
    en: 'This request has already been decided',
  },
  approvalOwnRequest: {
    zh: '不能审批本人提出的申请，须由本部门其他负责人审批',
    en: 'You cannot decide your own request: another head of your department must',
  },
  approvalHeadOnly: {
    zh: '只有本部门负责人可以审批',
    en: 'Only a head of the department may decide',
  },
  approvalNotWithdrawable: {
    zh: '只能撤回本人提出、尚未使用的申请',
    en: 'Only your own request, not yet used, can be withdrawn',
  },
  approvalWindowInvalid: {
    zh: '有效期须从今天或之后开始、结束不早于开始，且不超过30天（开始日期最晚为30天后）',
    en: 'The window must start today or later (at most 30 days ahead), end no earlier than it starts, and last at most 30 days',
  },
  approvalRefusalNote: {
    zh: '不予批准时须说明理由',
    en: 'Give the reason when refusing',
  },
  approvalNotUsable: {
    zh: '所选事先批准不可用：须为本部门对该企业已批准、未使用、在有效期内且包含所查事项的批准',
    en: 'The prior approval cannot be used: it must be an approval of your department for this enterprise, unused, valid today and cover the items checked',
  },
} satisfies ServerMessages;
