/**
 * The SOC dashboard's figures (GET /api/admin/siem/dashboard), the same on SQLite and PostgreSQL.
 *
 * What makes the two engines agree:
 * - Days are cut in TypeScript: the period's day boundaries (midnights in Europe/Warsaw, each found
 *   with Intl, so a day is 23 or 25 hours long when the clocks change) are numbers the queries compare
 *   the stored epoch milliseconds with. No engine's date functions or time zone settings are used.
 * - A case's day is a CASE over those boundaries (`when created_at < b1 then 0 when … < b2 then 1 …`),
 *   grouped and counted: plain comparisons and COUNT(*), which both engines compute alike.
 * - The median is exact: the number of durations first, then the middle one or two, ordered by the
 *   duration and the id (LIMIT / OFFSET), averaged in TypeScript. No percentile function (SQLite has
 *   none, PostgreSQL's would be a different SQL).
 * - Severity orders by its rank (a CASE over literals), as the case list sorts it.
 */
import {
  CASE_SEVERITIES,
  SOC_QUEUE_SIZE,
  SOC_TIME_ZONE,
  type CaseSeverity,
  type CaseStatus,
} from '@portal-elements/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { rank } from './list-sql.js';
import type { Database } from './schema.js';

/** Open means new or in progress: someone still has work to do on it. */
export const OPEN_STATUSES: readonly CaseStatus[] = ['new', 'in_progress'];

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SOC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock of the provider's time zone at `instant` (ms), to the second. */
function wallClock(instant: number) {
  const fields: Record<string, number> = {};
  for (const part of parts.formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day (`YYYY-MM-DD`) in Europe/Warsaw at `instant` (ms since the epoch). */
export function zonedDay(instant: number): string {
  const { year, month, day } = wallClock(instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (1 or 2 hours for Warsaw). */
function offsetAt(instant: number): number {
  const { year, month, day, hour, minute, second } = wallClock(instant);
  return (
    Date.UTC(year, month - 1, day, hour, minute, second) - (instant - (((instant % 1000) + 1000) % 1000))
  );
}

/**
 * The instant (ms) the day `date` (`YYYY-MM-DD`) begins in Europe/Warsaw: its midnight. The offset is
 * taken at a first guess and again at the instant it gives, so a midnight just after a change of the
 * clocks gets the new offset (Warsaw changes at 02:00 and 03:00, so midnight always exists once).
 */
export function zonedMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day);
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

/** The day `count` days after `date` (before, when negative), as calendar days: `YYYY-MM-DD`. */
export function addDays(date: string, count: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + count)).toISOString().slice(0, 10);
}

/** The period's days, oldest first, and where each begins; `end` is where the day after the last begins. */
export interface Period {
  days: string[];
  starts: number[];
  end: number;
}

/** The `length` days ending with the day of `now` (today), in Europe/Warsaw. */
export function periodEndingAt(now: number, length: number): Period {
  const today = zonedDay(now);
  const days = Array.from({ length }, (_, index) => addDays(today, index - length + 1));
  return { days, starts: days.map(zonedMidnight), end: zonedMidnight(addDays(today, 1)) };
}

export interface QueueRow {
  id: number;
  title: string;
  severity: CaseSeverity;
  status: CaseStatus;
  created_at: number;
}

export interface SocFigures {
  openBySeverity: { severity: CaseSeverity; count: number }[];
  perDay: { date: string; opened: number; closed: number }[];
  medianResolveMs: number | null;
  resolvedCount: number;
  queue: { rows: QueueRow[]; total: number };
}

type TimeColumn = 'created_at' | 'closed_at' | 'resolved_at';

/** The index of the period's day a time falls in: a CASE over the days' beginnings (numbers of the code). */
function dayIndex(column: TimeColumn, period: Period): RawBuilder<number> {
  const last = period.starts.length - 1;
  if (last === 0) return sql<number>`${sql.lit(0)}`;
  const arms = period.starts
    .slice(1)
    .map((start, index) => sql`when ${sql.ref(`siem_cases.${column}`)} < ${start} then ${sql.lit(index)}`);
  return sql<number>`case ${sql.join(arms, sql` `)} else ${sql.lit(last)} end`;
}

/** How many cases have `column` in each day of the period: one count per day, zeros included. */
async function countPerDay(db: Kysely<Database>, column: TimeColumn, period: Period): Promise<number[]> {
  const rows = await db
    .selectFrom('siem_cases')
    .select([dayIndex(column, period).as('day'), (eb) => eb.fn.countAll<number>().as('count')])
    .where(`siem_cases.${column}`, '>=', period.starts[0]!)
    .where(`siem_cases.${column}`, '<', period.end)
    .groupBy(sql.ref('day'))
    .execute();
  const counts = period.days.map(() => 0);
  for (const row of rows) counts[Number(row.day)] = Number(row.count);
  return counts;
}

/** The exact median of resolved_at - created_at over the cases resolved in the period, and their number. */
async function medianResolve(
  db: Kysely<Database>,
  period: Period,
): Promise<{ median: number | null; count: number }> {
  const resolved = db
    .selectFrom('siem_cases')
    .where('siem_cases.resolved_at', '>=', period.starts[0]!)
    .where('siem_cases.resolved_at', '<', period.end);
  const { count } = await resolved
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  if (total === 0) return { median: null, count: 0 };
  const middle = await resolved
    .select(sql<number>`siem_cases.resolved_at - siem_cases.created_at`.as('duration'))
    .orderBy('duration')
    .orderBy('siem_cases.id')
    .limit(total % 2 === 1 ? 1 : 2)
    .offset(Math.floor((total - 1) / 2))
    .execute();
  const values = middle.map((row) => Number(row.duration));
  const median = values.length === 1 ? values[0]! : (values[0]! + values[1]!) / 2;
  return { median, count: total };
}

/** The figures of the dashboard for `period`, with the queue of the analyst `userId`. */
export async function socFigures(db: Kysely<Database>, period: Period, userId: number): Promise<SocFigures> {
  const mine = db
    .selectFrom('siem_cases')
    .where('siem_cases.assignee_id', '=', userId)
    .where('siem_cases.status', 'in', OPEN_STATUSES);
  const [open, opened, closed, resolve, queueRows, queueTotal] = await Promise.all([
    db
      .selectFrom('siem_cases')
      .select(['siem_cases.severity', (eb) => eb.fn.countAll<number>().as('count')])
      .where('siem_cases.status', 'in', OPEN_STATUSES)
      .groupBy('siem_cases.severity')
      .execute(),
    countPerDay(db, 'created_at', period),
    countPerDay(db, 'closed_at', period),
    medianResolve(db, period),
    mine
      .select([
        'siem_cases.id',
        'siem_cases.title',
        'siem_cases.severity',
        'siem_cases.status',
        'siem_cases.created_at',
      ])
      .orderBy(rank('siem_cases.severity', CASE_SEVERITIES), 'desc')
      .orderBy('siem_cases.created_at')
      .orderBy('siem_cases.id')
      .limit(SOC_QUEUE_SIZE)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const openCount = new Map(open.map((row) => [row.severity, Number(row.count)]));
  return {
    openBySeverity: CASE_SEVERITIES.map((severity) => ({ severity, count: openCount.get(severity) ?? 0 })),
    perDay: period.days.map((date, index) => ({
      date,
      opened: opened[index] ?? 0,
      closed: closed[index] ?? 0,
    })),
    medianResolveMs: resolve.median,
    resolvedCount: resolve.count,
    queue: {
      rows: queueRows.map((row) => ({ ...row, created_at: Number(row.created_at) })),
      total: Number(queueTotal.count),
    },
  };
}
