import { defineMessages } from '../../lib/i18n/define-messages';

export const codeScannerMessages = defineMessages({
  scanWithHost: { id: 'codeScanner.withHost', defaultMessage: '打开扫一扫' },
  scanCancelled: { id: 'codeScanner.cancelled', defaultMessage: '已取消扫码' },
  manualEntry: { id: 'codeScanner.manualEntry', defaultMessage: '无法扫码？手动输入企业编号' },
  enterpriseNumber: { id: 'codeScanner.enterpriseNumber', defaultMessage: '企业编号' },
  enterpriseNumberPlaceholder: {
    id: 'codeScanner.enterpriseNumberPlaceholder',
    defaultMessage: '如 SZ440305000123',
  },
  enterpriseNumberBesideScanner: {
    id: 'codeScanner.enterpriseNumberBesideScanner',
    defaultMessage: '无法扫码时输入，如 SZ440305000123',
  },
  enterpriseNumberInvalid: {
    id: 'codeScanner.enterpriseNumberInvalid',
    defaultMessage: '企业编号为 SZ 加 12 位数字',
  },
  next: { id: 'codeScanner.next', defaultMessage: '下一步' },
  resolving: { id: 'codeScanner.resolving', defaultMessage: '正在核验监督码' },
  checkTitle: { id: 'codeScanner.checkTitle', defaultMessage: '核验监督码' },
  invalidTitle: { id: 'codeScanner.invalidTitle', defaultMessage: '无法识别该监督码' },
  scanAgain: { id: 'codeScanner.scanAgain', defaultMessage: '重新扫码' },
});
