import { z } from 'zod';
import { emptyInput } from '../fields';

export const certificateNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{6,20}$/, 'certificateNumber');

export const officerProfileSchema = z.object({
  userId: z.string(),
  name: z.string(),
  certificateNumber: z.string(),
  departmentCode: z.string(),
  departmentName: z.string(),
  colleagues: z.array(z.object({ userId: z.string(), name: z.string(), certificateNumber: z.string() })),
});
export type OfficerProfile = z.infer<typeof officerProfileSchema>;

export const officerSchemas = {
  getOfficerProfile: { input: emptyInput, output: officerProfileSchema },
};
