/**
 * What this app needs from 深政易 (a WeCom-style platform): whose one-time sign-in code this is, and the
 * ticket the SDK configuration is signed with. Two implementations: the platform over HTTP (SZY_* settings) and,
 * in development without them, a simulator with a directory of demo officers.
 */
export interface SzyPlatform {
  readonly kind: 'platform' | 'simulator';
  readonly corpId: string;
  readonly agentId: string;
  /** The platform's user id behind a code, or null when the platform says the code is invalid or expired. */
  userOfCode(code: string): Promise<string | null>;
  jsapiTicket(): Promise<string>;
}

/** The platform could not be reached or answered with an error other than "invalid code". */
export class SzyUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`深政易: ${message}`, options);
    this.name = 'SzyUnavailableError';
  }
}
