import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHttpPlatform } from './szy-http-platform';
import type { SzyPlatform } from './szy-platform';
import { createSdkConfig, loginWithSzyCode } from './szy-service';
import {
  createSimulatedPlatform,
  SIMULATED_DIRECTORY,
  type SimulatedPlatform,
} from './szy-simulated-platform';
import type { Locale } from '../../../contract/locales';
import type { SzySimulatorUser } from '../../../contract/szy-platform/schemas';
import type { AppConfig } from '../../config';
import { users } from '../../db/schema/session';
import { szyUserLinks } from '../../db/schema/szy-platform';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { NotFoundError } from '../../http/errors';

function describeLink(role: string | undefined, phone: string | undefined, locale: Locale): string {
  const zh = locale === 'zh';
  if (!role) return zh ? '未开通本服务（无关联账号）' : 'Not enabled (no linked account)';
  if (role === 'officer') return zh ? `执法人员账号 ${phone}` : `Officer account ${phone}`;
  return zh ? `关联了企业账号 ${phone}（将被拒绝）` : `Linked to enterprise account ${phone} (refused)`;
}

async function listSimulatedUsers(ctx: AppContext, locale: Locale): Promise<SzySimulatorUser[]> {
  const ids = SIMULATED_DIRECTORY.map((user) => user.platformUserId);
  const links = await ctx.db
    .select({ platformUserId: szyUserLinks.platformUserId, role: users.role, phone: users.phone })
    .from(szyUserLinks)
    .innerJoin(users, eq(users.id, szyUserLinks.userId))
    .where(inArray(szyUserLinks.platformUserId, ids));
  return SIMULATED_DIRECTORY.map((user) => {
    const link = links.find((row) => row.platformUserId === user.platformUserId);
    return {
      platformUserId: user.platformUserId,
      name: user.name,
      description: describeLink(link?.role, link?.phone, locale),
    };
  });
}

/** Null in production without SZY_* settings: the platform's sign-in is then switched off. */
function createSzyPlatform(config: AppConfig, now: () => Date): SzyPlatform | null {
  if (config.szy) return createHttpPlatform(config.szy);
  if (config.mode === 'development') return createSimulatedPlatform(config.codeSigningSecret, now);
  return null;
}

export function registerSzyPlatformRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  platform: SzyPlatform | null = createSzyPlatform(ctx.config, ctx.now),
): void {
  const loginLimit = { rateLimitPerMinute: ctx.config.loginRateLimitPerMinute };
  const connected = () => {
    if (!platform) throw new NotFoundError();
    return platform;
  };
  const simulator = () => {
    if (platform?.kind !== 'simulator') throw new NotFoundError();
    return platform as SimulatedPlatform;
  };

  registerEndpoint(
    app,
    ctx,
    'szyLogin',
    ({ input, locale }) => loginWithSzyCode(ctx, connected(), input.param, locale),
    loginLimit,
  );
  registerEndpoint(app, ctx, 'szyGetToken', ({ input, session }) =>
    createSdkConfig(ctx, connected(), session, input.url),
  );
  registerEndpoint(app, ctx, 'listSzySimulatorUsers', ({ locale }) => {
    simulator();
    return listSimulatedUsers(ctx, locale);
  });
  registerEndpoint(app, ctx, 'getSzySimulatorCode', ({ input }) => {
    const code = simulator().issueCode(input.platformUserId);
    if (!code) throw new NotFoundError();
    return { code };
  });
}
