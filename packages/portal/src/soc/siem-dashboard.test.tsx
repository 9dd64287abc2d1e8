import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider, createTranslator, ensurePageTexts, type Translator } from '../i18n/i18n';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { ChartFigure, PerDayTable, SeverityChart, SeverityTable } from './DashboardCharts';
import type { SocDashboard } from './dashboard-api';
import {
  axisDay,
  axisStep,
  durationParts,
  formatDay,
  formatDuration,
  isoDuration,
  perDaySummary,
  severitySummary,
} from './dashboard-format';
import { DashboardFacts, MY_CASES, MyQueue } from './siem-dashboard';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const DATA: SocDashboard = {
  days: 7,
  timeZone: 'Europe/Warsaw',
  from: '2026-10-21',
  to: '2026-10-27',
  openBySeverity: [
    { severity: 'low', count: 2 },
    { severity: 'medium', count: 9 },
    { severity: 'high', count: 1 },
    { severity: 'critical', count: 2 },
  ],
  perDay: [
    { date: '2026-10-21', opened: 1, closed: 0 },
    { date: '2026-10-22', opened: 0, closed: 0 },
    { date: '2026-10-23', opened: 0, closed: 0 },
    { date: '2026-10-24', opened: 1, closed: 0 },
    { date: '2026-10-25', opened: 2, closed: 1 },
    { date: '2026-10-26', opened: 2, closed: 0 },
    { date: '2026-10-27', opened: 0, closed: 1 },
  ],
  medianResolveMs: 36 * HOUR,
  resolvedCount: 3,
  queue: {
    rows: [
      {
        id: 5,
        title: 'C2 z ws-17',
        severity: 'critical',
        status: 'in_progress',
        created_at: '2026-10-20T22:00:00.000Z',
      },
      {
        id: 1,
        title: 'Phishing <b>',
        severity: 'high',
        status: 'new',
        created_at: '2026-10-24T21:30:00.000Z',
      },
    ],
    total: 13,
  },
};

let polish: Translator;
let english: Translator;

beforeAll(async () => {
  await Promise.all([ensurePageTexts('pl'), ensurePageTexts('en')]);
  polish = createTranslator('pl', pl);
  english = createTranslator('en', en);
});

function render(translator: Translator, node: ReactNode): HTMLElement {
  // An inert document: the markup is read, and no element is upgraded (nor any chart drawn: effects do not run).
  const host = document.implementation.createHTMLDocument('').createElement('div');
  host.innerHTML = renderToString(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider translator={translator}>{node}</I18nProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return host;
}

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const cells = (row: Element) =>
  [...row.children].map((cell) => [cell.tagName, cell.getAttribute('scope'), text(cell)]);

describe('durations', () => {
  it('keep the two larger units, rounded to the smaller one', () => {
    expect(durationParts(29_999)).toBeNull();
    expect(durationParts(30_000)).toEqual({ minutes: 1 });
    expect(durationParts(45 * 60_000)).toEqual({ minutes: 45 });
    expect(durationParts(59 * 60_000 + 29_999)).toEqual({ minutes: 59 });
    expect(durationParts(59 * 60_000 + 30_000)).toEqual({ hours: 1 });
    expect(durationParts(3 * HOUR + 5 * 60_000)).toEqual({ hours: 3, minutes: 5 });
    expect(durationParts(23 * HOUR + 59 * 60_000 + 40_000)).toEqual({ days: 1 });
    expect(durationParts(36 * HOUR)).toEqual({ days: 1, hours: 12 });
    expect(durationParts(2 * DAY + 5 * HOUR + 29 * 60_000)).toEqual({ days: 2, hours: 5 });
    expect(durationParts(23 * DAY + 23 * HOUR + 31 * 60_000)).toEqual({ days: 24 });
  });

  it('are written with Intl in the page language, without Intl.DurationFormat as with it', () => {
    const withoutNative = (locale: 'pl' | 'en', ms: number) => formatDuration(locale, ms, '<1', undefined);
    expect(withoutNative('pl', 36 * HOUR)).toBe('1 dzień i 12 godz.');
    expect(withoutNative('pl', 2 * DAY + 5 * HOUR)).toBe('2 dni i 5 godz.');
    expect(withoutNative('pl', 22 * DAY)).toBe('22 dni');
    expect(withoutNative('pl', 45 * 60_000)).toBe('45 min');
    expect(withoutNative('en', 36 * HOUR)).toBe('1 day, 12 hrs');
    expect(withoutNative('en', 3 * HOUR + 5 * 60_000)).toBe('3 hrs, 5 mins');
    expect(withoutNative('en', 1)).toBe('<1');
    // Where the browser has Intl.DurationFormat, it writes the same parts.
    const seen: unknown[] = [];
    class FakeDurationFormat {
      constructor(
        readonly locale: string,
        readonly options: object,
      ) {
        seen.push(locale, options);
      }
      format(parts: object) {
        return JSON.stringify(parts);
      }
    }
    expect(formatDuration('pl', 36 * HOUR, '<1', FakeDurationFormat)).toBe('{"days":1,"hours":12}');
    expect(seen).toEqual(['pl-PL', { style: 'short' }]);
  });

  it('go into <time datetime> as seconds, to the millisecond', () => {
    expect(isoDuration(36 * HOUR)).toBe('PT129600S');
    expect(isoDuration(1)).toBe('PT0.001S');
    expect(isoDuration(151_200_000.5)).toBe('PT151200.001S');
  });
});

describe('days', () => {
  it('are written as calendar days, never moved by a time zone', () => {
    expect(formatDay('pl', '2026-10-27')).toBe('27 paź 2026');
    expect(formatDay('en', '2026-10-27')).toBe('27 Oct 2026');
    expect(formatDay('pl', '2026-01-01')).toBe('1 sty 2026');
    expect(axisDay('pl', '2026-10-07')).toBe('7.10');
    expect(axisDay('en', '2026-10-07')).toBe('07/10');
  });

  it('name every day of 7, every 5th of 30 and every 15th of 90 under the chart, fewer where it is narrow', () => {
    expect([7, 30, 90].map((days) => axisStep(days))).toEqual([1, 5, 15]);
    // As many as the width holds, 44 px each: 300 px hold 6 of 30 days, 7 of 90.
    expect(axisStep(30, 300)).toBe(5);
    expect(axisStep(30, 200)).toBe(8);
    expect(axisStep(7, 200)).toBe(2);
    expect(axisStep(90, 300)).toBe(15);
    expect(axisStep(90, 1000)).toBe(15);
  });
});

describe('the summaries', () => {
  it('list the open cases gravest first, or say there are none', () => {
    expect(severitySummary(polish, DATA.openBySeverity)).toBe(
      'Krytyczna: 2, Wysoka: 1, Średnia: 9, Niska: 2.',
    );
    expect(severitySummary(english, DATA.openBySeverity)).toBe('Critical: 2, High: 1, Medium: 9, Low: 2.');
    const none = DATA.openBySeverity.map((row) => ({ ...row, count: 0 }));
    expect(severitySummary(polish, none)).toBe('Nie ma otwartych spraw.');
    expect(severitySummary(english, none)).toBe('There are no open cases.');
  });

  it('give the period, its totals and its first busiest day, or say nothing happened', () => {
    expect(perDaySummary(polish, DATA.perDay)).toBe(
      'Od 21 paź 2026 do 27 paź 2026 otwarto 6, zamknięto 2. Najwięcej otwarto 25 paź 2026: 2.',
    );
    expect(perDaySummary(english, DATA.perDay)).toBe(
      'From 21 Oct 2026 to 27 Oct 2026: 6 opened, 2 closed. Most opened on 25 Oct 2026: 2.',
    );
    const quiet = DATA.perDay.map((day) => ({ ...day, opened: 0, closed: 0 }));
    expect(perDaySummary(polish, quiet)).toBe(
      'Od 21 paź 2026 do 27 paź 2026 nie otwarto ani nie zamknięto żadnej sprawy.',
    );
    const closedOnly = DATA.perDay.map((day) => ({ ...day, opened: 0 }));
    expect(perDaySummary(english, closedOnly)).toBe('From 21 Oct 2026 to 27 Oct 2026: 0 opened, 2 closed.');
  });
});

describe('the tables that stand for the charts', () => {
  it('give the open cases by severity with a caption, headers with their scope and the total', () => {
    const table = render(polish, <SeverityTable open={DATA.openBySeverity} />).querySelector('table')!;
    expect(text(table.querySelector('caption'))).toBe('Otwarte sprawy według ważności');
    expect(cells(table.querySelector('thead tr')!)).toEqual([
      ['TH', 'col', 'Ważność'],
      ['TH', 'col', 'Liczba spraw'],
    ]);
    expect([...table.querySelectorAll('tbody tr')].map(cells)).toEqual([
      [
        ['TH', 'row', 'Krytyczna'],
        ['TD', null, '2'],
      ],
      [
        ['TH', 'row', 'Wysoka'],
        ['TD', null, '1'],
      ],
      [
        ['TH', 'row', 'Średnia'],
        ['TD', null, '9'],
      ],
      [
        ['TH', 'row', 'Niska'],
        ['TD', null, '2'],
      ],
    ]);
    expect(cells(table.querySelector('tfoot tr')!)).toEqual([
      ['TH', 'row', 'Razem'],
      ['TD', null, '14'],
    ]);
  });

  it('give every day of the period, each a <time>, with the numbers opened and closed', () => {
    const table = render(english, <PerDayTable perDay={DATA.perDay} />).querySelector('table')!;
    expect(text(table.querySelector('caption'))).toBe(
      'Cases opened and closed per day, 21 Oct 2026 to 27 Oct 2026 (Polish time)',
    );
    expect(cells(table.querySelector('thead tr')!).map((cell) => cell[2])).toEqual([
      'Day',
      'Opened',
      'Closed',
    ]);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(7);
    expect(cells(rows[4]!)).toEqual([
      ['TH', 'row', '25 Oct 2026'],
      ['TD', null, '2'],
      ['TD', null, '1'],
    ]);
    expect(rows.map((row) => row.querySelector('time')?.getAttribute('datetime'))).toEqual(
      DATA.perDay.map((day) => day.date),
    );
  });
});

describe('a chart', () => {
  it('is one image named by what it shows, described by its summary, its table hidden only from sight', () => {
    const host = render(polish, <SeverityChart open={DATA.openBySeverity} />);
    const image = host.querySelector('[role="img"]')!;
    expect(image.getAttribute('aria-label')).toBe('Wykres słupkowy: otwarte sprawy według ważności');
    const summary =
      host.ownerDocument.getElementById(image.getAttribute('aria-describedby')!) ??
      host.querySelector(`[id="${image.getAttribute('aria-describedby')}"]`);
    expect(text(summary)).toBe('Krytyczna: 2, Wysoka: 1, Średnia: 9, Niska: 2.');
    expect(text(host.querySelector('pp-button'))).toBe('Pokaż jako tabelę');
    const table = host.querySelector('table')!;
    expect(table.parentElement?.className).toBe('pp-visually-hidden');
    // The table is not inside the image, whose content is presentational.
    expect(image.contains(table)).toBe(false);
  });

  it('takes any plot, legend and table', () => {
    const host = render(
      english,
      <ChartFigure
        name="A chart"
        summary="Its summary."
        plot={<svg />}
        legend={<ul className="legend" />}
        table={<table />}
      />,
    );
    expect(host.querySelector('[role="img"] svg')).not.toBeNull();
    expect(host.querySelector('ul.legend')).not.toBeNull();
    expect(text(host.querySelector('pp-button'))).toBe('Show as table');
  });
});

describe('the facts and the queue', () => {
  const facts = (host: HTMLElement) =>
    Object.fromEntries(
      [...host.querySelectorAll('dl > div')].map((div) => [
        text(div.querySelector('dt')),
        div.querySelector('dd')!,
      ]),
    );

  it('show the open cases, the median as a <time> duration, the resolved count and the queue size', () => {
    const host = render(polish, <DashboardFacts data={DATA} />);
    expect(text(host.querySelector('h2'))).toBe('Podsumowanie (ostatnie 7 dni)');
    const shown = facts(host);
    expect(Object.keys(shown)).toEqual([
      'Otwarte sprawy (nowe i w toku)',
      'Mediana czasu rozwiązania',
      'Rozwiązane w tym okresie',
      'W mojej kolejce',
    ]);
    expect(text(shown['Otwarte sprawy (nowe i w toku)'])).toBe('14');
    const median = shown['Mediana czasu rozwiązania']!.querySelector('time')!;
    expect(median.getAttribute('datetime')).toBe('PT129600S');
    expect(text(median)).toMatch(/^1 dzień.*12 godz\.$/);
    expect(text(shown['Rozwiązane w tym okresie'])).toBe('3');
    expect(text(shown['W mojej kolejce'])).toBe('13');
  });

  it('say when nothing was resolved in the period', () => {
    const host = render(
      english,
      <DashboardFacts data={{ ...DATA, medianResolveMs: null, resolvedCount: 0 }} />,
    );
    expect(text(facts(host)['Median time to resolve'])).toBe('No cases resolved');
    expect(host.querySelector('time')).toBeNull();
  });

  it("link each of the analyst's cases, with its severity, status and date, and all of them", () => {
    const host = render(polish, <MyQueue queue={DATA.queue} />);
    const items = [...host.querySelectorAll('ol > li')];
    expect(items.map((item) => item.querySelector('a')?.getAttribute('href'))).toEqual([
      '/admin/siem/cases/5',
      '/admin/siem/cases/1',
    ]);
    expect(text(items[1]!.querySelector('a'))).toBe('#1 Phishing <b>');
    expect(items[1]!.querySelector('a b')).toBeNull();
    expect(text(items[0]!.querySelector('pp-badge'))).toBe('Krytyczna');
    expect(text(items[0]!.querySelector('.soc-queue__meta'))).toMatch(/^W toku · otwarta \d{1,2} paź 2026$/);
    expect(text(host)).toContain('Pokazano 2 z 13: najpierw najpoważniejsze, potem najstarsze.');
    expect(host.querySelector(`a[href="${MY_CASES.replace(/[[\]]/g, '\\$&')}"]`)?.textContent).toBe(
      'Wszystkie moje sprawy',
    );
  });

  it('say when the queue is empty, and show no count then', () => {
    const host = render(english, <MyQueue queue={{ rows: [], total: 0 }} />);
    expect(host.querySelector('ol')).toBeNull();
    expect(text(host)).toContain('You have no open cases.');
    expect(text(host)).not.toContain('Showing');
  });
});
