/**
 * A fake API server for screen tests, typed from the contract: each fake answers one key of `apiRoutes` with
 * its `ApiOutput` (wrapped in the `{ code: 20000, data }` envelope) or with a failure. It sits behind the real
 * HTTP client as an axios adapter, so the client's token, envelope and error handling all run.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiRoutes, type ApiName } from '../../contract/api-routes';
import type { ApiInput, ApiOutput } from '../../contract/api-schemas';
import { SUCCESS_CODE } from '../../contract/envelope';

/** An answer other than success: a body code (and HTTP status) with its message. */
export class ApiFailure {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly status = 200,
    /** A refused input's problems by contract path (HTTP 400). */
    readonly fields?: Record<string, string>,
  ) {}
}

export const fail = (code: number, message: string, status?: number, fields?: Record<string, string>) =>
  new ApiFailure(code, message, status, fields);

type Answer<K extends ApiName> = ApiOutput<K> | ApiFailure;
export type Fake<K extends ApiName> = Answer<K> | ((input: ApiInput<K>) => Answer<K> | Promise<Answer<K>>);
export type Fakes = { [K in ApiName]?: Fake<K> };

export interface RecordedCall {
  name: ApiName;
  input: unknown;
  token: string | undefined;
}

const byMethodAndPath = new Map<string, ApiName>(
  Object.entries(apiRoutes).map(([name, route]) => {
    const method = route.method === 'FORM' || route.method === 'UPLOAD' ? 'POST' : route.method;
    return [`${method} ${route.path}`, name as ApiName];
  }),
);

function inputOf(config: InternalAxiosRequestConfig): unknown {
  if (config.params) return config.params;
  const { data } = config;
  if (typeof data !== 'string') return data ?? {};
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return Object.fromEntries(new URLSearchParams(data));
  }
}

function respond(
  config: InternalAxiosRequestConfig,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): AxiosResponse {
  const response: AxiosResponse = {
    data: body,
    status,
    statusText: String(status),
    headers,
    config,
    request: {},
  };
  if (status >= 400)
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  return response;
}

/** An adapter answering from `fakes`; a call without a fake is recorded and answered with code 500. */
export function fakeApiAdapter(fakes: Fakes, calls: RecordedCall[]): AxiosAdapter {
  return async (config) => {
    const name = byMethodAndPath.get(`${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`);
    if (!name)
      return respond(config, 404, {
        code: 404,
        message: `no route ${config.method} ${config.url}`,
        data: null,
      });
    const input = inputOf(config);
    calls.push({ name, input, token: config.headers.get('token')?.toString() });
    const fake = fakes[name] as Fake<ApiName> | undefined;
    if (fake === undefined)
      return respond(config, 200, { code: 500, message: `no fake for ${name}`, data: null });
    const answer = typeof fake === 'function' ? await fake(input as never) : fake;
    if (answer instanceof ApiFailure)
      return respond(config, answer.status, {
        code: answer.code,
        message: answer.message,
        data: null,
        ...(answer.fields ? { fields: answer.fields } : {}),
      });
    // a file call (contract/documents): the bytes themselves, their progress reported as a browser would
    if (ArrayBuffer.isView(answer)) {
      // copied into this realm's buffer (a TextEncoder's bytes may come from another)
      const bytes = new ArrayBuffer(answer.byteLength);
      new Uint8Array(bytes).set(new Uint8Array(answer.buffer, answer.byteOffset, answer.byteLength));
      config.onDownloadProgress?.({
        loaded: bytes.byteLength / 2,
        total: bytes.byteLength,
        bytes: 0,
        lengthComputable: true,
      });
      config.onDownloadProgress?.({
        loaded: bytes.byteLength,
        total: bytes.byteLength,
        bytes: 0,
        lengthComputable: true,
      });
      return respond(config, 200, bytes, { 'content-type': 'application/pdf' });
    }
    return respond(config, 200, { code: SUCCESS_CODE, message: 'ok', data: answer });
  };
}
