import { describe, expect, it } from 'vitest';
import { formatDay, formatPln, formatVatRate } from './format';

describe('payments formatting', () => {
  it('formats grosze as PLN in Polish and English, exactly', () => {
    // Polish groups from five digits on (CLDR's minimum grouping digits).
    expect(formatPln(123456, 'pl').replace(/\s/g, ' ')).toBe('1234,56 zł');
    expect(formatPln(12345678, 'pl').replace(/\s/g, ' ')).toBe('123 456,78 zł');
    expect(formatPln(5, 'pl').replace(/\s/g, ' ')).toBe('0,05 zł');
    expect(formatPln(123456, 'en').replace(/\s/g, ' ')).toBe('PLN 1,234.56');
    expect(formatPln(0, 'en').replace(/\s/g, ' ')).toBe('PLN 0.00');
  });

  it('shows a calendar date as that day in any time zone', () => {
    expect(formatDay('2026-01-01', 'en')).toBe('1 Jan 2026');
    expect(formatDay('2025-12-31', 'pl')).toBe('31 gru 2025');
  });

  it('shows VAT rates and the exempt mark', () => {
    expect(formatVatRate('23', 'zw.')).toBe('23%');
    expect(formatVatRate('zw', 'zw.')).toBe('zw.');
  });
});
