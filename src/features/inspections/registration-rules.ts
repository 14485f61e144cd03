import type { CreateRegistrationInput, InspectionType } from '../../../contract/supervision-schemas';

export const LATE_AFTER_MS = 24 * 60 * 60 * 1000;
export const BACKFILL_LIMIT_DAYS = 10;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type Lateness = 'on-time' | 'late' | 'too-late';

/** DOMAIN.md: registering more than a day after the start is a late entry; beyond 10 calendar days it is refused. */
export function lateness(startedAt: Date, now = new Date()): Lateness {
  const elapsed = now.getTime() - startedAt.getTime();
  if (elapsed <= LATE_AFTER_MS) return 'on-time';
  const startDay = new Date(startedAt.getFullYear(), startedAt.getMonth(), startedAt.getDate());
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((today.getTime() - startDay.getTime()) / 86400000);
  return days > BACKFILL_LIMIT_DAYS ? 'too-late' : 'late';
}

export function photoProblem(file: { size: number; type: string }): 'too-large' | 'wrong-type' | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'wrong-type';
  if (file.size > MAX_PHOTO_BYTES) return 'too-large';
  return null;
}

export interface RegistrationForm {
  officerIds: string[];
  type: InspectionType;
  planId?: string;
  triggerReason?: string;
  caseReason?: 'complaint' | 'recheck' | 'enterprise_request' | 'licensing';
  legalBasis?: string;
  results: Record<string, 'compliant' | 'non_compliant' | 'unchecked' | undefined>;
  problems: { description?: string; rectification?: string; photos?: { photoId: string; url: string }[] }[];
  startedAt: string;
  endedAt: string;
  lateReason?: string;
  remarks?: string;
}

interface Context {
  clientRequestId: string;
  scanId?: string;
  enterpriseNumber: string;
  platform: 'main' | 'szy';
  officers: { userId: string; name: string; certificateNumber: string }[];
  items: { code: string; name: string }[];
  place?: { latitude: number | null; longitude: number | null; text: string } | null;
}

/** Turns what the officer entered into the contract's payload; only the fields of the chosen type travel. */
export function toRegistrationInput(form: RegistrationForm, context: Context): CreateRegistrationInput {
  const trim = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    clientRequestId: context.clientRequestId,
    scanId: context.scanId,
    enterpriseNumber: context.enterpriseNumber,
    platform: context.platform,
    officers: context.officers.filter((officer) => form.officerIds.includes(officer.userId)).map(({ name, certificateNumber }) => ({ name, certificateNumber })),
    type: form.type,
    planId: form.type === 'routine' ? form.planId : undefined,
    triggerReason: form.type === 'triggered' ? trim(form.triggerReason) : undefined,
    caseReason: form.type === 'case' ? form.caseReason : undefined,
    legalBasis: trim(form.legalBasis),
    items: context.items
      .filter((item) => form.results[item.code] === 'compliant' || form.results[item.code] === 'non_compliant')
      .map((item) => ({ code: item.code, name: item.name, result: form.results[item.code] as 'compliant' | 'non_compliant' })),
    problems: form.problems.map((problem) => ({
      description: problem.description?.trim() ?? '',
      rectification: problem.rectification?.trim() ?? '',
      photoIds: (problem.photos ?? []).map((photo) => photo.photoId),
    })),
    startedAt: new Date(form.startedAt).toISOString(),
    endedAt: new Date(form.endedAt).toISOString(),
    location: context.place ?? undefined,
    lateReason: trim(form.lateReason),
    remarks: trim(form.remarks),
  };
}
