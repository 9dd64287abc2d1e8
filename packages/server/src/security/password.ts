/**
 * Password hashing with node:crypto scrypt: a random 16-byte salt per password, the parameters stored in
 * the hash so they can be raised later, and a constant-time comparison.
 * Format: scrypt$<log2 N>$<r>$<p>$<salt base64url>$<key base64url>
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** log2 of scrypt's cost N: 17 (N = 131072, r = 8, p = 1: OWASP's minimum; 128 MiB per hash). */
export const DEFAULT_COST = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
/** The longest password we hash, so a huge body cannot be used to burn CPU. */
export const MAX_PASSWORD_LENGTH = 1024;
/**
 * A password without C0 or C1 control characters (as a JSON-schema pattern). scrypt takes the password
 * as PBKDF2's HMAC key, and HMAC pads a short key with zero bytes: "pw" and "pw\0" would be one password.
 */
export const NO_CONTROL_CHARACTERS = '^\\P{Cc}*$';
const CONTROL_CHARACTER = /\p{Cc}/u;

function derive(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** cost;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  if (CONTROL_CHARACTER.test(password)) throw new Error('A password must not contain control characters.');
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  cost: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [cost, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![cost, r, p].every((n) => Number.isInteger(n) && n > 0) || cost > 20 || r > 32 || p > 16)
    return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 8 || key.length !== KEY_LENGTH) return undefined;
  return { cost, r, p, salt, key };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || password.length > MAX_PASSWORD_LENGTH || CONTROL_CHARACTER.test(password)) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash uses weaker parameters than the current ones (re-hash it after a good sign-in). */
export function needsRehash(stored: string, cost = DEFAULT_COST): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost < cost || parsed.r !== BLOCK_SIZE || parsed.p !== PARALLELISM;
}

/** The placeholder hash of each cost: built once per process, at the server's start (preparePlaceholder). */
const placeholders = new Map<number, Promise<string>>();
const builtPlaceholders = new Map<number, string>();

function placeholder(cost: number): Promise<string> {
  let hash = placeholders.get(cost);
  if (!hash) {
    hash = hashPassword('dummy-password-for-timing', cost).then(
      (built) => {
        builtPlaceholders.set(cost, built);
        return built;
      },
      (error: unknown) => {
        placeholders.delete(cost);
        throw error;
      },
    );
    placeholders.set(cost, hash);
  }
  return hash;
}

/**
 * Builds the placeholder hash that sign-ins of unknown e-mail addresses are checked against, once per
 * process and cost. The server awaits it before it listens (routes/auth.ts, an onReady hook): built on
 * the first such sign-in instead, it made that one answer take twice as long, a one-off signal that
 * the address has no account (issue 27, finding 10).
 */
export async function preparePlaceholder(cost = DEFAULT_COST): Promise<void> {
  await placeholder(cost);
}

/** The placeholder hash of this cost once it is built, else undefined. */
export function builtPlaceholder(cost = DEFAULT_COST): string | undefined {
  return builtPlaceholders.get(cost);
}

/**
 * Spends the same work as a real check when the account does not exist, so the answer's timing does not
 * reveal which e-mail addresses have accounts.
 */
export async function verifyAgainstDummy(password: string, cost = DEFAULT_COST): Promise<false> {
  await verifyPassword(password, await placeholder(cost));
  return false;
}
