import { defineMessages } from '../../lib/i18n/define-messages';

export const errorPageMessages = defineMessages({
  notFoundTitle: { id: 'errors.notFound.title', defaultMessage: '页面不存在' },
  notFoundDescription: { id: 'errors.notFound.description', defaultMessage: '您访问的页面不存在或已被移除' },
  notExistTitle: { id: 'errors.notExist.title', defaultMessage: '内容不存在' },
  notExistDescription: { id: 'errors.notExist.description', defaultMessage: '该记录不存在或已被删除' },
  noAccessTitle: { id: 'errors.noAccess.title', defaultMessage: '暂无访问权限' },
  noAccessDescription: { id: 'errors.noAccess.description', defaultMessage: '您的账号无权查看此页面，如有疑问请联系管理员' },
  backHome: { id: 'errors.backHome', defaultMessage: '返回首页' },
  back: { id: 'errors.back', defaultMessage: '返回上一页' },
});
