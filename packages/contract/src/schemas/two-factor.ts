/**
 * Two-factor sign-in (TOTP, RFC 6238) of the signed-in person's own account: the answers of
 * `/api/account/two-factor` and its actions. Codes are 6 digits; recovery codes are 10 base32
 * characters shown as `xxxxx-xxxxx`.
 */
import Type from 'typebox';

export { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from '../account.js';

/**
 * `GET /api/account/two-factor`: whether two-factor sign-in is on (`enabled`), set up but not yet
 * confirmed with a code (`pending`), how many unused recovery codes are left, and whether the
 * installation requires it of this person (staff, `PORTAL_REQUIRE_STAFF_TWO_FACTOR`).
 */
export const TwoFactorStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  pending: Type.Boolean(),
  recovery_codes_left: Type.Integer({ minimum: 0 }),
  required: Type.Boolean(),
});
export type TwoFactorStatus = Type.Static<typeof TwoFactorStatusSchema>;

/**
 * `POST /api/account/two-factor/setup`: the new secret (base32) for an authenticator app, and the same
 * as an `otpauth://totp/...` address for a QR code. Shown once; not enabled until confirmed.
 */
export const TwoFactorSetupSchema = Type.Object({
  secret: Type.String(),
  otpauth_uri: Type.String(),
});
export type TwoFactorSetup = Type.Static<typeof TwoFactorSetupSchema>;

/**
 * `POST /api/account/two-factor/confirm` and `POST /api/account/two-factor/recovery-codes`: the ten
 * one-time recovery codes, shown once (the server keeps only their keyed hashes).
 */
export const RecoveryCodesSchema = Type.Object({
  recovery_codes: Type.Array(Type.String()),
});
export type RecoveryCodes = Type.Static<typeof RecoveryCodesSchema>;
