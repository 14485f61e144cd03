/**
 * Input and output schema of every call in `api-routes.ts`, declared once per module in
 * `contract/<module>/schemas.ts` and gathered here. The server validates each request and response with them;
 * the client imports only their types (and the lazily loaded forms use them for validation).
 */
import type { z } from 'zod';
import { analysisSchemas } from './analysis/schemas';
import type { ApiName } from './api-routes';
import { appointmentSchemas } from './appointments/schemas';
import { complaintSchemas } from './complaints/schemas';
import { contentSchemas } from './content/schemas';
import { documentSchemas } from './documents/schemas';
import { enterpriseSchemas } from './enterprises/schemas';
import { inspectionApprovalSchemas } from './inspection-approvals/schemas';
import { messageSchemas } from './messages/schemas';
import { noticeSchemas } from './notices/schemas';
import { officerSchemas } from './officers/schemas';
import { planSchemas } from './plans/schemas';
import { registrationSchemas } from './registrations/schemas';
import { sessionSchemas } from './session/schemas';
import { settingSchemas } from './settings/schemas';
import { shopSchemas } from './shop/schemas';
import { supervisionCodeSchemas } from './supervision-codes/schemas';
import { szyPlatformSchemas } from './szy-platform/schemas';
import { visitSchemas } from './visits/schemas';
import { warningSchemas } from './warnings/schemas';

// The names the client has always imported from here.
export { mobileSchema, phoneSchema } from './fields';
export {
  carouselItemSchema,
  dictItemSchema,
  dictTypeSchema,
  messageSetsSchema,
  regionNodeSchema,
  type CarouselItem,
  type DictItem,
  type RegionNode,
} from './content/schemas';
export {
  authorizationSchema,
  hostConfigSchema,
  loginDataSchema,
  roleSchema,
  sessionUserSchema,
  testAccountSchema,
  type Authorization,
  type HostConfig,
  type LoginData,
  type Role,
  type SessionUser,
  type TestAccount,
} from './session/schemas';

export const apiSchemas = {
  ...contentSchemas,
  ...shopSchemas,
  ...sessionSchemas,
  ...szyPlatformSchemas,
  ...appointmentSchemas,
  ...enterpriseSchemas,
  ...supervisionCodeSchemas,
  ...officerSchemas,
  ...registrationSchemas,
  ...inspectionApprovalSchemas,
  ...warningSchemas,
  ...visitSchemas,
  ...planSchemas,
  ...noticeSchemas,
  ...messageSchemas,
  ...complaintSchemas,
  ...documentSchemas,
  ...analysisSchemas,
  ...settingSchemas,
} satisfies Record<ApiName, { input: z.ZodType; output: z.ZodType }>;

export type ApiSchemas = typeof apiSchemas;
export type ApiInput<K extends ApiName> = z.input<ApiSchemas[K]['input']>;
export type ApiOutput<K extends ApiName> = z.output<ApiSchemas[K]['output']>;
