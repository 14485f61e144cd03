/**
 * One interface for the hosts' JS SDKs (WorkPlus `w6s`, see HOST_SDK.md, and 深政易's `ww`), each with a simulator
 * for development, demos and tests. Data calls go through `withHostTimeout`
 * (5000 ms, the SDK's own limit); scan and pickers are interactive and have no timeout.
 */
import type { HostConfig } from '../../../contract/api-schemas';
import type { SzySdkConfig } from '../../../contract/szy-platform/schemas';

export const HOST_CALL_TIMEOUT_MS = 5000;
/** The plain string the SDK rejects with when a call times out. */
export const HOST_TIMEOUT_TEXT = '接口调用超时';
export const MAX_PICKED_IMAGES = 9;

export interface PickedImage {
  file?: File;
  url: string;
  name: string;
  size: number;
}

interface HostCommon {
  setTitle(title: string): void;
  /** Resolves the scanned text, or null when the user cancelled. */
  scan(): Promise<string | null>;
  chooseImages(options?: { max?: number }): Promise<PickedImage[]>;
  toast(message: string): void;
}

/** The enterprise messaging app (WorkPlus): config first, then an auth code from the SDK. */
export interface MessagingHost extends HostCommon {
  readonly platform: 'messaging';
  readonly kind: 'w6s' | 'simulator';
  config(config: HostConfig): Promise<void>;
  /** Resolves once the host accepted the config; rejects on timeout. */
  ready(): Promise<void>;
  getAuthCode(): Promise<string>;
}

/**
 * 深政易, the officers' collaboration platform (built like WeCom): the page opens with a one-time code in its
 * address; the SDK is configured after sign-in with a config our server signs for the page's address.
 */
export interface SzyHost extends HostCommon {
  readonly platform: 'szy';
  readonly kind: 'szy' | 'szy-simulator';
  /** The platform's one-time code for this visit; null when there is none (the page was not opened by it). */
  takeCode(): Promise<string | null>;
  config(config: SzySdkConfig): Promise<void>;
}

/** One host adapter, three implementations (the messaging app, 深政易, and their simulators), chosen at start-up. */
export type HostSdk = MessagingHost | SzyHost;

export class HostTimeoutError extends Error {
  constructor(call: string) {
    super(`${HOST_TIMEOUT_TEXT}: ${call}`);
    this.name = 'HostTimeoutError';
  }
}

export class HostCallError extends Error {
  constructor(call: string, detail: unknown) {
    super(`${call} failed: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`);
    this.name = 'HostCallError';
  }
}

/** Races a host data call against the SDK's 5000 ms limit; the SDK's timeout string becomes a typed error. */
export function withHostTimeout<T>(
  call: string,
  run: () => Promise<T>,
  ms = HOST_CALL_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HostTimeoutError(call)), ms);
  });
  const attempt = Promise.resolve()
    .then(run)
    .catch((error: unknown) => {
      throw error === HOST_TIMEOUT_TEXT ? new HostTimeoutError(call) : error;
    });
  return Promise.race([attempt, timeout]).finally(() => clearTimeout(timer));
}
