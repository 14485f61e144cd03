import { defineMessages } from '../../lib/i18n/define-messages';

export const enterpriseMessages = defineMessages({
  registerTitle: { id: 'enterprises.register.title', defaultMessage: '企业登记' },
  registerIntro: { id: 'enterprises.register.intro', defaultMessage: '登记企业信息后即可领取执法监督码' },
  name: { id: 'enterprises.register.name', defaultMessage: '企业名称' },
  namePlaceholder: { id: 'enterprises.register.namePlaceholder', defaultMessage: '与营业执照一致' },
  nameRequired: { id: 'enterprises.register.nameRequired', defaultMessage: '请填写企业名称' },
  creditCode: { id: 'enterprises.register.creditCode', defaultMessage: '统一社会信用代码' },
  creditCodePlaceholder: { id: 'enterprises.register.creditCodePlaceholder', defaultMessage: '18 位代码' },
  creditCodeInvalid: {
    id: 'enterprises.register.creditCodeInvalid',
    defaultMessage: '统一社会信用代码不正确，请核对后重新输入',
  },
  region: { id: 'enterprises.register.region', defaultMessage: '所在区域' },
  regionRequired: { id: 'enterprises.register.regionRequired', defaultMessage: '请选择所在地区' },
  address: { id: 'enterprises.register.address', defaultMessage: '详细地址' },
  addressPlaceholder: { id: 'enterprises.register.addressPlaceholder', defaultMessage: '路名、门牌号' },
  addressRequired: { id: 'enterprises.register.addressRequired', defaultMessage: '请填写详细地址' },
  legalRepresentative: { id: 'enterprises.register.legalRepresentative', defaultMessage: '法定代表人' },
  legalRepresentativeRequired: {
    id: 'enterprises.register.legalRepresentativeRequired',
    defaultMessage: '请填写法定代表人',
  },
  contactPhone: { id: 'enterprises.register.contactPhone', defaultMessage: '联系电话' },
  contactPhonePlaceholder: {
    id: 'enterprises.register.contactPhonePlaceholder',
    defaultMessage: '手机或座机',
  },
  contactPhoneRequired: { id: 'enterprises.register.contactPhoneRequired', defaultMessage: '请填写联系电话' },
  contactPhoneInvalid: {
    id: 'enterprises.register.contactPhoneInvalid',
    defaultMessage: '请填写正确的电话号码',
  },
  submit: { id: 'enterprises.register.submit', defaultMessage: '提交登记' },
  registered: {
    id: 'enterprises.register.registered',
    defaultMessage: '登记成功，企业编号 {enterpriseNumber}',
  },
  alreadyRegistered: {
    id: 'enterprises.register.alreadyRegistered',
    defaultMessage: '您的企业已登记，企业编号 {enterpriseNumber}',
  },
  viewCode: { id: 'enterprises.register.viewCode', defaultMessage: '查看监督码' },
  premises: { id: 'enterprises.register.premises', defaultMessage: '经营场所定位' },
  premisesLocate: {
    id: 'enterprises.register.premisesLocate',
    defaultMessage: '用本机位置定位',
  },
  premisesLocating: { id: 'enterprises.register.premisesLocating', defaultMessage: '正在定位…' },
  premisesLocated: {
    id: 'enterprises.register.premisesLocated',
    defaultMessage: '已定位 {latitude}, {longitude}（精度约 {accuracy} 米）',
  },
  premisesNotLocated: {
    id: 'enterprises.register.premisesNotLocated',
    defaultMessage: '未能定位（未授权或超时），可稍后不填提交',
  },
  premisesClear: { id: 'enterprises.register.premisesClear', defaultMessage: '不填定位' },
  premisesHint: {
    id: 'enterprises.register.premisesHint',
    defaultMessage: '选填，请在经营场所内定位。执法人员现场签到时与此位置比对，相距过远的签到会被标注。',
  },
  premisesImprecise: {
    id: 'enterprises.register.premisesImprecise',
    defaultMessage: '定位精度不足 100 米（约 {accuracy} 米）：请到室外重新定位，或不填定位',
  },
  submitFailedKept: {
    id: 'enterprises.register.submitFailedKept',
    defaultMessage: '提交未成功，已填写的内容已保留，可稍后重试',
  },

  previewTitle: { id: 'enterprises.preview.title', defaultMessage: '企业信息核验' },
  checkIn: { id: 'enterprises.preview.checkIn', defaultMessage: '现场签到' },
  register: { id: 'enterprises.preview.register', defaultMessage: '登记检查' },
  fullInfo: { id: 'enterprises.preview.fullInfo', defaultMessage: '企业详细信息' },
  baseInfoTitle: { id: 'enterprises.baseInfo.title', defaultMessage: '企业基本信息' },
  historyLink: { id: 'enterprises.baseInfo.historyLink', defaultMessage: '全部检查记录' },
});
