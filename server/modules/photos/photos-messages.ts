import type { ServerMessages } from '../../http/server-messages';

export const photoMessages = {
  photoUploadsWaiting: {
    zh: '您已上传太多尚未提交的照片，请先提交表单或删除不用的照片后再上传',
    en: 'You have uploaded too many photos not yet sent; send your form or remove photos you do not need first',
  },
} satisfies ServerMessages;
