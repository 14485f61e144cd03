/**
 * The one HTTP client. Attaches the token and language, unwraps the `{ code, message, data }` envelope and
 * turns every failure into one `ApiError` with one toast, following the error catalogue of SPEC.md section 8:
 * - body code 500 rejects (the caller's error path); any other body resolves at the transport level;
 * - a message in a failed response shows a red toast for 1500 ms;
 * - the not-logged-in message sends the user to /login; HTTP 403 to /login with the current place as target;
 * - body code 50005 toasts, re-authenticates and retries the request once, so nothing the user did is lost;
 * - no response rejects with code -1 and the network-down message.
 * Interceptors are installed per mount and ejected on unmount; unmount also aborts every request the mount started,
 * and a request asked for while no app is mounted is refused before it is sent.
 */
import axios, {
  CanceledError,
  type AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { httpMessages } from './messages';
import { apiRoutes, type ApiName, type HttpMethod } from '../../../contract/api-routes';
import type { ApiInput, ApiOutput } from '../../../contract/api-schemas';
import {
  FAILURE_CODE,
  LOCALE_HEADER,
  NETWORK_DOWN_CODE,
  SUCCESS_CODE,
  TOKEN_EXPIRED_CODE,
  TOKEN_HEADER,
  isNotLoggedInMessage,
  type Envelope,
} from '../../../contract/envelope';
import { fillPath } from '../../../contract/route';
import { translate } from '../i18n/translator';

/** SPEC.md gives two readings (500000000 ms and 5000 ms); 5000 ms is the one a user can live with. */
export const HTTP_TIMEOUT_MS = 5000;
/** A photo over a mobile network needs longer than a JSON call. */
export const UPLOAD_TIMEOUT_MS = 60000;

export class ApiError extends Error {
  readonly code: number;
  readonly status: number | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly body: unknown;

  constructor(
    code: number,
    message: string,
    options: { status?: number; fields?: Record<string, string>; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status;
    this.fields = options.fields;
    this.body = options.body;
  }
}

export interface HttpHooks {
  apiBase: string;
  getToken: () => string | null;
  getLocale: () => string;
  onNotLoggedIn: () => void;
  onForbidden: () => void;
  /** Resolves true when a fresh token is in place and the request may be retried. */
  reauthenticate: () => Promise<boolean>;
  showError: (message: string) => void;
  clearToasts: () => void;
  onPendingChange: (pending: number) => void;
}

const VALID_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

export const http = axios.create({
  timeout: HTTP_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

/** Mounted apps whose client is installed: none between mounts, where a request would lose its base address. */
let installedClients = 0;
// Installed once, so it outlives every mount's interceptors and runs after theirs (axios runs the last added first).
http.interceptors.request.use((config) => {
  if (installedClients === 0) throw new CanceledError('[http] the app is not mounted: request not sent');
  return config;
});

/** A request stopped by its caller or by the unmount of the app, not a failure to show or log. */
export function isCancelledRequest(error: unknown): boolean {
  return axios.isCancel(error);
}

function eitherSignal(first: AbortSignal | undefined, second: AbortSignal): AbortSignal {
  if (!first) return second;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second]);
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (first.aborted || second.aborted) abort();
  first.addEventListener('abort', abort, { once: true });
  second.addEventListener('abort', abort, { once: true });
  return controller.signal;
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  svRetried?: boolean;
  svCounted?: boolean;
}

function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' && body !== null && 'code' in body && typeof (body as Envelope).code === 'number'
  );
}

function errorFromBody(body: Envelope, status: number | undefined): ApiError {
  return new ApiError(body.code, body.message, { status, fields: body.fields, body });
}

export function installHttpClient(hooks: HttpHooks): () => void {
  let pending = 0;
  // every request of this mount, aborted by its unmount
  const mounted = new AbortController();
  installedClients += 1;
  let reauthInFlight: Promise<boolean> | null = null;

  const settle = (config: RetriableConfig | undefined) => {
    if (config?.svCounted) {
      config.svCounted = false;
      pending = Math.max(0, pending - 1);
      hooks.onPendingChange(pending);
    }
  };

  const reauthenticateOnce = () => {
    reauthInFlight ??= hooks.reauthenticate().finally(() => {
      reauthInFlight = null;
    });
    return reauthInFlight;
  };

  const handleTokenExpired = async (config: RetriableConfig, body: Envelope, status?: number) => {
    hooks.showError(translate(httpMessages.tokenExpired));
    if (!config.svRetried && (await reauthenticateOnce())) {
      return http.request({ ...config, svRetried: true } as AxiosRequestConfig);
    }
    throw errorFromBody(body, status);
  };

  const requestId = http.interceptors.request.use(
    (config: RetriableConfig) => {
      if (!config.method || !VALID_METHODS.has(config.method.toLowerCase())) {
        console.error(`[http] invalid request method: ${String(config.method)} ${config.url ?? ''}`);
      }
      config.baseURL = hooks.apiBase;
      config.signal = eitherSignal(config.signal as AbortSignal | undefined, mounted.signal);
      const token = hooks.getToken();
      if (token) config.headers.set(TOKEN_HEADER, token);
      else config.headers.delete(TOKEN_HEADER);
      config.headers.set(LOCALE_HEADER, hooks.getLocale());
      if (!config.svCounted) {
        config.svCounted = true;
        pending += 1;
        hooks.onPendingChange(pending);
      }
      return config;
    },
    (error: unknown) => {
      hooks.clearToasts();
      return Promise.reject(error);
    },
  );

  const responseId = http.interceptors.response.use(
    async (response: AxiosResponse) => {
      const config = response.config as RetriableConfig;
      settle(config);
      const body: unknown = response.data;
      if (!isEnvelope(body)) return response;
      if (body.code === TOKEN_EXPIRED_CODE) return handleTokenExpired(config, body, response.status);
      if (isNotLoggedInMessage(body.message)) {
        hooks.onNotLoggedIn();
        throw errorFromBody(body, response.status);
      }
      if (body.code !== SUCCESS_CODE && body.message) hooks.showError(body.message);
      if (body.code === FAILURE_CODE) throw errorFromBody(body, response.status);
      return response;
    },
    async (error: AxiosError) => {
      const config = error.config as RetriableConfig | undefined;
      settle(config);
      if (axios.isCancel(error) || !axios.isAxiosError(error)) throw error;
      const response = error.response;
      if (!response) {
        const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
        const message = translate(timedOut ? httpMessages.timeout : httpMessages.networkDown);
        hooks.showError(message);
        throw new ApiError(NETWORK_DOWN_CODE, message);
      }
      const body: unknown = response.data;
      if (isEnvelope(body) && body.code === TOKEN_EXPIRED_CODE && config) {
        return handleTokenExpired(config, body, response.status);
      }
      if (response.status === 403) {
        hooks.onForbidden();
      } else if (isEnvelope(body) && isNotLoggedInMessage(body.message)) {
        hooks.onNotLoggedIn();
      }
      if (isEnvelope(body)) {
        if (body.message) hooks.showError(body.message);
        throw errorFromBody(body, response.status);
      }
      const message = translate(httpMessages.requestFailed, { status: response.status });
      hooks.showError(message);
      throw new ApiError(response.status, message, { status: response.status, body });
    },
  );

  return () => {
    installedClients -= 1;
    mounted.abort();
    http.interceptors.request.eject(requestId);
    http.interceptors.response.eject(responseId);
    if (pending > 0) hooks.onPendingChange(0);
  };
}

function toAxiosConfig(method: HttpMethod, routePath: string, routeInput: unknown): AxiosRequestConfig {
  const { path, rest: input } = fillPath(routePath, routeInput);
  switch (method) {
    case 'GET':
    case 'DELETE':
      return { method, url: path, params: input };
    case 'FORM':
      return {
        method: 'POST',
        url: path,
        data: new URLSearchParams(
          Object.entries((input ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        ),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      };
    case 'UPLOAD':
      return { method: 'POST', url: path, data: input, headers: { 'Content-Type': 'multipart/form-data' } };
    default:
      return { method, url: path, data: input ?? {} };
  }
}

/** Calls one endpoint of the contract and returns its data; anything but success throws an `ApiError`. */
export async function request<K extends ApiName>(
  name: K,
  ...[input, options]: ApiInput<K> extends Record<string, never>
    ? [input?: ApiInput<K>, options?: { signal?: AbortSignal }]
    : [input: ApiInput<K>, options?: { signal?: AbortSignal }]
): Promise<ApiOutput<K>> {
  const route = apiRoutes[name];
  const response = await http.request<Envelope<ApiOutput<K>>>({
    ...toAxiosConfig(route.method, route.path, input),
    signal: options?.signal,
  });
  const body = response.data;
  if (body.code !== SUCCESS_CODE) throw errorFromBody(body, response.status);
  return body.data;
}

export interface DownloadedFile {
  bytes: ArrayBuffer;
  contentType: string;
  /** From the server's Content-Disposition, else empty. */
  fileName: string;
}

/** A file call answers bytes, but its errors come as the envelope: parse only those, so the interceptors see them. */
function bytesOrEnvelope(data: unknown, headers: { get?: (name: string) => unknown }): unknown {
  const type = String(headers.get?.('content-type') ?? '');
  if (!(data instanceof ArrayBuffer) || !type.includes('application/json')) return data;
  try {
    return JSON.parse(new TextDecoder().decode(data)) as unknown;
  } catch {
    return data;
  }
}

function fileNameOf(disposition: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
}

/** Fetches a file endpoint of the contract (a PDF), reporting progress; anything but the file throws an `ApiError`. */
export async function download<K extends ApiName>(
  name: K,
  input: ApiInput<K>,
  options: { signal?: AbortSignal; onProgress?: (loaded: number, total: number | undefined) => void } = {},
): Promise<DownloadedFile> {
  const route = apiRoutes[name];
  const response = await http.request<unknown>({
    ...toAxiosConfig(route.method, route.path, input),
    signal: options.signal,
    timeout: UPLOAD_TIMEOUT_MS,
    responseType: 'arraybuffer',
    transformResponse: [bytesOrEnvelope],
    onDownloadProgress: options.onProgress
      ? (event) => options.onProgress!(event.loaded, event.total || undefined)
      : undefined,
  });
  const body = response.data;
  if (!(body instanceof ArrayBuffer)) {
    if (isEnvelope(body)) throw errorFromBody(body, response.status);
    throw new ApiError(FAILURE_CODE, translate(httpMessages.requestFailed, { status: response.status }));
  }
  return {
    bytes: body,
    contentType: String(response.headers['content-type'] ?? ''),
    fileName: fileNameOf(String(response.headers['content-disposition'] ?? '')),
  };
}

/** Sends one file to an UPLOAD endpoint of the contract (multipart, field `file`). */
export async function upload<K extends ApiName>(
  name: K,
  file: Blob,
  fileName: string,
  options?: { signal?: AbortSignal },
): Promise<ApiOutput<K>> {
  const route = apiRoutes[name];
  const form = new FormData();
  form.append('file', file, fileName);
  const response = await http.request<Envelope<ApiOutput<K>>>({
    ...toAxiosConfig(route.method, route.path, form),
    signal: options?.signal,
    timeout: UPLOAD_TIMEOUT_MS,
  });
  const body = response.data;
  if (body.code !== SUCCESS_CODE) throw errorFromBody(body, response.status);
  return body.data;
}
