import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.js';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('correct horse', 14);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', 14)).not.toBe(await hashPassword('same', 14));
  });

  it('refuses malformed or tampered hashes instead of throwing', async () => {
    const hash = await hashPassword('x', 14);
    for (const bad of [
      '',
      'plain',
      'scrypt$99$8$1$aa$bb',
      hash.slice(0, -4),
      hash.replace('scrypt', 'bcrypt'),
    ]) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });

  it('asks for a re-hash when the cost is below the current one', async () => {
    const weak = await hashPassword('x', 14);
    expect(needsRehash(weak, 15)).toBe(true);
    expect(needsRehash(weak, 14)).toBe(false);
  });

  it('spends a real check on unknown accounts', async () => {
    expect(await verifyAgainstDummy('anything', 14)).toBe(false);
  });

  it('never takes "pw" and "pw\\0" for one password (HMAC pads its key with zero bytes)', async () => {
    const hash = await hashPassword('correct horse', 14);
    expect(await verifyPassword('correct horse\u0000', hash)).toBe(false);
    expect(await verifyPassword('correct horse\u0000\u0000', hash)).toBe(false);
    await expect(hashPassword('tab\there', 14)).rejects.toThrow(/control characters/);
  });

  it('hashes new passwords at OWASP’s minimum cost (N = 2^17) and re-hashes older ones', async () => {
    expect(DEFAULT_COST).toBe(17);
    const old = await hashPassword('x', 15);
    expect(needsRehash(old)).toBe(true);
  });
});
