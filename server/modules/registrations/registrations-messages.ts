import type { ServerMessages } from '../../http/server-messages';

export const registrationMessages = {
  emergencyReviewSupervisorOnly: {
    zh: '应急检查的事后审查由执法监督处负责',
    en: 'Emergency inspections are reviewed by the supervision office',
  },
  emergencyReviewOwnInspection: {
    zh: '您参与了这次检查，须回避，由执法监督处其他人员审查',
    en: 'You took part in this inspection: another member of the supervision office must review it',
  },
  emergencyReviewNotPending: {
    zh: '这次检查不是待审查的应急检查（可能已由他人审查），请刷新后查看',
    en: 'This is not an emergency inspection waiting for review (someone may have reviewed it); reload to see',
  },
  emergencyReviewNote: {
    zh: '认定不成立时须说明理由',
    en: 'Give the reasons when the emergency is not upheld',
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
  photoUnreadable: {
    zh: '图片文件已损坏或不是完整的 JPEG、PNG、WebP 图片',
    en: 'The file is damaged or not a complete JPEG, PNG or WebP image',
  },
  photoDimensions: {
    zh: '图片尺寸过大（每边不超过 16384 像素）',
    en: 'The image is too large (at most 16384 pixels per side)',
  },
  reasonTooShort: {
    zh: '距开始时间不足 1 分钟：一次检查至少 1 分钟',
    en: 'is less than a minute after the start: an inspection lasts at least a minute',
  },
  alreadyCheckedIn: {
    zh: '该扫码记录已签到，签到时间和地点不可更改；登记后72小时内可通过更正修改检查地点',
    en: 'This scan is already checked in; the check-in cannot change. Within 72 hours of registering, correct the place through a correction',
  },
  correctionLimit: {
    zh: '该登记的更正次数已达上限（20次），无法继续更正',
    en: 'This registration has reached the limit of 20 corrections',
  },
  reasonItemUnknown: {
    zh: '含有不在本部门公布的检查事项清单中的事项',
    en: "contains an item that is not in your department's published list of inspection items",
  },
  registrationNotFound: { zh: '未找到该检查登记', en: 'No such inspection registration' },
  correctionWindowClosed: {
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
  reasonLateRequired: {
    zh: '为必填项：检查开始已超过24小时，请说明补录原因',
    en: 'is required: the inspection started more than 24 hours ago, give the reason for the late registration',
  },
  overAnnualCap: {
    zh: '本部门今年对该企业的检查已达年度上限，不能再登记常规或触发检查。超出上限的检查须为法定例外情形（投诉举报、其他机关移送、企业申请、许可核查、整改复查、紧急重大风险），或事先经本部门负责人批准',
    en: "Your department has reached this year's cap of inspections of this enterprise. Beyond it, an inspection must be an excepted kind (complaint or report, referral, the enterprise's request, licence check, re-check of a rectification, emergency) or approved in advance by your department head",
  },
  overDaily: {
    zh: '该企业今天已被检查，超出每日频次。再次检查须为法定例外情形，或事先经本部门负责人批准',
    en: 'This enterprise has already been inspected today, beyond the daily limit. Another inspection must be an excepted kind or approved in advance by your department head',
  },
  overWeekly: {
    zh: '该企业本周的检查已达频次上限。再次检查须为法定例外情形，或事先经本部门负责人批准',
    en: "This enterprise has reached this week's limit of inspections. Another must be an excepted kind or approved in advance by your department head",
  },
  overMonthly: {
    zh: '该企业本月的检查已达频次上限。再次检查须为法定例外情形，或事先经本部门负责人批准',
    en: "This enterprise has reached this month's limit of inspections. Another must be an excepted kind or approved in advance by your department head",
  },
  reasonAppointmentRequired: {
    zh: '为企业申请的检查须从企业的预约进入登记',
    en: "an inspection at the enterprise's request is registered from its appointment",
  },
  reasonComplaintReference: {
    zh: '须为本平台针对该企业的投诉编号，或以12345开头的热线工单号',
    en: 'must be the number of a complaint of this service about this enterprise, or a 12345 hotline ticket',
  },
  reasonRecheckReference: {
    zh: '须为本部门此前对该企业发现问题的检查登记编号',
    en: "must be the registration number of your department's earlier inspection of this enterprise that found problems",
  },
} satisfies ServerMessages;
