import type { MessageDescriptor } from 'react-intl';
import { noticeMessages as m } from './messages';
import type { NoticeKind } from '../../../contract/notices/rules';

export const kindLabels: Record<NoticeKind, MessageDescriptor> = {
  advance: m.kindAdvance,
  door: m.kindDoor,
};
