/**
 * Sign-in throttling, counted in the store before the password is checked.
 *
 * Every attempt is counted atomically (one upsert per key, `INSERT ... ON CONFLICT DO UPDATE ... WHERE
 * ... RETURNING`) before scrypt runs, and given back when the password was right or a later key refused
 * it (no password was checked then). So concurrent
 * requests, and requests spread over several instances on one database, can never check more
 * passwords than the limits allow. Three keys:
 *
 * - the client address (IPv4, or the IPv6 /64): a hard limit (`perAddress`);
 * - the account at that address: a hard limit (`perAccountAddress`). The hard limits are keyed on the
 *   address, so a burst from anywhere else never locks the account's owner out;
 * - the account alone: no hard limit but a delay that grows with the attempts (after
 *   `accountFreeAttempts`, 1 s, 2 s, 4 s, ... up to `accountMaxDelayMs`) between one attempt and the
 *   next, from any address. It slows guessing spread over many addresses; a browser that has signed
 *   in to the account before (a signed device cookie, OWASP's "device cookies") is exempt, so an
 *   attacker who keeps the delay busy still does not keep the owner out.
 *
 * A key's count starts again once the key has been quiet (no admitted attempt) for `windowMs`.
 */
import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

export interface LoginLimits {
  /** Attempts admitted per client address (IPv4, or IPv6 /64) until it has been quiet for the window. */
  perAddress: number;
  /** Attempts admitted per account from one address. */
  perAccountAddress: number;
  /** Attempts on one account, from anywhere, before the growing delay starts. */
  accountFreeAttempts: number;
  /** The longest delay between two attempts on one account. */
  accountMaxDelayMs: number;
  /** How long a key must be quiet before its count starts again. */
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAddress: 30,
  perAccountAddress: 10,
  accountFreeAttempts: 5,
  accountMaxDelayMs: 60_000,
  windowMs: 15 * 60_000,
};

export type Admission =
  | { admitted: true; /** Gives the attempt back (the password was right). */ release(): Promise<void> }
  | { admitted: false; retryAfterSeconds: number };

export interface AttemptInput {
  email: string;
  ip: string;
  /** The browser holds a valid device cookie of this account. */
  knownDevice: boolean;
}

/** The address a limit is kept for: IPv4 as it is (IPv4-mapped IPv6 included), IPv6 by its /64. */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.slice(0, 64);
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

/** The account delay after the `count`th attempt, in ms. */
export function accountDelayMs(count: number, limits: LoginLimits): number {
  const over = count - limits.accountFreeAttempts;
  if (over <= 0) return 0;
  return Math.min(1000 * 2 ** (over - 1), limits.accountMaxDelayMs);
}

export class LoginThrottle {
  readonly #db: Kysely<Database>;
  readonly #limits: LoginLimits;
  readonly #secret: string;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, limits: LoginLimits, secret: string, now: () => number) {
    this.#db = db;
    this.#limits = limits;
    this.#secret = secret;
    this.#now = now;
  }

  /** The account as the audit log and the limiter store it: a keyed hash, never the address itself. */
  accountHash(email: string): string {
    return createHmac('sha256', this.#secret).update(`account:${email}`).digest('hex').slice(0, 32);
  }

  /** Counts one attempt against every key, or says how long to wait when a key has none left. */
  async admit({ email, ip, knownDevice }: AttemptInput): Promise<Admission> {
    const account = this.accountHash(email);
    const address = addressKey(ip);
    const counted: string[] = [];
    const gates: Array<[string, (key: string) => Promise<number | undefined>]> = [
      [`ip:${address}`, (key) => this.#hardGate(key, this.#limits.perAddress)],
      [`acct-ip:${account}:${address}`, (key) => this.#hardGate(key, this.#limits.perAccountAddress)],
    ];
    if (!knownDevice) gates.push([`acct:${account}`, (key) => this.#delayGate(key)]);
    for (const [key, gate] of gates) {
      const waitMs = await gate(key);
      if (waitMs !== undefined) {
        // Refused: the keys counted so far get this attempt back, since no password is checked. An
        // owner who retries while the account waits out its delay never uses up their address.
        await this.#giveBack(counted);
        return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      counted.push(key);
    }
    return { admitted: true, release: () => this.#giveBack(counted) };
  }

  /** Deletes the keys that have been quiet for the window (their count would start again anyway). */
  async purge(): Promise<number> {
    const result = await this.#db
      .deleteFrom('login_attempts')
      .where('last_at', '<=', this.#now() - Math.max(this.#limits.windowMs, this.#limits.accountMaxDelayMs))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Admits an attempt while the key has fewer than `limit` in its window; else the ms until it is quiet. */
  async #hardGate(key: string, limit: number): Promise<number | undefined> {
    const now = this.#now();
    const quiet = sql<boolean>`login_attempts.last_at <= ${now - this.#limits.windowMs}`;
    const admitted = await this.#db
      .insertInto('login_attempts')
      .values({ key, count: 1, last_at: now, next_at: 0 })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            count: sql<number>`CASE WHEN ${quiet} THEN 1 ELSE login_attempts.count + 1 END`,
            last_at: now,
          })
          .where(sql<boolean>`${quiet} OR login_attempts.count < ${limit}`),
      )
      .returning('count')
      .executeTakeFirst();
    if (admitted) return undefined;
    const row = await this.#row(key);
    return row ? row.last_at + this.#limits.windowMs - now : 1000;
  }

  /** Admits an attempt once the account's delay has passed and sets the next delay; else the ms left. */
  async #delayGate(key: string): Promise<number | undefined> {
    const now = this.#now();
    const quiet = sql<boolean>`login_attempts.last_at <= ${now - this.#limits.windowMs}`;
    const admitted = await this.#db
      .insertInto('login_attempts')
      .values({ key, count: 1, last_at: now, next_at: now + accountDelayMs(1, this.#limits) })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            count: sql<number>`CASE WHEN ${quiet} THEN 1 ELSE login_attempts.count + 1 END`,
            last_at: now,
            next_at: sql<number>`${sql.lit(now)} + ${this.#delayAfter(quiet)}`,
          })
          .where(sql<boolean>`${quiet} OR login_attempts.next_at <= ${now}`),
      )
      .returning('count')
      .executeTakeFirst();
    if (admitted) return undefined;
    const row = await this.#row(key);
    return row ? row.next_at - now : 1000;
  }

  /**
   * The delay after this attempt, as SQL on the row's count (the count starts again when the key was
   * quiet). The steps are written out (no POWER(), which SQLite may lack), as literals: they are our
   * own numbers, and PostgreSQL cannot type bare parameters inside a CASE.
   */
  #delayAfter(quiet: RawBuilder<boolean>): RawBuilder<number> {
    const { accountFreeAttempts: free, accountMaxDelayMs: max } = this.#limits;
    const steps: RawBuilder<unknown>[] = [];
    for (let count = free + 1; accountDelayMs(count, this.#limits) < max; count++) {
      steps.push(
        sql`WHEN login_attempts.count + 1 = ${sql.lit(count)} THEN ${sql.lit(accountDelayMs(count, this.#limits))}`,
      );
    }
    return sql<number>`(CASE WHEN ${quiet} THEN ${sql.lit(accountDelayMs(1, this.#limits))}
      WHEN login_attempts.count + 1 <= ${sql.lit(free)} THEN 0
      ${sql.join(steps, sql` `)}
      ELSE ${sql.lit(max)} END)`;
  }

  #row(key: string) {
    return this.#db
      .selectFrom('login_attempts')
      .select(['last_at', 'next_at'])
      .where('key', '=', key)
      .executeTakeFirst();
  }

  /**
   * Gives each key its attempt back, one statement per key: a statement that updated several rows
   * would lock them in the order it finds them, and two concurrent ones could find them in opposite
   * orders and deadlock on PostgreSQL (40P01, a 500 in a concurrent burst); one row at a time cannot.
   */
  async #giveBack(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      await this.#db
        .updateTable('login_attempts')
        .set({ count: sql<number>`count - 1` })
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute();
    }
  }
}
