import { z } from 'zod';
import {
  enterpriseNumberSchema,
  idSchema,
  isoDateTime,
  locationSchema,
  phoneSchema,
  requiredText,
  storedLocationSchema,
  text,
} from '../fields';

export const createVisitInput = z
  .object({
    clientRequestId: z.uuid(),
    scanId: idSchema.optional(),
    enterpriseNumber: enterpriseNumberSchema.optional(),
    /** A visit to an enterprise that has no code yet (`/outsideRegister`). */
    outsideEnterprise: z
      .object({ name: requiredText(100), address: requiredText(200), contactPhone: phoneSchema.optional() })
      .strict()
      .optional(),
    purpose: requiredText(500),
    /** The confirmed guidance appointment this visit answers (it then becomes completed). */
    appointmentId: idSchema.optional(),
    startedAt: isoDateTime,
    endedAt: isoDateTime,
    location: locationSchema.optional(),
    notes: text(1000).optional(),
  })
  .strict()
  .refine((value) => Boolean(value.enterpriseNumber) !== Boolean(value.outsideEnterprise), {
    message: 'enterpriseOrOutside',
    path: ['enterpriseNumber'],
  });

export const visitSchema = z.object({
  id: z.string(),
  enterpriseNumber: z.string().nullable(),
  enterpriseName: z.string(),
  address: z.string(),
  purpose: z.string(),
  staffName: z.string(),
  departmentName: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  location: storedLocationSchema,
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

export const visitSchemas = {
  createVisit: { input: createVisitInput, output: visitSchema },
  getVisit: { input: z.object({ id: idSchema }).strict(), output: visitSchema },
};
