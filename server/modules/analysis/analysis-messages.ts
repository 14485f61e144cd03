import type { ServerMessages } from '../../http/server-messages';

export const analysisMessages = {
  analysisNotAllowed: {
    zh: '只能查看本部门的统计分析',
    en: 'You can see the analysis of your own department only',
  },
} satisfies ServerMessages;
