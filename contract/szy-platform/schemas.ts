import { z } from 'zod';
import { SZY_REFUSALS } from './rules';
import { emptyInput, text } from '../fields';
import { loginDataSchema } from '../session/schemas';

/**
 * A signed-in officer. A refusal is a failure (code 500, so the seed's error callback runs) whose envelope names
 * its `reason`, one of SZY_REFUSALS, each with a screen of its own; an unreachable platform is 503.
 */
export const szyLoginResultSchema = z.object({ outcome: z.literal('signedIn'), login: loginDataSchema });
export type SzyLoginResult = z.infer<typeof szyLoginResultSchema>;
export const szyRefusalSchema = z.enum(SZY_REFUSALS);

/**
 * What the platform's JS SDK needs for `ww.config` (WeCom's rule: sha1 of
 * `jsapi_ticket=..&noncestr=..&timestamp=..&url=..`), signed on the server so the secret never leaves it, and our
 * session renewed when it was close to expiring (null when it was not).
 */
export const szySdkConfigSchema = z.object({
  corpId: z.string(),
  agentId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
  jsApiList: z.array(z.string()),
  renewed: z.object({ token: z.string(), expiresAt: z.string() }).nullable(),
});
export type SzySdkConfig = z.infer<typeof szySdkConfigSchema>;

export const szySimulatorUserSchema = z.object({
  platformUserId: z.string(),
  name: z.string(),
  description: z.string(),
});
export type SzySimulatorUser = z.infer<typeof szySimulatorUserSchema>;

export const szyPlatformSchemas = {
  szyLogin: { input: z.object({ param: text(256).min(1) }).strict(), output: szyLoginResultSchema },
  szyGetToken: {
    // the page's address without its fragment, which the signature covers
    input: z.object({ url: z.url({ protocol: /^https?$/ }).max(2000) }).strict(),
    output: szySdkConfigSchema,
  },
  listSzySimulatorUsers: { input: emptyInput, output: z.array(szySimulatorUserSchema) },
  getSzySimulatorCode: {
    input: z.object({ platformUserId: text(64).min(1) }).strict(),
    output: z.object({ code: z.string() }),
  },
};
