import { z } from 'zod';

export const planSchema = z.object({
  id: z.string(),
  title: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  legalBasis: z.string(),
});
export type Plan = z.infer<typeof planSchema>;
