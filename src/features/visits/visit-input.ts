import type { ApiInput } from '../../../contract/api-schemas';
import { endsBeforeStart } from '../../../contract/time-rules';
import { createVisitInput } from '../../../contract/visits/schemas';
import type { Place } from '../../lib/geo/current-place';

export { endsBeforeStart };

export interface VisitFormValues {
  purpose: string;
  place: string;
  startedAt: string;
  endedAt: string;
  notes?: string;
  name?: string;
  address?: string;
  contactPhone?: string;
}

/** Whom the visit is for: a scanned or typed enterprise number, or an enterprise that has no code yet. */
export type VisitTarget = { scanId?: string; enterpriseNumber?: string; appointmentId?: string } | 'outside';

const optional = (value?: string) => (value?.trim() ? value.trim() : undefined);

/** The form's values as the contract's `createVisit` payload: exactly one of enterprise number and outside enterprise. */
export function toVisitInput(
  values: VisitFormValues,
  target: VisitTarget,
  located: Place | null | undefined,
  clientRequestId: string,
): ApiInput<'createVisit'> {
  return {
    clientRequestId,
    ...(target === 'outside'
      ? {
          outsideEnterprise: {
            name: values.name?.trim() ?? '',
            address: values.address?.trim() ?? '',
            contactPhone: optional(values.contactPhone),
          },
        }
      : {
          scanId: optional(target.scanId),
          enterpriseNumber: optional(target.enterpriseNumber),
          ...(target.appointmentId ? { appointmentId: target.appointmentId } : {}),
        }),
    purpose: values.purpose?.trim() ?? '',
    startedAt: new Date(values.startedAt).toISOString(),
    endedAt: new Date(values.endedAt).toISOString(),
    // The device position stays with the check-in even when the user rewrites the place in words.
    location: {
      latitude: located?.latitude ?? null,
      longitude: located?.longitude ?? null,
      text: values.place?.trim() ?? '',
    },
    notes: optional(values.notes),
  };
}

/** Contract paths to the form's field names, so a server or schema complaint lands under the right field. */
export function visitFieldName(path: string): string {
  if (path.startsWith('outsideEnterprise.')) return path.slice('outsideEnterprise.'.length);
  if (path.startsWith('location')) return 'place';
  return path;
}

/** Checks the payload with the contract's own schema; returns the form fields that fail, keyed by field name. */
export function visitInputProblems(input: ApiInput<'createVisit'>): Record<string, string> {
  const problems: Record<string, string> = {};
  const result = createVisitInput.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = visitFieldName(issue.path.join('.'));
      problems[field] ??= issue.message;
    }
  }
  // The contract allows an empty place text; a check-in without any place is refused here.
  if (!input.location?.text) problems.place ??= 'placeRequired';
  if (endsBeforeStart(input.startedAt, input.endedAt)) problems.endedAt = 'endBeforeStart';
  return problems;
}
