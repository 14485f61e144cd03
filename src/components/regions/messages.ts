import { defineMessages } from '../../lib/i18n/define-messages';

export const regionMessages = defineMessages({
  district: { id: 'regions.district', defaultMessage: '区' },
  street: { id: 'regions.street', defaultMessage: '街道' },
  placeholder: { id: 'regions.placeholder', defaultMessage: '请选择区和街道' },
  loading: { id: 'regions.loading', defaultMessage: '正在加载地区…' },
  failed: { id: 'regions.failed', defaultMessage: '地区加载失败，点按重试' },
});
