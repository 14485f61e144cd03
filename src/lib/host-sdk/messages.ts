import { defineMessages } from '../i18n/define-messages';

export const hostMessages = defineMessages({
  openInHost: { id: 'host.openInHost', defaultMessage: '请在 WorkPlus 中打开本页面' },
  simulatorPickAccount: { id: 'host.simulator.pickAccount', defaultMessage: '模拟宿主：选择登录账号' },
  simulatorScanTitle: { id: 'host.simulator.scanTitle', defaultMessage: '模拟扫码：输入二维码内容' },
  simulatorScanConfirm: { id: 'host.simulator.scanConfirm', defaultMessage: '确定' },
  simulatorScanCancel: { id: 'host.simulator.scanCancel', defaultMessage: '取消' },
  simulatorBadge: { id: 'host.simulator.badge', defaultMessage: '模拟宿主' },
});
