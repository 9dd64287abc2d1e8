import { describe, expect, it } from 'vitest';
import { addDays, periodEndingAt, zonedDay, zonedMidnight } from './soc-dashboard.js';

const HOUR = 3_600_000;

describe("the SOC dashboard's days in Europe/Warsaw", () => {
  it('names the day of an instant as Warsaw does, on both sides of midnight in winter and summer', () => {
    expect(zonedDay(Date.UTC(2026, 0, 14, 22, 59, 59, 999))).toBe('2026-01-14'); // 23:59:59.999 CET
    expect(zonedDay(Date.UTC(2026, 0, 14, 23, 0, 0))).toBe('2026-01-15'); // 00:00 CET
    expect(zonedDay(Date.UTC(2026, 6, 14, 21, 59, 59, 999))).toBe('2026-07-14'); // 23:59:59.999 CEST
    expect(zonedDay(Date.UTC(2026, 6, 14, 22, 0, 0))).toBe('2026-07-15'); // 00:00 CEST
    expect(zonedDay(Date.UTC(2025, 11, 31, 23, 0, 0))).toBe('2026-01-01');
  });

  it('finds each midnight, so the days of the clock changes last 23 and 25 hours', () => {
    expect(zonedMidnight('2026-01-15')).toBe(Date.UTC(2026, 0, 14, 23));
    expect(zonedMidnight('2026-07-15')).toBe(Date.UTC(2026, 6, 14, 22));
    // Spring: Sunday 29 March 2026, 02:00 CET became 03:00 CEST.
    expect(zonedMidnight('2026-03-29')).toBe(Date.UTC(2026, 2, 28, 23));
    expect(zonedMidnight('2026-03-30')).toBe(Date.UTC(2026, 2, 29, 22));
    expect(zonedMidnight('2026-03-30') - zonedMidnight('2026-03-29')).toBe(23 * HOUR);
    // Autumn: Sunday 25 October 2026, 03:00 CEST became 02:00 CET.
    expect(zonedMidnight('2026-10-25')).toBe(Date.UTC(2026, 9, 24, 22));
    expect(zonedMidnight('2026-10-26')).toBe(Date.UTC(2026, 9, 25, 23));
    expect(zonedMidnight('2026-10-26') - zonedMidnight('2026-10-25')).toBe(25 * HOUR);
    // Every day of two years begins at a midnight Warsaw names as that day, 23, 24 or 25 hours apart.
    let date = '2026-01-01';
    for (let index = 0; index < 730; index++) {
      const next = addDays(date, 1);
      const start = zonedMidnight(date);
      expect(zonedDay(start)).toBe(date);
      expect(zonedDay(start - 1)).toBe(addDays(date, -1));
      expect([23, 24, 25]).toContain((zonedMidnight(next) - start) / HOUR);
      date = next;
    }
  });

  it('counts calendar days across months, years and a leap day', () => {
    expect(addDays('2026-10-27', -6)).toBe('2026-10-21');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('makes a period of the days ending today, with where each begins and where the next begins', () => {
    const period = periodEndingAt(Date.UTC(2026, 9, 27, 10), 7);
    expect(period.days).toEqual([
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
    ]);
    expect(period.starts[0]).toBe(Date.UTC(2026, 9, 20, 22));
    expect(period.starts[6]).toBe(Date.UTC(2026, 9, 26, 23));
    expect(period.end).toBe(Date.UTC(2026, 9, 27, 23));
    // Just after midnight in Warsaw, today is the new day though UTC is still on the old one.
    expect(periodEndingAt(Date.UTC(2026, 9, 26, 23, 0, 0, 1), 30).days.at(-1)).toBe('2026-10-27');
    expect(periodEndingAt(Date.UTC(2026, 9, 26, 22, 59, 59, 999), 30).days.at(-1)).toBe('2026-10-26');
    expect(periodEndingAt(Date.UTC(2026, 9, 27, 10), 90).days).toHaveLength(90);
  });
});
