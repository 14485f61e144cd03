import type { ServerMessages } from '../../http/server-messages';
import type { MessageTexts } from '../messages';

export const noticeMessages = {
  noticeNotFound: { zh: '未找到该检查通知书', en: 'No such inspection notice' },
  noticePlanNotFound: { zh: '未找到该执法计划', en: 'No such enforcement plan' },
  noticeNotOnPlan: {
    zh: '您不是该执法计划的检查人员，不能出示其检查通知书',
    en: 'You are not one of the officers of this plan, so you cannot show its inspection notice',
  },
  noticePlanNotApproved: {
    zh: '该执法计划尚未批准或已撤销，不能出示检查通知书',
    en: 'This plan is not approved (or was cancelled), so no inspection notice can be shown for it',
  },
  noticeOutsidePeriod: {
    zh: '今天不在该执法计划的检查期间内，不能出示检查通知书',
    en: 'Today is outside the period of this plan, so no inspection notice can be shown for it',
  },
  noticeNotATarget: {
    zh: '该企业不是本执法计划的检查对象',
    en: 'This enterprise is not a target of this plan',
  },
} satisfies ServerMessages;

export interface NoticeTextFacts {
  title: string;
  periodFrom: string;
  periodTo: string;
  department: { zh: string; en: string };
}

/** The message an enterprise's users receive with a notice: in advance of a plan, or at the door. */
export function noticeReceivedTexts(
  kind: 'advance' | 'door',
  facts: NoticeTextFacts,
): { zh: MessageTexts; en: MessageTexts } {
  const period = `${facts.periodFrom} ~ ${facts.periodTo}`;
  if (kind === 'advance')
    return {
      zh: {
        title: `行政检查通知书：${facts.title}`,
        body: `${facts.department.zh}将于 ${period} 对贵单位开展检查。请查看检查事项、执法依据和您的权利。`,
      },
      en: {
        title: `Inspection notice: ${facts.title}`,
        body: `${facts.department.en} will inspect your business between ${period}. See the items, the legal basis and your rights.`,
      },
    };
  return {
    zh: {
      title: `检查人员已到场：${facts.title}`,
      body: `${facts.department.zh}的执法人员正在贵单位开展检查。请打开通知书核验人员、任务和检查事项。`,
    },
    en: {
      title: `Officers at your door: ${facts.title}`,
      body: `Officers of ${facts.department.en} are inspecting your business now. Open the notice to verify the officers, the task and the items.`,
    },
  };
}
