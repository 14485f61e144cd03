/**
 * A timeline line's note is stored as the facts of its action (JSON) and put into words when read, so each reader
 * sees it in their own language; free text the users typed stays as typed.
 */
import { STEP_NAMES } from './complaints-messages';
import type { ComplaintEventRow } from './complaints-queries';
import { isDissatisfied, type RejectReason } from '../../../contract/complaints/rules';
import type { Locale } from '../../../contract/locales';

export type EventNote =
  | { note: string }
  | { departmentCode: string; note: string }
  | { reason: RejectReason; duplicateOf: string | null; note: string }
  | { workingDays: number; reason: string }
  | { approve: boolean; workingDays: number; note: string }
  | { findings: string; measures: string }
  | { level: number; comment: string; reopenedTo?: string; escalated?: boolean }
  | { noticeToken: string };

export const noteText = (note: EventNote | null) => (note ? JSON.stringify(note) : null);

type Names = (code: string | null) => string;

const REJECT_REASONS: Record<RejectReason, Record<Locale, string>> = {
  outOfScope: { zh: '不属于受理范围', en: 'Out of scope' },
  insufficientInformation: { zh: '材料不足，无法核查', en: 'Not enough information to look into' },
  duplicate: { zh: '重复投诉', en: 'Duplicate' },
};

const withNote = (text: string, note: string | undefined) => (note ? `${text}\n${note}` : text);

function parse(event: ComplaintEventRow): Record<string, unknown> | null {
  if (!event.note) return null;
  try {
    const value: unknown = JSON.parse(event.note);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return { note: event.note };
  }
}

/** The note of a timeline line in the reader's language. */
export function eventNote(event: ComplaintEventRow, locale: Locale, departmentName: Names): string | null {
  const zh = locale === 'zh';
  const facts = parse(event);
  const note = typeof facts?.note === 'string' && facts.note ? facts.note : undefined;
  switch (event.action) {
    case 'submit':
      return facts?.noticeToken
        ? `${zh ? '未能核验的检查通知书二维码：' : 'Inspection notice QR that did not verify: '}${facts.noticeToken}`
        : null;
    case 'accept': {
      const name = departmentName(String(facts?.departmentCode ?? ''));
      return withNote(zh ? `交由${name}办理` : `Assigned to ${name}`, note);
    }
    case 'reassign': {
      const name = departmentName(String(facts?.departmentCode ?? ''));
      return withNote(zh ? `改派至${name}办理` : `Reassigned to ${name}`, note);
    }
    case 'reject': {
      const reason = REJECT_REASONS[facts?.reason as RejectReason]?.[locale] ?? '';
      const of = facts?.duplicateOf
        ? zh
          ? `（与 ${facts.duplicateOf}）`
          : ` (of ${facts.duplicateOf})`
        : '';
      return withNote(`${reason}${of}`, note);
    }
    case 'requestExtension':
      return zh
        ? `申请延期 ${facts?.workingDays} 个工作日：${facts?.reason}`
        : `Asked for ${facts?.workingDays} more working days: ${facts?.reason}`;
    case 'decideExtension': {
      const decided = facts?.approve
        ? zh
          ? `同意延期 ${facts.workingDays} 个工作日`
          : `Extension of ${facts.workingDays} working days approved`
        : zh
          ? '不同意延期'
          : 'Extension refused';
      return withNote(decided, note);
    }
    case 'reply':
      return zh
        ? `查明情况：${facts?.findings}\n处理措施：${facts?.measures}`
        : `Findings: ${facts?.findings}\nMeasures taken: ${facts?.measures}`;
    case 'rate': {
      const level = Number(facts?.level);
      const verdict = isDissatisfied(level)
        ? zh
          ? '不满意'
          : 'unsatisfactory'
        : zh
          ? '满意'
          : 'satisfactory';
      const comment = typeof facts?.comment === 'string' && facts.comment ? facts.comment : undefined;
      const rated = withNote(zh ? `评价 ${level}/5（${verdict}）` : `Rated ${level}/5 (${verdict})`, comment);
      if (typeof facts?.reopenedTo !== 'string' || !facts.reopenedTo) return rated;
      const name = departmentName(facts.reopenedTo);
      const next = facts.escalated
        ? zh
          ? `投诉升级，交由${name}负责人办理`
          : `Escalated to the head of ${name}`
        : zh
          ? `重新交由${name}办理`
          : `Reopened: back to ${name}`;
      return `${rated}\n${next}`;
    }
    case 'overdue': {
      const step = event.step ? STEP_NAMES[event.step][locale] : '';
      const owing = event.departmentCode ? departmentName(event.departmentCode) : '';
      return zh ? `${owing}${step}超期` : `The ${step} owed by ${owing} is overdue`;
    }
    case 'close':
      return zh ? '答复后未在评价期限内评价，自动办结' : 'Not rated in time after the reply: closed';
    default:
      return note ?? null;
  }
}
