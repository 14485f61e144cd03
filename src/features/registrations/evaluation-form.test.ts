import { describe, expect, it } from 'vitest';
import { evaluationForm } from './evaluation-form';
import { registrationMessages as m } from './messages';
import { validateContractForm } from '../../lib/forms/form-definition';

describe('evaluation form', () => {
  const context = { registrationId: 'reg-1' };
  it('asks for a level', () => {
    expect(validateContractForm(evaluationForm, {}, context).problems.level?.message).toBe(m.levelRequired);
  });

  it('needs a comment only when dissatisfied', () => {
    expect(validateContractForm(evaluationForm, { level: 'satisfied' }, context)).toMatchObject({
      ok: true,
      output: { comment: '' },
    });
    expect(
      validateContractForm(evaluationForm, { level: 'dissatisfied', comment: ' ' }, context).problems.comment
        ?.message,
    ).toBe(m.commentRequiredNegative);
  });
});
