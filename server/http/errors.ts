/**
 * The one place where anything thrown while handling a request becomes a response envelope.
 * Handlers throw the typed errors below; everything else (framework errors, bugs, database failures)
 * is mapped here too, so no stack trace or SQL text can ever reach a client.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldReason, localeOf, t, validationSummary, type FieldProblem, type MessageKey } from './i18n';
import { FAILURE_CODE, NOT_LOGGED_IN_CODE, TOKEN_EXPIRED_CODE, type Envelope } from '../../contract/envelope';
import type { Locale } from '../../contract/locales';

export abstract class AppError extends Error {
  abstract readonly httpStatus: number;
  abstract readonly code: number;
  abstract readonly messageKey: MessageKey;
}

/** A business rule said no (wrong password, used auth code): HTTP 200 with code 500. */
export class OperationFailedError extends AppError {
  readonly httpStatus = 200;
  readonly code = FAILURE_CODE;
  constructor(readonly messageKey: MessageKey) {
    super(messageKey);
  }
}

/** A refusal the client shows a screen of its own for: code 500 as any refusal, and why in `reason`. */
export class RefusedError extends OperationFailedError {
  constructor(
    messageKey: MessageKey,
    readonly reason: string,
  ) {
    super(messageKey);
  }
}

export class NotLoggedInError extends AppError {
  readonly httpStatus = 401;
  readonly code = NOT_LOGGED_IN_CODE;
  readonly messageKey = 'notLoggedIn';
}

export class TokenExpiredError extends AppError {
  readonly httpStatus = 401;
  readonly code = TOKEN_EXPIRED_CODE;
  readonly messageKey = 'tokenExpired';
}

export class ForbiddenError extends AppError {
  readonly httpStatus = 403;
  readonly code = 403;
  readonly messageKey = 'forbidden';
}

/**
 * The record does not exist or belongs to someone else; both answer the same, so a foreign record cannot be
 * told from a missing one. (403 is only for a session whose role may not use the call at all.)
 */
export class NotFoundError extends AppError {
  readonly httpStatus = 404;
  readonly code = 404;
  constructor(readonly messageKey: MessageKey = 'notFound') {
    super(messageKey);
  }
}

export class ServiceUnavailableError extends AppError {
  readonly httpStatus = 503;
  readonly code = 503;
  readonly messageKey = 'unavailable';
}

/** A rule on one field that the schema cannot express (e.g. a reason required only for late registrations). */
export class FieldRuleError extends AppError {
  readonly httpStatus = 400;
  readonly code = 400;
  constructor(
    readonly field: string,
    readonly messageKey: MessageKey,
  ) {
    super(`${field}: ${messageKey}`);
  }
}

export class PayloadTooLargeError extends AppError {
  readonly httpStatus = 413;
  readonly code = 413;
  constructor(readonly messageKey: MessageKey = 'bodyTooLarge') {
    super(messageKey);
  }
}

/** A request the server understood but cannot accept as given (e.g. an upload that is not an image). */
export class BadRequestError extends AppError {
  readonly httpStatus = 400;
  readonly code = 400;
  constructor(readonly messageKey: MessageKey) {
    super(messageKey);
  }
}

export class ValidationError extends AppError {
  readonly httpStatus = 400;
  readonly code = 400;
  readonly messageKey = 'malformedBody';
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('validation failed');
  }
}

/** A multipart body the parser could not read (no boundary, no closing boundary, a broken part header). */
export class MalformedMultipartError extends AppError {
  readonly httpStatus = 400;
  readonly code = 400;
  readonly messageKey = 'malformedMultipart';
}

const MULTIPART_TOO_LARGE = new Set([
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_REQ_FILE_TOO_LARGE',
]);
const MULTIPART_MALFORMED = new Set([
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

/**
 * What a failure while reading a multipart body means for the client: the multipart plugin's limits are 413,
 * everything else it or its parser (busboy: "Boundary not found", "Unexpected end of multipart data", a needle
 * longer than 256) throws is a malformed body, 400. Our own errors pass through unchanged.
 */
export function toMultipartError(error: unknown, tooLargeKey: MessageKey = 'bodyTooLarge'): Error {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && MULTIPART_TOO_LARGE.has(code)) return new PayloadTooLargeError(tooLargeKey);
  return new MalformedMultipartError();
}

export function envelope<T>(
  code: number,
  message: string,
  data: T,
  fields?: Record<string, string>,
): Envelope<T> {
  return fields ? { code, message, data, fields } : { code, message, data };
}

function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? { kind: 'required' } : { kind: 'type', expected: issue.expected };
    case 'too_big':
      if (issue.origin === 'string') return { kind: 'tooLong', max: Number(issue.maximum) };
      return issue.origin === 'array' ? { kind: 'tooMany', max: Number(issue.maximum) } : { kind: 'invalid' };
    case 'too_small':
      return issue.origin === 'string'
        ? { kind: 'tooShort', min: Number(issue.minimum) }
        : { kind: 'invalid' };
    case 'invalid_format':
      return { kind: 'format', format: issue.format === 'regex' ? issue.message : issue.format };
    case 'invalid_value':
      return { kind: 'oneOf', values: issue.values.map(String) };
    case 'custom':
      if (issue.message === 'dateRange') return { kind: 'dateRange' };
      return issue.message === 'duplicate' ? { kind: 'duplicate' } : { kind: 'invalid' };
    default:
      return { kind: 'invalid' };
  }
}

/** Field path -> localized reason, first problem per field, in the order zod found them. */
export function fieldErrors(issues: z.core.$ZodIssue[], locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (path: string, reason: string) => {
    if (!(path in fields)) fields[path] = reason;
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        add(base ? `${base}.${key}` : key, fieldReason({ kind: 'unknownField' }, locale));
    } else {
      add(base || 'body', fieldReason(problemOf(issue), locale));
    }
  }
  return fields;
}

function send(reply: FastifyReply, status: number, body: Envelope<null>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeOf(request.headers['accept-language']);

  if (error instanceof ValidationError) {
    const fields = fieldErrors(error.issues, locale);
    const [field, reason] = Object.entries(fields)[0] ?? ['body', fieldReason({ kind: 'invalid' }, locale)];
    return send(reply, 400, envelope(400, validationSummary(field, reason, locale), null, fields));
  }
  if (error instanceof FieldRuleError) {
    const reason = t(error.messageKey, locale);
    return send(
      reply,
      400,
      envelope(400, validationSummary(error.field, reason, locale), null, { [error.field]: reason }),
    );
  }
  if (error instanceof RefusedError) {
    const body = envelope(error.code, t(error.messageKey, locale), null);
    return send(reply, error.httpStatus, { ...body, reason: error.reason });
  }
  if (error instanceof AppError) {
    return send(reply, error.httpStatus, envelope(error.code, t(error.messageKey, locale), null));
  }

  const status = (error as FastifyError).statusCode;
  const code = (error as FastifyError).code;
  if (typeof code === 'string' && (MULTIPART_TOO_LARGE.has(code) || MULTIPART_MALFORMED.has(code))) {
    const mapped = toMultipartError(error) as AppError;
    return send(reply, mapped.httpStatus, envelope(mapped.code, t(mapped.messageKey, locale), null));
  }
  if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return send(reply, 413, envelope(413, t('bodyTooLarge', locale), null));
  }
  if (status === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return send(reply, 415, envelope(415, t('unsupportedMediaType', locale), null));
  }
  if (status === 429) {
    return send(reply, 429, envelope(429, t('tooManyRequests', locale), null));
  }
  if (status === 400) {
    return send(reply, 400, envelope(400, t('malformedBody', locale), null));
  }
  if (status === 404) {
    return send(reply, 404, envelope(404, t('notFound', locale), null));
  }
  if (status === 403) {
    return send(reply, 403, envelope(403, t('forbidden', locale), null));
  }
  if (status === 405) {
    return send(reply, 405, envelope(405, t('methodNotAllowed', locale), null));
  }
  // Any other client error the framework or a plugin raises: its status, our envelope, never a 500.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return send(reply, status, envelope(status, t('malformedBody', locale), null));
  }

  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, envelope(FAILURE_CODE, t('serverBusy', locale), null));
}

/**
 * The headers helmet sets on every answer. A framework error (a URL that cannot be decoded) is answered before
 * any hook runs, so helmet never sees it; these are set by hand there.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before hooks and the error handler
 * (`/%c0%ae` cannot be decoded), answered as every other error is: our envelope, the language, the headers.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeOf(request.headers['accept-language']);
  reply.headers(SECURITY_HEADERS);
  if (error.code === 'FST_ERR_BAD_URL' || error.statusCode === 400) {
    return send(reply, 400, envelope(400, t('badUrl', locale), null));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.statusCode === 414) {
    return send(reply, 414, envelope(414, t('badUrl', locale), null));
  }
  return handleError(error, request, reply);
}

export function handleApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const locale = localeOf(request.headers['accept-language']);
  return send(reply, 404, envelope(404, t('notFound', locale), null));
}
