import { DEFAULT_LOCALE, toLocale, type Locale } from '../../contract/locales';
import { NOT_LOGGED_IN_MESSAGES } from '../../contract/envelope';

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

const texts = {
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
  loginFailed: { zh: '账号或密码错误', en: 'Account or password is wrong' },
  authCodeInvalid: { zh: '授权码无效或已过期', en: 'The auth code is invalid or has expired' },
  unknownTestAccount: { zh: '测试账号不存在', en: 'No such test account' },
  unavailable: { zh: '服务暂不可用', en: 'Service unavailable' },
  // supervision-code loop
  creditCodeTaken: {
    zh: '该统一社会信用代码已登记，请勿重复登记',
    en: 'This unified social credit code is already registered',
  },
  regionUnknown: {
    zh: '所选区域不存在，请重新选择',
    en: 'The selected region does not exist, please choose again',
  },
  alreadyHasEnterprise: { zh: '当前账号已绑定企业', en: 'This account already belongs to an enterprise' },
  noEnterprise: { zh: '当前账号尚未登记企业', en: 'This account has no enterprise yet' },
  codeInvalid: { zh: '二维码无效或已被篡改', en: 'This code is invalid or has been altered' },
  codeRevoked: {
    zh: '该监督码已作废，请企业出示最新的监督码',
    en: 'This code has been revoked; ask the enterprise for its current code',
  },
  enterpriseNotFound: { zh: '未找到该企业', en: 'No enterprise with this number' },
  scanNotFound: { zh: '未找到本人的该条扫码记录', en: 'No scan of yours with this id' },
  scanMismatch: {
    zh: '扫码记录与所选企业或用途不一致',
    en: 'The scan does not belong to this enterprise or purpose',
  },
  planInvalid: {
    zh: '所选检查计划无效：须为本部门已批准、在有效期内且包含该企业的计划',
    en: 'The plan is not valid: it must be an approved plan of your department, current, and target this enterprise',
  },
  officerNotListed: {
    zh: '登记人本人必须是检查执法人员之一',
    en: 'You must be one of the officers of this inspection',
  },
  officerUnknown: {
    zh: '执法证号不存在或不属于本部门的执法人员',
    en: 'A certificate number does not belong to an officer of your department',
  },
  officerDuplicate: { zh: '执法人员不能重复', en: 'An officer is listed twice' },
  backfillLimit: {
    zh: '检查开始已超过10天，超出补录期限，无法登记',
    en: 'This inspection started more than 10 days ago, beyond the 10-day back-fill limit',
  },
  photoInvalid: {
    zh: '照片不存在、已被使用或不是本人上传的',
    en: 'A photo is unknown, already used, or was not uploaded by you',
  },
  photoMissing: { zh: '请选择要上传的照片（字段 file）', en: 'Choose a photo to upload (field "file")' },
  photoTooLarge: { zh: '照片不能超过 5 MB', en: 'A photo must not be larger than 5 MB' },
  photoType: {
    zh: '仅支持 JPEG、PNG、WebP 格式的图片',
    en: 'Only JPEG, PNG and WebP images are accepted',
  },
  registrationNotFound: { zh: '未找到该检查登记', en: 'No such inspection registration' },
  editWindowClosed: {
    zh: '已超过登记后72小时的更正期限，无法修改',
    en: 'The 72-hour correction window after registration has passed',
  },
  versionConflict: {
    zh: '该登记已被他人修改，请刷新后重试',
    en: 'This registration was changed by someone else; reload and try again',
  },
  nothingChanged: { zh: '没有需要更正的内容', en: 'Nothing was changed' },
  evaluationClosed: {
    zh: '评价已超过首次评价后7天的修改期限',
    en: 'The evaluation can no longer be changed (7 days after the first evaluation)',
  },
  visitNotFound: { zh: '未找到该走访记录', en: 'No such visit' },
  reasonInvalid: { zh: '取值无效', en: 'is invalid' },
  reasonRequired: { zh: '为必填项', en: 'is required' },
  reasonLateRequired: {
    zh: '为必填项：检查开始已超过24小时，请说明补录原因',
    en: 'is required: the inspection started more than 24 hours ago, give the reason for the late registration',
  },
  reasonEndBeforeStart: { zh: '不能早于开始时间', en: 'must not be before the start time' },
  reasonInFuture: { zh: '不能晚于当前时间', en: 'must not be in the future' },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof texts;

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
    case 'invalid':
      return zh ? '取值无效' : 'is invalid';
  }
}

export function validationSummary(field: string, reason: string, locale: Locale): string {
  return locale === 'zh' ? `参数校验失败：${field} ${reason}` : `Invalid request: ${field} ${reason}`;
}
