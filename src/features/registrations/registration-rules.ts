import type {
  CaseReason,
  CreateRegistrationInput,
  InspectionType,
} from '../../../contract/registrations/schemas';

export {
  findLateness as lateness,
  findPhotoProblem as photoProblem,
  type Lateness,
} from '../../../contract/registrations/rules';

export interface RegistrationForm {
  officerIds: string[];
  type: InspectionType;
  planId?: string;
  triggerReason?: string;
  caseReason?: CaseReason;
  caseReference?: string;
  /** The department head's approval this inspection beyond the allowance uses. */
  approvalId?: string;
  typedReason?: CreateRegistrationInput['typedReason'];
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
  /** The confirmed appointment of today this case-specific inspection is the visit of. */
  appointmentId?: string;
  /** The number was typed rather than a code scanned: the form asks why. */
  typed?: boolean;
  /** The scan's check-in: the inspection then runs from it to the submission, not between typed times. */
  checkedInAt?: string;
  /** When this device heard of the check-in (its own clock, which may differ from the server's). */
  checkedInLocallyAt?: number;
}

/** Turns what the officer entered into the contract's payload; only the fields of the chosen type travel. */
export function toRegistrationInput(form: RegistrationForm, context: Context): CreateRegistrationInput {
  const trim = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    clientRequestId: context.clientRequestId,
    scanId: context.scanId,
    enterpriseNumber: context.enterpriseNumber,
    platform: context.platform,
    officers: context.officers
      .filter((officer) => form.officerIds.includes(officer.userId))
      .map(({ name, certificateNumber }) => ({ name, certificateNumber })),
    type: form.type,
    planId: form.type === 'routine' ? form.planId : undefined,
    triggerReason: form.type === 'triggered' ? trim(form.triggerReason) : undefined,
    caseReason: form.type === 'case' ? form.caseReason : undefined,
    caseReference: form.type === 'case' && !context.appointmentId ? trim(form.caseReference) : undefined,
    approvalId: form.type !== 'case' ? form.approvalId || undefined : undefined,
    typedReason: context.typed ? form.typedReason : undefined,
    appointmentId: form.type === 'case' ? context.appointmentId : undefined,
    legalBasis: trim(form.legalBasis),
    items: context.items
      .filter(
        (item) => form.results[item.code] === 'compliant' || form.results[item.code] === 'non_compliant',
      )
      .map((item) => ({
        code: item.code,
        name: item.name,
        result: form.results[item.code] as 'compliant' | 'non_compliant',
      })),
    problems: form.problems.map((problem) => ({
      description: problem.description?.trim() ?? '',
      rectification: problem.rectification?.trim() ?? '',
      photoIds: (problem.photos ?? []).map((photo) => photo.photoId),
    })),
    startedAt: context.checkedInAt ?? new Date(form.startedAt).toISOString(),
    endedAt: context.checkedInAt ? new Date().toISOString() : new Date(form.endedAt).toISOString(),
    location: context.place ?? undefined,
    lateReason: trim(form.lateReason),
    remarks: trim(form.remarks),
  };
}
