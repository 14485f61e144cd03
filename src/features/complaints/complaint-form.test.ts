import { describe, expect, it } from 'vitest';
import {
  complaintDraftKey,
  complaintFieldOf,
  complaintForm,
  newComplaintValues,
  subjectOf,
  type ComplaintFormContext,
  type ComplaintFormValues,
} from './complaint-form';
import { complaintMessages as m } from './messages';
import en from './messages-en';
import { ratingEffect, ratingForm } from './rating-form';
import { createComplaintInput } from '../../../contract/complaints/schemas';
import { validateContractForm } from '../../lib/forms/form-definition';

const REQUEST_ID = '11111111-1111-4111-8111-111111111111';
const complaint: ComplaintFormContext = { kind: 'complaint', pickInspection: false };
const picking: ComplaintFormContext = { kind: 'complaint', pickInspection: true };
const opinion: ComplaintFormContext = { kind: 'opinion', pickInspection: false };

const valid: ComplaintFormValues = {
  category: 'misconduct',
  description: ' 检查人员未出示执法证件 ',
  photos: [{ photoId: 'ph-1', url: '/ph-1.jpg' }],
  contactPhone: '13800000001',
  contactAllowed: true,
  subject: { type: 'registration', registrationId: 'reg-demo-01' },
};

const check = (values: ComplaintFormValues, context = complaint) =>
  validateContractForm(complaintForm, values, context, { requestId: REQUEST_ID });
const problemAt = (values: ComplaintFormValues, key: string, context = complaint) =>
  check(values, context).problems[key]?.message;

describe('complaint form', () => {
  it('sends the complaint as the contract reads it: trimmed text, photo ids, the subject', () => {
    const result = check(valid);
    expect(result.ok).toBe(true);
    expect(result.output).toEqual({
      clientRequestId: REQUEST_ID,
      kind: 'complaint',
      category: 'misconduct',
      description: '检查人员未出示执法证件',
      photoIds: ['ph-1'],
      contactPhone: '13800000001',
      contactAllowed: true,
      subject: { type: 'registration', registrationId: 'reg-demo-01' },
    });
  });

  it('asks a complaint for its category, an opinion not; without a subject it is about nothing in particular', () => {
    expect(problemAt({ ...valid, category: undefined }, 'category')).toBe(m.categoryRequired);
    const suggestion = check({ ...valid, category: undefined, subject: undefined }, opinion);
    expect(suggestion.ok).toBe(true);
    expect(suggestion.output).toMatchObject({ kind: 'opinion', subject: { type: 'none' } });
    expect(suggestion.output).not.toHaveProperty('category');
  });

  it('needs the inspection picked when opened to complain about one', () => {
    expect(problemAt({ ...valid, subject: undefined }, 'subject', picking)).toBe(m.inspectionRequired);
    expect(check(valid, picking).ok).toBe(true);
    expect(check({ ...valid, subject: undefined }, complaint).ok).toBe(true);
  });

  it('checks the phone by the contract rule and says what is wrong in both languages', () => {
    expect(problemAt({ ...valid, contactPhone: '12345' }, 'contactPhone')).toBe(m.phoneInvalid);
    expect(check({ ...valid, contactPhone: '0755-83210000' }).ok).toBe(true);
    const empty = check({ photos: [], contactAllowed: false }, picking);
    const messages = Object.values(empty.problems).map((problem) => problem.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        m.categoryRequired,
        m.descriptionRequired,
        m.phoneRequired,
        m.inspectionRequired,
      ]),
    );
    for (const message of messages) expect(en[message.id as keyof typeof en]).toBeTruthy();
  });

  it('refuses a tenth photo as the server would', () => {
    const photos = Array.from({ length: 10 }, (_, index) => ({ photoId: `ph-${index}`, url: '' }));
    expect(problemAt({ ...valid, photos }, 'photos')).toBe(m.photosTooMany);
  });

  it('agrees with the contract', () => {
    const cases: [ComplaintFormValues, ComplaintFormContext][] = [
      [valid, complaint],
      [{ ...valid, category: undefined }, complaint],
      [{ ...valid, category: undefined }, opinion],
      [{ ...valid, description: '   ' }, complaint],
      [{ ...valid, contactPhone: '1380000000' }, complaint],
      [{ ...valid, subject: { type: 'notice', token: 'NTC1.abc' } }, complaint],
      [{ ...valid, subject: { type: 'warning', warningKind: 'daily' } }, complaint],
    ];
    for (const [values, context] of cases) {
      const input = complaintForm.toInput(values, context, { requestId: REQUEST_ID });
      expect([values, check(values, context).ok]).toEqual([
        values,
        createComplaintInput.safeParse(input).success,
      ]);
    }
  });

  it('shows a server problem on the field it is about', () => {
    expect(complaintFieldOf('photoIds.3')).toEqual(['photos']);
    expect(complaintFieldOf('subject.registrationId')).toEqual(['subject']);
    expect(complaintFieldOf('contactPhone')).toEqual(['contactPhone']);
    expect(complaintFieldOf('clientRequestId')).toBeNull();
  });

  it('takes the subject another screen hands over, or the inspection picked', () => {
    expect(subjectOf({ notice: { id: null, token: 'NTC1.abc' } }, undefined)).toEqual({
      type: 'notice',
      token: 'NTC1.abc',
    });
    expect(subjectOf({ notice: { id: 'ntc-1', token: null } }, undefined)).toEqual({
      type: 'notice',
      noticeId: 'ntc-1',
    });
    expect(subjectOf({ warning: { kind: 'annual_cap', departmentCode: 'market' } }, undefined)).toEqual({
      type: 'warning',
      warningKind: 'annual_cap',
      departmentCode: 'market',
    });
    expect(subjectOf({ registrationId: 'reg-1' }, undefined)).toEqual({
      type: 'registration',
      registrationId: 'reg-1',
    });
    expect(subjectOf(null, 'reg-2')).toEqual({ type: 'registration', registrationId: 'reg-2' });
    expect(subjectOf(null, undefined)).toBeUndefined();
    expect(newComplaintValues('13800000001', undefined)).toEqual({
      photos: [],
      contactPhone: '13800000001',
      contactAllowed: true,
    });
  });

  it('keeps one draft per start, the same before and after the select list', () => {
    expect(complaintDraftKey('complaint', null, true)).toBe('complaint-complaint-pick');
    expect(complaintDraftKey('opinion', null, false)).toBe('complaint-opinion-general');
    expect(complaintDraftKey('complaint', { notice: { id: null, token: 'x' } }, false)).toBe(
      'complaint-complaint-notice-scanned',
    );
    expect(complaintDraftKey('complaint', { warning: { kind: 'daily' } }, false)).toBe(
      'complaint-complaint-warning-daily',
    );
  });
});

describe('rating form', () => {
  const rate = (level: number | undefined, comment?: string) =>
    validateContractForm(ratingForm, { level, comment }, { id: 'cmp-1', version: 6 });

  it('asks for a reason only when dissatisfied', () => {
    expect(rate(undefined).problems.level?.message).toBe(m.levelRequired);
    expect(rate(2).problems.comment?.message).toBe(m.reasonRequired);
    expect(rate(2, '  ').problems.comment?.message).toBe(m.reasonRequired);
    expect(rate(3).ok).toBe(true);
    expect(rate(1, ' 没有解决问题 ').output).toEqual({
      id: 'cmp-1',
      version: 6,
      level: 1,
      comment: '没有解决问题',
    });
  });

  it('tells what a rating does: close, reopen, escalate, or close after the escalation', () => {
    const fresh = { escalated: false, reopenCount: 0 };
    expect(ratingEffect(undefined, fresh, 2)).toBeNull();
    expect(ratingEffect(4, fresh, 2)).toBe('closes');
    expect(ratingEffect(2, fresh, 2)).toBe('reopens');
    expect(ratingEffect(1, { escalated: false, reopenCount: 1 }, 2)).toBe('escalates');
    expect(ratingEffect(1, { escalated: true, reopenCount: 2 }, 2)).toBe('closesAfterEscalation');
  });
});
