/**
 * Test support for GET /api/admin/siem/dashboard (not part of the build): the seed's cases replaced by
 * hand-made ones whose times sit on the edges of Warsaw's days around the end of summer time
 * (Sunday 25 October 2026: 03:00 CEST became 02:00 CET, a day of 25 hours), with a clock fixed on the
 * Tuesday after, and the figures each period must give, worked out by hand.
 */

interface Store {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The dashboard's "now": Tuesday 27 October 2026, 11:00 in Warsaw (CET, UTC+1). */
export const DASHBOARD_NOW = Date.UTC(2026, 9, 27, 10, 0, 0);

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Who = 'soc' | 'staff' | 'soc2' | null;

/** [title, severity, status, assignee, created, resolved, closed] (times in UTC). */
const CASES: readonly [string, string, string, Who, string, string | null, string | null][] = [
  // 23:30 CEST on Saturday 24 October: that day, though 24 October in UTC too.
  ['c1', 'critical', 'new', 'soc', '2026-10-24T21:30:00.000Z', null, null],
  // 00:30 CEST on Sunday 25 October: still the 24th in UTC.
  ['c2', 'high', 'in_progress', 'soc', '2026-10-24T22:30:00.000Z', null, null],
  // 23:30 CET on Sunday 25 October (after the change): a fixed UTC+2 would put it on the 26th.
  ['c3', 'low', 'in_progress', 'soc', '2026-10-25T22:30:00.000Z', null, null],
  // Midnight CET, Monday 26 October: the first instant of that day.
  ['c4', 'medium', 'new', 'staff', '2026-10-25T23:00:00.000Z', null, null],
  // Midnight CEST, Wednesday 21 October: the first instant of the 7-day period.
  ['c5', 'critical', 'in_progress', 'soc', '2026-10-20T22:00:00.000Z', null, null],
  // The last millisecond of 20 October (CEST), resolved 36 hours later.
  ['c6', 'medium', 'resolved', 'soc', '2026-10-20T21:59:59.999Z', '2026-10-22T09:59:59.999Z', null],
  // Resolved at midnight CEST starting 25 October, closed at its last millisecond (23:59:59.999 CET).
  [
    'c7',
    'high',
    'closed',
    'staff',
    '2026-10-01T10:00:00.000Z',
    '2026-10-24T22:00:00.000Z',
    '2026-10-25T22:59:59.999Z',
  ],
  // Created and resolved on Monday 26 October, closed at midnight CET starting the 27th.
  [
    'c8',
    'low',
    'closed',
    null,
    '2026-10-26T08:00:00.000Z',
    '2026-10-26T09:00:00.000Z',
    '2026-10-26T23:00:00.000Z',
  ],
  // Resolved in September (only the 90 days hold it), closed at 23:00 CEST on 20 October.
  [
    'c9',
    'medium',
    'closed',
    'soc',
    '2026-09-01T00:00:00.000Z',
    '2026-09-10T00:00:00.000Z',
    '2026-10-20T21:00:00.000Z',
  ],
  // Created the last millisecond before the 90 days (29 July, CEST), resolved 1 ms later, in them.
  ['c10', 'critical', 'resolved', 'soc2', '2026-07-29T21:59:59.999Z', '2026-07-29T22:00:00.000Z', null],
  // An old open case, low: last in the queue but one.
  ['c11', 'low', 'new', 'soc', '2026-06-01T12:00:00.000Z', null, null],
  // Resolved in two days at the start of October: in the 30 and the 90 days, not the 7.
  [
    'c12',
    'high',
    'closed',
    'soc2',
    '2026-10-01T00:00:00.000Z',
    '2026-10-03T00:00:00.000Z',
    '2026-10-05T12:00:00.000Z',
  ],
  // Resolved in 30 days in August: the 90 days only.
  [
    'c13',
    'low',
    'closed',
    null,
    '2026-08-01T00:00:00.000Z',
    '2026-08-31T00:00:00.000Z',
    '2026-09-01T00:00:00.000Z',
  ],
  // Eight medium cases in the analyst's queue, older than every period; q1 and q2 at the same time.
  ['q1', 'medium', 'in_progress', 'soc', '2026-05-01T08:00:00.000Z', null, null],
  ['q2', 'medium', 'new', 'soc', '2026-05-01T08:00:00.000Z', null, null],
  ['q3', 'medium', 'new', 'soc', '2026-05-02T08:00:00.000Z', null, null],
  ['q4', 'medium', 'in_progress', 'soc', '2026-05-03T08:00:00.000Z', null, null],
  ['q5', 'medium', 'new', 'soc', '2026-05-04T08:00:00.000Z', null, null],
  ['q6', 'medium', 'new', 'soc', '2026-05-05T08:00:00.000Z', null, null],
  ['q7', 'medium', 'new', 'soc', '2026-05-06T08:00:00.000Z', null, null],
  ['q8', 'medium', 'new', 'soc', '2026-05-07T08:00:00.000Z', null, null],
];

/** Deletes every case (the seed's, with their details) and adds the ones above; their ids by title. */
export async function addDashboardCases(store: Store): Promise<Record<string, number>> {
  await store.query('DELETE FROM siem_cases');
  const users = await store.query<{ id: number; email: string }>('SELECT id, email FROM users');
  const user = (email: string) => users.find((row) => row.email === email)!.id;
  const who: Record<Exclude<Who, null>, number> = {
    soc: user('soc@example.com'),
    staff: user('staff@example.com'),
    soc2: user('soc2@example.com'),
  };
  for (const [title, severity, status, assignee, created, resolved, closed] of CASES) {
    await store.query(
      'INSERT INTO siem_cases (title, severity, status, assignee_id, created_at, resolved_at, closed_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        title,
        severity,
        status,
        assignee === null ? null : who[assignee],
        at(created),
        resolved === null ? null : at(resolved),
        closed === null ? null : at(closed),
      ],
    );
  }
  const rows = await store.query<{ id: number; title: string }>('SELECT id, title FROM siem_cases');
  return Object.fromEntries(rows.map((row) => [row.title, Number(row.id)]));
}

/**
 * The cases' days counted another way than the server does (each time's day as Intl prints it in
 * Warsaw, `sv-SE` writing YYYY-MM-DD): how many cases were opened and closed on `date`.
 */
export function referenceDay(date: string): { date: string; opened: number; closed: number } {
  const day = (iso: string | null) =>
    iso === null ? null : new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
  return {
    date,
    opened: CASES.filter((row) => day(row[4]) === date).length,
    closed: CASES.filter((row) => day(row[6]) === date).length,
  };
}

/** The created_at of a case above, as the answer writes it. */
export const createdOf = (title: string) => CASES.find((row) => row[0] === title)![4];

/** Open now (new or in progress), whatever the period: c3, c11; c4, q1-q8; c2; c1, c5. */
export const OPEN_BY_SEVERITY = [
  { severity: 'low', count: 2 },
  { severity: 'medium', count: 9 },
  { severity: 'high', count: 1 },
  { severity: 'critical', count: 2 },
];

/** soc@example.com's open cases: the gravest first, then the oldest, then the id (q1 before q2). */
export const SOC_QUEUE = ['c5', 'c1', 'c2', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'];
export const SOC_QUEUE_TOTAL = 13;

/** The durations (resolved_at - created_at) of the resolved cases. */
export const DURATION = {
  c6: 36 * HOUR,
  c7: 23 * DAY + 12 * HOUR,
  c8: HOUR,
  c9: 9 * DAY,
  c10: 1,
  c12: 2 * DAY,
  c13: 30 * DAY,
};

/** What each period must give (besides the open cases and the queue, the same in all). */
export const EXPECTED = {
  7: {
    from: '2026-10-21',
    to: '2026-10-27',
    // 21: c5; 24: c1; 25: c2, c3; 26: c4, c8. Closed: 25: c7; 27: c8.
    perDay: [
      { date: '2026-10-21', opened: 1, closed: 0 },
      { date: '2026-10-22', opened: 0, closed: 0 },
      { date: '2026-10-23', opened: 0, closed: 0 },
      { date: '2026-10-24', opened: 1, closed: 0 },
      { date: '2026-10-25', opened: 2, closed: 1 },
      { date: '2026-10-26', opened: 2, closed: 0 },
      { date: '2026-10-27', opened: 0, closed: 1 },
    ],
    // c8 1 h, c6 36 h, c7 23.5 days: the middle one.
    medianResolveMs: DURATION.c6,
    resolvedCount: 3,
  },
  30: {
    from: '2026-09-28',
    to: '2026-10-27',
    // c8, c6, c12, c7: the mean of the middle two.
    medianResolveMs: (DURATION.c6 + DURATION.c12) / 2,
    resolvedCount: 4,
    opened: 6 + 3, // the 7 days' six, c6 on 20 October, c7 and c12 on 1 October
    closed: 2 + 2, // the 7 days' two, c12 on 5 October and c9 on 20 October
  },
  90: {
    from: '2026-07-30',
    to: '2026-10-27',
    // c10, c8, c6, c12, c9, c7, c13: the fourth.
    medianResolveMs: DURATION.c12,
    resolvedCount: 7,
    opened: 9 + 2, // c9 and c13 (c10, c11 and the queue's q1-q8 are older)
    closed: 4 + 1, // c13 on 1 September
  },
} as const;
