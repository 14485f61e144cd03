import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SzyPlatform } from './szy-platform';
import { SZY_CODE_TTL_MS } from '../../../contract/szy-platform/rules';

/**
 * The simulated platform's directory: the demo officers (linked by the seed), 赵雷 whom nobody linked yet and
 * 张伟 whose link points at an enterprise account, so each refusal can be tried.
 */
export const SIMULATED_DIRECTORY = [
  { platformUserId: 'szy-liming', name: '李明', linkedPhone: '13900000001' },
  { platformUserId: 'szy-wangfang', name: '王芳', linkedPhone: '13900000002' },
  { platformUserId: 'szy-hejing', name: '何静', linkedPhone: '13900000003' },
  { platformUserId: 'szy-huanglei', name: '黄磊', linkedPhone: '13900000004' },
  { platformUserId: 'szy-zhouzheng', name: '周正', linkedPhone: '13700000001' },
  { platformUserId: 'szy-wumin', name: '吴敏', linkedPhone: '13700000002' },
  { platformUserId: 'szy-zhaolei', name: '赵雷', linkedPhone: null },
  { platformUserId: 'szy-zhangwei', name: '张伟', linkedPhone: '13800000001' },
] as const;

/** The simulator's SDK ticket: the client's simulated SDK checks only the signature's form. */
const SIMULATED_TICKET = 'simulated-jsapi-ticket';

export interface SimulatedPlatform extends SzyPlatform {
  /** What the platform hands the page when the user opens the app: a code for that user, valid 5 minutes. */
  issueCode(platformUserId: string): string | null;
}

/**
 * Codes are `user.issuedAt.nonce.signature`, signed with the code-signing secret and judged by the app's
 * clock, so tests let one expire by moving the clock instead of waiting.
 */
export function createSimulatedPlatform(secret: string, now: () => Date): SimulatedPlatform {
  const sign = (body: string) =>
    createHmac('sha256', `szy-simulator:${secret}`).update(body).digest('base64url');
  const inDirectory = (id: string) => SIMULATED_DIRECTORY.some((user) => user.platformUserId === id);

  return {
    kind: 'simulator',
    corpId: 'simulated-corp',
    agentId: '1000001',
    issueCode(platformUserId) {
      if (!inDirectory(platformUserId)) return null;
      const body = `${platformUserId}.${now().getTime()}.${randomBytes(9).toString('base64url')}`;
      return `${body}.${sign(body)}`;
    },
    async userOfCode(code) {
      const parts = code.split('.');
      if (parts.length !== 4) return null;
      const [platformUserId, issuedAt, , signature] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(parts.slice(0, 3).join('.')));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const age = now().getTime() - Number(issuedAt);
      if (!Number.isFinite(age) || age < 0 || age > SZY_CODE_TTL_MS) return null;
      return inDirectory(platformUserId) ? platformUserId : null;
    },
    jsapiTicket: async () => SIMULATED_TICKET,
  };
}
