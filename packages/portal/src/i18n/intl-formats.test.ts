import { describe, expect, it, vi } from 'vitest';
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

  it('makes the common formatters of a language ahead, the ones the pages then get', async () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    class Counting extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    }
    Intl.DateTimeFormat = Counting as typeof Real;
    try {
      vi.resetModules();
      const fresh = await import('./intl-formats');
      for (const warm of fresh.formatWarmers('en')) warm();
      expect(made).toBe(fresh.COMMON_DATE_FORMATS.length);
      for (const options of fresh.COMMON_DATE_FORMATS) fresh.dateTimeFormat('en-GB', options).format(0);
      expect(made, 'none made again').toBe(fresh.COMMON_DATE_FORMATS.length);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
