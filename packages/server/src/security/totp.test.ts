/**
 * Two-factor sign-in's cryptography (security/totp.ts) and its once-only rules in the store
 * (db/two-factor.ts): the secrets' encryption (round trip, tampering, another user's row, another
 * server secret), codes checked on a fixed clock with one step either side, a code never accepted
 * twice nor an older one after it, recovery codes and their keyed hashes.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../db/database.js';
import { migrateToLatest } from '../db/migrations.js';
import { acceptStep, storePendingSecret, useRecoveryCode, replaceRecoveryCodes } from '../db/two-factor.js';
import { newTestStore, type TestStore } from '../testing/harness.js';
import {
  TwoFactorKeys,
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  timeStep,
  totpCode,
} from './totp.js';

const SERVER_SECRET = 'a-server-secret-of-at-least-32-characters';
/** 2026-01-15 09:00:00 UTC: a step boundary (divisible by 30 s). */
const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('the TOTP secret at rest', () => {
  const keys = new TwoFactorKeys(SERVER_SECRET);

  it('decrypts what it encrypted, with a new IV every time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const first = keys.encryptSecret(secret, 7);
    const second = keys.encryptSecret(secret, 7);
    expect(first).not.toBe(second);
    expect(first).not.toContain(secret);
    expect(keys.decryptSecret(first, 7)).toBe(secret);
    expect(keys.decryptSecret(second, 7)).toBe(secret);
  });

  it('refuses a changed value, another user, and another server secret', () => {
    const stored = keys.encryptSecret(newTotpSecret(), 7);
    const [version, iv, tag, data] = stored.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    expect(keys.decryptSecret([version, flip(iv), tag, data].join('.'), 7)).toBeUndefined();
    expect(keys.decryptSecret([version, iv, flip(tag), data].join('.'), 7)).toBeUndefined();
    expect(keys.decryptSecret([version, iv, tag, flip(data)].join('.'), 7)).toBeUndefined();
    expect(keys.decryptSecret([version, iv, tag].join('.'), 7)).toBeUndefined();
    expect(keys.decryptSecret(`v2.${iv}.${tag}.${data}`, 7)).toBeUndefined();
    expect(keys.decryptSecret('', 7)).toBeUndefined();
    // Copied to another user's row: the additional data differs.
    expect(keys.decryptSecret(stored, 8)).toBeUndefined();
    expect(new TwoFactorKeys(`${SERVER_SECRET}-other`).decryptSecret(stored, 7)).toBeUndefined();
  });
});

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const reference = (at: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
      timestamp: at,
    });

  it("are RFC 6238 codes (the RFC's SHA-1 test vectors)", () => {
    // RFC 6238, appendix B: the ASCII secret "12345678901234567890", 8 digits there, 6 here (the last six).
    const rfc = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;
    expect(totpCode(rfc, 59_000)).toBe('287082');
    expect(totpCode(rfc, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(rfc, 1_234_567_890_000)).toBe('005924');
    expect(totpCode(rfc, 2_000_000_000_000)).toBe('279037');
  });

  it('match their own step, or one step either side, on a fixed clock', () => {
    const step = timeStep(NOW);
    expect(step).toBe(NOW / 30_000);
    expect(matchTotp(secret, reference(NOW), NOW)).toBe(step);
    expect(matchTotp(secret, reference(NOW - 30_000), NOW)).toBe(step - 1);
    expect(matchTotp(secret, reference(NOW + 30_000), NOW)).toBe(step + 1);
    expect(matchTotp(secret, reference(NOW + 29_999), NOW)).toBe(step);
    // Two steps away is too far, whichever way.
    for (const at of [NOW - 60_000, NOW + 60_000]) {
      const far = reference(at);
      if (![NOW - 30_000, NOW, NOW + 30_000].some((near) => reference(near) === far)) {
        expect(matchTotp(secret, far, NOW)).toBeUndefined();
      }
    }
    expect(matchTotp(secret, '12345', NOW)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', NOW)).toBeUndefined();
  });

  it('give an otpauth address with the issuer, the label and the parameters', () => {
    const uri = otpauthUri(secret, { issuer: 'Cumulus', label: 'anna@example.com' });
    expect(uri).toBe(
      `otpauth://totp/Cumulus:anna%40example.com?issuer=Cumulus&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

describe('recovery codes', () => {
  it('are ten random base32 characters as xxxxx-xxxxx, read in any case with or without the dash', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(codes).size).toBe(200);
    expect(normalizeRecoveryCode('ABCDE-FGH23')).toBe('abcde-fgh23');
    expect(normalizeRecoveryCode(' abcdefgh23 ')).toBe('abcde-fgh23');
    expect(normalizeRecoveryCode('abcde-fgh21')).toBeUndefined();
    expect(normalizeRecoveryCode('abcd-efgh23')).toBeUndefined();
    expect(normalizeRecoveryCode('abcde--fgh23')).toBeUndefined();
  });

  it('are kept as keyed hashes: the same code and key, the same hash; another key, another', () => {
    const keys = new TwoFactorKeys(SERVER_SECRET);
    const hash = keys.hashRecoveryCode('abcde-fgh23');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.hashRecoveryCode('abcde-fgh23')).toBe(hash);
    expect(keys.hashRecoveryCode('abcde-fgh24')).not.toBe(hash);
    expect(new TwoFactorKeys(`${SERVER_SECRET}-other`).hashRecoveryCode('abcde-fgh23')).not.toBe(hash);
  });
});

describe('once only, in the store', () => {
  let test: TestStore;
  let store: Store;
  let userId = 0;

  beforeAll(async () => {
    test = await newTestStore();
    store = openStore({ dataDir: test.dataDir, databaseUrl: test.databaseUrl });
    await migrateToLatest(store.db, store.dialect);
    ({ id: userId } = await store.db
      .insertInto('users')
      .values({
        email: 'once@example.com',
        full_name: 'Once',
        password_hash: 'x',
        user_type: 'client',
        created_at: 0,
        updated_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(async () => {
    await store?.db.destroy();
    await test?.remove();
  });

  it('accepts a step once, then neither it nor an earlier one; confirming only while unconfirmed', async () => {
    const keys = new TwoFactorKeys(SERVER_SECRET);
    const secret = newTotpSecret();
    const stored = keys.encryptSecret(secret, userId);
    expect(await storePendingSecret(store.db, userId, stored, NOW)).toBe(true);
    const step = matchTotp(secret, totpCode(secret, NOW), NOW)!;
    // Not confirmed yet: a sign-in's code is not accepted.
    expect(await acceptStep(store.db, userId, step, { secret: stored })).toBe(false);
    expect(await acceptStep(store.db, userId, step, { secret: stored, confirmAt: NOW })).toBe(true);
    // Confirmed now: setting up again is refused, and confirming again too.
    expect(await storePendingSecret(store.db, userId, keys.encryptSecret(newTotpSecret(), userId), NOW)).toBe(
      false,
    );
    expect(await acceptStep(store.db, userId, step + 1, { secret: stored, confirmAt: NOW })).toBe(false);
    // The replay: the same step, and the one before, are refused; the next one is taken once.
    expect(await acceptStep(store.db, userId, step, { secret: stored })).toBe(false);
    expect(await acceptStep(store.db, userId, step - 1, { secret: stored })).toBe(false);
    const next = matchTotp(secret, totpCode(secret, NOW + 30_000), NOW + 30_000)!;
    expect(next).toBe(step + 1);
    const both = await Promise.all([
      acceptStep(store.db, userId, next, { secret: stored }),
      acceptStep(store.db, userId, next, { secret: stored }),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    // Another secret (replaced meanwhile) is never the one accepted.
    expect(await acceptStep(store.db, userId, next + 1, { secret: `${stored}x` })).toBe(false);
  });

  it('uses a recovery code once, also when used twice at once', async () => {
    const keys = new TwoFactorKeys(SERVER_SECRET);
    const codes = Array.from({ length: 10 }, newRecoveryCode);
    await replaceRecoveryCodes(
      store.db,
      userId,
      codes.map((code) => keys.hashRecoveryCode(code)),
      NOW,
    );
    const hash = keys.hashRecoveryCode(codes[0]!);
    const both = await Promise.all([
      useRecoveryCode(store.db, userId, hash, NOW),
      useRecoveryCode(store.db, userId, hash, NOW),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await useRecoveryCode(store.db, userId, hash, NOW)).toBe(false);
    expect(await useRecoveryCode(store.db, userId, keys.hashRecoveryCode(codes[1]!), NOW)).toBe(true);
  });
});
