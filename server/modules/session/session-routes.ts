import type { FastifyInstance } from 'fastify';
import { refuseDemoLogin } from './demo-accounts';
import { createHostConfig } from './host-signature';
import {
  issueAuthCode,
  listAuthorizations,
  listTestAccounts,
  loginAsDemoUser,
  loginWithAuthCode,
  loginWithPassword,
} from './session-service';
import { userInLocale } from '../../http/auth';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { NotFoundError } from '../../http/errors';

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config, sessions } = ctx;
  const loginLimit = { rateLimitPerMinute: config.loginRateLimitPerMinute };

  registerEndpoint(
    app,
    ctx,
    'appLogin',
    ({ input, locale }) => refuseDemoLogin(ctx, loginWithPassword(db, sessions, input, locale)),
    loginLimit,
  );
  registerEndpoint(
    app,
    ctx,
    'testLogin',
    ({ input, locale }) => refuseDemoLogin(ctx, loginAsDemoUser(db, sessions, input.account, locale)),
    loginLimit,
  );
  registerEndpoint(app, ctx, 'listTestAccounts', ({ locale }) => listTestAccounts(db, locale));
  registerEndpoint(app, ctx, 'getSiqCode', ({ input }) => issueAuthCode(db, input.account));
  registerEndpoint(
    app,
    ctx,
    'siqLogin',
    ({ input, locale }) => refuseDemoLogin(ctx, loginWithAuthCode(db, sessions, input.code, locale)),
    loginLimit,
  );
  registerEndpoint(app, ctx, 'getHostConfig', () =>
    createHostConfig(config.hostAccessKey, config.hostAccessSecret),
  );
  registerEndpoint(app, ctx, 'getHostCredentials', () => {
    if (!config.hostCredentialsCompat) throw new NotFoundError();
    return {
      success: true,
      data: { accessKey: config.hostAccessKey, accessSecret: config.hostAccessSecret },
    };
  });
  registerEndpoint(app, ctx, 'getSession', ({ session, locale }) =>
    userInLocale(session.user, session, locale),
  );
  registerEndpoint(app, ctx, 'logout', async ({ session }) => {
    await sessions.revoke(session.tokenHash);
    return null;
  });
  registerEndpoint(app, ctx, 'queryAuthorizationList', ({ input, session }) =>
    listAuthorizations(db, session, input),
  );
}
