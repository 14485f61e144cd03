/**
 * Whether a registration may be made beyond its enterprise's allowance, decided once here: within it, an excepted
 * kind with its reference, or the department head's prior approval. The form reads the same allowance first.
 */
import { findRegistrationForRecheck } from './registrations-queries';
import type { Locale } from '../../../contract/locales';
import type { Allowance } from '../../../contract/warnings/schemas';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { FieldRuleError, RefusedError } from '../../http/errors';
import type { MessageKey } from '../../http/i18n';
import { findComplaintEnterpriseByNumber } from '../complaints';
import { listApprovalsForForm, requireUsableApproval } from '../inspection-approvals';
import { findAllowance, type WarningRules } from '../warnings';

type Input = EndpointInput<'createRegistration'>;
type Basis = { allowanceBasis: 'within' | 'excepted' | 'approved'; approvalId: string | null };

/** A ticket of the city's 12345 hotline, as its number is written (the hotline's own prefix). */
const HOTLINE_TICKET = /^12345[-A-Za-z0-9]{4,40}$/;

const departmentOf = (session: AuthSession, locale: Locale = 'zh') => ({
  code: session.user.departmentCode!,
  name:
    (locale === 'en' ? session.departmentNameEn : null) ??
    session.user.departmentName ??
    session.user.departmentCode!,
});

export async function findInspectionAllowance(
  db: Database,
  session: AuthSession,
  enterpriseId: string,
  locale: Locale,
  now: Date,
): Promise<Allowance> {
  const department = departmentOf(session, locale);
  const [counts, approvals] = await Promise.all([
    findAllowance(db, enterpriseId, department, now),
    listApprovalsForForm(db, enterpriseId, department.code, now),
  ]);
  return { ...counts, approvals };
}

/** Each excepted kind names what it answers; a reference that cannot be right is refused. */
async function requireCaseReference(
  db: Database,
  input: Input,
  enterpriseId: string,
  departmentCode: string,
  startedAt: Date,
): Promise<void> {
  const reference = input.caseReference?.trim() ?? '';
  // The visit of an appointment the enterprise booked: the appointment is its reference (its completion checks it).
  if (input.appointmentId) return;
  if (input.caseReason === 'enterprise_request')
    throw new FieldRuleError('caseReason', 'reasonAppointmentRequired');
  if (!reference) throw new FieldRuleError('caseReference', 'reasonRequired');
  if (input.caseReason === 'complaint') {
    if (HOTLINE_TICKET.test(reference)) return;
    if ((await findComplaintEnterpriseByNumber(db, reference)) !== enterpriseId)
      throw new FieldRuleError('caseReference', 'reasonComplaintReference');
  }
  if (input.caseReason === 'recheck') {
    const earlier = await findRegistrationForRecheck(db, reference);
    if (
      !earlier ||
      earlier.enterpriseId !== enterpriseId ||
      earlier.departmentCode !== departmentCode ||
      earlier.problemCount === 0 ||
      earlier.startedAt >= startedAt
    )
      throw new FieldRuleError('caseReference', 'reasonRecheckReference');
  }
}

const OVER_MESSAGES: Record<Allowance['over'][number], MessageKey> = {
  annualCap: 'overAnnualCap',
  daily: 'overDaily',
  weekly: 'overWeekly',
  monthly: 'overMonthly',
};

/**
 * The basis a registration is stored with, or a refusal: an excepted kind (case-specific, with its reference) is
 * not counted against the allowance; otherwise one beyond it needs a usable approval, which it then uses.
 */
export async function decideAllowanceBasis(
  db: Database,
  session: AuthSession,
  input: Input,
  target: { enterpriseId: string; itemCodes: string[] },
  startedAt: Date,
  rules: WarningRules,
): Promise<Basis> {
  const department = departmentOf(session);
  if (input.type === 'case') {
    await requireCaseReference(db, input, target.enterpriseId, department.code, startedAt);
    return { allowanceBasis: 'excepted', approvalId: null };
  }
  const { over } = await findAllowance(db, target.enterpriseId, department, startedAt, rules);
  if (over.length === 0) return { allowanceBasis: 'within', approvalId: null };
  if (!input.approvalId) throw new RefusedError(OVER_MESSAGES[over[0]!], 'overAllowance');
  await requireUsableApproval(
    db,
    input.approvalId,
    { ...target, departmentCode: department.code },
    startedAt,
  );
  return { allowanceBasis: 'approved', approvalId: input.approvalId };
}
