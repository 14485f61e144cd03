/**
 * Input and output schema of every call in `api-routes.ts`, declared once.
 * The server validates each request and response with them; the client imports only their types
 * (and the lazily loaded forms use them for validation).
 */
import { z } from 'zod';
import type { ApiName } from './api-routes';
import { LOCALES } from './locales';
import {
  checkInInput,
  checkInSchema,
  codeHistoryItemSchema,
  createRegistrationInput,
  createVisitInput,
  editRegistrationInput,
  enterpriseNumberSchema,
  enterprisePreviewSchema,
  enterpriseSchema,
  evaluateInput,
  listRegistrationsInput,
  officerProfileSchema,
  photoSchema,
  quotaSchema,
  registerEnterpriseInput,
  registrationDetailSchema,
  registrationPageSchema,
  resolveCodeInput,
  resolvedCodeSchema,
  supervisionCodeSchema,
  visitSchema,
  warningSchema,
} from './supervision-schemas';

const empty = z.object({}).strict();
const text = (max: number) => z.string().trim().max(max);

export { phoneSchema } from './supervision-schemas';
export const mobileSchema = z
  .string()
  .trim()
  .regex(/^(?:\+?86)?1\d{10}$/, 'mobile');

export const roleSchema = z.enum(['enterprise', 'officer']);
export type Role = z.infer<typeof roleSchema>;

export const sessionUserSchema = z.object({
  userId: z.string(),
  orgId: z.string(),
  name: z.string(),
  phonenumber: z.string(),
  role: roleSchema,
  enterpriseNumber: z.string().nullable(),
  enterpriseName: z.string().nullable(),
  departmentCode: z.string().nullable(),
  departmentName: z.string().nullable(),
  certificateNumber: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginDataSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  phonenumber: z.string(),
  userId: z.string(),
  enterpriseNumber: z.string().nullable(),
  user: sessionUserSchema,
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const carouselItemSchema = z.object({
  id: z.string(),
  img: z.string(),
  title: z.string(),
});
export type CarouselItem = z.infer<typeof carouselItemSchema>;

export const dictTypeSchema = z.enum(['department', 'inspection_type', 'inspection_result', 'evaluation_level']);
export const dictItemSchema = z.object({ value: z.string(), label: z.string(), sort: z.number().int() });
export type DictItem = z.infer<typeof dictItemSchema>;

export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}
export const regionNodeSchema: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), children: z.array(regionNodeSchema).optional() }),
);

export const authorizationSchema = z.object({
  enterpriseNumber: z.string(),
  enterpriseName: z.string(),
  merchantTel: z.string(),
  role: z.enum(['owner', 'staff']),
});
export type Authorization = z.infer<typeof authorizationSchema>;

export const testAccountSchema = z.object({
  account: z.string(),
  name: z.string(),
  role: roleSchema,
  description: z.string(),
});
export type TestAccount = z.infer<typeof testAccountSchema>;

export const hostConfigSchema = z.object({
  access_key: z.string(),
  nonce: z.string().regex(/^[1-9]\d{5}$/),
  timestamp: z.string().regex(/^\d{13}$/),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
});
export type HostConfig = z.infer<typeof hostConfigSchema>;

export const messageSetsSchema = z.record(z.enum(LOCALES), z.record(z.string(), z.string()));

export const apiSchemas = {
  getLanguage: { input: empty, output: z.partialRecord(z.enum(LOCALES), z.record(z.string(), z.string())) },
  getGoodsNum: { input: empty, output: z.number().int().min(0) },
  getCarousel: { input: empty, output: z.array(carouselItemSchema) },
  queryDict: { input: z.object({ dictType: dictTypeSchema }).strict(), output: z.array(dictItemSchema) },
  getRegionCascade: { input: empty, output: z.array(regionNodeSchema) },
  queryAuthorizationList: {
    input: z
      .object({ enterpriseNumber: text(32).optional(), merchantTel: text(20).optional() })
      .strict(),
    output: z.array(authorizationSchema),
  },
  appLogin: {
    input: z.object({ username: mobileSchema, password: z.string().min(1).max(128) }).strict(),
    output: loginDataSchema,
  },
  testLogin: { input: z.object({ account: text(32).min(1) }).strict(), output: loginDataSchema },
  listTestAccounts: { input: empty, output: z.array(testAccountSchema) },
  siqLogin: { input: z.object({ code: text(128).min(1) }).strict(), output: loginDataSchema },
  getSiqCode: { input: z.object({ account: text(32).min(1) }).strict(), output: z.object({ code: z.string() }) },
  getHostConfig: { input: empty, output: hostConfigSchema },
  getHostCredentials: {
    input: empty,
    output: z.object({ success: z.boolean(), data: z.object({ accessKey: z.string(), accessSecret: z.string() }) }),
  },
  getSession: { input: empty, output: sessionUserSchema },
  logout: { input: empty, output: z.null() },
  registerEnterprise: { input: registerEnterpriseInput, output: loginDataSchema.shape.user },
  getMyEnterprise: { input: empty, output: enterpriseSchema },
  getSupervisionCode: { input: z.object({ enterpriseNumber: enterpriseNumberSchema }).strict(), output: supervisionCodeSchema },
  listCodeHistory: { input: empty, output: z.array(codeHistoryItemSchema) },
  resolveCode: { input: resolveCodeInput, output: resolvedCodeSchema },
  getEnterprisePreview: { input: z.object({ enterpriseNumber: enterpriseNumberSchema }).strict(), output: enterprisePreviewSchema },
  getOfficerProfile: { input: empty, output: officerProfileSchema },
  checkIn: { input: checkInInput, output: checkInSchema },
  uploadPhoto: { input: empty, output: photoSchema },
  createRegistration: {
    input: createRegistrationInput,
    output: z.object({ id: z.string(), registrationNumber: z.string(), late: z.boolean(), warnings: z.array(warningSchema) }),
  },
  listRegistrations: { input: listRegistrationsInput, output: registrationPageSchema },
  getRegistration: { input: z.object({ id: z.string().trim().min(1).max(64) }).strict(), output: registrationDetailSchema },
  editRegistration: { input: editRegistrationInput, output: registrationDetailSchema },
  evaluateRegistration: { input: evaluateInput, output: registrationDetailSchema },
  getQuota: {
    input: z.object({ enterpriseNumber: enterpriseNumberSchema, year: z.coerce.number().int().min(2000).max(2100).optional() }).strict(),
    output: z.array(quotaSchema),
  },
  listWarnings: { input: z.object({ enterpriseNumber: enterpriseNumberSchema.optional() }).strict(), output: z.array(warningSchema) },
  createVisit: { input: createVisitInput, output: visitSchema },
  getVisit: { input: z.object({ id: z.string().trim().min(1).max(64) }).strict(), output: visitSchema },
} satisfies Record<ApiName, { input: z.ZodType; output: z.ZodType }>;

export type ApiSchemas = typeof apiSchemas;
export type ApiInput<K extends ApiName> = z.input<ApiSchemas[K]['input']>;
export type ApiOutput<K extends ApiName> = z.output<ApiSchemas[K]['output']>;
