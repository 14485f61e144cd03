import type { ServerMessages } from './server-messages';
import { NOT_LOGGED_IN_MESSAGES } from '../../contract/envelope';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../contract/locales';
import { analysisMessages } from '../modules/analysis/analysis-messages';
import { appointmentMessages } from '../modules/appointments/appointments-messages';
import { complaintMessages } from '../modules/complaints/complaints-messages';
import { documentMessages } from '../modules/documents/documents-messages';
import { enterpriseMessages } from '../modules/enterprises/enterprises-messages';
import { approvalMessages } from '../modules/inspection-approvals/approvals-messages';
import { messageCenterMessages } from '../modules/messages/messages-messages';
import { noticeMessages } from '../modules/notices/notices-messages';
import { photoMessages } from '../modules/photos/photos-messages';
import { planMessages } from '../modules/plans/plans-messages';
import { registrationMessages } from '../modules/registrations/registrations-messages';
import { sessionMessages } from '../modules/session/session-messages';
import { settingMessages } from '../modules/settings/settings-messages';
import { shopMessages } from '../modules/shop/shop-messages';
import { supervisionCodeMessages } from '../modules/supervision-codes/supervision-codes-messages';
import { szyMessages } from '../modules/szy-platform/szy-messages';
import { visitMessages } from '../modules/visits/visits-messages';

/** The request's language: the first `accept-language` tag we speak, else zh. */
export function localeOf(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LOCALE;
  for (const part of value.split(',')) {
    const locale = toLocale(part.trim());
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

const commonTexts = {
  ok: { zh: 'ok', en: 'ok' },
  notLoggedIn: NOT_LOGGED_IN_MESSAGES,
  tokenExpired: { zh: '登录已过期，请重新登录', en: 'Your login has expired, please log in again' },
  forbidden: { zh: '无权限访问', en: 'No permission' },
  notFound: { zh: '请求的接口不存在', en: 'The requested resource does not exist' },
  serverBusy: { zh: '服务器繁忙，请稍后再试', en: 'The server is busy, please try again later' },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  bodyTooLarge: { zh: '请求内容过大', en: 'The request body is too large' },
  malformedBody: { zh: '请求内容格式错误', en: 'The request body is malformed' },
  unsupportedMediaType: { zh: '不支持的请求内容类型', en: 'Unsupported content type' },
  unavailable: { zh: '服务暂不可用', en: 'Service unavailable' },
  reasonInvalid: { zh: '取值无效', en: 'is invalid' },
  reasonRequired: { zh: '为必填项', en: 'is required' },
  reasonEndBeforeStart: { zh: '不能早于开始时间', en: 'must not be before the start time' },
  reasonInFuture: { zh: '不能晚于当前时间', en: 'must not be in the future' },
  reasonUnsafeText: {
    zh: '含有不允许的字符（空字符或不成对的代理字符）',
    en: 'contains a character that is not allowed (NUL or an unpaired surrogate)',
  },
  reasonTooDeep: { zh: '嵌套层级过深', en: 'is nested too deeply' },
  malformedMultipart: {
    zh: '上传内容格式错误，请重新选择文件上传',
    en: 'The upload is malformed; choose the file and upload it again',
  },
  badUrl: { zh: '请求地址格式错误', en: 'The request address is malformed' },
  methodNotAllowed: { zh: '不支持的请求方法', en: 'The request method is not supported' },
} satisfies ServerMessages;

/** Every message the server can send: the common ones and each module's own. */
const texts = {
  ...commonTexts,
  ...sessionMessages,
  ...enterpriseMessages,
  ...supervisionCodeMessages,
  ...registrationMessages,
  ...approvalMessages,
  ...visitMessages,
  ...noticeMessages,
  ...planMessages,
  ...messageCenterMessages,
  ...complaintMessages,
  ...szyMessages,
  ...appointmentMessages,
  ...shopMessages,
  ...photoMessages,
  ...documentMessages,
  ...analysisMessages,
  ...settingMessages,
};

export type MessageKey = keyof typeof texts;

/** A stored name or text in the reader's language, from its zh and en columns. */
export function inLocale(locale: Locale, zh: string, en: string | null | undefined): string {
  return locale === 'en' && en ? en : zh;
}

export function t(key: MessageKey, locale: Locale): string {
  return texts[key][locale];
}

const typeNames: Record<string, Record<Locale, string>> = {
  string: { zh: '字符串', en: 'a string' },
  number: { zh: '数字', en: 'a number' },
  boolean: { zh: '布尔值', en: 'a boolean' },
  object: { zh: '对象', en: 'an object' },
  array: { zh: '数组', en: 'an array' },
};

export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'type'; expected: string }
  | { kind: 'tooLong'; max: number }
  | { kind: 'tooShort'; min: number }
  | { kind: 'format'; format: string | undefined }
  | { kind: 'unknownField' }
  | { kind: 'oneOf'; values: string[] }
  | { kind: 'dateRange' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'duplicate' }
  | { kind: 'invalid' };

export function fieldReason(problem: FieldProblem, locale: Locale): string {
  const zh = locale === 'zh';
  switch (problem.kind) {
    case 'required':
      return zh ? '为必填项' : 'is required';
    case 'type': {
      const name = typeNames[problem.expected]?.[locale] ?? problem.expected;
      return zh ? `类型错误，应为${name}` : `must be ${name}`;
    }
    case 'tooLong':
      return zh ? `长度不能超过 ${problem.max} 个字符` : `must be at most ${problem.max} characters`;
    case 'tooShort':
      return problem.min <= 1
        ? zh
          ? '不能为空'
          : 'must not be empty'
        : zh
          ? `长度不能少于 ${problem.min} 个字符`
          : `must be at least ${problem.min} characters`;
    case 'format':
      if (problem.format === 'mobile') return zh ? '请输入有效的手机号码' : 'must be a valid mobile number';
      if (problem.format === 'phone') return zh ? '请输入有效的电话号码' : 'must be a valid phone number';
      return zh ? '格式不正确' : 'has an invalid format';
    case 'unknownField':
      return zh ? '是不支持的字段' : 'is not an allowed field';
    case 'oneOf':
      return zh
        ? `取值无效，可选：${problem.values.join('、')}`
        : `must be one of: ${problem.values.join(', ')}`;
    case 'dateRange':
      return zh ? '日期超出允许范围（2000—2099年）' : 'must be a date from 2000 to 2099';
    case 'tooMany':
      return zh ? `不能超过 ${problem.max} 项` : `must have at most ${problem.max} items`;
    case 'duplicate':
      return zh ? '不能包含重复项' : 'must not list the same item twice';
    case 'invalid':
      return zh ? '取值无效' : 'is invalid';
  }
}

export function validationSummary(field: string, reason: string, locale: Locale): string {
  return locale === 'zh' ? `参数校验失败：${field} ${reason}` : `Invalid request: ${field} ${reason}`;
}
