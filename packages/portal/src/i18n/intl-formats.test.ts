import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('intl-formats', () => {
  it('makes a formatter once per language and options, and reuses it', () => {
    expect(numberFormat('pl-PL')).toBe(numberFormat('pl-PL'));
    expect(numberFormat('pl-PL', { style: 'currency', currency: 'PLN' })).toBe(
      numberFormat('pl-PL', { style: 'currency', currency: 'PLN' }),
    );
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium' })).toBe(
      dateTimeFormat('en-GB', { dateStyle: 'medium' }),
    );
  });

  it('keeps languages, options and kinds apart', () => {
    expect(numberFormat('pl-PL')).not.toBe(numberFormat('en-GB'));
    expect(numberFormat('pl-PL')).not.toBe(numberFormat('pl-PL', { maximumFractionDigits: 0 }));
    expect(numberFormat('pl-PL').format(12345.5)).toBe('12\u00a0345,5');
    expect(numberFormat('en-GB').format(12345.5)).toBe('12,345.5');
    expect(
      dateTimeFormat('pl-PL', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 29)),
    ).toBe('29 listopada 2026');
  });
});
