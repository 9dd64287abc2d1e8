import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.js';

describe('passwordStrength', () => {
  it('finds a common password weak and says why, in Polish and in English', async () => {
    const pl = await passwordStrength('password123', [], 'pl');
    expect(pl.strong).toBe(false);
    expect(pl.warning ?? pl.suggestions.join(' ')).toMatch(/[ąćęłńóśźżA-Za-z]/);
    expect(`${pl.warning} ${pl.suggestions.join(' ')}`).not.toMatch(/warnings\.|suggestions\./);
    const en = await passwordStrength('password123', [], 'en');
    expect(en.strong).toBe(false);
    expect(en.warning).toMatch(/common|used/i);
  });

  it('knows Polish words and names', async () => {
    const result = await passwordStrength('kochamcie123', [], 'pl');
    expect(result.strong).toBe(false);
  });

  it('finds a password made of the person’s own e-mail weak', async () => {
    const result = await passwordStrength(
      'ala.kowalska2026',
      ['ala.kowalska@example.com', 'Ala Kowalska'],
      'en',
    );
    expect(result.strong).toBe(false);
  });

  it('accepts a long passphrase of uncommon words', async () => {
    const result = await passwordStrength('wrzos-kalosz-Fjord-73-orbita', [], 'pl');
    expect(result.strong).toBe(true);
    expect(result.score).toBeGreaterThanOrEqual(3);
  });
});
