/** Reading and checking the server's configuration from the environment. */
import type { PortalLinks } from '@portal-elements/contract';
import { DEFAULT_STORAGE_QUOTA, type StorageQuota } from './db/uploads.js';
import { MAX_SEED_SCALE, MIN_SEED_SCALE, SHOP_VIRTUAL_SERVERS, SIEM_CASES } from './db/seed.js';
import {
  ADDRESS_LIMIT_FACTOR,
  DEFAULT_WRITE_LIMITS,
  type WriteKind,
  type WriteLimits,
} from './security/write-limits.js';

export const APP_ENVS = ['production', 'staging', 'local'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export const DEFAULT_PRODUCT = 'Cumulus';
export const DEFAULT_IDLE_MINUTES = 120;
export const DEFAULT_ABSOLUTE_MINUTES = 12 * 60;

/** A configuration value that cannot be used; the message says which variable and what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const PRODUCT_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

/** Checks the provider's product name, which becomes the staff userType and the `{product}Staff` label. */
export function checkProduct(product: string): string {
  if (!PRODUCT_PATTERN.test(product) || product.toLowerCase() === 'client') {
    throw new ConfigError(
      `PORTAL_PRODUCT="${product}" cannot be used: it must start with a letter, hold only letters, digits, ` +
        `'.', '_' or '-' (at most 40), and not be "client" (the user type of clients).`,
    );
  }
  return product;
}

export function checkAppEnv(value: string): AppEnv {
  if ((APP_ENVS as readonly string[]).includes(value)) return value as AppEnv;
  throw new ConfigError(`APP_ENV="${value}" is not one of ${APP_ENVS.join(', ')}.`);
}

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new ConfigError(`${name}="${raw}" must be a positive number.`);
  }
  return value;
}

function port(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 3000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`PORT="${raw}" must be a whole number from 0 to 65535.`);
  }
  return value;
}

/** `PASSWORD_SCRYPT_COST`: log2 of scrypt's N for new hashes, 14 to 20 (OWASP's minimum is 17). */
function passwordCost(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 14 || value > 20) {
    throw new ConfigError(`PASSWORD_SCRYPT_COST="${raw}" must be a whole number from 14 to 20.`);
  }
  return value;
}

/**
 * `PORTAL_SEED_SCALE`: how many times the demo project's 240 virtual servers and the SOC's 600 cases are
 * seeded, 1 to 1000.
 */
function seedScale(raw: string | undefined): number {
  const value = raw?.trim();
  if (value === undefined || value === '') return MIN_SEED_SCALE;
  const scale = /^[0-9]{1,4}$/.test(value) ? Number(value) : NaN;
  if (!(scale >= MIN_SEED_SCALE && scale <= MAX_SEED_SCALE)) {
    throw new ConfigError(
      `PORTAL_SEED_SCALE="${raw}" must be a whole number from ${MIN_SEED_SCALE} to ${MAX_SEED_SCALE}: ` +
        `the demo project gets ${SHOP_VIRTUAL_SERVERS} virtual servers and the SOC ${SIEM_CASES} cases, ` +
        `times it (100 gives ${(SHOP_VIRTUAL_SERVERS * 100).toLocaleString('en')} and ` +
        `${(SIEM_CASES * 100).toLocaleString('en')}).`,
    );
  }
  return scale;
}

/**
 * `TRUST_PROXY`: unset/false, true, a hop count (that many proxies in front are trusted), or a
 * comma-separated list of addresses or CIDR ranges of the proxies.
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function trustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw.trim() === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export const DEFAULT_LINKS: PortalLinks = {
  companySite: 'https://example.com/',
  knowledgeBase: 'https://example.com/kb',
  status: 'https://status.example.com/',
  docs: 'https://docs.example.com/',
};

const LINK_VARIABLES: Record<keyof PortalLinks, string> = {
  companySite: 'PORTAL_COMPANY_URL',
  knowledgeBase: 'PORTAL_KNOWLEDGE_BASE_URL',
  status: 'PORTAL_STATUS_URL',
  docs: 'PORTAL_DOCS_URL',
};

/** An absolute http(s) address, as a link a person may follow. */
export function checkLink(name: string, raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ConfigError(`${name}="${raw}" must be an absolute http or https address.`);
  }
  return url.href;
}

function links(env: NodeJS.ProcessEnv): PortalLinks {
  const entries = Object.entries(LINK_VARIABLES).map(([key, name]) => {
    const raw = env[name]?.trim();
    return [key, raw ? checkLink(name, raw) : DEFAULT_LINKS[key as keyof PortalLinks]];
  });
  return Object.fromEntries(entries) as unknown as PortalLinks;
}

/** `PORTAL_SECRET`: the key of signed cookies and CSRF tokens; unset, one is made and kept in the database. */
function secret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (raw.trim().length < 32) {
    throw new ConfigError(
      `PORTAL_SECRET must be at least 32 characters (for example: node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))").`,
    );
  }
  return raw.trim();
}

/** `DATABASE_URL`: a postgres:// (or postgresql://) URL with a host and a database name. */
function databaseUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    !['postgres:', 'postgresql:'].includes(url.protocol) ||
    !url.hostname ||
    url.pathname.length < 2
  ) {
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://portal:password@db.example:5432/portal ' +
        '(scheme postgres://, a host and a database name); unset, the server uses SQLite in PORTAL_DATA_DIR.',
    );
  }
  return value;
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  const value = positiveNumber(name, raw, fallback);
  if (!Number.isInteger(value)) throw new ConfigError(`${name}="${raw}" must be a whole number.`);
  return value;
}

/**
 * `PORTAL_SANITIZE_THREADS`: the worker threads that sanitise rich text (security/sanitize-pool.ts), a
 * whole number from 1 to 64; unset, the pool's default (the machine's cores less one, at least one).
 */
function sanitizeThreads(raw: string | undefined): number | undefined {
  const value = raw?.trim();
  if (value === undefined || value === '') return undefined;
  const threads = /^[0-9]{1,2}$/.test(value) ? Number(value) : NaN;
  if (!(threads >= 1 && threads <= 64)) {
    throw new ConfigError(`PORTAL_SANITIZE_THREADS="${raw}" must be a whole number of threads from 1 to 64.`);
  }
  return threads;
}

/** `PORTAL_UPLOAD_MAX_MB`: the largest uploaded file, 1 to 100 whole megabytes (default 10). */
function uploadMaxMegabytes(raw: string | undefined): number {
  const value = raw?.trim();
  if (value === undefined || value === '') return 10;
  const megabytes = /^[0-9]{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(megabytes >= 1 && megabytes <= 100)) {
    throw new ConfigError(`PORTAL_UPLOAD_MAX_MB="${raw}" must be a whole number of megabytes from 1 to 100.`);
  }
  return megabytes;
}

const QUOTA_VARIABLES = {
  userBytes: ['PORTAL_UPLOAD_QUOTA_USER_MB', 'megabytes'],
  userFiles: ['PORTAL_UPLOAD_QUOTA_USER_FILES', 'files'],
  projectBytes: ['PORTAL_UPLOAD_QUOTA_PROJECT_MB', 'megabytes'],
  projectFiles: ['PORTAL_UPLOAD_QUOTA_PROJECT_FILES', 'files'],
} as const satisfies Record<keyof StorageQuota, readonly [string, 'megabytes' | 'files']>;

/** The most a quota variable takes: a million (megabytes or files). */
const MAX_QUOTA = 1_000_000;

/**
 * The storage quotas (db/uploads.ts): what one user and one project may keep, in whole megabytes and in
 * files, each 1 to 1000000; unset, 200 MB and 500 files a user, 1000 MB and 2000 files a project.
 */
function storageQuota(env: NodeJS.ProcessEnv): StorageQuota {
  const quota = { ...DEFAULT_STORAGE_QUOTA };
  for (const [key, [name, unit]] of Object.entries(QUOTA_VARIABLES) as [
    keyof StorageQuota,
    readonly [string, 'megabytes' | 'files'],
  ][]) {
    const raw = env[name];
    const value = raw?.trim();
    if (value === undefined || value === '') continue;
    const number = /^[0-9]{1,7}$/.test(value) ? Number(value) : NaN;
    if (!(number >= 1 && number <= MAX_QUOTA)) {
      throw new ConfigError(`${name}="${raw}" must be a whole number of ${unit} from 1 to ${MAX_QUOTA}.`);
    }
    quota[key] = unit === 'megabytes' ? number * 1024 * 1024 : number;
  }
  return quota;
}

/** The variable of each write's rate limit: the writes one account may make in the limit's window. */
const WRITE_LIMIT_VARIABLES = {
  issue: 'PORTAL_WRITE_LIMIT_ISSUES',
  reply: 'PORTAL_WRITE_LIMIT_REPLIES',
  upload: 'PORTAL_WRITE_LIMIT_UPLOADS',
  triage: 'PORTAL_WRITE_LIMIT_TRIAGE',
  contact: 'PORTAL_WRITE_LIMIT_CONTACTS',
} as const satisfies Record<WriteKind, string>;

/** The most a write limit variable takes. */
const MAX_WRITE_LIMIT = 100_000;

/**
 * The rate limits on writes (security/write-limits.ts): each variable sets one account's limit in the
 * limit's window (1 to 100000), and one address's becomes three times as many; unset, the defaults.
 */
function writeLimits(env: NodeJS.ProcessEnv): WriteLimits {
  const limits = { ...DEFAULT_WRITE_LIMITS };
  for (const [kind, name] of Object.entries(WRITE_LIMIT_VARIABLES) as [WriteKind, string][]) {
    const raw = env[name];
    const value = raw?.trim();
    if (value === undefined || value === '') continue;
    const number = /^[0-9]{1,6}$/.test(value) ? Number(value) : NaN;
    if (!(number >= 1 && number <= MAX_WRITE_LIMIT)) {
      throw new ConfigError(
        `${name}="${raw}" must be a whole number of writes from 1 to ${MAX_WRITE_LIMIT}.`,
      );
    }
    limits[kind] = { ...limits[kind], perAccount: number, perAddress: number * ADDRESS_LIMIT_FACTOR };
  }
  return limits;
}

/**
 * `PORTAL_REQUIRE_STAFF_TWO_FACTOR`: `true` or `false`; unset, true in production (APP_ENV=production)
 * and false elsewhere. When true, a staff member who has not turned on two-factor sign-in signs in,
 * but their session reaches only what setting it up needs (routes/two-factor.ts): the portal takes
 * them to its settings page, where they turn it on.
 */
export function defaultRequireStaffTwoFactor(appEnv: AppEnv): boolean {
  return appEnv === 'production';
}

function requireStaffTwoFactor(raw: string | undefined, appEnv: AppEnv): boolean {
  const value = raw?.trim();
  if (value === undefined || value === '') return defaultRequireStaffTwoFactor(appEnv);
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new ConfigError(`PORTAL_REQUIRE_STAFF_TWO_FACTOR="${raw}" must be "true" or "false".`);
}

export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

function tls(env: NodeJS.ProcessEnv): TlsFiles | undefined {
  const certFile = env.TLS_CERT_FILE?.trim() || undefined;
  const keyFile = env.TLS_KEY_FILE?.trim() || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    throw new ConfigError('TLS_CERT_FILE and TLS_KEY_FILE go together: set both (PEM files) or neither.');
  }
  return { certFile, keyFile };
}

/**
 * What production needs that a laptop does not: https (TLS here, or a proxy in front whose hops or
 * addresses are named), no demo accounts, and OWASP's scrypt cost at least.
 */
function checkProduction(config: EnvConfig): void {
  if (config.appEnv !== 'production') return;
  if (config.trustProxy === true) {
    throw new ConfigError(
      'TRUST_PROXY=true cannot be used with APP_ENV=production: it trusts an X-Forwarded-For header any ' +
        'client can send. Give the number of proxies in front (TRUST_PROXY=1) or their addresses.',
    );
  }
  if (!config.tls && config.trustProxy === false) {
    throw new ConfigError(
      'APP_ENV=production needs https: set TLS_CERT_FILE and TLS_KEY_FILE, or run behind a reverse proxy ' +
        'that terminates TLS and set TRUST_PROXY to its hop count (TRUST_PROXY=1) or address.',
    );
  }
  if (config.seed) {
    throw new ConfigError(
      'APP_ENV=production would seed the demo accounts, whose password is public: set PORTAL_SEED=none.',
    );
  }
  if (config.passwordCost !== undefined && config.passwordCost < 17) {
    throw new ConfigError(
      `PASSWORD_SCRYPT_COST=${config.passwordCost} is below OWASP's minimum (17) for APP_ENV=production.`,
    );
  }
}

export interface EnvConfig {
  host: string;
  port: number;
  dataDir: string | undefined;
  staticDir: string | undefined;
  databaseUrl: string | undefined;
  appEnv: AppEnv;
  product: string;
  sessionIdleMinutes: number;
  sessionAbsoluteMinutes: number;
  trustProxy: TrustProxy;
  seed: boolean;
  /** Multiplies the demo project's virtual servers and the SOC's cases (PORTAL_SEED_SCALE). */
  seedScale: number;
  logLevel: string;
  passwordCost: number | undefined;
  secret: string | undefined;
  tls: TlsFiles | undefined;
  links: PortalLinks;
  /** PostgreSQL connections per instance. */
  databasePoolSize: number;
  /** The longest a PostgreSQL statement may run (ms). */
  databaseStatementTimeoutMs: number;
  /** The largest uploaded file, in bytes (PORTAL_UPLOAD_MAX_MB, whole megabytes). */
  uploadMaxBytes: number;
  /** What one user and one project may store (PORTAL_UPLOAD_QUOTA_*), in bytes and files. */
  uploadQuota: StorageQuota;
  /** Threads of the rich-text sanitiser's pool (PORTAL_SANITIZE_THREADS); undefined: cores less one. */
  sanitizeThreads: number | undefined;
  /** The rate limits on repeatable writes (PORTAL_WRITE_LIMIT_*). */
  writeLimits: WriteLimits;
  /** Staff must turn on two-factor sign-in (PORTAL_REQUIRE_STAFF_TWO_FACTOR); unset, in production only. */
  requireStaffTwoFactor: boolean;
}

/**
 * The variables the root README's `npm start` table lists (written there by `npm run docs`, with the
 * defaults of `readEnvConfig({})`): what a person starting the portal on a laptop may set. Every other
 * variable is in the server's README.
 */
export const START_VARIABLES: readonly { name: string; key: keyof EnvConfig; meaning: string }[] = [
  { name: 'HOST', key: 'host', meaning: 'the address to listen on' },
  { name: 'PORT', key: 'port', meaning: 'the port; a busy port stops with a message naming it' },
  { name: 'PORTAL_DATA_DIR', key: 'dataDir', meaning: 'where the embedded database lives' },
  {
    name: 'APP_ENV',
    key: 'appEnv',
    meaning: `${APP_ENVS.slice(0, -1)
      .map((value) => `\`${value}\``)
      .join(', ')} or \`${APP_ENVS.at(-1)}\`; outside production the top bar shows it`,
  },
  {
    name: 'PORTAL_PRODUCT',
    key: 'product',
    meaning: "the provider's name: staff have it as their user type",
  },
  {
    name: 'PORTAL_SEED_SCALE',
    key: 'seedScale',
    meaning: `multiplies the demo project's ${SHOP_VIRTUAL_SERVERS} virtual servers and the SOC's ${SIEM_CASES} cases (${MIN_SEED_SCALE} to ${MAX_SEED_SCALE}), on the first start of an empty database`,
  },
];

export function readEnvConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const seed = (env.PORTAL_SEED ?? 'demo').trim();
  if (seed !== 'demo' && seed !== 'none') {
    throw new ConfigError(`PORTAL_SEED="${seed}" must be "demo" (the default) or "none".`);
  }
  const appEnv = checkAppEnv(env.APP_ENV?.trim() || 'local');
  const config: EnvConfig = {
    host: env.HOST?.trim() || '127.0.0.1',
    port: port(env.PORT),
    dataDir: env.PORTAL_DATA_DIR?.trim() || undefined,
    staticDir: env.PORTAL_STATIC_DIR?.trim() || undefined,
    databaseUrl: databaseUrl(env.DATABASE_URL),
    appEnv,
    product: checkProduct(env.PORTAL_PRODUCT?.trim() || DEFAULT_PRODUCT),
    sessionIdleMinutes: positiveNumber(
      'SESSION_IDLE_MINUTES',
      env.SESSION_IDLE_MINUTES,
      DEFAULT_IDLE_MINUTES,
    ),
    sessionAbsoluteMinutes: positiveNumber(
      'SESSION_ABSOLUTE_MINUTES',
      env.SESSION_ABSOLUTE_MINUTES,
      DEFAULT_ABSOLUTE_MINUTES,
    ),
    trustProxy: trustProxy(env.TRUST_PROXY?.trim()),
    seed: seed === 'demo',
    seedScale: seedScale(env.PORTAL_SEED_SCALE),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    passwordCost: passwordCost(env.PASSWORD_SCRYPT_COST),
    secret: secret(env.PORTAL_SECRET),
    tls: tls(env),
    links: links(env),
    databasePoolSize: positiveInteger('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10),
    databaseStatementTimeoutMs: positiveInteger(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      10_000,
    ),
    uploadMaxBytes: uploadMaxMegabytes(env.PORTAL_UPLOAD_MAX_MB) * 1024 * 1024,
    uploadQuota: storageQuota(env),
    sanitizeThreads: sanitizeThreads(env.PORTAL_SANITIZE_THREADS),
    writeLimits: writeLimits(env),
    requireStaffTwoFactor: requireStaffTwoFactor(env.PORTAL_REQUIRE_STAFF_TWO_FACTOR, appEnv),
  };
  checkProduction(config);
  return config;
}
