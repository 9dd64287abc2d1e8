/**
 * Server-side sessions in the database. The cookie holds 32 random bytes (base64url); the table holds only
 * their SHA-256, so a leaked database cannot be replayed as cookies. Sessions end after an idle time and
 * after an absolute lifetime, and survive restarts because they live in the database.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, StoredUserType } from '../db/schema.js';
import { isLocale, type Locale } from '../i18n.js';

/** The most sessions one user holds; signing in once more ends the least recently used. */
export const MAX_SESSIONS_PER_USER = 20;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionUser {
  id: number;
  email: string;
  fullName: string;
  userType: StoredUserType;
}

export interface ActiveSession {
  idHash: string;
  user: SessionUser;
  impersonatorId: number | null;
  impersonatorProjectId: number | null;
  projectId: number | null;
  locale: Locale | null;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

export type SessionLookup = { state: 'expired' } | { state: 'active'; session: ActiveSession };

export interface NewSession {
  userId: number;
  impersonatorId?: number | null;
  impersonatorProjectId?: number | null;
  projectId: number | null;
  locale: Locale | null;
  ip: string | null;
  userAgent: string | null;
  /** Carried over when a session is rotated, so rotation never extends the absolute lifetime. */
  createdAt?: number;
  expiresAt?: number;
}

export interface SessionTimes {
  idleMs: number;
  absoluteMs: number;
  now: () => number;
}

type Executor = Kysely<Database> | Transaction<Database>;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class SessionStore {
  readonly #db: Kysely<Database>;
  readonly #times: SessionTimes;
  /** Last-seen times are written at most this often, so reads do not turn into a write each. */
  readonly #touchEveryMs: number;

  constructor(db: Kysely<Database>, times: SessionTimes) {
    this.#db = db;
    this.#times = times;
    this.#touchEveryMs = Math.min(60_000, times.idleMs / 10);
  }

  get idleMs(): number {
    return this.#times.idleMs;
  }

  /**
   * Finds the session a cookie names. `touch` extends the idle time (every route but /check-session does);
   * an expired session is deleted.
   */
  async lookup(token: string | undefined, { touch }: { touch: boolean }): Promise<SessionLookup> {
    if (!token || !TOKEN_PATTERN.test(token)) return { state: 'expired' };
    const idHash = hashSessionToken(token);
    const row = await this.#db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.user_id',
        'sessions.impersonator_id',
        'sessions.impersonator_project_id',
        'sessions.project_id',
        'sessions.locale',
        'sessions.created_at',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'users.email',
        'users.full_name',
        'users.user_type',
      ])
      .where('sessions.id', '=', idHash)
      .executeTakeFirst();
    if (!row) return { state: 'expired' };
    const now = this.#times.now();
    if (now >= row.expires_at || now - row.last_seen_at >= this.#times.idleMs) {
      await this.destroy(this.#db, idHash);
      return { state: 'expired' };
    }
    let lastSeenAt = row.last_seen_at;
    if (touch && now - lastSeenAt >= this.#touchEveryMs) {
      await this.#db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', idHash).execute();
      lastSeenAt = now;
    }
    return {
      state: 'active',
      session: {
        idHash,
        user: { id: row.user_id, email: row.email, fullName: row.full_name, userType: row.user_type },
        impersonatorId: row.impersonator_id,
        impersonatorProjectId: row.impersonator_project_id,
        projectId: row.project_id,
        locale: isLocale(row.locale) ? row.locale : null,
        createdAt: row.created_at,
        lastSeenAt,
        expiresAt: row.expires_at,
      },
    };
  }

  /**
   * Creates a session and returns the cookie value (shown to the browser once, never stored). The user's
   * least recently used sessions beyond MAX_SESSIONS_PER_USER end (in the caller's transaction).
   */
  async create(executor: Executor, values: NewSession): Promise<{ token: string; idHash: string }> {
    const token = randomBytes(32).toString('base64url');
    const idHash = hashSessionToken(token);
    const now = this.#times.now();
    await executor
      .insertInto('sessions')
      .values({
        id: idHash,
        user_id: values.userId,
        impersonator_id: values.impersonatorId ?? null,
        impersonator_project_id: values.impersonatorProjectId ?? null,
        project_id: values.projectId,
        locale: values.locale,
        ip: values.ip?.slice(0, 64) ?? null,
        user_agent: values.userAgent?.slice(0, 512) ?? null,
        created_at: values.createdAt ?? now,
        last_seen_at: now,
        expires_at: values.expiresAt ?? now + this.#times.absoluteMs,
      })
      .execute();
    await executor
      .deleteFrom('sessions')
      .where('user_id', '=', values.userId)
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('sessions')
          .select('id')
          .where('user_id', '=', values.userId)
          .orderBy('last_seen_at', 'desc')
          .orderBy('created_at', 'desc')
          .limit(MAX_SESSIONS_PER_USER),
      )
      .execute();
    return { token, idHash };
  }

  async destroy(executor: Executor, idHash: string): Promise<void> {
    await executor.deleteFrom('sessions').where('id', '=', idHash).execute();
  }

  /** Deletes every session past its idle time or absolute lifetime. */
  async purgeExpired(): Promise<number> {
    const now = this.#times.now();
    const result = await this.#db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - this.#times.idleMs)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
