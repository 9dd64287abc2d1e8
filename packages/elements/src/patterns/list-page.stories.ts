import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../pp-alert/pp-alert.js';
import '../pp-badge/pp-badge.js';
import '../pp-breadcrumb/pp-breadcrumb.js';
import '../pp-button/pp-button.js';
import '../pp-data-table/pp-data-table.js';
import type { DataTableColumn, DataTableRow, PpDataTable } from '../pp-data-table/pp-data-table.js';
import { inside, pageDecorator, patience } from './page.js';

/**
 * The list page of the portal (support issues, services, invoices): where the user is
 * (`pp-breadcrumb`), the page title with the number of items (`h1` with a `pp-badge`), the one primary
 * action (`pp-button`), a note about the list (`pp-alert`) and the list itself (`pp-data-table`).
 * Only elements and tokens: copy the markup into any page, React or not.
 */
const meta: Meta = {
  title: 'Patterns/List page',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [pageDecorator],
};
export default meta;
type Story = StoryObj;

const columns: DataTableColumn[] = [
  { id: 'number', header: 'Numer', width: '8rem' },
  {
    id: 'subject',
    header: 'Temat',
    type: 'link',
    href: (row) => `#/support/issues/${String(row['number'])}`,
  },
  { id: 'client', header: 'Klient', width: '13rem' },
  { id: 'status', header: 'Status', width: '11rem' },
  { id: 'priority', header: 'Priorytet', width: '8rem' },
  { id: 'updated', header: 'Ostatnia zmiana', type: 'date', width: '10rem' },
];

/** Demo rows: a client's support issues, as the portal's server returns them. */
const issues: DataTableRow[] = [
  ['ZG-1042', 'Serwer web-01 nie odpowiada', 'Sklep Mozaika sp. z o.o.', 'Nowe', 'Krytyczny', '2026-11-27'],
  [
    'ZG-1041',
    'Zwiększenie limitu vCPU w projekcie Analityka',
    'Fundacja Otwarte Dane',
    'W realizacji',
    'Normalny',
    '2026-11-26',
  ],
  [
    'ZG-1039',
    'Błędna kwota na fakturze FV/2026/10/118',
    'Biuro Rachunkowe Kalkulus',
    'Oczekuje na klienta',
    'Normalny',
    '2026-11-25',
  ],
  [
    'ZG-1036',
    'Certyfikat TLS wygasa 3 grudnia',
    'Sklep Mozaika sp. z o.o.',
    'W realizacji',
    'Wysoki',
    '2026-11-24',
  ],
  [
    'ZG-1033',
    'Dostęp VPN dla nowego pracownika',
    'Kancelaria Nowak i Wspólnicy',
    'Rozwiązane',
    'Niski',
    '2026-11-21',
  ],
  [
    'ZG-1030',
    'Przywrócenie kopii bazy danych z 18 listopada',
    'Przychodnia Zdrowie Plus',
    'Zamknięte',
    'Wysoki',
    '2026-11-19',
  ],
  [
    'ZG-1027',
    'Podejrzane logowania do panelu administracyjnego',
    'Fundacja Otwarte Dane',
    'Zamknięte',
    'Krytyczny',
    '2026-11-15',
  ],
  [
    'ZG-1021',
    'Migracja poczty do nowej domeny',
    'Biuro Rachunkowe Kalkulus',
    'Zamknięte',
    'Normalny',
    '2026-11-08',
  ],
].map(([number, subject, client, status, priority, updated]) => ({
  id: number!,
  number: number!,
  subject: subject!,
  client: client!,
  status: status!,
  priority: priority!,
  updated: `${updated!}T09:00:00.000Z`,
}));

/**
 * The client's support issues: the trail, the title with the count, 'Nowe zgłoszenie', the archive
 * note and eight issues with their status written out as text.
 */
export const SupportIssues: Story = {
  render: () => html`
    <main class="pp-page">
      <pp-breadcrumb>
        <pp-breadcrumb-item href="#/">Start</pp-breadcrumb-item>
        <pp-breadcrumb-item href="#/support">Wsparcie</pp-breadcrumb-item>
        <pp-breadcrumb-item current>Zgłoszenia</pp-breadcrumb-item>
      </pp-breadcrumb>
      <header class="pp-page-header">
        <h1>Zgłoszenia <pp-badge variant="neutral" pill>${issues.length}</pp-badge></h1>
        <pp-button variant="primary" @click=${(e: Event) => e.preventDefault()}>Nowe zgłoszenie</pp-button>
      </header>
      <pp-alert variant="info">Zgłoszenia zamknięte starsze niż 90 dni są archiwizowane.</pp-alert>
      <pp-data-table
        label="Zgłoszenia"
        .columns=${columns}
        .rows=${issues}
        @pp-navigate=${(e: Event) => e.preventDefault()}
      ></pp-data-table>
    </main>
  `,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Zgłoszenia ${issues.length}`);
    await expect(canvas.getByRole('main')).toBeVisible();

    const trail = canvasElement.querySelector('pp-breadcrumb')!;
    await waitFor(
      () => expect(inside(trail).getByRole('navigation', { name: 'Ścieżka nawigacji' })).toBeTruthy(),
      patience,
    );
    const support = canvasElement.querySelectorAll('pp-breadcrumb-item')[1]!;
    await expect(inside(support).getByRole('link', { name: 'Wsparcie' })).toBeVisible();

    const create = canvasElement.querySelector('pp-button')!;
    await waitFor(
      () => expect(inside(create).getByRole('button', { name: 'Nowe zgłoszenie' })).toBeVisible(),
      patience,
    );

    const table = canvasElement.querySelector<PpDataTable>('pp-data-table')!;
    const grid = await waitFor(() => inside(table).getByRole('grid', { name: 'Zgłoszenia' }), patience);
    await waitFor(() => expect(inside(table).getAllByRole('row')).toHaveLength(issues.length + 1), patience);
    await expect(inside(table).getByRole('gridcell', { name: 'Oczekuje na klienta' })).toBeVisible();

    // A person opens an issue from its subject: the table reports it for the router.
    const opened: string[] = [];
    table.addEventListener(
      'pp-navigate',
      (e) => opened.push((e as CustomEvent<{ href: string }>).detail.href),
      {
        once: true,
      },
    );
    await userEvent.click(inside(table).getByRole('link', { name: 'Serwer web-01 nie odpowiada' }));
    await expect(opened).toEqual(['#/support/issues/ZG-1042']);
    await expect(grid).toBeVisible();
    // The screenshot without the focus ring of the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
