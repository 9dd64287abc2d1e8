/**
 * Test support (not part of the build): a server on a store of its own (a temporary SQLite folder, or a
 * new database on the test PostgreSQL when the suite runs on that engine, see postgres.ts) and a
 * temporary SPA folder, listening on 127.0.0.1 with an ephemeral port; and a small browser-like client
 * with a cookie jar that echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header, as the SPA does.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { fetch, type Dispatcher } from 'undici';
import { inject } from 'vitest';
import { buildServer, type BuildServerOptions } from '../app.js';
import { SQLITE_FILE } from '../db/database.js';
import { ENGINE, createDatabase, numberedPlaceholders, testPool, type TestEngine } from './postgres.js';

export { ENGINE };

export const PASSWORD = 'demo-password';
export const INDEX_HTML =
  '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Portal</title>' +
  '<script type="module" src="/build/app.js"></script></head><body><div id="root"></div></body></html>';

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `portal-${prefix}-`));
}

/** A built-SPA stand-in: index.html, build/app.js and a top-level robots.txt. */
export function makeStaticDir(): string {
  const dir = tempDir('static');
  mkdirSync(join(dir, 'build'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'build', 'app.js'), 'console.log("portal");\n');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  return dir;
}

/** A clock the test moves by hand. */
export class TestClock {
  current = Date.UTC(2026, 0, 15, 9, 0, 0);
  now = (): number => this.current;
  advanceMinutes(minutes: number): void {
    this.current += minutes * 60_000;
  }
}

/** Where a test server keeps its data: a SQLite folder, or a PostgreSQL database of its own. */
export interface TestStore {
  engine: TestEngine;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Reads and writes with raw SQL (`?` placeholders on both engines); rows for a query, [] otherwise. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Every row of every application table, for before/after comparisons. */
  snapshot(): Promise<Record<string, unknown[]>>;
  remove(): Promise<void>;
}

/** The test PostgreSQL's admin URL, provided by the global setup (postgres-setup.ts). */
function postgresAdminUrl(): string {
  const url = inject('postgresAdminUrl');
  if (!url) throw new Error('No PostgreSQL for the tests: run the suite through vitest.config.ts');
  return url;
}

const sortRows = (rows: unknown[]) =>
  rows
    .map((row) => JSON.stringify(row))
    .sort()
    .map((text) => JSON.parse(text) as unknown);

/** A new, empty store for the engine of this run. */
export async function newTestStore(engine: TestEngine = ENGINE): Promise<TestStore> {
  const dataDir = tempDir('data');
  if (engine === 'sqlite') {
    const open = () => new Database(join(dataDir, SQLITE_FILE), { fileMustExist: true });
    return {
      engine,
      dataDir,
      databaseUrl: undefined,
      async query<T>(sql: string, params: unknown[] = []) {
        const db = open();
        try {
          const statement = db.prepare(sql);
          if (statement.reader) return statement.all(...params) as T[];
          statement.run(...params);
          return [];
        } finally {
          db.close();
        }
      },
      async snapshot() {
        const db = open();
        try {
          const tables = db
            .prepare(
              "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
            )
            .all() as { name: string }[];
          return Object.fromEntries(
            tables.map(({ name }) => [name, sortRows(db.prepare(`SELECT * FROM "${name}"`).all())]),
          );
        } finally {
          db.close();
        }
      },
      async remove() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await createDatabase(postgresAdminUrl());
  let pool: pg.Pool | undefined;
  const query = async <T>(sql: string, params: unknown[] = []) => {
    pool ??= testPool(database.url);
    return (await pool.query(numberedPlaceholders(sql), params)).rows as T[];
  };
  return {
    engine,
    dataDir,
    databaseUrl: database.url,
    query,
    async snapshot() {
      const tables = await query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      const result: Record<string, unknown[]> = {};
      for (const { name } of tables) result[name] = sortRows(await query(`SELECT * FROM "${name}"`));
      return result;
    },
    async remove() {
      await pool?.end();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer extends Omit<TestStore, 'remove'> {
  app: FastifyInstance;
  baseUrl: string;
  staticDir: string;
  /** Closes the server, and removes the store and the SPA folder it made itself. */
  close(): Promise<void>;
}

/**
 * Starts a server. `store` shares one between servers (a restart, several instances); without it the
 * server gets a new one, removed when it closes.
 */
export async function startServer(
  options: BuildServerOptions = {},
  { listen = true, store: given }: { listen?: boolean; store?: TestStore } = {},
): Promise<TestServer> {
  const store = given ?? (await newTestStore());
  const staticDir = options.staticDir ?? makeStaticDir();
  const removeOwn = async () => {
    if (!given) await store.remove();
    if (!options.staticDir) rmSync(staticDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    // scrypt N = 2^14 keeps the many sign-ins of the suite quick; the code path is the production one.
    app = await buildServer({
      logger: false,
      passwordCost: 14,
      dataDir: store.dataDir,
      databaseUrl: store.databaseUrl,
      ...options,
      staticDir,
    });
  } catch (error) {
    await removeOwn();
    throw error;
  }
  let baseUrl = '';
  if (listen) {
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  } else {
    await app.ready();
  }
  return {
    app,
    baseUrl,
    staticDir,
    engine: store.engine,
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    query: store.query,
    snapshot: store.snapshot,
    async close() {
      await app.close();
      await removeOwn();
    },
  };
}

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
export class Browser {
  readonly cookies = new Map<string, string>();

  /**
   * @param dispatcher an undici dispatcher: the https tests trust their self-signed certificate
   *   through one (undici's own fetch, so the dispatcher and the fetch are one version).
   */
  constructor(
    readonly baseUrl: string,
    readonly dispatcher?: Dispatcher,
  ) {}

  /** The CSRF token cookie: `__Host-XSRF-TOKEN` over https, `XSRF-TOKEN` over http. */
  get xsrf(): string | undefined {
    const value = this.cookies.get('__Host-XSRF-TOKEN') ?? this.cookies.get('XSRF-TOKEN');
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    // A browser says where each request comes from; this one is the portal's own page (or the
    // address bar), unless the test says otherwise.
    const headers: Record<string, string> = {
      accept: 'application/json',
      'sec-fetch-site': 'same-origin',
      ...options.headers,
    };
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (options.csrf !== false && this.xsrf && method !== 'GET' && method !== 'HEAD') {
      headers['x-xsrf-token'] = this.xsrf;
    }
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (options.body !== undefined) {
      body = options.body;
      if (options.contentType) headers['content-type'] = options.contentType;
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body,
      redirect: 'manual',
      dispatcher: this.dispatcher,
    });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.store(line);
    return {
      status: response.status,
      headers: response.headers,
      text,
      setCookies,
      json<T>() {
        return JSON.parse(text) as T;
      },
    };
  }

  get(path: string, options?: RequestOptions): Promise<Answer> {
    return this.request('GET', path, options);
  }

  post(path: string, options?: RequestOptions): Promise<Answer> {
    return this.request('POST', path, options);
  }

  /** Loads the sign-in page (which hands out the XSRF-TOKEN cookie) and signs in. */
  async signIn(email: string, password = PASSWORD): Promise<Answer> {
    if (!this.xsrf) await this.get('/login', { headers: { accept: 'text/html' } });
    return this.post('/login', { json: { email, password } });
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
