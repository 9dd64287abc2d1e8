/**
 * The server's own secret: the key of the signed cookies, of the CSRF tokens' HMAC, and of the account
 * hashes in the audit log and the sign-in limiter. `PORTAL_SECRET` sets it; without it, the first start
 * makes a random one and keeps it in the database, so every instance on one database shares it and a
 * restart keeps the cookies it signed valid.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export const SERVER_SECRET_SETTING = 'server_secret';
/** The shortest secret accepted from the environment (256 bits as base64url is 43 characters). */
export const MIN_SECRET_LENGTH = 32;

export async function loadServerSecret(db: Kysely<Database>, configured: string | undefined, now: number) {
  if (configured !== undefined) return configured;
  const read = () =>
    db.selectFrom('settings').select('value').where('key', '=', SERVER_SECRET_SETTING).executeTakeFirst();
  const stored = await read();
  if (stored) return stored.value;
  // Instances starting together race here: the first insert wins, the others read the winner's secret.
  await db
    .insertInto('settings')
    .values({ key: SERVER_SECRET_SETTING, value: randomBytes(32).toString('base64url'), updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const created = await read();
  if (!created) throw new Error('The server secret could not be stored in the settings table.');
  return created.value;
}
