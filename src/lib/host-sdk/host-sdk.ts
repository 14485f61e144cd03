/**
 * One interface for the messaging host's JS SDK (WorkPlus `w6s`, see HOST_SDK.md) with two implementations:
 * the real host and a simulator for development, demos and tests. Data calls go through `withHostTimeout`
 * (5000 ms, the SDK's own limit); scan and pickers are interactive and have no timeout.
 */
import type { HostConfig } from '../../../contract/api-schemas';

export const HOST_SDK_VERSION = '1.2.2';
export const HOST_CALL_TIMEOUT_MS = 5000;
/** The plain string the SDK rejects with when a call times out. */
export const HOST_TIMEOUT_TEXT = '接口调用超时';
export const HOST_TOAST_MS = 3000;
export const MAX_PICKED_IMAGES = 9;

export interface PickedImage {
  file?: File;
  url: string;
  name: string;
  size: number;
}

export interface HostSdk {
  readonly kind: 'w6s' | 'simulator';
  config(config: HostConfig): Promise<void>;
  /** Resolves once the host accepted the config; rejects on timeout. */
  ready(): Promise<void>;
  setTitle(title: string): void;
  getAuthCode(): Promise<string>;
  /** Resolves the scanned text, or null when the user cancelled. */
  scan(): Promise<string | null>;
  chooseImages(options?: { max?: number }): Promise<PickedImage[]>;
  toast(message: string): void;
}

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
