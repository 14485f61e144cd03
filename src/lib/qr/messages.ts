import { defineMessages } from '../i18n/define-messages';

export const qrMessages = defineMessages({
  cameraLabel: { id: 'qr.cameraLabel', defaultMessage: '相机取景框，将二维码放入框内' },
  starting: { id: 'qr.starting', defaultMessage: '正在打开相机' },
  denied: {
    id: 'qr.denied',
    defaultMessage: '无法使用相机：未获授权或设备没有相机。可以选择二维码图片，或手动输入企业编号。',
  },
  pickImage: { id: 'qr.pickImage', defaultMessage: '从相册选择二维码图片' },
  notFound: { id: 'qr.notFound', defaultMessage: '图片中没有识别到二维码，请换一张清晰的图片' },
});
