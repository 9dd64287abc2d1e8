import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN, htmlPattern } from './account.js';

describe('the patterns of two-factor codes', () => {
  it('take six digits, or a recovery code with or without its dash', () => {
    const totp = new RegExp(TOTP_CODE_PATTERN);
    expect(['123456', '000000'].every((code) => totp.test(code))).toBe(true);
    expect(['12345', '1234567', '12345a', ' 123456'].some((code) => totp.test(code))).toBe(false);
    const recovery = new RegExp(RECOVERY_CODE_PATTERN);
    expect(['abcde-fgh23', 'ABCDEFGH23', 'abcde-FGH23'].every((code) => recovery.test(code))).toBe(true);
    expect(['abcde-fgh21', 'abcd-efgh23', 'abcde--fgh23'].some((code) => recovery.test(code))).toBe(false);
  });

  it('are given to an HTML pattern attribute without their anchors, as the browser adds its own', () => {
    expect(htmlPattern(TOTP_CODE_PATTERN)).toBe('[0-9]{6}');
    expect(htmlPattern(RECOVERY_CODE_PATTERN)).toBe('[A-Za-z2-7]{5}-?[A-Za-z2-7]{5}');
  });
});
