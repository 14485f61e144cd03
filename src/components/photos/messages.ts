import { defineMessages } from '../../lib/i18n/define-messages';

export const photoMessages = defineMessages({
  photoAlt: { id: 'photos.alt', defaultMessage: '照片 {index}' },
  addPhotos: { id: 'photos.add', defaultMessage: '添加照片' },
  removePhoto: { id: 'photos.remove', defaultMessage: '删除照片 {index}' },
  photoTooLarge: { id: 'photos.tooLarge', defaultMessage: '{name} 超过 5 MB，未上传' },
  photoWrongType: { id: 'photos.wrongType', defaultMessage: '{name} 不是 JPG、PNG 或 WebP 图片，未上传' },
  photoUploading: { id: 'photos.uploading', defaultMessage: '正在上传照片' },
  photoFailed: { id: 'photos.failed', defaultMessage: '{name} 上传失败：{reason}' },
});
