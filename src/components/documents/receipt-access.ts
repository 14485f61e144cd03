import type { Session } from '../../lib/session/session-state';

/**
 * Who may fetch a registration's receipt: the inspected enterprise, the department that registered it
 * and the supervision office. The server decides; links are shown only to them, not to be refused.
 */
export function mayReadReceipt(
  session: Pick<Session, 'role' | 'enterpriseNumber' | 'departmentCode' | 'capabilities'>,
  registration: { enterpriseNumber: string; departmentCode: string },
): boolean {
  if (session.role === 'enterprise') return session.enterpriseNumber === registration.enterpriseNumber;
  if (session.role !== 'officer') return false;
  return (
    session.capabilities.includes('supervisor') || session.departmentCode === registration.departmentCode
  );
}
