import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { PpCombobox } from '../pp-combobox/pp-combobox.js';
import './pp-data-table.js';
import type {
  DataTableColumn,
  DataTableDataProvider,
  DataTableRow,
  DataTableState,
  PpDataTable,
} from './pp-data-table.js';

// Demo data only: the portal's lists hand over their own columns, rows or data provider.

const names = ['Sklep internetowy', 'Portal klienta', 'Analityka', 'Kopie zapasowe', 'Środowisko testowe'];
const cities = ['Warszawa', 'Kraków', 'Łódź', 'Gdańsk', 'Poznań'];

/** 120 services: name, status, vCPU, created_at and updated_at (the spec's date labels). */
const services: DataTableRow[] = Array.from({ length: 120 }, (_, i) => ({
  id: i + 1,
  name: `${names[i % 5]} ${cities[Math.floor(i / 5) % 5]} ${i + 1}`,
  status: i % 3 === 0 ? 'inactive' : 'active',
  vcpu: ((i * 7) % 16) + 1,
  created_at: new Date(Date.UTC(2024, i % 12, (i % 27) + 1)).toISOString(),
  updated_at: new Date(Date.UTC(2025, (i * 5) % 12, ((i * 3) % 27) + 1)).toISOString(),
}));

const columns = (english = false): DataTableColumn[] => [
  {
    id: 'name',
    header: english ? 'Name' : 'Nazwa',
    type: 'link',
    filterable: true,
    href: (row) => `#/services/${String(row['id'])}`,
  },
  { id: 'status', header: 'Status', type: 'status' },
  { id: 'vcpu', header: 'vCPU', type: 'number', width: '6rem' },
  { id: 'created_at', header: 'created_at', type: 'date' },
  { id: 'updated_at', header: 'updated_at', type: 'date' },
  {
    id: 'actions',
    header: english ? 'Actions' : 'Akcje',
    type: 'actions',
    actions: [{ id: 'edit', label: english ? 'Edit' : 'Edytuj' }],
  },
];

const statusLabels = { active: 'Aktywny', inactive: 'Nieaktywny' };
const statusLabelsEn = { active: 'Active', inactive: 'Inactive' };

/** A fake server of `all`: sorts, filters and pages them after 300 ms; aborts when told. */
const fakeServerOf =
  (all: readonly DataTableRow[]): DataTableDataProvider =>
  ({ sort, filters, search, offset, limit, signal }) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        let rows = all.filter((row) =>
          JSON.stringify(row).toLowerCase().includes(search.trim().toLowerCase()),
        );
        for (const filter of filters) {
          rows = rows.filter((row) =>
            String(row[filter.id]).toLowerCase().includes(String(filter.value).toLowerCase()),
          );
        }
        for (const key of [...sort].reverse()) {
          rows = [...rows].sort((a, b) => {
            const [x, y] = [a[key.id], b[key.id]] as [string | number, string | number];
            const order = x < y ? -1 : x > y ? 1 : 0;
            return key.desc ? -order : order;
          });
        }
        resolve({ rows: rows.slice(offset, offset + limit), total: rows.length });
      }, 300);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });

const fakeServer = fakeServerOf(services);

/** How long a play function waits for a state: up to 5 s on a busy machine. */
const patience = { timeout: 5000 };

function parts(canvasElement: HTMLElement) {
  const el = canvasElement.querySelector<PpDataTable>('pp-data-table');
  if (!el?.shadowRoot) throw new Error('no rendered pp-data-table in the story');
  const root = el.shadowRoot;
  const grid = root.querySelector<HTMLElement>('[role="grid"]')!;
  const rows = () => [...root.querySelectorAll<HTMLElement>('tbody [role="row"]')];
  const header = (name: string) =>
    [...root.querySelectorAll<HTMLElement>('[role="columnheader"]')].find((h) =>
      h.textContent!.includes(name),
    )!;
  const part = (name: string) => root.querySelector<HTMLElement>(`[part~="${name}"]`);
  return { el, root, grid, rows, header, part };
}

const state = (partial: Partial<DataTableState>) => partial as DataTableState;

const meta: Meta = {
  title: 'Elements/Data table',
  component: 'pp-data-table',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Usługi' },
  render: (args) => html`
    <pp-data-table
      label=${args['label']}
      style="--pp-data-table-max-height: 24rem"
      .columns=${columns()}
      .rows=${services}
      .statusLabels=${statusLabels}
      @pp-navigate=${(e: Event) => e.preventDefault()}
    ></pp-data-table>
  `,
};

export default meta;
type Story = StoryObj;

/** Client-side rows: 120 services, 25 a page, every column type; sort, search and filter in the browser. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { grid, rows, part } = parts(canvasElement);
    await waitFor(() => expect(rows()).toHaveLength(25), patience);
    await expect(grid).toHaveAttribute('aria-rowcount', '121');
    await expect(part('range')?.textContent?.trim()).toBe('1–25 z 120');
  },
};

/** Server-side: a fake provider answers after 300 ms; typing waits for a pause, stale requests are aborted. */
export const ServerSide: Story = {
  render: () =>
    html`<pp-data-table
      label="Usługi"
      .columns=${columns()}
      .dataProvider=${fakeServer}
      .statusLabels=${statusLabels}
      @pp-navigate=${(e: Event) => e.preventDefault()}
    ></pp-data-table>`,
  play: async ({ canvasElement }) => {
    const { grid, rows, header } = parts(canvasElement);
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'), patience);
    await userEvent.click(header('vCPU'));
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'), patience);
    await waitFor(() => expect(rows()[0]!.textContent).toContain('1'), patience);
    await expect(header('vCPU')).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Loading: aria-busy and skeleton rows while the provider has not answered. */
export const Loading: Story = {
  render: () =>
    html`<pp-data-table
      label="Usługi"
      .columns=${columns()}
      .dataProvider=${() => new Promise(() => {})}
    ></pp-data-table>`,
  play: async ({ canvasElement }) => {
    const { grid, root } = parts(canvasElement);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(root.querySelectorAll('[part~="skeleton"]').length).toBeGreaterThan(0);
  },
};

/** Provider error: the provider failed; the error text and a retry button. */
export const ProviderError: Story = {
  parameters: { storyTests: { allowConsoleErrors: ['dataProvider failed'] } },
  render: () =>
    html`<pp-data-table
      label="Usługi"
      .columns=${columns()}
      .dataProvider=${() => Promise.reject(new Error('503'))}
    ></pp-data-table>`,
  play: async ({ canvasElement }) => {
    const { part } = parts(canvasElement);
    await waitFor(() => expect(part('retry')).not.toBeNull(), patience);
    await expect(part('error')?.textContent).toContain('Nie udało się wczytać danych.');
  },
};

/** Empty: nothing matches ('Brak wyników'). */
export const Empty: Story = {
  render: () => html`<pp-data-table label="Usługi" .columns=${columns()} .rows=${[]}></pp-data-table>`,
  play: async ({ canvasElement }) => {
    const { part } = parts(canvasElement);
    await expect(part('empty')?.textContent?.trim()).toBe('Brak wyników');
  },
};

/** Sorted: by status, then vCPU descending (set through `state`, as a host restores it from the URL). */
export const Sorted: Story = {
  render: () =>
    html`<pp-data-table
      label="Usługi"
      style="--pp-data-table-max-height: 24rem"
      .columns=${columns()}
      .rows=${services}
      .statusLabels=${statusLabels}
      .state=${state({
        sort: [
          { id: 'status', desc: false },
          { id: 'vcpu', desc: true },
        ],
      })}
    ></pp-data-table>`,
  play: async ({ canvasElement }) => {
    const { header, rows } = parts(canvasElement);
    await expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows()[0]!.textContent).toContain('Aktywny');
    await expect(rows()[0]!.textContent).toContain('16');
  },
};

/** Filtered: the name filter typed by the user; the range and the count follow. */
export const Filtered: Story = {
  render: Sorted.render,
  play: async ({ canvasElement }) => {
    const { part, rows } = parts(canvasElement);
    const filter = part('filter') as HTMLInputElement;
    await userEvent.type(filter, 'Łódź');
    await waitFor(() => expect(rows()).toHaveLength(25), patience);
    await waitFor(() => expect(part('range')?.textContent?.trim()).toBe('1–25 z 25'), patience);
    await expect(rows().every((row) => row.textContent!.includes('Łódź'))).toBe(true);
  },
};

/**
 * Selection: `selectable` adds a checkbox column; four rows preselected through `selection` (one of
 * them on another page). Selecting the page offers every matching row; "Wyczyść zaznaczenie" clears.
 */
export const Selection: Story = {
  render: () =>
    html`<pp-data-table
      label="Usługi"
      selectable
      style="--pp-data-table-max-height: 24rem"
      .columns=${columns()}
      .rows=${services}
      .statusLabels=${statusLabels}
      .selection=${{ keys: ['2', '3', '5', '40'] }}
      @pp-navigate=${(e: Event) => e.preventDefault()}
    ></pp-data-table>`,
  play: async ({ canvasElement }) => {
    const { grid, root, rows } = parts(canvasElement);
    const boxes = () => [...root.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')];
    await expect(grid).toHaveAttribute('aria-colcount', '7');
    await expect(boxes().filter((box) => box.checked)).toHaveLength(3);
    await expect(rows()[1]).toHaveAttribute('aria-selected', 'true');
    const page = root.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!;
    await expect(page).toHaveAttribute('aria-label', 'Zaznacz wszystkie na stronie');
    await expect(page.indeterminate).toBe(true);
    await expect(root.querySelector('.selection')?.textContent).toContain('Zaznaczono 4 wiersze');
  },
};

/**
 * The column visibility menu: "Kolumny" discloses a checkbox per column (not the actions); here the
 * play function opens it and hides the vCPU column. The choice is the state's `hidden`, which the
 * host can keep like the rest of the state.
 */
export const ColumnMenu: Story = {
  play: async ({ canvasElement }) => {
    const { root, part, header } = parts(canvasElement);
    const button = part('columns-button')!;
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const panel = part('columns-panel')!;
    await waitFor(() => expect(panel.matches(':popover-open')).toBe(true), patience);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const box = [...root.querySelectorAll('[part~="columns-panel"] label')]
      .find((label) => label.textContent!.trim() === 'vCPU')!
      .querySelector('input')!;
    await userEvent.click(box);
    await waitFor(() => expect(header('vCPU')).toBeUndefined(), patience);
  },
};

/**
 * Resized columns: the state's `widths` (pixels by column id) give every column its width, in a fixed
 * layout; drag a header's end, or press F2 on a header and then the arrow keys. A double click on a
 * resizer gives its column back its own width.
 */
export const Resized: Story = {
  render: () =>
    html`<pp-data-table
      label="Usługi"
      style="--pp-data-table-max-height: 24rem"
      .columns=${columns()}
      .rows=${services}
      .statusLabels=${statusLabels}
      .state=${state({ widths: { name: 360, status: 140, vcpu: 96, created_at: 150, updated_at: 150, actions: 120 } })}
      @pp-navigate=${(e: Event) => e.preventDefault()}
    ></pp-data-table>`,
  play: async ({ canvasElement }) => {
    const { grid, header } = parts(canvasElement);
    await waitFor(() => expect(grid).toHaveAttribute('data-fixed'), patience);
    await expect(Math.round(header('Nazwa').getBoundingClientRect().width)).toBe(360);
    const resizer = header('vCPU').querySelector('[role="separator"]')!;
    await expect(resizer).toHaveAttribute('aria-label', 'Szerokość kolumny vCPU');
    // Its value is set once the browser has laid the header out (a ResizeObserver).
    await waitFor(() => expect(resizer).toHaveAttribute('aria-valuenow', '96'), patience);
  },
};

/** 10,000 services for the virtual table. */
const manyServices: DataTableRow[] = Array.from({ length: 10_000 }, (_, i) => ({
  ...services[i % services.length],
  id: i + 1,
  name: `${names[i % names.length]} ${cities[Math.floor(i / names.length) % cities.length]} ${i + 1}`,
}));

/**
 * Virtual scrolling: 10,000 rows in one scrolling grid, no pages. Only the rows in view and 10 above
 * and below are in the DOM (each with its `aria-rowindex`); the header stays on top and the number of
 * matching rows shows underneath. Sorting, search and filters work on every row.
 */
export const Virtual: Story = {
  render: () =>
    html`<pp-data-table
      label="Usługi"
      virtual
      style="--pp-data-table-max-height: 24rem"
      .columns=${columns()}
      .rows=${manyServices}
      .statusLabels=${statusLabels}
      @pp-navigate=${(e: Event) => e.preventDefault()}
    ></pp-data-table>`,
  play: async ({ canvasElement }) => {
    // The first render waits for the virtualizer's module.
    await waitFor(() => expect(parts(canvasElement).grid).not.toBeNull(), patience);
    const { grid, rows, part } = parts(canvasElement);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), patience);
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(rows().length).toBeLessThan(50);
    await expect(part('pagination')).toBeNull();
    await expect(part('count')?.textContent?.replace(/\s/g, ' ').trim()).toBe('10 000 wyników');
  },
};

/** A fake server of the 10,000 services, answering after 300 ms like `ServerSide`'s. */
const manyServer = fakeServerOf(manyServices);

/**
 * Virtual scrolling with a data provider: the provider is asked for blocks of 100 rows as they come
 * near the view; until a block arrives, its rows are skeleton rows in their place.
 */
export const VirtualServerSide: Story = {
  render: () =>
    html`<pp-data-table
      label="Usługi"
      virtual
      style="--pp-data-table-max-height: 24rem"
      .columns=${columns()}
      .dataProvider=${manyServer}
      .statusLabels=${statusLabels}
      @pp-navigate=${(e: Event) => e.preventDefault()}
    ></pp-data-table>`,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(parts(canvasElement).grid).not.toBeNull(), patience);
    const { grid, rows } = parts(canvasElement);
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'), patience);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), patience);
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
  },
};

/** The columns with a set filter on status and a date range filter on created_at. */
const filterColumns = (): DataTableColumn[] =>
  columns().map((column) => {
    if (column.id === 'status') return { ...column, filter: 'set' };
    if (column.id === 'created_at') return { ...column, filter: 'date-range' };
    return column;
  });

/**
 * Filters: a set filter on status (a `pp-combobox`, several choices) and a date range on created_at
 * (from and to, both inclusive), besides the name's text filter. The state arrives prefiltered, as
 * the portal's "My cases" does: the active services created from March to June; the combobox shows
 * the chosen status, which the user can clear.
 */
export const Filters: Story = {
  render: () =>
    html`<pp-data-table
      label="Usługi"
      style="--pp-data-table-max-height: 24rem"
      .columns=${filterColumns()}
      .rows=${services}
      .statusLabels=${statusLabels}
      .state=${state({
        filters: [
          { id: 'status', value: ['active'] },
          { id: 'created_at', value: { from: '2024-03-01', to: '2024-06-30' } },
        ],
      })}
      @pp-navigate=${(e: Event) => e.preventDefault()}
    ></pp-data-table>`,
  play: async ({ canvasElement }) => {
    const { el, root, part, rows } = parts(canvasElement);
    // The first update waits for pp-combobox, imported for the set filter.
    await el.updateComplete;
    const status = part('filter-set')!;
    await (status as PpCombobox).updateComplete;
    const trigger = status.shadowRoot!.querySelector('[role="combobox"]')!;
    await expect(trigger).toHaveAttribute('aria-label', 'Filtruj: Status');
    await expect(trigger.textContent?.trim()).toBe('Aktywny');
    const dates = [...root.querySelectorAll<HTMLInputElement>('[part~="filter-date"]')];
    await expect(dates.map((input) => input.value)).toEqual(['2024-03-01', '2024-06-30']);
    await expect(root.querySelector('[part~="filter-range"] legend')?.textContent).toBe(
      'Filtruj: created_at',
    );
    await waitFor(() => expect(part('range')?.textContent?.trim()).toBe('1–25 z 30'), patience);
    await expect(rows().every((row) => row.textContent!.includes('Aktywny'))).toBe(true);
  },
};

/**
 * Narrow: the table in a 320 px box (a flex item, without `min-width: 0`), searched and filtered as a
 * host sets it. The toolbar (search, filter, "Wyczyść filtry", "Kolumny") and the pagination bar wrap
 * onto more lines, and the grid scrolls sideways inside its own box: nothing pokes out of the table.
 */
export const Narrow: Story = {
  render: () =>
    html`<div style="display: flex; inline-size: 320px">
      <pp-data-table
        label="Usługi"
        style="--pp-data-table-max-height: 16rem"
        .columns=${columns()}
        .rows=${services}
        .statusLabels=${statusLabels}
        .state=${state({ search: 'Kraków', filters: [{ id: 'name', value: 'Sklep' }] })}
        @pp-navigate=${(e: Event) => e.preventDefault()}
      ></pp-data-table>
    </div>`,
  play: async ({ canvasElement }) => {
    const { el, part } = parts(canvasElement);
    await waitFor(() => expect(part('range')?.textContent?.trim()).toBe('1–5 z 5'), patience);
    await expect(part('clear-filters')?.textContent?.trim()).toBe('Wyczyść filtry');
    await expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(el.scrollWidth).toBeLessThanOrEqual(el.clientWidth);
    const scroller = part('scroller')!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const range = part('range')!;
    await expect(range.scrollWidth).toBeLessThanOrEqual(range.clientWidth);
  },
};

/**
 * Clear filters: "Wyczyść filtry" shows while the search or a column filter is set; pressing it
 * empties them all with one `pp-state-change` (a host keeping the state in its address updates it),
 * back on page 1, the sort kept, and puts the focus on the search field, since the button goes.
 */
export const ClearFilters: Story = {
  render: () =>
    html`<pp-data-table
      label="Usługi"
      style="--pp-data-table-max-height: 24rem"
      .columns=${filterColumns()}
      .rows=${services}
      .statusLabels=${statusLabels}
      .state=${state({
        search: 'Sklep',
        sort: [{ id: 'vcpu', desc: true }],
        filters: [{ id: 'status', value: ['active'] }],
      })}
      @pp-navigate=${(e: Event) => e.preventDefault()}
    ></pp-data-table>`,
  play: async ({ canvasElement }) => {
    const { el, root, part } = parts(canvasElement);
    await el.updateComplete;
    await waitFor(() => expect(part('range')?.textContent?.trim()).toBe('1–16 z 16'), patience);
    const changes: DataTableState[] = [];
    el.addEventListener('pp-state-change', (e) => changes.push(e.detail.state));
    await userEvent.click(part('clear-filters')!);
    await waitFor(() => expect(part('range')?.textContent?.trim()).toBe('1–25 z 120'), patience);
    await expect(changes).toHaveLength(1);
    await expect(changes[0]).toMatchObject({
      search: '',
      filters: [],
      page: 1,
      sort: [{ id: 'vcpu', desc: true }],
    });
    await expect(part('clear-filters')).toBeNull();
    await expect(root.activeElement).toBe(part('search'));
  },
};

/** English: texts from the catalogue after lang="en", numbers and dates formatted for English. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () =>
    html`<pp-data-table
      label="Services"
      style="--pp-data-table-max-height: 24rem"
      .columns=${columns(true)}
      .rows=${services}
      .statusLabels=${statusLabelsEn}
    ></pp-data-table>`,
  play: async ({ canvasElement }) => {
    const { part, root } = parts(canvasElement);
    await waitFor(() => expect(part('range')?.textContent?.trim()).toBe('1–25 of 120'), patience);
    await expect(root.querySelector('label span')?.textContent).toBe('Search');
  },
};

/** Colours from the dark tokens (data-theme="dark" on html, as the portal sets it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: Sorted.render,
  play: async ({ canvasElement }) => {
    const { grid } = parts(canvasElement);
    await expect(grid).toHaveAttribute('aria-colcount', '6');
  },
};
