import { messageCenterMessages as m } from './messages';
import type { NoticeAudience } from '../../../contract/messages/rules';
import { publishSystemNoticeInput } from '../../../contract/messages/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';

export interface PublishValues {
  audience?: NoticeAudience;
  titleZh?: string;
  bodyZh?: string;
  titleEn?: string;
  bodyEn?: string;
}

/** A supervisor's system notice: whom it goes to, and its title and text in both languages. */
export const publishForm = defineContractForm({
  schema: publishSystemNoticeInput,
  toInput: (values: PublishValues, _context: undefined, { requestId }) => ({
    clientRequestId: requestId,
    audience: values.audience as NoticeAudience,
    titleZh: values.titleZh?.trim() ?? '',
    bodyZh: values.bodyZh?.trim() ?? '',
    titleEn: values.titleEn?.trim() ?? '',
    bodyEn: values.bodyEn?.trim() ?? '',
  }),
  // the request id is the kit's, never the user's to fix
  fieldOf: (path) => (path === 'clientRequestId' ? null : [path]),
  required: ['audience', 'titleZh', 'bodyZh', 'titleEn', 'bodyEn'],
  messages: {
    audience: m.audienceRequired,
    titleZh: { required: m.titleZhRequired },
    bodyZh: { required: m.bodyZhRequired },
    titleEn: { required: m.titleEnRequired },
    bodyEn: { required: m.bodyEnRequired },
  },
});
