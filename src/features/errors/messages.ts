import { defineMessages } from '../../lib/i18n/define-messages';

export const errorPageMessages = defineMessages({
  notFoundTitle: { id: 'errors.notFound.title', defaultMessage: '页面不存在' },
  notFoundDescription: { id: 'errors.notFound.description', defaultMessage: '您访问的页面不存在或已被移除' },
  notExistTitle: { id: 'errors.notExist.title', defaultMessage: '内容不存在' },
  notExistDescription: { id: 'errors.notExist.description', defaultMessage: '该记录不存在或已被删除' },
  noAccessTitle: { id: 'errors.noAccess.title', defaultMessage: '暂无访问权限' },
  noAccessDescription: {
    id: 'errors.noAccess.description',
    defaultMessage: '您的账号无权查看此页面，如有疑问请联系管理员',
  },
  noAccessForOfficer: {
    id: 'errors.noAccess.officer',
    defaultMessage: '此页面供执法人员使用，您当前登录的账号无法查看。',
  },
  noAccessForEnterprise: {
    id: 'errors.noAccess.enterprise',
    defaultMessage: '此页面供企业用户使用，您当前登录的账号无法查看。',
  },
  noAccessForProvider: {
    id: 'errors.noAccess.provider',
    defaultMessage: '此页面供服务商使用，您当前登录的账号无法查看。',
  },
  noAccessForPlanApprover: {
    id: 'errors.noAccess.planApprover',
    defaultMessage: '此页面供执法计划审批人员使用，您当前登录的账号无法查看。',
  },
  noAccessForSupervisor: {
    id: 'errors.noAccess.supervisor',
    defaultMessage: '此页面供执法监督人员使用，您当前登录的账号无法查看。',
  },
  noAccessForDepartmentHead: {
    id: 'errors.noAccess.departmentHead',
    defaultMessage: '此页面供部门负责人使用，您当前登录的账号无法查看。',
  },
  missingTitle: { id: 'errors.missing.title', defaultMessage: '无法打开此页面' },
  missingDescription: {
    id: 'errors.missing.description',
    defaultMessage: '打开此页面需要{what}，但链接中没有或格式不正确。',
  },
  toList: { id: 'errors.missing.toList', defaultMessage: '返回列表' },
  toRegistrations: { id: 'errors.missing.toRegistrations', defaultMessage: '查看检查记录' },
  toWarnings: { id: 'errors.missing.toWarnings', defaultMessage: '查看预警信息' },
  toScan: { id: 'errors.missing.toScan', defaultMessage: '重新扫码' },
  toQuota: { id: 'errors.missing.toQuota', defaultMessage: '查看年度检查情况' },
  toRegister: { id: 'errors.missing.toRegister', defaultMessage: '登记企业' },
  unconfirmedTitle: { id: 'errors.unconfirmed.title', defaultMessage: '暂时无法确认您的身份' },
  unconfirmedDescription: {
    id: 'errors.unconfirmed.description',
    defaultMessage: '登录未完成，请重试或使用账号登录。',
  },
  retry: { id: 'errors.retry', defaultMessage: '重试' },
  signIn: { id: 'errors.signIn', defaultMessage: '账号登录' },
  backHome: { id: 'errors.backHome', defaultMessage: '返回首页' },
  back: { id: 'errors.back', defaultMessage: '返回上一页' },
});

/** What the missing-parameter screen calls each kind of parameter. */
export const paramLabelMessages = defineMessages({
  record: { id: 'errors.param.record', defaultMessage: '记录编号' },
  enterpriseNumber: { id: 'errors.param.enterpriseNumber', defaultMessage: '企业编号' },
  scan: { id: 'errors.param.scan', defaultMessage: '扫码记录' },
  department: { id: 'errors.param.department', defaultMessage: '执法部门' },
  region: { id: 'errors.param.region', defaultMessage: '地区' },
  code: { id: 'errors.param.code', defaultMessage: '二维码内容' },
  year: { id: 'errors.param.year', defaultMessage: '年份' },
  date: { id: 'errors.param.date', defaultMessage: '日期' },
  returnAddress: { id: 'errors.param.returnAddress', defaultMessage: '返回地址' },
  flag: { id: 'errors.param.flag', defaultMessage: '选项' },
  number: { id: 'errors.param.number', defaultMessage: '数字' },
  text: { id: 'errors.param.text', defaultMessage: '文字' },
  document: { id: 'errors.param.document', defaultMessage: '文书编号' },
});
