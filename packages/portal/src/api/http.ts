/**
 * The one fetch helper every server call goes through (queries and mutations alike).
 * - sends the CSRF token (Laravel convention: the `XSRF-TOKEN` cookie echoed as `X-XSRF-TOKEN`) on
 *   every state-changing request;
 * - turns non-2xx answers into a typed {@link HttpError} with the server's JSON error body;
 * - on 419 (a stale CSRF token) refreshes the token once and retries the request once;
 * - tells the connection status (network-status.ts) whether the server answered at all.
 */
import { API } from '@portal-elements/contract';
import { networkStatus } from './network-status';

/** The JSON error body the reference server sends with every 4xx and 5xx. */
export interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string[]>;
}

export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]>;
  /**
   * The answer's `ETag`: with a 412, the version the thing has now, to make the change against once the
   * person knows (contacts).
   */
  readonly etag: string | undefined;

  constructor(status: number, body: Partial<ErrorBody> | undefined, fallback: string, etag?: string | null) {
    super(body?.message ?? fallback);
    this.name = 'HttpError';
    this.status = status;
    this.code = body?.error ?? `http_${status}`;
    this.fields = body?.fields ?? {};
    this.etag = etag ?? undefined;
  }

  /** The session is gone: the page should go to sign-in. */
  get isUnauthenticated(): boolean {
    return this.status === 401;
  }

  /** A client error (4xx): retrying the same request gives the same answer. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** The first message of a field's errors in a 422 answer, if the error is one. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof HttpError ? error.fields[field]?.[0] : undefined;
}

/** The request never got an answer (offline, DNS, connection reset): not an expiry, may be retried. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached. Check the connection and try again.', { cause });
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** More request headers, such as `If-Match` for a change made against a version. */
  headers?: Record<string, string>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A GET that the server answers with a fresh XSRF-TOKEN cookie and nothing else. */
export const CSRF_REFRESH_PATH = API.csrfToken;

/**
 * The cookie names of the CSRF token: over https the server uses the `__Host-` name (Secure, Path=/,
 * no Domain, so no sibling site can plant one); over plain http, the name without the prefix.
 */
const XSRF_COOKIES = ['__Host-XSRF-TOKEN', 'XSRF-TOKEN'] as const;

/** The current CSRF token from the cookie the server sets, or undefined before the first answer. */
export function readCsrfToken(cookies: string = document.cookie): string | undefined {
  const found = new Map<string, string>();
  for (const part of cookies.split(';')) {
    const [name = '', ...rest] = part.trim().split('=');
    found.set(name, rest.join('='));
  }
  for (const name of XSRF_COOKIES) {
    const value = found.get(name);
    if (value !== undefined) return decodeURIComponent(value);
  }
  return undefined;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (!SAFE_METHODS.has(method)) {
    const token = readCsrfToken();
    if (token) headers['X-XSRF-TOKEN'] = token;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    networkStatus.failed();
    throw new NetworkError(error);
  }
  networkStatus.reached();
  return response;
}

async function errorFrom(response: Response): Promise<HttpError> {
  let body: Partial<ErrorBody> | undefined;
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as Partial<ErrorBody>;
  } catch {
    body = undefined;
  }
  return new HttpError(
    response.status,
    body,
    `${response.status} ${response.statusText}`.trim(),
    response.headers.get('ETag'),
  );
}

/** Calls the portal's server and returns the parsed JSON answer (undefined for 204). */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 419 && !SAFE_METHODS.has(options.method ?? 'GET')) {
    await send(CSRF_REFRESH_PATH, { signal: options.signal });
    response = await send(path, options);
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
