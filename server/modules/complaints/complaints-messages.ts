import { dateText, dateTimeText, DAY_MS, startOfDate } from '../../../contract/city-calendar';
import type { ComplaintState, ComplaintStep } from '../../../contract/complaints/rules';
import type { Locale } from '../../../contract/locales';
import type { ServerMessages } from '../../http/server-messages';
import type { MessageTexts } from '../messages';

export const complaintMessages = {
  complaintNotFound: { zh: '未找到该投诉', en: 'No such complaint' },
  complaintVersionConflict: {
    zh: '该投诉已有新的进展，请刷新后重试',
    en: 'This complaint has changed meanwhile; reload it and try again',
  },
  complaintWrongState: {
    zh: '该投诉当前的状态不允许此操作',
    en: 'This cannot be done to the complaint in its current state',
  },
  complaintNotComplainant: {
    zh: '只有投诉企业可以进行此操作',
    en: 'Only the complaining enterprise may do this',
  },
  complaintNotSupervisor: {
    zh: '只有执法监督机构可以进行此操作',
    en: 'Only the enforcement supervision office may do this',
  },
  complaintNotYourDepartment: {
    zh: '该投诉未交由您所在的部门办理',
    en: 'This complaint is not assigned to your department',
  },
  complaintHandledBefore: {
    zh: '您已办理过该投诉，重新办理须由其他人员签收',
    en: 'You handled this complaint before; another officer must sign for it now',
  },
  complaintHeadOnly: {
    zh: '该投诉已提级办理，须由部门负责人签收',
    en: 'This complaint was escalated; only the head of the department may sign for it',
  },
  complaintRecused: {
    zh: '您参与了该投诉所涉的检查或被投诉点名，须回避：不能签收、办理或查看投诉人信息',
    en: 'You took part in the inspection this complaint is about or are named in it, so you must recuse yourself: you may not sign for it, handle it or see who complained',
  },
  complaintOwnWork: {
    zh: '不能审批或审核自己办理的投诉，请由其他监督人员处理',
    en: 'You cannot approve or review a complaint you handle yourself; another supervisor must',
  },
  complaintNotHandler: {
    zh: '只有签收该投诉的办理人可以进行此操作',
    en: 'Only the officer who signed for this complaint may do this',
  },
  complaintContactNotAllowed: {
    zh: '投诉人未同意被联系',
    en: 'The complainant did not agree to be contacted',
  },
  complaintContactedAlready: {
    zh: '已记录联系投诉人',
    en: 'Contact with the complainant is already recorded',
  },
  complaintExtensionUsed: {
    zh: '该投诉已申请过延期（每件投诉限一次）',
    en: 'An extension was already requested for this complaint (one per complaint)',
  },
  complaintNoExtensionRequest: {
    zh: '该投诉没有待审批的延期申请',
    en: 'This complaint has no extension request to decide',
  },
  complaintNeedsEnterprise: {
    zh: '请先绑定企业后再提交投诉',
    en: 'Link your account to an enterprise before lodging a complaint',
  },
  complaintRegistrationNotFound: { zh: '未找到该检查记录', en: 'No such inspection record' },
  complaintNoticeNotFound: { zh: '未找到该检查通知书', en: 'No such inspection notice' },
  reasonComplaintPhotoUnknown: {
    zh: '含有不存在、已被使用或不是本人上传的照片',
    en: 'contains a photo that is unknown, already used, or not uploaded by you',
  },
  reasonComplaintDepartmentUnknown: {
    zh: '不是可办理投诉的部门',
    en: 'is not a department that can handle complaints',
  },
  reasonComplaintSameDepartment: {
    zh: '是该投诉现在的承办部门，请选择其他部门',
    en: 'is the department it is assigned to now; choose another one',
  },
  reasonComplaintUnknown: { zh: '投诉编号不存在', en: 'is not a known complaint number' },
  reasonExtensionTooLong: { zh: '超过可延期的工作日数', en: 'exceeds the working days an extension may add' },
} satisfies ServerMessages;

type Texts = Record<Locale, MessageTexts>;
const both = (zh: MessageTexts, en: MessageTexts): Texts => ({ zh, en });

/** A deadline at a city midnight is "by the end of" the day before; any other instant is shown as it is. */
export function dueText(due: Date, locale: Locale): string {
  const lastDay = dateText(new Date(due.getTime() - 1));
  if (startOfDate(lastDay).getTime() + DAY_MS !== due.getTime()) return dateTimeText(due);
  return locale === 'zh' ? `${lastDay} 24:00 前` : `the end of ${lastDay}`;
}

export const STATE_NAMES: Record<ComplaintState, Record<Locale, string>> = {
  submitted: { zh: '待受理', en: 'awaiting acceptance' },
  assigned: { zh: '待签收', en: 'assigned, awaiting signature' },
  handling: { zh: '办理中', en: 'being handled' },
  reviewing: { zh: '答复审核中', en: 'reply under review' },
  replied: { zh: '已答复', en: 'replied' },
  resolved: { zh: '已办结', en: 'resolved' },
  notAccepted: { zh: '不予受理', en: 'not accepted' },
  duplicate: { zh: '重复投诉', en: 'duplicate' },
  withdrawn: { zh: '已撤回', en: 'withdrawn' },
};

export const STEP_NAMES: Record<ComplaintStep, Record<Locale, string>> = {
  accept: { zh: '受理', en: 'acceptance' },
  sign: { zh: '签收', en: 'signature' },
  contact: { zh: '联系投诉人', en: 'contacting the complainant' },
  reply: { zh: '答复', en: 'reply' },
  review: { zh: '答复审核', en: 'review of the reply' },
  rate: { zh: '评价', en: 'rating' },
};

/** What the complainant is told; `due` is the next deadline when there is one. */
export type UpdateNews =
  | { kind: 'state'; state: ComplaintState; due: Date | null }
  | { kind: 'reopened'; escalated: boolean }
  | { kind: 'reassigned'; names: Record<Locale, string>; due: Date | null }
  | { kind: 'closedAfterEscalation' }
  | { kind: 'closedUnrated' }
  | { kind: 'extended'; workingDays: number; due: Date };

export function complaintUpdatedTexts(number: string, news: UpdateNews): Texts {
  const zhTitle = `投诉 ${number} 有新进展`;
  const enTitle = `News on complaint ${number}`;
  switch (news.kind) {
    case 'state': {
      const state = STATE_NAMES[news.state];
      const dueZh = news.due ? `，下一期限：${dueText(news.due, 'zh')}` : '';
      const dueEn = news.due ? `; next deadline: ${dueText(news.due, 'en')}` : '';
      const rateZh = news.state === 'replied' ? '请查看答复并评价' : '';
      const rateEn = news.state === 'replied' ? ' Read the reply and rate it.' : '';
      return both(
        { title: zhTitle, body: `当前状态：${state.zh}${dueZh}。${rateZh}` },
        { title: enTitle, body: `It is now ${state.en}${dueEn}.${rateEn}` },
      );
    }
    case 'reopened':
      return both(
        {
          title: zhTitle,
          body: news.escalated
            ? '因对处理结果不满意，投诉已提级由执法监督处负责人重新办理。'
            : '因对处理结果不满意，投诉已重新交由部门的其他人员办理。',
        },
        {
          title: enTitle,
          body: news.escalated
            ? 'Rated unsatisfactory, it goes to the head of the supervision office to be handled again.'
            : 'Rated unsatisfactory, it goes back to the department to be handled again by someone else.',
        },
      );
    case 'reassigned': {
      const dueZh = news.due ? `，签收期限：${dueText(news.due, 'zh')}` : '';
      const dueEn = news.due ? `; to be signed for by ${dueText(news.due, 'en')}` : '';
      return both(
        { title: zhTitle, body: `投诉已改派至${news.names.zh}办理${dueZh}。` },
        { title: enTitle, body: `It was reassigned to the ${news.names.en} to handle${dueEn}.` },
      );
    }
    case 'closedAfterEscalation':
      return both(
        {
          title: zhTitle,
          body: '提级办理后的答复仍不满意，投诉已办结并保留评价；如有异议可依法申请行政复议或提起行政诉讼。',
        },
        {
          title: enTitle,
          body: 'The escalated reply was rated unsatisfactory: the complaint is closed with your rating kept. You may apply for administrative reconsideration or bring an administrative lawsuit.',
        },
      );
    case 'closedUnrated':
      return both(
        { title: zhTitle, body: '答复后未在评价期限内评价，投诉已自动办结。' },
        { title: enTitle, body: 'The reply was not rated in time; the complaint is now closed as resolved.' },
      );
    case 'extended':
      return both(
        {
          title: zhTitle,
          body: `办理期限已延长 ${news.workingDays} 个工作日，答复期限：${dueText(news.due, 'zh')}。`,
        },
        {
          title: enTitle,
          body: `The handling time was extended by ${news.workingDays} working days; reply due by ${dueText(news.due, 'en')}.`,
        },
      );
  }
}

/** What an officer is asked to do. */
export type ActionAsk =
  | { kind: 'accept' | 'sign' | 'review' | 'decideExtension'; due: Date | null }
  | { kind: 'extensionDecided'; approved: boolean; due: Date }
  | { kind: 'sentBack'; reason: string; due: Date }
  | { kind: 'noSigner'; names: Record<Locale, string>; due: Date | null }
  | { kind: 'information' };

export function complaintActionTexts(number: string, ask: ActionAsk): Texts {
  const zhDue = 'due' in ask && ask.due ? `，期限：${dueText(ask.due, 'zh')}` : '';
  const enDue = 'due' in ask && ask.due ? `, due by ${dueText(ask.due, 'en')}` : '';
  const line = (zh: string, en: string) =>
    both(
      { title: `投诉 ${number}：${zh}`, body: `${zh}${zhDue}。` },
      { title: `Complaint ${number}: ${en}`, body: `${en}${enDue}.` },
    );
  switch (ask.kind) {
    case 'accept':
      return line('新投诉待受理', 'A new complaint to accept');
    case 'sign':
      return line('已交由本部门办理，待签收', 'Assigned to your department, to sign for');
    case 'review':
      return line('办理部门已答复，待审核', 'The department replied; review the reply');
    case 'decideExtension':
      return line('办理人申请延期，待审批', 'The handler asks for an extension');
    case 'extensionDecided':
      return ask.approved
        ? line('延期申请已批准', 'The extension was approved')
        : line('延期申请未获批准', 'The extension was refused');
    case 'sentBack':
      return both(
        { title: `投诉 ${number}：答复被退回`, body: `退回原因：${ask.reason}${zhDue}。` },
        { title: `Complaint ${number}: reply sent back`, body: `Reason: ${ask.reason}${enDue}.` },
      );
    case 'noSigner':
      return both(
        {
          title: `投诉 ${number}：${ask.names.zh}无人可签收，请改派`,
          body: `${ask.names.zh}的人员均须回避或已办理过该投诉，请改派其他部门${zhDue}。`,
        },
        {
          title: `Complaint ${number}: nobody at ${ask.names.en} may sign for it; reassign it`,
          body: `Everyone at ${ask.names.en} is recused or handled it before; reassign it to another department${enDue}.`,
        },
      );
    case 'information':
      return line('投诉人补充了材料', 'The complainant added information');
  }
}

export function complaintReminderTexts(number: string, step: ComplaintStep, due: Date): Texts {
  const name = STEP_NAMES[step];
  return both(
    { title: `投诉 ${number} 即将到期`, body: `${name.zh}期限：${dueText(due, 'zh')}，请及时办理。` },
    {
      title: `Complaint ${number} is due soon`,
      body: `The ${name.en} is due by ${dueText(due, 'en')}.`,
    },
  );
}

export function complaintOverdueTexts(
  number: string,
  step: ComplaintStep,
  department: Record<Locale, string> | null,
  due: Date,
): Texts {
  const name = STEP_NAMES[step];
  return both(
    {
      title: `投诉 ${number} 已超期`,
      body: `${department ? `${department.zh}的` : ''}${name.zh}已超过期限（${dueText(due, 'zh')}）。`,
    },
    {
      title: `Complaint ${number} is overdue`,
      body: `The ${name.en}${department ? ` owed by ${department.en}` : ''} missed its deadline (${dueText(due, 'en')}).`,
    },
  );
}
