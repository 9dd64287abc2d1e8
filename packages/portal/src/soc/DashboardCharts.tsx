/**
 * The SOC dashboard's two charts, drawn by Chartist 1.x (SVG; docs/architecture.md says why it was
 * chosen), each with what a person who cannot see it reads instead: the plot is one image
 * (`role="img"`) with a name and a short text summary, and a real table of the same figures follows
 * it, always in the accessibility tree; 'Pokaż jako tabelę' / 'Show as table' shows it on the page
 * too. Chartist draws with SVG elements and text nodes (no markup strings, no style elements, so the
 * CSP and Trusted Types have nothing to refuse) and animates nothing; its colours are CSS rules on
 * its classes that read the tokens' custom properties (soc-dashboard.css), so a change of theme
 * recolours the chart at once, without drawing it again.
 */
import { BarChart, LineChart, type BarChartOptions, type LineChartOptions } from 'chartist';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CASE_SEVERITIES, type CaseSeverity } from '@portal-elements/contract';
import { useI18n } from '../i18n/i18n';
import {
  GRAVEST_FIRST,
  axisDay,
  axisStep,
  formatDay,
  perDaySummary,
  severitySummary,
} from './dashboard-format';
import type { SocDashboard } from './dashboard-api';

interface Chart {
  update(): unknown;
  detach(): unknown;
}

/**
 * Draws a chart into the returned element's ref with `draw` (again whenever `deps` change), redraws it
 * when the element's width changes (the sidebar opening, a phone turned; Chartist itself listens to
 * the window only) and detaches it when the component goes.
 */
function useChart(draw: (element: HTMLElement) => Chart, deps: readonly unknown[]) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = draw(element);
    let width = element.clientWidth;
    const resize = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      chart.update();
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.detach();
      element.replaceChildren();
    };
    // The chart is drawn again only when its figures or texts change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return ref;
}

/**
 * A chart with its alternatives: the plot as one named image described by the summary under it, a
 * button that shows or hides the table, and the table, which screen readers always have (hidden, it
 * is only out of sight). The button's name says what pressing it does: `pp-button` gives its inner
 * button no `aria-expanded`, and for a screen reader nothing is opened or closed.
 */
export function ChartFigure({
  name,
  summary,
  plot,
  table,
  legend,
}: {
  /** The image's accessible name: what the chart is ('Wykres słupkowy: …'). */
  name: string;
  /** The short text summary under the chart: the figures a person takes from it. */
  summary: string;
  plot: ReactNode;
  table: ReactNode;
  legend?: ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="soc-chart">
      <div className="soc-chart__plot" role="img" aria-label={name} aria-describedby={`${id}-summary`}>
        {plot}
      </div>
      {legend}
      <p id={`${id}-summary`} className="soc-chart__summary">
        {summary}
      </p>
      <Button size="sm" onClick={() => setShown((value) => !value)}>
        {shown ? t('socDashboard.hideTable') : t('socDashboard.showTable')}
      </Button>
      <div className={shown ? 'soc-chart__table' : 'pp-visually-hidden'}>{table}</div>
    </div>
  );
}

/** The open cases by severity as a table: gravest first, with the total. */
export function SeverityTable({ open }: { open: SocDashboard['openBySeverity'] }) {
  const { t, formatNumber } = useI18n();
  const count = (severity: CaseSeverity) => open.find((row) => row.severity === severity)?.count ?? 0;
  return (
    <table className="soc-table">
      <caption>{t('socDashboard.bySeverity')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cases.severity')}</th>
          <th scope="col">{t('socDashboard.count')}</th>
        </tr>
      </thead>
      <tbody>
        {GRAVEST_FIRST.map((severity) => (
          <tr key={severity}>
            <th scope="row">{t(`cases.severity.${severity}`)}</th>
            <td>{formatNumber(count(severity))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('socDashboard.total')}</th>
          <td>{formatNumber(open.reduce((sum, row) => sum + row.count, 0))}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Opened and closed per day as a table: one row a day, oldest first, each day a `<time>`. */
export function PerDayTable({ perDay }: { perDay: SocDashboard['perDay'] }) {
  const { t, locale, formatNumber } = useI18n();
  const from = perDay[0] ? formatDay(locale, perDay[0].date) : '';
  const to = perDay.at(-1) ? formatDay(locale, perDay.at(-1)!.date) : '';
  return (
    <table className="soc-table">
      <caption>{t('socDashboard.perDayCaption', { from, to })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('socDashboard.day')}</th>
          <th scope="col">{t('socDashboard.opened')}</th>
          <th scope="col">{t('socDashboard.closed')}</th>
        </tr>
      </thead>
      <tbody>
        {perDay.map((day) => (
          <tr key={day.date}>
            <th scope="row">
              <time dateTime={day.date}>{formatDay(locale, day.date)}</time>
            </th>
            <td>{formatNumber(day.opened)}</td>
            <td>{formatNumber(day.closed)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Horizontal bars, the gravest severity on top, each bar with its number at its end. */
export function SeverityChart({ open }: { open: SocDashboard['openBySeverity'] }) {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  // Chartist draws the first label at the bottom: least grave first puts the gravest on top.
  const labels = CASE_SEVERITIES.map((severity) => t(`cases.severity.${severity}`));
  const counts = CASE_SEVERITIES.map((severity) => open.find((row) => row.severity === severity)?.count ?? 0);
  const key = `${labels.join()}|${counts.join()}`;
  const ref = useChart(
    (element) => {
      const options: BarChartOptions = {
        horizontalBars: true,
        // One series per bar (ct-series-a to -d), so each severity has its own colour.
        distributeSeries: true,
        height: '11rem',
        low: 0,
        high: Math.max(1, ...counts),
        chartPadding: { top: 8, right: 40, bottom: 0, left: 8 },
        axisX: {
          onlyInteger: true,
          showGrid: true,
          labelInterpolationFnc: (value) => formatNumber(Number(value)),
        },
        axisY: { offset: 88, showGrid: false },
      };
      const chart = new BarChart(element, { labels, series: counts }, options);
      chart.on('draw', (event) => {
        if (event.type !== 'bar') return;
        event.group
          .elem('text', { x: event.x2 + 6, y: (event.y1 + event.y2) / 2 }, 'soc-chart__value')
          .text(formatNumber(counts[event.seriesIndex] ?? 0));
      });
      return chart;
    },
    [key, formatNumber],
  );
  return (
    <ChartFigure
      name={t('socDashboard.bySeverityChart')}
      summary={severitySummary(i18n, open)}
      plot={<div ref={ref} className="soc-chart__canvas soc-chart__canvas--severity" />}
      table={<SeverityTable open={open} />}
    />
  );
}

/** The per-day chart's room for the numbers on its left and after its last day, in pixels. */
const Y_AXIS = 32;
const PAD_RIGHT = 24;

/** Two lines over the period's days: opened (solid, with points) and closed (dashed). */
export function PerDayChart({ perDay, days }: { perDay: SocDashboard['perDay']; days: number }) {
  const i18n = useI18n();
  const { t, locale, formatNumber } = i18n;
  const labels = perDay.map((day) => axisDay(locale, day.date));
  const last = perDay.length - 1;
  const opened = perDay.map((day) => day.opened);
  const closed = perDay.map((day) => day.closed);
  const key = `${labels.join()}|${opened.join()}|${closed.join()}`;
  const ref = useChart(
    (element) => {
      const options: LineChartOptions = {
        height: '14rem',
        low: 0,
        high: Math.max(1, ...opened, ...closed),
        fullWidth: true,
        lineSmooth: false,
        showPoint: perDay.length <= 31,
        chartPadding: { top: 8, right: PAD_RIGHT, bottom: 0, left: 0 },
        axisX: {
          showGrid: false,
          // Today and every `step` days before it, as many as the width holds (read at each drawing).
          labelInterpolationFnc: (value, index) => {
            const step = axisStep(perDay.length, element.clientWidth - Y_AXIS - PAD_RIGHT);
            return (last - index) % step === 0 ? value : null;
          },
        },
        axisY: {
          onlyInteger: true,
          offset: Y_AXIS,
          labelInterpolationFnc: (value) => formatNumber(Number(value)),
        },
      };
      return new LineChart(
        element,
        {
          labels,
          series: [
            { name: 'opened', className: 'soc-chart__opened', data: opened },
            { name: 'closed', className: 'soc-chart__closed', data: closed },
          ],
        },
        options,
      );
    },
    [key, formatNumber],
  );
  const legend = (
    <ul className="soc-chart__legend">
      <li className="soc-chart__key soc-chart__key--opened">{t('socDashboard.opened')}</li>
      <li className="soc-chart__key soc-chart__key--closed">{t('socDashboard.closed')}</li>
    </ul>
  );
  return (
    <ChartFigure
      name={t('socDashboard.perDayChart', { days })}
      summary={perDaySummary(i18n, perDay)}
      plot={<div ref={ref} className="soc-chart__canvas soc-chart__canvas--per-day" />}
      legend={legend}
      table={<PerDayTable perDay={perDay} />}
    />
  );
}
