import { registrationMessages as m } from './messages';
import type {
  AllowanceBasis,
  CaseReason,
  EmergencyReviewStatus,
  EvaluationLevel,
  InspectionType,
  NoPositionReason,
  RegisteredBy,
  RegistrationFlag,
} from '../../../contract/registrations/schemas';
import type { AllowanceLimit } from '../../../contract/warnings/schemas';

export const typeLabels: Record<InspectionType, (typeof m)[keyof typeof m]> = {
  routine: m.typeRoutine,
  triggered: m.typeTriggered,
  case: m.typeCase,
};

export const caseReasonLabels = {
  complaint: m.caseComplaint,
  recheck: m.caseRecheck,
  enterprise_request: m.caseEnterpriseRequest,
  licensing: m.caseLicensing,
  referral: m.caseReferral,
  emergency: m.caseEmergency,
} as const satisfies Record<CaseReason, unknown>;

export const typedReasonLabels = {
  codeUnavailable: m.typedCodeUnavailable,
  cameraFailed: m.typedCameraFailed,
  codeUnreadable: m.typedCodeUnreadable,
  other: m.typedOther,
} as const;

export const noPositionReasonLabels = {
  permissionDenied: m.noPositionPermissionDenied,
  noSignal: m.noPositionNoSignal,
  deviceFailed: m.noPositionDeviceFailed,
  other: m.noPositionOther,
} as const satisfies Record<NoPositionReason, unknown>;

export const registeredByLabels: Record<RegisteredBy, (typeof m)[keyof typeof m]> = {
  scan: m.registeredByScan,
  licence: m.registeredByLicence,
  number: m.registeredByNumber,
};

export const allowanceBasisLabels: Record<AllowanceBasis, (typeof m)[keyof typeof m]> = {
  within: m.basisWithin,
  excepted: m.basisExcepted,
  approved: m.basisApproved,
};

export const emergencyReviewLabels: Record<EmergencyReviewStatus, (typeof m)[keyof typeof m]> = {
  pending: m.emergencyPending,
  upheld: m.emergencyUpheld,
  notUpheld: m.emergencyNotUpheld,
};

export const emergencyReviewFilterLabels: Record<EmergencyReviewStatus, (typeof m)[keyof typeof m]> = {
  pending: m.filterEmergencyPending,
  upheld: m.filterEmergencyUpheld,
  notUpheld: m.filterEmergencyNotUpheld,
};

export const flagFilterLabels: Record<RegistrationFlag, (typeof m)[keyof typeof m]> = {
  late: m.late,
  frequencyWarned: m.filterFrequencyWarned,
  excepted: m.filterExcepted,
  approved: m.filterApproved,
  farCheckIn: m.checkInFarFlag,
  unlocatedCheckIn: m.filterUnlocatedCheckIn,
};

export const allowanceLimitLabels: Record<AllowanceLimit, (typeof m)[keyof typeof m]> = {
  annualCap: m.limitAnnualCap,
  daily: m.limitDaily,
  weekly: m.limitWeekly,
  monthly: m.limitMonthly,
};

export const evaluationLevels: { value: EvaluationLevel; label: (typeof m)[keyof typeof m] }[] = [
  { value: 'very_satisfied', label: m.levelVerySatisfied },
  { value: 'satisfied', label: m.levelSatisfied },
  { value: 'basically_satisfied', label: m.levelBasicallySatisfied },
  { value: 'dissatisfied', label: m.levelDissatisfied },
  { value: 'very_dissatisfied', label: m.levelVeryDissatisfied },
];

export const isNegative = (level: EvaluationLevel | undefined) =>
  level === 'dissatisfied' || level === 'very_dissatisfied';

/** The period filter as a from/to date pair (inclusive, local calendar days). */
export function periodRange(period: string, today = new Date()): { from?: string; to?: string } {
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const daysAgo = (days: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  switch (period) {
    case '30d':
      return { from: iso(daysAgo(29)), to: iso(today) };
    case '90d':
      return { from: iso(daysAgo(89)), to: iso(today) };
    case 'year':
      return { from: `${today.getFullYear()}-01-01`, to: iso(today) };
    default:
      return {};
  }
}
