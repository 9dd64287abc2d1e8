/**
 * Two-factor sign-in in the store (migration 0014): a user's TOTP secret and its state, the recovery
 * codes, and the sign-ins waiting for their second step. Everything that must happen once is one
 * atomic statement, so that concurrent requests and several instances on one database agree:
 *
 * - a TOTP code is accepted by moving `last_step` forward (`UPDATE ... WHERE last_step < :step`): the
 *   same code twice, or an older one after it, updates nothing;
 * - a recovery code is used by `UPDATE ... SET used_at WHERE used_at IS NULL`: of two uses at once,
 *   one updates the row;
 * - a pending sign-in counts each code tried before it is checked (`attempts < MAX`), and is ended by
 *   deleting its row, which only one request can do.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** How long the second step of a sign-in may take. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;
/** Wrong codes one pending sign-in takes; the last one ends it (the password must be given again). */
export const PENDING_SIGN_IN_ATTEMPTS = 5;

export interface TwoFactorRow {
  secret: string;
  confirmed_at: number | null;
  last_step: number;
}

export function twoFactorOf(db: Executor, userId: number): Promise<TwoFactorRow | undefined> {
  return db
    .selectFrom('user_two_factor')
    .select(['secret', 'confirmed_at', 'last_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether the user has confirmed two-factor sign-in. */
export async function twoFactorEnabled(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_two_factor')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Stores a new, unconfirmed secret in place of any unconfirmed one. False (nothing written) when the
 * user has two-factor sign-in on already.
 */
export async function storePendingSecret(
  db: Executor,
  userId: number,
  encrypted: string,
  now: number,
): Promise<boolean> {
  const written = await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret: encrypted, confirmed_at: null, last_step: 0, created_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret: encrypted, last_step: 0, created_at: now })
        .where('user_two_factor.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return written !== undefined;
}

/**
 * Accepts a code of time step `step`: true when it moved the user's last accepted step forward, false
 * when that step (or a later one) was used already, or the secret is not the one checked. `confirm`
 * also turns two-factor sign-in on, only while it is still unconfirmed with this secret.
 */
export async function acceptStep(
  db: Executor,
  userId: number,
  step: number,
  { secret, confirmAt }: { secret: string; confirmAt?: number },
): Promise<boolean> {
  let update = db
    .updateTable('user_two_factor')
    .set(confirmAt === undefined ? { last_step: step } : { last_step: step, confirmed_at: confirmAt })
    .where('user_id', '=', userId)
    .where('secret', '=', secret)
    .where('last_step', '<', step);
  update =
    confirmAt === undefined
      ? update.where('confirmed_at', 'is not', null)
      : update.where('confirmed_at', 'is', null);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the user's recovery codes with these hashes (the old codes stop working). */
export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  hashes: readonly string[],
  now: number,
): Promise<void> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now, used_at: null })))
    .execute();
}

/** Uses a recovery code: true for exactly one of any number of concurrent uses of an unused code. */
export async function useRecoveryCode(
  db: Executor,
  userId: number,
  hash: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns two-factor sign-in off: the secret, the recovery codes and any pending sign-in go. */
export async function removeTwoFactor(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('two_factor_sign_ins').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
}

export function hashPendingToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a pending sign-in; returns the cookie's token (never stored, only its SHA-256). */
export async function createPendingSignIn(
  db: Executor,
  { userId, locale, now }: { userId: number; locale: string | null; now: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('two_factor_sign_ins')
    .values({
      id: hashPendingToken(token),
      user_id: userId,
      locale,
      attempts: 0,
      created_at: now,
      expires_at: now + PENDING_SIGN_IN_MS,
    })
    .execute();
  return token;
}

export interface PendingSignIn {
  id: string;
  userId: number;
  locale: string | null;
  /** This attempt's number (1 to PENDING_SIGN_IN_ATTEMPTS). */
  attempt: number;
}

const PENDING_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The pending sign-in a cookie names, while it has not ended; no attempt is counted. */
export async function findPendingSignIn(
  db: Executor,
  token: string | undefined,
  now: number,
): Promise<{ id: string; userId: number } | undefined> {
  if (!token || !PENDING_TOKEN.test(token)) return undefined;
  const row = await db
    .selectFrom('two_factor_sign_ins')
    .select(['id', 'user_id'])
    .where('id', '=', hashPendingToken(token))
    .where('expires_at', '>', now)
    .where('attempts', '<', PENDING_SIGN_IN_ATTEMPTS)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id } : undefined;
}

/**
 * Counts one code against the pending sign-in, atomically, before the code is checked: undefined when
 * it has ended (expired, used up, or gone).
 */
export async function claimPendingAttempt(
  db: Executor,
  id: string,
  now: number,
): Promise<PendingSignIn | undefined> {
  const row = await db
    .updateTable('two_factor_sign_ins')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .where('attempts', '<', PENDING_SIGN_IN_ATTEMPTS)
    .returning(['id', 'user_id', 'locale', 'attempts'])
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, locale: row.locale, attempt: row.attempts } : undefined;
}

/** Ends a pending sign-in; true for the one request that deleted it. */
export async function endPendingSignIn(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('two_factor_sign_ins').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Deletes the pending sign-ins that have expired. */
export async function purgePendingSignIns(db: Executor, now: number): Promise<number> {
  const result = await db.deleteFrom('two_factor_sign_ins').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
