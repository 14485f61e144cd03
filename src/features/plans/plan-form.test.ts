import { describe, expect, it } from 'vitest';
import { planMessages as m } from './messages';
import en from './messages-en';
import {
  approvalDeadline,
  newPlanValues,
  planForm,
  planFormValues,
  proposedPeriod,
  toPlanInput,
  type PlanFormContext,
  type PlanFormValues,
} from './plan-form';
import { planOptions, returnedPlan } from './test-fixtures';
import { savePlanInput } from '../../../contract/plans/schemas';
import { validateContractForm } from '../../lib/forms/form-definition';

const REQUEST_ID = '11111111-1111-4111-8111-111111111111';
const newPlan: PlanFormContext = { plan: null };

const valid: PlanFormValues = {
  title: '2026 年食品经营者年度检查',
  type: 'routine',
  legalBasis: '《食品安全法》第一百一十条',
  itemCodes: ['FS-01'],
  periodFrom: '2026-03-16',
  periodTo: '2026-04-15',
  officerCertificates: ['44030012345', '44030012347'],
  targets: [{ enterpriseNumber: 'SZ440300000001', name: '深圳市鹏城食品有限公司', address: '' }],
  draw: null,
  jointDepartments: [],
};

const drawSettings = { regionCode: '440304', targetCount: 2, officerCount: 2 };

const check = (values: PlanFormValues, context = newPlan) =>
  validateContractForm(planForm, values, context, { requestId: REQUEST_ID });
const problemAt = (values: PlanFormValues, key: string) => check(values).problems[key]?.message;

describe('plan form', () => {
  it('sends the picked targets by number and the version when editing', () => {
    const input = toPlanInput(
      { ...valid, jointDepartments: ['health'] },
      { plan: { id: 'plan-1', version: 3 } },
      REQUEST_ID,
    );
    expect(input).toMatchObject({
      id: 'plan-1',
      version: 3,
      clientRequestId: REQUEST_ID,
      targetNumbers: ['SZ440300000001'],
      // ticked before the type changed away from joint
      jointDepartments: [],
    });
    expect(input).not.toHaveProperty('draw');
    expect(check(valid).ok).toBe(true);
  });

  it('sends a random plan with what to draw and no one named, whatever was ticked before', () => {
    const input = toPlanInput({ ...valid, draw: drawSettings }, newPlan, REQUEST_ID);
    expect(input).toMatchObject({ officerCertificates: [], targetNumbers: [], draw: drawSettings });
    expect(check({ ...valid, officerCertificates: [], targets: [], draw: drawSettings }).ok).toBe(true);
  });

  it('asks a plan that names its officers for two', () => {
    expect(problemAt({ ...valid, officerCertificates: ['44030012345'] }, 'officerCertificates')).toBe(
      m.officersTooFew,
    );
    expect(problemAt({ ...valid, officerCertificates: [] }, 'officerCertificates')).toBe(m.officersTooFew);
  });

  it('says which rule of the period is broken', () => {
    expect(problemAt({ ...valid, periodTo: '2026-03-15' }, 'periodTo')).toBe(m.periodEndBeforeStart);
    expect(problemAt({ ...valid, periodTo: '2027-03-17' }, 'periodTo')).toBe(m.periodTooLong);
    expect(problemAt({ ...valid, periodFrom: undefined }, 'periodFrom')).toBe(m.periodFromRequired);
  });

  it('asks a joint plan for its departments, and targets picked or drawn', () => {
    expect(problemAt({ ...valid, type: 'joint' }, 'jointDepartments')).toBe(m.jointDepartmentsRequired);
    expect(check({ ...valid, type: 'joint', jointDepartments: ['health'] }).ok).toBe(true);
    expect(problemAt({ ...valid, targets: [] }, 'targets')).toBe(m.targetsRequired);
    expect(check({ ...valid, targets: [], draw: drawSettings }).ok).toBe(true);
  });

  it('names the required fields in its own words, in both languages', () => {
    const result = check({ type: 'routine', officerCertificates: [], targets: [], draw: null });
    const messages = Object.values(result.problems).map((problem) => problem.message);
    expect(messages).toEqual(
      expect.arrayContaining([m.titleRequired, m.legalBasisRequired, m.itemsRequired, m.targetsRequired]),
    );
    for (const message of messages) expect(en[message.id as keyof typeof en]).toBeTruthy();
  });

  it('agrees with the contract on every rule across fields', () => {
    const cases: PlanFormValues[] = [
      valid,
      { ...valid, periodTo: '2026-03-15' },
      { ...valid, periodTo: '2027-03-16' },
      { ...valid, periodTo: '2027-03-17' },
      { ...valid, type: 'joint' },
      { ...valid, type: 'joint', jointDepartments: ['health'] },
      { ...valid, targets: [] },
      { ...valid, targets: [], draw: drawSettings },
      { ...valid, draw: { targetCount: 2, officerCount: 1 } },
      { ...valid, draw: { targetCount: 0, officerCount: 2 } },
    ];
    for (const values of cases) {
      const contract = savePlanInput.safeParse(toPlanInput(values, newPlan, REQUEST_ID)).success;
      expect([values, check(values).ok]).toEqual([values, contract]);
    }
  });

  it('proposes the first period the lead time allows and warns when a start is too soon', () => {
    // seven working days before Wednesday 11 March is Monday 2 March, today
    expect(proposedPeriod(planOptions)).toEqual({ periodFrom: '2026-03-11', periodTo: '2026-04-09' });
    expect(approvalDeadline('2026-03-11', planOptions)).toEqual({ date: '2026-03-02', tooSoon: false });
    expect(approvalDeadline('2026-03-10', planOptions)).toEqual({ date: '2026-02-27', tooSoon: true });
    expect(newPlanValues(planOptions)).toMatchObject({ type: 'routine', periodFrom: '2026-03-11' });
  });

  it('puts a returned plan back into the form with the names of its targets', () => {
    const values = planFormValues(returnedPlan);
    expect(values.targets).toEqual([
      { enterpriseNumber: 'SZ440300000001', name: '深圳市鹏城食品有限公司', address: '' },
    ]);
    expect(values.draw).toBeNull();
    expect(
      planFormValues({ ...returnedPlan, input: { ...returnedPlan.input!, draw: drawSettings } }).draw,
    ).toEqual(drawSettings);
  });
});
