import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContractForm, keyMatches, pathOf, validateContractForm } from './form-definition';
import { formMessages } from './messages';
import { defineMessages } from '../i18n/define-messages';

const m = defineMessages({
  descriptionRequired: { id: 'test.descriptionRequired', defaultMessage: '请描述问题' },
  phone: { id: 'test.phone', defaultMessage: '请填写电话' },
  phoneInvalid: { id: 'test.phoneInvalid', defaultMessage: '电话格式不对' },
});

const schema = z
  .object({
    phone: z.string().regex(/^1\d{10}$/, 'phone'),
    problems: z.array(z.object({ description: z.string().trim().min(1).max(10) })).max(2),
    region: z.string().regex(/^\d{6}$/),
  })
  .strict();

interface Values {
  phone?: string;
  problems?: { description?: string }[];
  region?: string[];
}

const definition = defineContractForm({
  schema,
  toInput: (values: Values, _context: undefined) => ({
    phone: values.phone?.trim() ?? '',
    problems: (values.problems ?? []).map((problem) => ({ description: problem.description ?? '' })),
    region: values.region?.at(-1) ?? '',
  }),
  fieldOf: (path) => (path === 'region' ? ['region'] : path.startsWith('secret') ? null : pathOf(path)),
  required: ['phone', 'problems.*.description'],
  messages: {
    phone: { required: m.phone, invalid: m.phoneInvalid },
    'problems.*.description': m.descriptionRequired,
  },
});

describe('form definition', () => {
  it('matches keys with one-segment wildcards', () => {
    expect(keyMatches('problems.*.description', 'problems.3.description')).toBe(true);
    expect(keyMatches('problems.*.description', 'problems.3.photos')).toBe(false);
    expect(pathOf('problems.3.description')).toEqual(['problems', 3, 'description']);
  });

  it('finds required fields in every row of a list, with the form’s messages', () => {
    const result = validateContractForm(
      definition,
      { phone: '', problems: [{ description: 'ok' }, { description: ' ' }], region: ['440000', '440300'] },
      undefined,
    );
    expect(result.ok).toBe(false);
    expect(result.problems.phone?.message).toBe(m.phone);
    expect(result.problems['problems.1.description']).toEqual({
      message: m.descriptionRequired,
      path: ['problems', 1, 'description'],
    });
    expect(result.problems['problems.0.description']).toBeUndefined();
  });

  it('tells "left empty" from "not accepted", and gives limits with their numbers', () => {
    const result = validateContractForm(
      definition,
      { phone: '123', problems: [{ description: 'x'.repeat(11) }], region: ['4403'] },
      undefined,
    );
    expect(result.problems.phone?.message).toBe(m.phoneInvalid);
    expect(result.problems['problems.0.description']).toMatchObject({
      message: formMessages.tooLong,
      values: { max: 10 },
    });
    expect(result.problems.region?.message).toBe(formMessages.invalid);
  });

  it('returns the schema’s output when all is well', () => {
    const result = validateContractForm(
      definition,
      { phone: ' 13800000001 ', problems: [], region: ['440000', '440305'] },
      undefined,
    );
    expect(result).toMatchObject({
      ok: true,
      output: { phone: '13800000001', problems: [], region: '440305' },
    });
  });

  it('keeps problems no field shows apart, and survives a payload builder that throws', () => {
    const hidden = defineContractForm({ ...definition, fieldOf: () => null });
    expect(
      validateContractForm(hidden, { phone: 'x', problems: [], region: ['1'] }, undefined).unplaced,
    ).toHaveLength(2);
    const broken = defineContractForm({
      ...definition,
      toInput: (): z.input<typeof schema> => {
        throw new RangeError('Invalid time value');
      },
    });
    expect(validateContractForm(broken, { phone: '13800000001' }, undefined)).toMatchObject({
      ok: false,
      unplaced: [{ message: formMessages.invalid }],
    });
  });
});
