/**
 * One shape for every JSON error: {"error": code, "message": text, "fields"?: {name: [texts]}}.
 * Validation failures are 422 with the field errors, CSRF failures 419, and nothing internal leaks out of
 * a 500.
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { t, type Locale, type Messages } from '../i18n.js';

export interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string[]>;
}

/** An error a handler throws on purpose; the error handler turns it into its JSON body. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    options: { fields?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

/** 422 `validation_failed` naming one field, `message` being both the answer's and the field's. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, 'validation_failed', message, { fields: { [field]: [message] } });
}

/** A state-changing request without a valid CSRF token for its session: 419, and a fresh token. */
export class CsrfError extends Error {
  constructor() {
    super('CSRF token missing or invalid');
    this.name = 'CsrfError';
  }
}

/**
 * `project_id`, `a.b` for nested members, the name of a member the schema does not allow, undefined for
 * the body itself.
 */
function fieldName(error: FastifySchemaValidationError): string | undefined {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty?: unknown }).missingProperty;
    if (typeof missing === 'string') path.push(missing);
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty?: unknown }).additionalProperty;
    if (typeof extra === 'string') path.push(extra);
  }
  return path.length > 0 ? path.join('.') : undefined;
}

function fieldMessage(error: FastifySchemaValidationError, field: string, m: Messages): string {
  const label = field.replace(/_/g, ' ');
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return m.required(label);
    case 'type':
      return m.type(label, String(params.type));
    case 'format':
      return params.format === 'email' ? m.email(label) : m.invalid(label);
    case 'maxLength':
      return m.maxLength(label, Number(params.limit));
    case 'minLength':
      return m.minLength(label);
    case 'enum':
      return m.enumeration(label);
    case 'pattern':
      if (field === 'password') return m.passwordControl;
      // The one-line names (SINGLE_LINE_PATTERN): say what is wrong with them.
      return field === 'subject' ? m.singleLine(label) : m.invalid(label);
    case 'additionalProperties':
      return m.unknownField(label);
    default:
      return m.invalid(label);
  }
}

export function validationBody(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
  locale: Locale,
): ErrorBody {
  const m = t(locale);
  // A Map: a field name may be any member the client sent ('__proto__' in a query string included).
  const byField = new Map<string, string[]>();
  let bodyLevel = false;
  for (const error of errors) {
    const field = fieldName(error);
    if (field === undefined) {
      bodyLevel = true;
      continue;
    }
    const list = byField.get(field) ?? [];
    byField.set(field, list);
    const message = fieldMessage(error, field, m);
    if (!list.includes(message)) list.push(message);
  }
  const fields: Record<string, string[]> = Object.fromEntries(byField);
  const first = [...byField.values()][0]?.[0];
  const message = bodyLevel && context === 'body' ? m.bodyNotObject : (first ?? m.validation);
  return { error: 'validation_failed', message, fields };
}

export interface ErrorHandlingOptions {
  localeOf: (request: FastifyRequest) => Locale;
  /** Called for a CSRF failure, so a fresh XSRF-TOKEN goes out with the 419. */
  onCsrfFailure: (reply: FastifyReply) => void;
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

function clientError(error: FastifyError, m: Messages): { status: number; body: ErrorBody } {
  const status = error.statusCode ?? 400;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'payload_too_large', message: m.tooLarge } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { error: 'unsupported_media_type', message: m.unsupportedMedia } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { error: 'malformed_json', message: m.malformed } };
    default:
      break;
  }
  if (status === 400 && (error instanceof SyntaxError || /JSON|prototype|constructor/i.test(error.message))) {
    return { status: 400, body: { error: 'malformed_json', message: m.malformed } };
  }
  if (status === 413) return { status, body: { error: 'payload_too_large', message: m.tooLarge } };
  if (status === 403) return { status, body: { error: 'forbidden', message: m.forbidden } };
  if (status === 404) return { status, body: { error: 'not_found', message: m.notFound } };
  if (status === 405) return { status, body: { error: 'method_not_allowed', message: m.methodNotAllowed } };
  return { status, body: { error: 'bad_request', message: m.badRequest } };
}

/**
 * Whether `error` says the database is busy for a moment rather than broken: PostgreSQL's deadlock
 * (40P01), serialization failure (40001), statement timeout (57014) or too many connections (53300),
 * or no pooled connection free within the pool's wait (`pg` Pool's own message). Such a request is
 * answered 503 with Retry-After, so a client or a load balancer tries again, instead of 500.
 */
export function isDatabaseBusy(error: { code?: unknown; message?: unknown }): boolean {
  if (typeof error.code === 'string' && ['40P01', '40001', '57014', '53300'].includes(error.code))
    return true;
  return typeof error.message === 'string' && /timeout exceeded when trying to connect/i.test(error.message);
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = options.localeOf(request);
    const m = t(locale);
    if (error instanceof HttpError) {
      const body: ErrorBody = { error: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (error.validation) {
      return reply.code(422).send(validationBody(error.validation, error.validationContext, locale));
    }
    if (error instanceof CsrfError) {
      options.onCsrfFailure(reply);
      return reply.code(419).send({ error: 'csrf_token_mismatch', message: m.csrf } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { status: code, body } = clientError(error, m);
      request.log.info({ code: error.code, status: code }, 'client error');
      return reply.code(code).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    if (isDatabaseBusy(error)) {
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ error: 'service_unavailable', message: m.unavailable } satisfies ErrorBody);
    }
    if (status === 503) {
      return reply
        .code(503)
        .send({ error: 'service_unavailable', message: m.unavailable } satisfies ErrorBody);
    }
    return reply.code(500).send({ error: 'server_error', message: m.serverError } satisfies ErrorBody);
  });

  // An address no route serves is 404 before anything reads its body: a malformed or oversized body
  // sent to it must not turn into 400 or 413 (the fuzz test found a POST to an unknown path answered
  // 400 malformed_json). The CSRF check skips such requests, so this hook answers them first.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404 || request.method === 'GET' || request.method === 'HEAD') return;
    await options.notFound(request, reply);
    return reply;
  });
  app.setNotFoundHandler((request, reply) => options.notFound(request, reply));
}
