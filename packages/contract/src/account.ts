/**
 * The rules of a new password (issue 27, account security), which the server enforces and the web app
 * states next to the field. A password is judged by how hard it is to guess (zxcvbn's score, 0 to 4,
 * from dictionaries of common passwords, words and names in English and Polish, keyboard patterns,
 * dates and the person's own name and e-mail), not by a required mix of character kinds, as NIST SP
 * 800-63B advises.
 */
/** The fewest characters of a new password. */
export const PASSWORD_MIN_LENGTH = 10;
/** The most characters of a new password (NIST asks for at least 64). */
export const PASSWORD_MAX_LENGTH = 256;
/** The lowest zxcvbn score a new password may have: 3, "safely unguessable" (about 10^8 guesses or more). */
export const PASSWORD_MIN_SCORE = 3;

/** A code of an authenticator app (two-factor sign-in, TOTP): six digits. */
export const TOTP_CODE_PATTERN = '^[0-9]{6}$';
/** A recovery code of two-factor sign-in: ten base32 characters, the dash after the fifth optional, any case. */
export const RECOVERY_CODE_PATTERN = '^[A-Za-z2-7]{5}-?[A-Za-z2-7]{5}$';

/** A pattern above as an HTML `pattern` attribute takes it (which anchors it itself). */
export function htmlPattern(pattern: string): string {
  return pattern.replace(/^\^/, '').replace(/\$$/, '');
}
