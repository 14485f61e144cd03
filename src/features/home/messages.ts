import { defineMessages } from '../../lib/i18n/define-messages';

/** `app.title`, `home.footer` and `home.logoCaption` are also managed on the server (GET /getLanguage). */
export const homeMessages = defineMessages({
  appTitle: { id: 'app.title', defaultMessage: '深圳市行政执法监督码' },
  logoCaption: { id: 'home.logoCaption', defaultMessage: '扫码入企 · 无事不扰' },
  footer: { id: 'home.footer', defaultMessage: '深圳市司法局 主办 · 行政执法监督码服务' },
  tileCode: { id: 'home.tile.code', defaultMessage: '执法监督码' },
  tileCodeHint: { id: 'home.tile.codeHint', defaultMessage: '出示企业监督码' },
  tileRegisterHint: { id: 'home.tile.registerHint', defaultMessage: '登记企业，领取监督码' },
  tileHistory: { id: 'home.tile.history', defaultMessage: '历史执法信息' },
  tileHistoryHint: { id: 'home.tile.historyHint', defaultMessage: '查看、评价每次检查' },
  tileComplaint: { id: 'home.tile.complaint', defaultMessage: '执法投诉' },
  tileComplaintHint: { id: 'home.tile.complaintHint', defaultMessage: '对执法行为提出投诉' },
  tileAppointment: { id: 'home.tile.appointment', defaultMessage: '预约服务' },
  tileAppointmentHint: { id: 'home.tile.appointmentHint', defaultMessage: '预约复查、上门指导或许可核查' },
  comingSoon: { id: 'home.comingSoon', defaultMessage: '即将开放' },
  tilesLabel: { id: 'home.tilesLabel', defaultMessage: '服务入口' },
  carouselLabel: { id: 'home.carouselLabel', defaultMessage: '公告轮播' },
  carouselRole: { id: 'home.carousel.role', defaultMessage: '轮播' },
  carouselSlideRole: { id: 'home.carousel.slideRole', defaultMessage: '幻灯片' },
  carouselSlide: { id: 'home.carousel.slide', defaultMessage: '第 {index} 张，共 {count} 张' },
  carouselPause: { id: 'home.carousel.pause', defaultMessage: '暂停轮播' },
  carouselPlay: { id: 'home.carousel.play', defaultMessage: '继续轮播' },
  startupFailed: { id: 'home.startupFailed', defaultMessage: '登录未完成，请重试或使用账号登录' },
  loginWithAccount: { id: 'home.loginWithAccount', defaultMessage: '账号登录' },
  signingIn: { id: 'home.signingIn', defaultMessage: '正在登录' },
});
