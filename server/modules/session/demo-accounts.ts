import type { LoginData } from '../../../contract/session/schemas';
import { sha256 } from '../../http/auth';
import type { AppContext } from '../../http/endpoint';
import { OperationFailedError } from '../../http/errors';
import { isRefusedDemoAccount } from '../../http/guards';

/**
 * In production no demo account signs in (a data directory seeded in development keeps their known passwords):
 * a sign-in that reached one is undone before its token leaves the server, and answers like a wrong password.
 */
export async function refuseDemoLogin(ctx: AppContext, login: Promise<LoginData>): Promise<LoginData> {
  const data = await login;
  if (await isRefusedDemoAccount(ctx.config, ctx.db, data.userId)) {
    await ctx.sessions.revoke(sha256(data.token));
    throw new OperationFailedError('loginFailed');
  }
  return data;
}
