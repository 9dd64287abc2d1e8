/**
 * Rate limits on the writes a signed-in person can repeat: new support issues, replies (and SOC case
 * comments), uploads, and staff's changes of issues and SOC cases (status, severity, assignee). Each kind of write has a limit per account and a higher one per
 * client address (people behind one office address share it), counted in fixed windows in the store,
 * so the limits hold for concurrent requests and across every instance on one database, like the
 * sign-in throttle (login-throttle.ts).
 *
 * A write is counted by one atomic upsert per key (`INSERT ... ON CONFLICT DO UPDATE ... WHERE count <
 * limit ... RETURNING`): the window starts again once it has run out, and a key at its limit returns
 * no row. When the second key refuses, the first gets its count back (nothing was written), so a
 * person refused for their address does not use up their own limit too. A refusal says when the
 * window that refused ends: the route answers 429 with `Retry-After` in seconds.
 *
 * Fixed windows let a burst of twice the limit through across a window's end; that bounds the load as
 * well as a sliding window would for these limits, at one row per key. The defaults are in the
 * server's README ('Rate limits on writes').
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { addressKey } from './login-throttle.js';

/** The kinds of repeatable write, each with its own limits. */
export type WriteKind = 'issue' | 'reply' | 'upload' | 'triage' | 'contact';

export interface WriteLimit {
  /** Writes one account may make in a window. */
  perAccount: number;
  /** Writes from one client address (IPv4, or IPv6 /64) in a window, all accounts together. */
  perAddress: number;
  /** The window's length. */
  windowMs: number;
}

export type WriteLimits = Record<WriteKind, WriteLimit>;

const MINUTE = 60_000;

/** An address's limit is this many times an account's: people behind one office address share it. */
export const ADDRESS_LIMIT_FACTOR = 3;

/**
 * Room for a person's busiest honest hour, and a stop to a script: an abuse of the last security
 * review sent 60 replies and 40 new issues at once, all accepted.
 */
export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  /** New support issues: 10 an hour per account. */
  issue: { perAccount: 10, perAddress: 10 * ADDRESS_LIMIT_FACTOR, windowMs: 60 * MINUTE },
  /** Replies in a thread (client or staff) and comments on SOC cases: 20 in ten minutes. */
  reply: { perAccount: 20, perAddress: 20 * ADDRESS_LIMIT_FACTOR, windowMs: 10 * MINUTE },
  /** Files uploaded (the editor's images and attachments): 30 in ten minutes. */
  upload: { perAccount: 30, perAddress: 30 * ADDRESS_LIMIT_FACTOR, windowMs: 10 * MINUTE },
  /**
   * Staff's status and assignee changes of issues, and the SOC's status, severity and assignee changes
   * of cases: 120 in ten minutes, a change every five seconds.
   */
  triage: { perAccount: 120, perAddress: 120 * ADDRESS_LIMIT_FACTOR, windowMs: 10 * MINUTE },
  /** A project's contacts added, changed or deleted: 60 in ten minutes. */
  contact: { perAccount: 60, perAddress: 60 * ADDRESS_LIMIT_FACTOR, windowMs: 10 * MINUTE },
};

export type WriteAdmission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

export class WriteLimiter {
  readonly #db: Kysely<Database>;
  readonly #limits: WriteLimits;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, limits: WriteLimits, now: () => number) {
    this.#db = db;
    this.#limits = limits;
    this.#now = now;
  }

  /** Counts one write of `kind` by `userId` from `ip`, or says how long to wait when a limit is reached. */
  async admit(kind: WriteKind, userId: number, ip: string): Promise<WriteAdmission> {
    const limit = this.#limits[kind];
    const keys: Array<[string, number]> = [
      [`${kind}:ip:${addressKey(ip)}`, limit.perAddress],
      [`${kind}:user:${userId}`, limit.perAccount],
    ];
    const counted: string[] = [];
    for (const [key, max] of keys) {
      const waitMs = await this.#count(key, max, limit.windowMs);
      if (waitMs !== undefined) {
        await this.#giveBack(counted);
        return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      counted.push(key);
    }
    return { admitted: true };
  }

  /** Deletes the keys whose window has run out (their count would start again anyway). */
  async purge(): Promise<number> {
    const longest = Math.max(...Object.values(this.#limits).map((limit) => limit.windowMs));
    const result = await this.#db
      .deleteFrom('write_counts')
      .where('window_start', '<=', this.#now() - longest)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Counts a write while the key's window has fewer than `max`; else the ms until the window ends. */
  async #count(key: string, max: number, windowMs: number): Promise<number | undefined> {
    const now = this.#now();
    const over = sql<boolean>`write_counts.window_start <= ${now - windowMs}`;
    const admitted = await this.#db
      .insertInto('write_counts')
      .values({ key, count: 1, window_start: now })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            count: sql<number>`CASE WHEN ${over} THEN 1 ELSE write_counts.count + 1 END`,
            window_start: sql<number>`CASE WHEN ${over} THEN ${sql.lit(now)} ELSE write_counts.window_start END`,
          })
          .where(sql<boolean>`${over} OR write_counts.count < ${max}`),
      )
      .returning('count')
      .executeTakeFirst();
    if (admitted) return undefined;
    const row = await this.#db
      .selectFrom('write_counts')
      .select('window_start')
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? Math.max(0, row.window_start + windowMs - now) : 1000;
  }

  /** Gives each key its write back, one statement per key (see LoginThrottle: no deadlock on PostgreSQL). */
  async #giveBack(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      await this.#db
        .updateTable('write_counts')
        .set({ count: sql<number>`count - 1` })
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute();
    }
  }
}
