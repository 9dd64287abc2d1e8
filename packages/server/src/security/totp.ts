/**
 * Two-factor sign-in's cryptography (issue 27): TOTP codes (RFC 6238: HMAC-SHA-1, 6 digits, 30-second
 * steps, one step either side accepted) computed by the `otpauth` library, never by hand; the TOTP
 * secrets encrypted at rest; the recovery codes and their keyed hashes.
 *
 * - A TOTP secret is 20 random bytes (base32, as authenticator apps take it). The store keeps it
 *   encrypted with AES-256-GCM under a key derived by HKDF-SHA-256 from the server secret
 *   (security/server-secret.ts), with the user's id as additional data: a secret copied to another
 *   user's row, or changed in any way, fails to decrypt.
 * - A recovery code is 10 random base32 characters (50 bits), shown as `xxxxx-xxxxx`. The store keeps
 *   only its HMAC-SHA-256 under another key derived from the server secret.
 *
 * So the server secret must stay the same (PORTAL_SECRET, or the one kept in the database): with
 * another one, the stored TOTP secrets cannot be decrypted and no recovery code matches.
 *
 * The replay protection (a code accepted once per time step, and never one older than the last) and
 * the one-time use of recovery codes are atomic updates in the store: db/two-factor.ts.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of the current one (clock drift, a code typed as it changes). */
export const TOTP_WINDOW = 1;
/** The size of a new TOTP secret in bytes (160 bits, RFC 4226's recommendation for HMAC-SHA-1). */
const SECRET_BYTES = 20;
/** How many recovery codes a person gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** The stored form of an encrypted secret: version, IV, tag and ciphertext (base64url). */
const ENCRYPTED = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{1,300})$/;
const IV_BYTES = 12;

/** The keys derived from the server secret for two-factor sign-in. */
export class TwoFactorKeys {
  readonly #encryption: Buffer;
  readonly #recovery: Buffer;

  constructor(serverSecret: string) {
    const derive = (info: string) =>
      Buffer.from(hkdfSync('sha256', serverSecret, 'portal-two-factor', info, 32));
    this.#encryption = derive('totp secret encryption v1');
    this.#recovery = derive('recovery code hash v1');
  }

  /** The secret as the store keeps it: AES-256-GCM, bound to the user by the additional data. */
  encryptSecret(secret: string, userId: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#encryption, iv);
    cipher.setAAD(additionalData(userId));
    const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), encrypted].map(encode).join('.');
  }

  /** The secret back, or undefined when the stored value was changed, moved or made with another key. */
  decryptSecret(stored: string, userId: number): string | undefined {
    const match = ENCRYPTED.exec(stored);
    if (!match) return undefined;
    const [, iv, tag, encrypted] = match as unknown as [string, string, string, string];
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#encryption, Buffer.from(iv, 'base64url'));
      decipher.setAAD(additionalData(userId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return undefined;
    }
  }

  /** The keyed hash (hex) the store keeps of a recovery code; the code normalised first. */
  hashRecoveryCode(code: string): string {
    return createHmac('sha256', this.#recovery).update(`recovery-code:${code}`).digest('hex');
  }
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}

function additionalData(userId: number): Buffer {
  return Buffer.from(`portal two-factor user ${userId}`, 'utf8');
}

/** A new random TOTP secret, base32 (32 characters for 20 bytes). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    issuerInLabel: issuer !== '',
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The `otpauth://totp/...` address an authenticator app reads (as a QR code): issuer and label shown. */
export function otpauthUri(secret: string, { issuer, label }: { issuer: string; label: string }): string {
  return totp(secret, label, issuer).toString();
}

/** The TOTP time step at `now` (ms since the epoch). */
export function timeStep(now: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now });
}

/**
 * The time step whose code `code` is, within the window around `now`; undefined when it is none's.
 * Whether that step may still be used (replay) is the store's to say (db/two-factor.ts).
 */
export function matchTotp(secret: string, code: string, now: number): number | undefined {
  if (!/^[0-9]{6}$/.test(code)) return undefined;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? undefined : timeStep(now) + delta;
}

/** The code of `secret` at `now` (for the tests; the server only checks codes). */
export function totpCode(secret: string, now: number): string {
  return totp(secret).generate({ timestamp: now });
}

/** A new recovery code: ten random base32 characters, `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  // 32 divides 256, so each byte's low five bits are an unbiased character.
  const characters = [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** A recovery code as typed (any case, with or without the dash) in its stored form; undefined if none. */
export function normalizeRecoveryCode(input: string): string | undefined {
  const match = /^([a-z2-7]{5})-?([a-z2-7]{5})$/.exec(input.trim().toLowerCase());
  return match ? `${match[1]}-${match[2]}` : undefined;
}
