/**
 * Every call of the app as plain data (no zod here, so the first-screen bundle stays small), gathered from the
 * modules' `contract/<module>/routes.ts`. `access` is who may call it; the server enforces it, the client only
 * reads method and path. Payload and response schemas for each key live in `api-schemas.ts`.
 */
import { analysisRoutes } from './analysis/routes';
import { appointmentRoutes } from './appointments/routes';
import { complaintRoutes } from './complaints/routes';
import { contentRoutes } from './content/routes';
import { documentRoutes } from './documents/routes';
import { enterpriseRoutes } from './enterprises/routes';
import { inspectionApprovalRoutes } from './inspection-approvals/routes';
import { messageRoutes } from './messages/routes';
import { noticeRoutes } from './notices/routes';
import { officerRoutes } from './officers/routes';
import { planRoutes } from './plans/routes';
import { registrationRoutes } from './registrations/routes';
import type { ApiRoute } from './route';
import { sessionRoutes } from './session/routes';
import { settingRoutes } from './settings/routes';
import { shopRoutes } from './shop/routes';
import { supervisionCodeRoutes } from './supervision-codes/routes';
import { szyPlatformRoutes } from './szy-platform/routes';
import { visitRoutes } from './visits/routes';
import { warningRoutes } from './warnings/routes';

export type { Access, ApiRoute, HttpMethod } from './route';

export const apiRoutes = {
  ...contentRoutes,
  ...shopRoutes,
  ...sessionRoutes,
  ...szyPlatformRoutes,
  ...appointmentRoutes,
  ...enterpriseRoutes,
  ...supervisionCodeRoutes,
  ...officerRoutes,
  ...registrationRoutes,
  ...inspectionApprovalRoutes,
  ...warningRoutes,
  ...visitRoutes,
  ...planRoutes,
  ...noticeRoutes,
  ...messageRoutes,
  ...complaintRoutes,
  ...documentRoutes,
  ...analysisRoutes,
  ...settingRoutes,
} as const satisfies Record<string, ApiRoute>;

export type ApiName = keyof typeof apiRoutes;
