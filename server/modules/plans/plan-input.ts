/** The plan form's values checked against the database and turned into what is stored, and back for editing. */
import { randomUUID } from 'node:crypto';
import type { PlanParts } from './plan-changes-queries';
import {
  findRegion,
  listCertifiedOfficers,
  listEnterprisesByNumbers,
  listItems,
} from './plan-references-queries';
import type { PlanDepartmentRow, PlanRecord } from './plans-queries';
import { PLAN_OFFICERS_MAX, PLAN_OFFICERS_MIN, PLAN_TARGETS_MAX } from '../../../contract/plans/rules';
import { savePlanInput, type PlanDrawSettings, type SavePlanInput } from '../../../contract/plans/schemas';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import { FieldRuleError, ForbiddenError } from '../../http/errors';
import { requireDepartment } from '../../http/guards';
import { findDepartment, listDepartments } from '../officers';

/** The signed-in officer's department, which leads the plans it makes; one that does not inspect makes none. */
export async function requireLeadDepartment(db: Database, session: AuthSession): Promise<string> {
  const code = requireDepartment(session);
  const department = await findDepartment(db, code);
  if (!department?.inspects) throw new ForbiddenError();
  return code;
}

export interface ResolvedPlan extends PlanParts {
  itemCodes: string[];
  /** A random plan's settings; its targets and officers come from its draws, never from the form. */
  draw: PlanDrawSettings | null;
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

async function resolveDepartments(db: Database, lead: string, joint: string[]) {
  const known = new Map((await listDepartments(db)).map((d) => [d.code, d]));
  const codes = unique(joint);
  if (codes.some((code) => code === lead || !known.get(code)?.inspects))
    throw new FieldRuleError('jointDepartments', 'reasonPlanDepartmentUnknown');
  return [{ code: lead, lead: true }, ...codes.map((code) => ({ code, lead: false }))];
}

/** A random plan names no one: not the drafter, not a target he would rather visit. */
async function resolveDrawSettings(
  db: Database,
  lead: string,
  input: SavePlanInput,
  settings: PlanDrawSettings,
): Promise<PlanDrawSettings> {
  if (input.officerCertificates.length)
    throw new FieldRuleError('officerCertificates', 'reasonPlanRandomNamed');
  if (input.targetNumbers.length) throw new FieldRuleError('targetNumbers', 'reasonPlanRandomNamed');
  const regionCode = settings.regionCode || null;
  if (regionCode && !(await findRegion(db, regionCode)))
    throw new FieldRuleError('draw.regionCode', 'reasonPlanRegionUnknown');
  if ((await listCertifiedOfficers(db, [lead])).length < settings.officerCount)
    throw new FieldRuleError('draw.officerCount', 'reasonPlanOfficerPoolTooSmall');
  return {
    ...(regionCode ? { regionCode } : {}),
    targetCount: settings.targetCount,
    officerCount: settings.officerCount,
  };
}

/** Checks what the form sent against the catalogue, the departments and the certified officers. */
export async function resolvePlanInput(
  db: Database,
  lead: string,
  input: SavePlanInput,
): Promise<ResolvedPlan> {
  const published = new Set((await listItems(db, lead)).map((item) => item.code));
  const itemCodes = unique(input.itemCodes);
  if (itemCodes.some((code) => !published.has(code)))
    throw new FieldRuleError('itemCodes', 'reasonItemUnknown');

  const departments = await resolveDepartments(db, lead, input.jointDepartments);
  if (input.draw) {
    const draw = await resolveDrawSettings(db, lead, input, input.draw);
    return { itemCodes, departments, officers: [], targets: [], draw };
  }

  const numbers = unique(input.targetNumbers);
  const picked = await listEnterprisesByNumbers(db, numbers);
  if (picked.length !== numbers.length) throw new FieldRuleError('targetNumbers', 'reasonPlanTargetUnknown');
  if (picked.length === 0) throw new FieldRuleError('targetNumbers', 'reasonRequired');
  if (picked.length > PLAN_TARGETS_MAX) throw new FieldRuleError('targetNumbers', 'reasonPlanTargetsTooMany');

  const certified = new Map(
    (
      await listCertifiedOfficers(
        db,
        departments.map((d) => d.code),
      )
    ).map((o) => [o.certificateNumber, o]),
  );
  const officers = new Set<string>();
  for (const certificate of unique(input.officerCertificates)) {
    const officer = certified.get(certificate);
    if (!officer) throw new FieldRuleError('officerCertificates', 'reasonPlanOfficerUnknown');
    officers.add(officer.userId);
  }
  if (officers.size < PLAN_OFFICERS_MIN)
    throw new FieldRuleError('officerCertificates', 'reasonPlanOfficersTooFew');
  if (officers.size > PLAN_OFFICERS_MAX)
    throw new FieldRuleError('officerCertificates', 'reasonPlanOfficersTooMany');

  return {
    itemCodes,
    departments,
    officers: [...officers].map((userId) => ({ userId, drawn: false })),
    targets: picked.map((e) => ({ enterpriseId: e.id, drawn: false })),
    draw: null,
  };
}

/**
 * The form's values of a stored plan. The request id is a fresh one: the form sends its own, and replaying the last
 * save's id would answer with the plan as it was. Null if the stored plan cannot fill the form (made before the
 * form existed), so the detail still shows.
 */
export function toFormInput(
  plan: PlanRecord,
  departments: PlanDepartmentRow[],
  officers: Array<{ certificateNumber: string | null; drawn: boolean }>,
  targets: Array<{ enterpriseNumber: string; drawn: boolean }>,
): SavePlanInput | null {
  const values = {
    id: plan.id,
    version: plan.version,
    clientRequestId: randomUUID(),
    title: plan.title,
    type: plan.type,
    legalBasis: plan.legalBasis,
    itemCodes: plan.itemCodes,
    periodFrom: plan.periodFrom,
    periodTo: plan.periodTo,
    officerCertificates: officers
      .filter((o) => !o.drawn && o.certificateNumber)
      .map((o) => o.certificateNumber!),
    targetNumbers: targets.filter((t) => !t.drawn).map((t) => t.enterpriseNumber),
    jointDepartments: departments.filter((d) => !d.lead).map((d) => d.code),
    ...(plan.draw
      ? {
          draw: {
            ...(plan.draw.regionCode ? { regionCode: plan.draw.regionCode } : {}),
            targetCount: plan.draw.targetCount,
            officerCount: plan.draw.officerCount,
          },
        }
      : {}),
  };
  const parsed = savePlanInput.safeParse(values);
  return parsed.success ? parsed.data : null;
}
