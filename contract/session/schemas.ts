import { z } from 'zod';
import { emptyInput, mobileSchema, text } from '../fields';

/** `provider`: a user of a listed shop provider or of an office giving a free service. */
export const roleSchema = z.enum(['enterprise', 'officer', 'provider']);
export type Role = z.infer<typeof roleSchema>;

/**
 * A right beyond the role, granted per officer: approving the department's plans, supervising the whole city,
 * heading a department (overdue complaints are reported to its head; the supervision office's head takes a complaint
 * reopened twice).
 */
export const capabilitySchema = z.enum(['planApprover', 'supervisor', 'departmentHead']);
export type Capability = z.infer<typeof capabilitySchema>;

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
  /** Providers: the provider they act for. */
  providerId: z.string().nullable().optional(),
  providerName: z.string().nullable().optional(),
  /** The server always sends it (empty for enterprises). */
  capabilities: z.array(capabilitySchema).optional(),
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

export const sessionSchemas = {
  appLogin: {
    input: z.object({ username: mobileSchema, password: z.string().min(1).max(128) }).strict(),
    output: loginDataSchema,
  },
  testLogin: { input: z.object({ account: text(32).min(1) }).strict(), output: loginDataSchema },
  listTestAccounts: { input: emptyInput, output: z.array(testAccountSchema) },
  siqLogin: { input: z.object({ code: text(128).min(1) }).strict(), output: loginDataSchema },
  getSiqCode: {
    input: z.object({ account: text(32).min(1) }).strict(),
    output: z.object({ code: z.string() }),
  },
  getHostConfig: { input: emptyInput, output: hostConfigSchema },
  getHostCredentials: {
    input: emptyInput,
    output: z.object({
      success: z.boolean(),
      data: z.object({ accessKey: z.string(), accessSecret: z.string() }),
    }),
  },
  getSession: { input: emptyInput, output: sessionUserSchema },
  logout: { input: emptyInput, output: z.null() },
  queryAuthorizationList: {
    input: z.object({ enterpriseNumber: text(32).optional(), merchantTel: text(20).optional() }).strict(),
    output: z.array(authorizationSchema),
  },
};
