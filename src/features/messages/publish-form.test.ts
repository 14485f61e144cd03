import { describe, expect, it } from 'vitest';
import { messageCenterMessages as m } from './messages';
import { publishForm } from './publish-form';
import { validateContractForm } from '../../lib/forms/form-definition';
import { formMessages } from '../../lib/forms/messages';

const meta = { requestId: '6f1c2b1e-2a47-4c1e-9d1c-0d1f5b8e7a10' };
const complete = {
  audience: 'enterprise' as const,
  titleZh: ' 系统维护通知 ',
  bodyZh: '本周六 22:00 至 24:00 系统维护。',
  titleEn: 'Maintenance',
  bodyEn: 'The system is down for maintenance on Saturday 22:00-24:00.',
};

describe('system notice form', () => {
  it('names every missing field in its own words', () => {
    const { problems } = validateContractForm(publishForm, {}, undefined, meta);
    expect(problems.audience?.message).toBe(m.audienceRequired);
    expect(problems.titleZh?.message).toBe(m.titleZhRequired);
    expect(problems.bodyZh?.message).toBe(m.bodyZhRequired);
    expect(problems.titleEn?.message).toBe(m.titleEnRequired);
    expect(problems.bodyEn?.message).toBe(m.bodyEnRequired);
  });

  it('refuses blank text and text over the contract limit', () => {
    const { problems } = validateContractForm(
      publishForm,
      { ...complete, titleEn: '   ', titleZh: '通'.repeat(101) },
      undefined,
      meta,
    );
    expect(problems.titleEn?.message).toBe(m.titleEnRequired);
    expect(problems.titleZh).toMatchObject({ message: formMessages.tooLong, values: { max: 100 } });
  });

  it('sends the trimmed texts with the request id', () => {
    expect(validateContractForm(publishForm, complete, undefined, meta)).toMatchObject({
      ok: true,
      output: { ...complete, titleZh: '系统维护通知', clientRequestId: meta.requestId },
    });
  });
});
