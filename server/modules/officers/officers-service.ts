import { findCertificateNumber, listColleagues } from './officers-queries';
import type { Locale } from '../../../contract/locales';
import type { OfficerProfile } from '../../../contract/officers/schemas';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import { requireDepartment } from '../../http/guards';

/** The officer and the certified colleagues of the department, to name on a registration. */
export async function getOfficerProfile(
  db: Database,
  session: AuthSession,
  locale: Locale,
): Promise<OfficerProfile> {
  const departmentCode = requireDepartment(session);
  const [certificateNumber, colleagues] = await Promise.all([
    findCertificateNumber(db, session.userId),
    listColleagues(db, departmentCode, session.userId),
  ]);
  return {
    userId: session.userId,
    name: session.user.name,
    certificateNumber: certificateNumber ?? '',
    departmentCode,
    departmentName: (locale === 'en' && session.departmentNameEn) || session.user.departmentName || '',
    colleagues: colleagues
      .filter((c) => c.certificateNumber)
      .map((c) => ({ userId: c.userId, name: c.name, certificateNumber: c.certificateNumber! })),
  };
}
