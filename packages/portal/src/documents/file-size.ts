import { numberFormat } from '../i18n/intl-formats';

/**
 * A file's size in the page's language, with Intl (`1,2 MB` in Polish, `1.2 MB` in English): bytes
 * below 1 kB, then kB and MB in steps of 1000 (SI, as file managers and browsers' downloads show
 * them), one decimal below 10 of the unit, none above.
 */
const UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;

export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 1000) {
    return numberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(bytes);
  }
  let value = bytes / 1000;
  let unit: (typeof UNITS)[number] = UNITS[0];
  for (const next of UNITS.slice(1)) {
    if (value < 1000) break;
    value /= 1000;
    unit = next;
  }
  // 999.95 kB would round up to "1000 kB": say 1 MB.
  if (value >= 999.5 && unit !== 'gigabyte') {
    value /= 1000;
    unit = UNITS[UNITS.indexOf(unit) + 1]!;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
