import { z } from 'zod';
import { planMessages as m } from './messages';
import { addDays, DAY_MS } from '../../../contract/city-calendar';
import {
  lastApprovalDate,
  PLAN_OFFICERS_MIN,
  PLAN_PERIOD_MAX_DAYS,
  type PlanType,
} from '../../../contract/plans/rules';
import {
  savePlanInput,
  type EnterpriseRef,
  type PlanDetail,
  type PlanDrawSettings,
  type PlanOptions,
} from '../../../contract/plans/schemas';
import { defineContractForm, type FieldPath } from '../../lib/forms/form-definition';

/** What the form holds: picked targets with their names, or a random plan's draw settings. */
export interface PlanFormValues {
  title?: string;
  type?: PlanType;
  legalBasis?: string;
  itemCodes?: string[];
  periodFrom?: string;
  periodTo?: string;
  officerCertificates?: string[];
  targets?: EnterpriseRef[];
  draw?: PlanDrawSettings | null;
  jointDepartments?: string[];
}

export interface PlanFormContext {
  /** The plan being edited (a draft or a returned one), or null for a new plan. */
  plan: { id: string; version: number } | null;
}

const leadsOf = (options: Pick<PlanOptions, 'approvalLeadWorkingDays' | 'noticeLeadWorkingDays'>) => ({
  approvalDays: options.approvalLeadWorkingDays,
  noticeDays: options.noticeLeadWorkingDays,
});

/** The last date a plan starting on `periodFrom` can be approved, and whether that date has already passed. */
export function approvalDeadline(
  periodFrom: string,
  options: Pick<PlanOptions, 'approvalLeadWorkingDays' | 'noticeLeadWorkingDays' | 'today'>,
): { date: string; tooSoon: boolean } {
  const date = lastApprovalDate(periodFrom, leadsOf(options));
  return { date, tooSoon: date < options.today };
}

/** The first start the lead time still allows if approved today, and a month from there. */
export function proposedPeriod(options: PlanOptions): { periodFrom: string; periodTo: string } {
  let from = addDays(options.today, 1);
  while (approvalDeadline(from, options).tooSoon) from = addDays(from, 1);
  return { periodFrom: from, periodTo: addDays(from, 29) };
}

export function newPlanValues(options: PlanOptions): PlanFormValues {
  return {
    type: 'routine',
    itemCodes: [],
    officerCertificates: [],
    targets: [],
    draw: null,
    jointDepartments: [],
    ...proposedPeriod(options),
  };
}

/** A draft or returned plan back in the form: its saved input, with the names the detail carries. */
export function planFormValues(plan: PlanDetail): PlanFormValues {
  const input = plan.input;
  if (!input) return {};
  const names = new Map(plan.targets.map((target) => [target.enterpriseNumber, target.name]));
  return {
    title: input.title,
    type: input.type,
    legalBasis: input.legalBasis,
    itemCodes: input.itemCodes,
    periodFrom: input.periodFrom,
    periodTo: input.periodTo,
    officerCertificates: input.officerCertificates,
    targets: input.targetNumbers.map((number) => ({
      enterpriseNumber: number,
      name: names.get(number) ?? number,
      address: '',
    })),
    draw: input.draw ?? null,
    jointDepartments: input.jointDepartments,
  };
}

/** A random plan's targets and officers are drawn by the server: the form names none. */
export const isRandom = (values: PlanFormValues) => Boolean(values.draw);

const officerCount = (values: PlanFormValues) => new Set(values.officerCertificates ?? []).size;

export function toPlanInput(
  values: PlanFormValues,
  context: PlanFormContext,
  requestId: string,
): z.input<typeof savePlanInput> {
  const type = values.type as PlanType;
  return {
    ...(context.plan ? { id: context.plan.id, version: context.plan.version } : {}),
    clientRequestId: requestId,
    title: values.title ?? '',
    type,
    legalBasis: values.legalBasis ?? '',
    itemCodes: values.itemCodes ?? [],
    periodFrom: values.periodFrom ?? '',
    periodTo: values.periodTo ?? '',
    officerCertificates: isRandom(values) ? [] : (values.officerCertificates ?? []),
    targetNumbers: isRandom(values) ? [] : (values.targets ?? []).map((target) => target.enterpriseNumber),
    // a department ticked before the type changed away from joint is not part of the plan
    jointDepartments: type === 'joint' ? (values.jointDepartments ?? []) : [],
    ...(values.draw ? { draw: values.draw } : {}),
  };
}

/**
 * The contract's fields; its rules across fields (period order and length, joint departments, targets) are
 * checked below with a message each, where the contract's would all read "not accepted" on one field. The unit
 * test holds both to the same verdicts.
 */
const planFields = z.object(savePlanInput.shape).strict();

export function planProblems(values: PlanFormValues) {
  const problems: Partial<Record<string, (typeof m)[keyof typeof m]>> = {};
  const { periodFrom, periodTo } = values;
  if (periodFrom && periodTo) {
    if (periodTo < periodFrom) problems.periodTo = m.periodEndBeforeStart;
    else if (Date.parse(periodTo) - Date.parse(periodFrom) > (PLAN_PERIOD_MAX_DAYS - 1) * DAY_MS)
      problems.periodTo = m.periodTooLong;
  }
  if (!isRandom(values) && officerCount(values) < PLAN_OFFICERS_MIN)
    problems.officerCertificates = m.officersTooFew;
  return problems;
}

export function planFieldOf(path: string): FieldPath | null {
  const [head] = path.split('.');
  switch (head) {
    case undefined:
    case '':
    case 'id':
    case 'version':
    case 'clientRequestId':
      return null;
    case 'targetNumbers':
      return ['targets'];
    default:
      return [head];
  }
}

/** An enforcement plan, new or a draft/returned one edited against its version. */
export const planForm = defineContractForm({
  schema: planFields,
  toInput: (values: PlanFormValues, context: PlanFormContext, { requestId }) =>
    toPlanInput(values, context, requestId),
  fieldOf: planFieldOf,
  required: (values: PlanFormValues) => [
    'title',
    'type',
    'legalBasis',
    'itemCodes',
    'periodFrom',
    'periodTo',
    ...(!isRandom(values) && officerCount(values) < PLAN_OFFICERS_MIN ? ['officerCertificates'] : []),
    ...(isRandom(values) ? [] : ['targets']),
    ...(values.type === 'joint' ? ['jointDepartments'] : []),
  ],
  check: planProblems,
  messages: {
    title: m.titleRequired,
    legalBasis: m.legalBasisRequired,
    itemCodes: { required: m.itemsRequired },
    periodFrom: { required: m.periodFromRequired },
    periodTo: { required: m.periodToRequired },
    officerCertificates: { required: m.officersTooFew },
    targets: { required: m.targetsRequired },
    jointDepartments: { required: m.jointDepartmentsRequired },
  },
});
