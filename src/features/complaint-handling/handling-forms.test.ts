import { describe, expect, it } from 'vitest';
import {
  decideExtensionForm,
  extensionForm,
  offeredActions,
  reassignForm,
  rejectForm,
  reviewForm,
  type HandlingContext,
} from './handling-forms';
import { validateContractForm } from '../../lib/forms/form-definition';

const context: HandlingContext = { id: 'cmp-1', version: 4 };
const problemKeys = (result: { problems: Record<string, unknown> }) => Object.keys(result.problems).sort();

describe('handling forms', () => {
  it('offers exactly the allowed actions, the review for either of its decisions', () => {
    expect(offeredActions(['reject', 'accept'])).toEqual(['accept', 'reject']);
    expect(offeredActions(['sendBack'])).toEqual(['review']);
    expect(offeredActions(['withdraw', 'rate', 'addInformation', 'close'])).toEqual([]);
    expect(offeredActions(['reply', 'contact', 'requestExtension'])).toEqual([
      'contact',
      'requestExtension',
      'reply',
    ]);
  });

  it('reassigns only with a department and the reason', () => {
    expect(offeredActions(['reassign'])).toEqual(['reassign']);
    expect(problemKeys(validateContractForm(reassignForm, {}, context))).toEqual(['departmentCode', 'note']);
    expect(
      validateContractForm(reassignForm, { departmentCode: 'health', note: ' 无人可签收 ' }, context).output,
    ).toEqual({ ...context, departmentCode: 'health', note: '无人可签收' });
  });

  it('wants the duplicated complaint only for a duplicate', () => {
    expect(problemKeys(validateContractForm(rejectForm, { reason: 'outOfScope' }, context))).toEqual([
      'note',
    ]);
    expect(
      problemKeys(validateContractForm(rejectForm, { reason: 'duplicate', note: 'x' }, context)),
    ).toEqual(['duplicateOf']);
    const ok = validateContractForm(
      rejectForm,
      { reason: 'outOfScope', duplicateOf: 'TS1', note: ' x ' },
      context,
    );
    expect(ok.output).toEqual({ id: 'cmp-1', version: 4, reason: 'outOfScope', note: 'x' });
  });

  it('sends the working days as a number within the limit', () => {
    expect(
      problemKeys(validateContractForm(extensionForm, { workingDays: '21', reason: 'r' }, context)),
    ).toEqual(['workingDays']);
    expect(
      problemKeys(validateContractForm(extensionForm, { workingDays: '1.5', reason: 'r' }, context)),
    ).toEqual(['workingDays']);
    expect(validateContractForm(extensionForm, { workingDays: ' 20 ', reason: 'r' }, context).output).toEqual(
      {
        ...context,
        workingDays: 20,
        reason: 'r',
      },
    );
  });

  it('turns the decision into approve, and a send-back needs its reason', () => {
    expect(validateContractForm(decideExtensionForm, { decision: 'refuse' }, context).output).toEqual({
      ...context,
      approve: false,
      note: '',
    });
    expect(problemKeys(validateContractForm(decideExtensionForm, {}, context))).toEqual(['decision']);
    expect(problemKeys(validateContractForm(reviewForm, { decision: 'sendBack' }, context))).toEqual([
      'note',
    ]);
    expect(validateContractForm(reviewForm, { decision: 'resolve' }, context).ok).toBe(true);
  });
});
