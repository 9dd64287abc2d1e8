/** Reading and checking the server's configuration from the environment. */

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

/** `TRUST_PROXY`: unset/false, true, a hop count, or a comma-separated list of addresses or CIDR ranges. */
/** `PASSWORD_SCRYPT_COST`: log2 of scrypt's N for new hashes, 14 to 20 (OWASP's minimum is 17). */
function passwordCost(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 14 || value > 20) {
    throw new ConfigError(`PASSWORD_SCRYPT_COST="${raw}" must be a whole number from 14 to 20.`);
  }
  return value;
}

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
  logLevel: string;
  passwordCost: number | undefined;
}

export function readEnvConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const seed = (env.PORTAL_SEED ?? 'demo').trim();
  if (seed !== 'demo' && seed !== 'none') {
    throw new ConfigError(`PORTAL_SEED="${seed}" must be "demo" (the default) or "none".`);
  }
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: port(env.PORT),
    dataDir: env.PORTAL_DATA_DIR?.trim() || undefined,
    staticDir: env.PORTAL_STATIC_DIR?.trim() || undefined,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    appEnv: checkAppEnv(env.APP_ENV?.trim() || 'local'),
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
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    passwordCost: passwordCost(env.PASSWORD_SCRYPT_COST),
  };
}
