import type { ServerMessages } from '../../http/server-messages';

export const photoMessages = {
  photoUploadsWaiting: {
    zh: '您已上传太多尚未提交的照片。请先提交表单；未用于表单的照片 7 天后自动清除',
    en: 'You have uploaded too many photos not yet sent. Send your form first; photos no form uses are removed after 7 days',
  },
} satisfies ServerMessages;
