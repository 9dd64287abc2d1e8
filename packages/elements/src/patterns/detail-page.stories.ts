import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../pp-alert/pp-alert.js';
import '../pp-avatar/pp-avatar.js';
import '../pp-badge/pp-badge.js';
import '../pp-breadcrumb/pp-breadcrumb.js';
import '../pp-button/pp-button.js';
import '../pp-tabs/pp-tabs.js';
import type { PpTabs } from '../pp-tabs/pp-tabs.js';
import { inside, pageDecorator, patience } from './page.js';

/**
 * The detail page of the portal (a support issue, a SOC case, a service): the trail
 * (`pp-breadcrumb`), the title with its status (`h1` and a `pp-badge`), the actions (`pp-button`s),
 * what needs attention first (`pp-alert` warning), and the record in tabs (`pp-tabs`: 'Szczegóły'
 * with a description list, 'Historia', 'Załączniki'); the assignee is a `pp-avatar` with the name.
 */
const meta: Meta = {
  title: 'Patterns/Detail page',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [pageDecorator],
};
export default meta;
type Story = StoryObj;

const styles = html`<style>
  .pp-details {
    display: grid;
    grid-template-columns: minmax(10rem, max-content) 1fr;
    align-items: baseline;
    gap: var(--pp-space-3) var(--pp-space-6);
    margin: 0;
    padding-block-start: var(--pp-space-2);
  }
  .pp-details dt {
    color: var(--pp-color-fg-muted);
    font-size: var(--pp-font-size-sm);
  }
  .pp-details dd {
    margin: 0;
  }
  .pp-person {
    display: inline-flex;
    align-items: center;
    gap: var(--pp-space-2);
  }
  .pp-history {
    display: grid;
    gap: var(--pp-space-4);
    margin: 0;
    padding: var(--pp-space-2) 0 0;
    list-style: none;
  }
  .pp-history li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: var(--pp-space-3);
    align-items: start;
  }
  .pp-history time {
    color: var(--pp-color-fg-muted);
    font-size: var(--pp-font-size-sm);
    display: block;
  }
</style>`;

const page = () => html`
  ${styles}
  <main class="pp-page">
    <pp-breadcrumb>
      <pp-breadcrumb-item href="#/">Start</pp-breadcrumb-item>
      <pp-breadcrumb-item href="#/soc/cases">Bezpieczeństwo (SOC)</pp-breadcrumb-item>
      <pp-breadcrumb-item current>SOC-2291</pp-breadcrumb-item>
    </pp-breadcrumb>
    <header class="pp-page-header">
      <div style="display:grid;gap:var(--pp-space-2)">
        <h1>
          Podejrzane logowania do panelu administracyjnego
          <pp-badge variant="warning">W analizie</pp-badge>
        </h1>
        <p class="pp-page-muted">SOC-2291 · Fundacja Otwarte Dane · zgłoszone 27 lis 2026, 08:12</p>
      </div>
      <div class="pp-page-actions">
        <pp-button variant="secondary" @click=${(e: Event) => e.preventDefault()}>Dodaj komentarz</pp-button>
        <pp-button variant="primary" @click=${(e: Event) => e.preventDefault()}>Zamknij sprawę</pp-button>
      </div>
    </header>
    <pp-alert variant="warning" heading="Wymagane działanie klienta">
      Zmień hasło konta admin@otwartedane.pl i włącz logowanie dwuetapowe do 28 lis 2026.
    </pp-alert>
    <section class="pp-page-box" aria-label="Sprawa SOC-2291">
      <pp-tabs label="Sprawa SOC-2291" value="details">
        <pp-tab panel="details">Szczegóły</pp-tab>
        <pp-tab panel="history">Historia</pp-tab>
        <pp-tab panel="files">Załączniki</pp-tab>
        <pp-tab-panel name="details">
          <dl class="pp-details">
            <dt>Numer</dt>
            <dd>SOC-2291</dd>
            <dt>Klient</dt>
            <dd>Fundacja Otwarte Dane</dd>
            <dt>Usługa</dt>
            <dd>Serwer wirtualny app-03 (Warszawa)</dd>
            <dt>Kategoria</dt>
            <dd>Nieautoryzowany dostęp</dd>
            <dt>Priorytet</dt>
            <dd><pp-badge variant="error" appearance="solid">Krytyczny</pp-badge></dd>
            <dt>Przypisano do</dt>
            <dd>
              <span class="pp-person"
                ><pp-avatar name="Anna Wiśniewska" size="sm" decorative></pp-avatar>Anna Wiśniewska</span
              >
            </dd>
            <dt>Opis</dt>
            <dd>
              Między 02:10 a 02:40 wykryto 214 nieudanych i 3 udane logowania do panelu administracyjnego z
              adresów spoza Polski. Konto zablokowano, trwa analiza logów.
            </dd>
          </dl>
        </pp-tab-panel>
        <pp-tab-panel name="history">
          <ol class="pp-history">
            <li>
              <pp-avatar name="Anna Wiśniewska" size="sm" decorative></pp-avatar>
              <div>
                <time datetime="2026-11-27T08:40">27 lis 2026, 08:40</time>
                Anna Wiśniewska zmieniła status na „W analizie”.
              </div>
            </li>
            <li>
              <pp-avatar name="System SIEM" size="sm" decorative></pp-avatar>
              <div>
                <time datetime="2026-11-27T08:12">27 lis 2026, 08:12</time>
                System SIEM utworzył sprawę z alertu „Wiele nieudanych logowań”.
              </div>
            </li>
          </ol>
        </pp-tab-panel>
        <pp-tab-panel name="files">
          <ul style="margin:0;padding-inline-start:var(--pp-space-5);display:grid;gap:var(--pp-space-2)">
            <li><a href="#/soc/cases/SOC-2291/files/1">logi-auth-2026-11-27.zip</a> (2,4 MB)</li>
            <li><a href="#/soc/cases/SOC-2291/files/2">raport-wstepny.pdf</a> (180 kB)</li>
          </ul>
        </pp-tab-panel>
      </pp-tabs>
    </section>
  </main>
`;

/**
 * A SOC case: status 'W analizie', the warning about what the client must do, the details with the
 * assignee; a click on 'Historia' shows the history, and 'Szczegóły' is selected again for the screenshot.
 */
export const SocCase: Story = {
  render: page,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Podejrzane logowania do panelu administracyjnego W analizie',
    );
    const alert = canvasElement.querySelector('pp-alert')!;
    await waitFor(
      () => expect(inside(alert).getByText('Wymagane działanie klienta')).toBeVisible(),
      patience,
    );
    const close = canvasElement.querySelectorAll('pp-button')[1]!;
    await waitFor(
      () => expect(inside(close).getByRole('button', { name: 'Zamknij sprawę' })).toBeVisible(),
      patience,
    );

    const details = canvas.getByRole('tab', { name: 'Szczegóły' });
    await waitFor(() => expect(details).toHaveAttribute('aria-selected', 'true'), patience);
    const panel = canvas.getByRole('tabpanel', { name: 'Szczegóły' });
    await expect(within(panel).getByText('Przypisano do').tagName).toBe('DT');
    await expect(within(panel).getByText('Anna Wiśniewska')).toBeVisible();
    const avatar = canvasElement.querySelector('pp-avatar')!;
    await expect(avatar).toHaveAttribute('decorative');

    const history = canvas.getByRole('tab', { name: 'Historia' });
    await userEvent.click(history);
    await waitFor(() => expect(history).toHaveAttribute('aria-selected', 'true'), patience);
    await expect(canvas.getByRole('tabpanel', { name: 'Historia' })).toHaveTextContent(
      'System SIEM utworzył sprawę',
    );
    await expect(canvas.queryByRole('tabpanel', { name: 'Szczegóły' })).toBeNull();

    const tabs = canvasElement.querySelector<PpTabs>('pp-tabs')!;
    tabs.value = 'details';
    await tabs.updateComplete;
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
