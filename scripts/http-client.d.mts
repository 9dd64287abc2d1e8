import type { Dispatcher } from 'undici';

/** The demo accounts' password (packages/server/src/db/seed.ts, DEMO_PASSWORD). */
export declare const DEMO_PASSWORD: string;

export interface Answer {
  status: number;
  headers: { get(name: string): string | null; getSetCookie(): string[] };
  text: string;
  /** Set-Cookie lines of this answer. */
  setCookies: string[];
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body, sent as it is with `contentType`. */
  body?: string;
  form?: Record<string, string>;
  contentType?: string;
  headers?: Record<string, string>;
  /** Echo the XSRF-TOKEN cookie in X-XSRF-TOKEN (default true). A header given as '' is not sent. */
  csrf?: boolean;
}

/** A browser stand-in over real HTTP: keeps cookies, never follows redirects. */
export declare class Browser {
  readonly baseUrl: string;
  readonly dispatcher?: Dispatcher;
  readonly cookies: Map<string, string>;
  constructor(baseUrl: string, dispatcher?: Dispatcher);
  /** The CSRF token cookie: `__Host-XSRF-TOKEN` over https, `XSRF-TOKEN` over http. */
  get xsrf(): string | undefined;
  cookieHeader(): string;
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  get(path: string, options?: RequestOptions): Promise<Answer>;
  post(path: string, options?: RequestOptions): Promise<Answer>;
  delete(path: string, options?: RequestOptions): Promise<Answer>;
  /** Loads the sign-in page (which hands out the XSRF-TOKEN cookie) and signs in. */
  signIn(email: string, password?: string): Promise<Answer>;
}
