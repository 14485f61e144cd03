import type { Locale } from '../../../contract/locales';
import {
  PLAN_OFFICERS_MAX,
  PLAN_OFFICERS_MIN,
  PLAN_REDRAWS_MAX,
  PLAN_TARGETS_MAX,
} from '../../../contract/plans/rules';
import type { ServerMessages } from '../../http/server-messages';
import type { MessageTexts } from '../messages';

export const planMessages = {
  planNotFound: { zh: '未找到该执法计划', en: 'No such enforcement plan' },
  planVersionConflict: {
    zh: '该计划已被他人修改，请刷新后重试',
    en: 'This plan was changed by someone else; reload it and try again',
  },
  planWrongState: {
    zh: '该计划当前的状态不允许此操作',
    en: 'This plan cannot be changed this way in its current status',
  },
  planNotAuthor: {
    zh: '只有牵头部门的执法人员可以编辑、提交或撤销该计划',
    en: 'Only officers of the lead department may edit, submit or cancel this plan',
  },
  planNotApprover: {
    zh: '该计划不在等待您所在部门审批',
    en: 'This plan is not waiting for the approval of your department',
  },
  planTooLateToSubmit: {
    zh: '已过该计划的最晚审批日期（须在检查期间开始前规定的工作日内完成审批并告知企业），请调整检查期间后再提交',
    en: 'The last approval date of this plan has passed (it must be approved and announced the required working days before its period starts); change the period and submit again',
  },
  planTooLateToApprove: {
    zh: '已过该计划的最晚审批日期，无法批准，请退回并调整检查期间',
    en: 'The last approval date of this plan has passed; return it so the period can be changed',
  },
  planCompleted: { zh: '计划已完成，不能撤销', en: 'The plan is completed and can no longer be cancelled' },
  reasonPlanDepartmentUnknown: {
    zh: '含有不存在、不承担检查职责或重复的部门',
    en: 'contains a department that does not exist, does not inspect, or is the lead department',
  },
  reasonPlanTargetUnknown: { zh: '含有不存在的企业编号', en: 'contains an unknown enterprise number' },
  reasonPlanTargetsTooMany: {
    zh: `检查对象不能超过 ${PLAN_TARGETS_MAX} 家`,
    en: `must not exceed ${PLAN_TARGETS_MAX} enterprises`,
  },
  reasonPlanOfficerUnknown: {
    zh: '含有不存在、未持执法证或不属于参与部门的执法人员',
    en: 'contains someone who is not a certified officer of a department taking part',
  },
  reasonPlanOfficersTooFew: {
    zh: `至少需要 ${PLAN_OFFICERS_MIN} 名持证执法人员（含随机抽取的人员）`,
    en: `needs at least ${PLAN_OFFICERS_MIN} certified officers (drawn ones included)`,
  },
  reasonPlanOfficersTooMany: {
    zh: `执法人员不能超过 ${PLAN_OFFICERS_MAX} 名（含随机抽取的人员）`,
    en: `must not exceed ${PLAN_OFFICERS_MAX} officers (drawn ones included)`,
  },
  reasonPlanRegionUnknown: { zh: '区域不存在', en: 'is not a known district or street' },
  planNotRandom: {
    zh: '该计划不是随机抽取的计划，检查对象和执法人员已指定',
    en: 'This plan names its targets and officers; it has no random draw',
  },
  planRedrawLimit: {
    zh: `已抽取 ${PLAN_REDRAWS_MAX + 1} 次，不能再重新抽取；如确需调整，请撤销该计划`,
    en: `This plan was drawn ${PLAN_REDRAWS_MAX + 1} times and cannot be drawn again; cancel it if it must change`,
  },
  planNotDrawn: {
    zh: '请先按当前的检查事项和抽取设置进行随机抽取，再提交',
    en: 'Draw the targets and officers with the current items and settings before submitting',
  },
  planPoolTooSmall: {
    zh: '符合检查事项适用范围且未达年度检查上限的企业少于抽取数量，请减少抽取数量或扩大区域',
    en: "Fewer enterprises within the items' scope and under their annual cap than the number to draw; draw fewer or widen the area",
  },
  planOfficerPoolTooSmall: {
    zh: '本部门持证执法人员少于抽取人数',
    en: 'The department has fewer certified officers than the number to draw',
  },
  reasonPlanRandomNamed: {
    zh: '随机抽取的计划不能指定检查对象或执法人员（均由系统抽取，起草人也可能被抽中）',
    en: 'a random plan names no target or officer by hand (all are drawn; the drafter may be drawn like anyone)',
  },
  reasonPlanOfficerPoolTooSmall: {
    zh: '超过本部门持证执法人员人数',
    en: 'exceeds the number of certified officers of the department',
  },
  reasonPlanDrawnStaysRandom: {
    zh: '该计划已随机抽取，不能改为指定检查对象和执法人员',
    en: 'this plan has been drawn; it cannot switch to naming its targets and officers',
  },
  reasonRedrawNeedsReason: {
    zh: '重新抽取须说明原因，原因将向审批人展示',
    en: 'a redraw needs a reason; the approver sees it',
  },
} satisfies ServerMessages;

export interface PlanNoticeSubject {
  title: string;
  departmentName: Record<Locale, string>;
  periodFrom: string;
  periodTo: string;
}

type Texts = Record<Locale, MessageTexts>;

export function planSubmittedTexts(plan: PlanNoticeSubject, lastApprovalDate: string): Texts {
  const period = `${plan.periodFrom} ~ ${plan.periodTo}`;
  return {
    zh: {
      title: `待审批执法计划：${plan.title}`,
      body: `${plan.departmentName.zh}提交了执法计划（检查期间 ${period}），请于 ${lastApprovalDate} 前审批。`,
    },
    en: {
      title: `Plan to approve: ${plan.title}`,
      body: `${plan.departmentName.en} submitted a plan (period ${period}); approve it by ${lastApprovalDate}.`,
    },
  };
}

export function planApprovedTexts(plan: PlanNoticeSubject): Texts {
  const period = `${plan.periodFrom} ~ ${plan.periodTo}`;
  return {
    zh: {
      title: `执法计划已批准：${plan.title}`,
      body: `计划已批准，检查期间 ${period}；检查对象已收到行政检查通知书。`,
    },
    en: {
      title: `Plan approved: ${plan.title}`,
      body: `The plan is approved for ${period}; its target enterprises have received the inspection notice.`,
    },
  };
}

export function planReturnedTexts(plan: PlanNoticeSubject, reason: string): Texts {
  return {
    zh: { title: `执法计划被退回：${plan.title}`, body: `退回原因：${reason}` },
    en: { title: `Plan returned: ${plan.title}`, body: `Reason: ${reason}` },
  };
}

export function planCancelledTexts(plan: PlanNoticeSubject, reason: string | null): Texts {
  return {
    zh: {
      title: `执法计划已撤销：${plan.title}`,
      body: reason ? `撤销原因：${reason}` : '牵头部门已撤销该计划。',
    },
    en: {
      title: `Plan cancelled: ${plan.title}`,
      body: reason ? `Reason: ${reason}` : 'The lead department cancelled this plan.',
    },
  };
}
