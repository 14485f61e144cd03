import type {
  AppointmentKind,
  AppointmentPeriod,
  AppointmentState,
} from '../../../contract/appointments/rules';
import type { AppointmentSlot } from '../../../contract/appointments/schemas';
import type { Locale } from '../../../contract/locales';
import type { ServerMessages } from '../../http/server-messages';
import type { MessageTexts } from '../messages';

export const appointmentMessages = {
  appointmentNotFound: { zh: '未找到该预约', en: 'No such appointment' },
  appointmentVersionConflict: {
    zh: '该预约已有新的进展，请刷新后重试',
    en: 'This appointment has changed meanwhile; reload it and try again',
  },
  appointmentWrongState: {
    zh: '该预约当前的状态不允许此操作',
    en: 'This cannot be done to the appointment in its current state',
  },
  appointmentNeedsEnterprise: {
    zh: '请先登记企业，再预约执法部门上门',
    en: 'Register your enterprise before booking a visit',
  },
  appointmentKindNotOffered: {
    zh: '该部门不受理此类预约',
    en: 'This department does not take this kind of appointment',
  },
  appointmentSlotUnavailable: {
    zh: '所选时段未开放或已约满，请重新选择',
    en: 'A chosen time is not open or is fully booked; choose again',
  },
  appointmentDayFull: {
    zh: '该日预约已满，请另选时间',
    en: 'That day is fully booked; choose another time',
  },
  appointmentRecheckNeedsRegistration: {
    zh: '复查预约须关联本部门对本企业的一次检查登记',
    en: 'A re-check must follow up one of this department’s inspections of your enterprise',
  },
  appointmentOfficersTooFew: {
    zh: '请指派本部门持证执法人员：复查和许可核查至少 2 名，指导服务至少 1 名',
    en: 'Assign certified officers of your department: at least 2 for a re-check or licensing visit, 1 for guidance',
  },
  appointmentNotRelaunchable: {
    zh: '只有已拒绝、已取消或已过期的预约可以重新预约',
    en: 'Only a declined, cancelled or expired appointment can be booked again',
  },
  reasonAppointmentPhotoUnknown: {
    zh: '含有不存在、已被使用或不是本人上传的照片',
    en: 'contains a photo that is unknown, already used, or not uploaded by you',
  },
  appointmentAlreadyRated: { zh: '该预约已评价', en: 'This appointment was rated already' },
  appointmentHeadOnly: {
    zh: '只有部门负责人可以设置预约时段',
    en: 'Only the head of the department can set its appointment times',
  },
  appointmentNotToday: {
    zh: '该预约不在今天，不能据此登记',
    en: 'This appointment is not today; it cannot be registered against',
  },
  appointmentRegistrationMismatch: {
    zh: '登记的企业、部门或检查类型与预约不符',
    en: 'The enterprise, department or type of this registration does not match the appointment',
  },
} satisfies ServerMessages;

const KIND_NAMES: Record<AppointmentKind, [string, string]> = {
  recheck: ['整改复查', 're-check'],
  guidance: ['指导服务', 'guidance visit'],
  licensing: ['许可核查', 'licensing visit'],
};
const PERIOD_NAMES: Record<AppointmentPeriod, [string, string]> = {
  morning: ['上午', 'morning'],
  afternoon: ['下午', 'afternoon'],
};

export function slotText(slot: AppointmentSlot | null, locale: Locale): string {
  if (!slot) return '';
  const [zh, en] = PERIOD_NAMES[slot.period];
  return locale === 'zh' ? `${slot.date} ${zh}` : `${slot.date} (${en})`;
}

/** What the enterprise is told when its appointment changes. */
export type AppointmentNews =
  | { kind: 'state'; state: AppointmentState; slot: AppointmentSlot | null; reason: string | null }
  | { kind: 'proposed'; slot: AppointmentSlot; note: string | null }
  | { kind: 'officers'; names: string[]; slot: AppointmentSlot | null };

const STATE_NEWS: Partial<Record<AppointmentState, [string, string]>> = {
  confirmed: ['已确认', 'confirmed'],
  declined: ['未被受理', 'declined'],
  cancelled: ['已取消', 'cancelled'],
  completed: ['已完成', 'completed'],
  expired: ['已过期', 'expired'],
  requested: ['已提交', 'submitted'],
};

export function appointmentUpdatedTexts(
  number: string,
  kind: AppointmentKind,
  news: AppointmentNews,
): Record<Locale, MessageTexts> {
  const [kindZh, kindEn] = KIND_NAMES[kind];
  if (news.kind === 'proposed') {
    return {
      zh: {
        title: `预约 ${number} 有新的时间建议`,
        body: `执法部门建议改为 ${slotText(news.slot, 'zh')}${news.note ? `：${news.note}` : ''}。请接受或拒绝。`,
      },
      en: {
        title: `A new time is proposed for appointment ${number}`,
        body: `The department proposes ${slotText(news.slot, 'en')}${news.note ? `: ${news.note}` : ''}. Accept or decline it.`,
      },
    };
  }
  if (news.kind === 'officers') {
    return {
      zh: {
        title: `预约 ${number} 上门人员已确定`,
        body: `上门人员已确定：${news.names.join('、')}${news.slot ? `（${slotText(news.slot, 'zh')}）` : ''}。`,
      },
      en: {
        title: `Appointment ${number}: the officers coming are named`,
        body: `The officers coming: ${news.names.join(', ')}${news.slot ? ` (${slotText(news.slot, 'en')})` : ''}.`,
      },
    };
  }
  const [stateZh, stateEn] = STATE_NEWS[news.state] ?? [news.state, news.state];
  const when = news.slot
    ? { zh: `，时间 ${slotText(news.slot, 'zh')}`, en: `, on ${slotText(news.slot, 'en')}` }
    : null;
  return {
    zh: {
      title: `${kindZh}预约 ${number} ${stateZh}`,
      body: `您的${kindZh}预约${stateZh}${when?.zh ?? ''}${news.reason ? `。原因：${news.reason}` : '。'}`,
    },
    en: {
      title: `Appointment ${number} ${stateEn}`,
      body: `Your ${kindEn} was ${stateEn}${when?.en ?? ''}${news.reason ? `. Reason: ${news.reason}` : '.'}`,
    },
  };
}

/** What the department's officers are asked. */
export type AppointmentAsk = 'answer' | 'changed' | 'proposalDeclined' | 'proposalAccepted' | 'cancelled';

const ASKS: Record<AppointmentAsk, [string, string]> = {
  answer: ['新的预约请待答复', 'A new appointment request awaits an answer'],
  changed: ['预约请求已修改，请重新查看', 'An appointment request was changed; look at it again'],
  proposalDeclined: [
    '企业未接受建议时间，请重新答复',
    'The enterprise declined the proposed time; answer again',
  ],
  proposalAccepted: [
    '企业已接受建议时间，预约已确认',
    'The enterprise accepted the proposed time; it is confirmed',
  ],
  cancelled: ['企业已取消预约', 'The enterprise cancelled the appointment'],
};

export function appointmentActionTexts(
  number: string,
  enterpriseName: string,
  ask: AppointmentAsk,
): Record<Locale, MessageTexts> {
  const [zh, en] = ASKS[ask];
  return {
    zh: { title: `预约 ${number}：${zh}`, body: `${enterpriseName}：${zh}` },
    en: { title: `Appointment ${number}: ${en}`, body: `${enterpriseName}: ${en}` },
  };
}
