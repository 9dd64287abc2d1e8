import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor, within } from 'storybook/test';
import '../pp-badge/pp-badge.js';
import '../pp-progress-bar/pp-progress-bar.js';
import '../pp-skeleton/pp-skeleton.js';
import '../pp-spinner/pp-spinner.js';
import { inside, pageDecorator, patience } from './page.js';

/**
 * The portal's start page for a client: summary boxes in a grid (plain `section`s drawn with tokens:
 * surface, border, radius, shadow) with numbers, the limit used (`pp-progress-bar`), statuses
 * (`pp-badge`), a box whose data is still loading (`pp-skeleton` lines and a `pp-spinner`, the box
 * marked busy) and the latest support issues as links.
 */
const meta: Meta = {
  title: 'Patterns/Dashboard',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [pageDecorator],
};
export default meta;
type Story = StoryObj;

const styles = html`<style>
  .pp-dashboard {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
    gap: var(--pp-space-4);
  }
  .pp-dashboard .pp-wide {
    grid-column: span 2;
  }
  .pp-figure {
    font-size: var(--pp-font-size-2xl);
    font-weight: var(--pp-font-weight-semibold);
    line-height: var(--pp-line-height-tight);
  }
  .pp-box-title {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--pp-space-2);
  }
  .pp-plain-list {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: var(--pp-space-2);
  }
  .pp-plain-list li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--pp-space-3);
  }
  .pp-issues li {
    padding-block: var(--pp-space-2);
    border-block-end: 1px solid var(--pp-color-border-default);
  }
  .pp-issues li:last-child {
    border-block-end: 0;
  }
  .pp-visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
</style>`;

const recent = [
  ['ZG-1042', 'Serwer web-01 nie odpowiada', 'Nowe', 'info'],
  ['ZG-1041', 'Zwiększenie limitu vCPU w projekcie Analityka', 'W realizacji', 'warning'],
  ['ZG-1039', 'Błędna kwota na fakturze FV/2026/10/118', 'Oczekuje na klienta', 'neutral'],
  ['ZG-1033', 'Dostęp VPN dla nowego pracownika', 'Rozwiązane', 'success'],
] as const;

/**
 * The client's start page: active services, open issues, the month's cost, the vCPU limit used (72 %),
 * the services' states, the latest issues, and the invoices box still loading.
 */
export const ClientStart: Story = {
  render: () => html`
    ${styles}
    <main class="pp-page">
      <header style="display:grid;gap:var(--pp-space-2)">
        <h1>Dzień dobry, Fundacja Otwarte Dane</h1>
        <p class="pp-page-muted">Projekt Analityka · stan na 27 lis 2026, 09:00</p>
      </header>
      <div class="pp-dashboard">
        <section class="pp-page-box" aria-labelledby="box-services">
          <h2 id="box-services">Aktywne usługi</h2>
          <p class="pp-figure">14</p>
          <p class="pp-page-muted">2 nowe w tym miesiącu</p>
        </section>
        <section class="pp-page-box" aria-labelledby="box-issues">
          <div class="pp-box-title">
            <h2 id="box-issues">Otwarte zgłoszenia</h2>
            <pp-badge variant="error">1 krytyczne</pp-badge>
          </div>
          <p class="pp-figure">3</p>
          <p class="pp-page-muted">Średni czas odpowiedzi: 1 h 20 min</p>
        </section>
        <section class="pp-page-box" aria-labelledby="box-cost">
          <h2 id="box-cost">Koszt w listopadzie</h2>
          <p class="pp-figure">4 812,40 zł</p>
          <p class="pp-page-muted">netto, do 27 lis 2026</p>
        </section>
        <section class="pp-page-box" aria-labelledby="box-limit">
          <h2 id="box-limit">Limit vCPU</h2>
          <p class="pp-figure">46 z 64</p>
          <pp-progress-bar show-label label="Wykorzystanie limitu" value="72"></pp-progress-bar>
        </section>
        <section class="pp-page-box pp-wide" aria-labelledby="box-recent">
          <div class="pp-box-title">
            <h2 id="box-recent">Ostatnie zgłoszenia</h2>
            <a href="#/support/issues">Wszystkie zgłoszenia</a>
          </div>
          <ul class="pp-plain-list pp-issues">
            ${recent.map(
              ([number, subject, status, variant]) =>
                html`<li>
                  <span
                    ><a href="#/support/issues/${number}">${subject}</a>
                    <span class="pp-page-muted" style="display:block">${number}</span></span
                  >
                  <pp-badge variant=${variant}>${status}</pp-badge>
                </li>`,
            )}
          </ul>
        </section>
        <section class="pp-page-box" aria-labelledby="box-state">
          <h2 id="box-state">Stan usług</h2>
          <ul class="pp-plain-list">
            <li>Serwery wirtualne <pp-badge variant="success">Działa</pp-badge></li>
            <li>Kopie zapasowe <pp-badge variant="success">Działa</pp-badge></li>
            <li>Poczta <pp-badge variant="warning">Spowolnienie</pp-badge></li>
            <li>VPN <pp-badge variant="success">Działa</pp-badge></li>
          </ul>
        </section>
        <section class="pp-page-box" aria-labelledby="box-invoices" aria-busy="true">
          <div class="pp-box-title">
            <h2 id="box-invoices">Faktury</h2>
            <pp-spinner size="sm" label="Wczytywanie faktur"></pp-spinner>
          </div>
          <p role="status" class="pp-visually-hidden">Wczytywanie faktur…</p>
          <pp-skeleton></pp-skeleton>
          <pp-skeleton style="inline-size:80%"></pp-skeleton>
          <pp-skeleton style="inline-size:60%"></pp-skeleton>
        </section>
      </div>
    </main>
  `,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dzień dobry');
    await expect(canvas.getByRole('region', { name: 'Aktywne usługi' })).toHaveTextContent('14');

    const limit = canvasElement.querySelector('pp-progress-bar')!;
    const bar = await waitFor(
      () => inside(limit).getByRole('progressbar', { name: 'Wykorzystanie limitu' }),
      patience,
    );
    await expect(bar).toHaveAttribute('aria-valuenow', '72');

    const recentBox = canvas.getByRole('region', { name: 'Ostatnie zgłoszenia' });
    await expect(
      within(recentBox).getByRole('link', { name: 'Serwer web-01 nie odpowiada' }),
    ).toHaveAttribute('href', '#/support/issues/ZG-1042');
    await expect(within(recentBox).getAllByRole('listitem')).toHaveLength(recent.length);

    const invoices = canvas.getByRole('region', { name: 'Faktury' });
    await expect(invoices).toHaveAttribute('aria-busy', 'true');
    await expect(within(invoices).getByRole('status')).toHaveTextContent('Wczytywanie faktur…');
    const spinner = invoices.querySelector('pp-spinner')!;
    await waitFor(
      () => expect(inside(spinner).getByRole('progressbar', { name: 'Wczytywanie faktur' })).toBeTruthy(),
      patience,
    );
  },
};
