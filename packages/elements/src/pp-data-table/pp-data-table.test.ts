import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { PpCombobox } from '../pp-combobox/pp-combobox.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { combobox as comboboxOf, renderedOptions } from '../test-support/combobox-harness.js';
import { expectTexts, setLang, type BuiltInText } from '../test-support/languages.js';
import { center } from '../test-support/pointer.js';
import { frames, until } from '../test-support/wait.js';
import '../test-support/ignore-resize-observer-loop.js';
import '../test-support/node-env.js';
import './pp-data-table.js';
import type {
  DataTableColumn,
  DataTableDataProvider,
  DataTableDataRequest,
  DataTableRow,
  DataTableSelection,
  DataTableSelectionDetail,
  DataTableState,
  PpDataTable,
} from './pp-data-table.js';

const statuses = ['active', 'inactive'];
const names = ['Alfa', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett'];
/** 30 services: name, status, cpu, created_at. */
const services: DataTableRow[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `${names[i % 10]} ${i + 1}`,
  status: statuses[i % 2],
  cpu: (i * 7) % 13,
  created_at: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
}));

const columns: DataTableColumn[] = [
  {
    id: 'name',
    header: 'Nazwa',
    type: 'link',
    filterable: true,
    href: (r) => `/services/${String(r['id'])}`,
  },
  { id: 'status', header: 'Status', type: 'status' },
  { id: 'cpu', header: 'CPU', type: 'number' },
  { id: 'created_at', header: 'Utworzono', type: 'date' },
  { id: 'actions', header: 'Akcje', type: 'actions', actions: [{ id: 'edit', label: 'Edytuj' }] },
];
const statusLabels = { active: 'Aktywny', inactive: 'Nieaktywny' };

/** What a test sets on the table (`selection` as the setter takes it: a partial selection). */
type TableProps = Partial<Omit<PpDataTable, 'selection'>> & { selection?: Partial<DataTableSelection> };

async function table(props: TableProps = {}): Promise<PpDataTable> {
  const wrapper = await fixture<HTMLElement>(
    html`<div>
      <button id="before">przed</button>
      <pp-data-table
        label="Usługi"
        debounce="0"
        .columns=${columns}
        .rows=${services}
        .statusLabels=${statusLabels}
        .pageSizes=${[10, 20]}
      ></pp-data-table>
    </div>`,
  );
  const el = wrapper.querySelector('pp-data-table')!;
  Object.assign(el, props);
  await settle(el);
  return el;
}

async function settle(el: PpDataTable): Promise<void> {
  await el.updateComplete;
  await frames(1);
  await el.updateComplete;
}

const root = (el: PpDataTable) => el.shadowRoot!;
const grid = (el: PpDataTable) => root(el).querySelector<HTMLElement>('[role="grid"]')!;
const bodyRows = (el: PpDataTable) => [...root(el).querySelectorAll<HTMLElement>('tbody [role="row"]')];
const headers = (el: PpDataTable) => [...root(el).querySelectorAll<HTMLElement>('[role="columnheader"]')];
const header = (el: PpDataTable, name: string) => headers(el).find((h) => h.textContent!.includes(name))!;
const column = (el: PpDataTable, index: number) =>
  bodyRows(el).map((r) => r.querySelectorAll('[role="gridcell"]')[index]!.textContent!.trim());
const focused = (el: PpDataTable) => root(el).activeElement as HTMLElement | null;
const focusedAt = (el: PpDataTable) => {
  const cell = focused(el)?.closest<HTMLElement>('[data-row]');
  return cell ? [Number(cell.dataset['row']), Number(cell.dataset['col'])] : null;
};
const live = (el: PpDataTable) =>
  (root(el).querySelector('[role="status"]')?.textContent ?? '').replace(/\u00a0/g, '').trim();
const field = (el: PpDataTable, label: string) => {
  const found = [...root(el).querySelectorAll('label')].find((l) => l.textContent!.trim().startsWith(label));
  return found!.querySelector<HTMLInputElement & HTMLSelectElement>('input, select')!;
};
const button = (el: PpDataTable, name: string) =>
  root(el).querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const text = (el: PpDataTable, part: string) =>
  root(el).querySelector(`[part~="${part}"]`)?.textContent?.trim();

async function press(el: PpDataTable, key: string) {
  await sendKeys({ press: key });
  await settle(el);
}

async function type(el: PpDataTable, input: HTMLInputElement, value: string) {
  input.focus();
  await sendKeys({ type: value });
  await settle(el);
}

async function click(el: PpDataTable, target: Element, modifier?: string) {
  target.scrollIntoView({ block: 'center' });
  if (modifier) await sendKeys({ down: modifier });
  await sendMouse({ type: 'click', position: center(target) });
  if (modifier) await sendKeys({ up: modifier });
  await settle(el);
}

/** The checkbox named `name` (a row's, or the page's in the header). */
const checkbox = (el: PpDataTable, name: string) =>
  [...root(el).querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find(
    (box) => box.getAttribute('aria-label') === name,
  )!;
/** The names of the row checkboxes checked on the page. */
const checkedRows = (el: PpDataTable) =>
  [...root(el).querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')]
    .filter((box) => box.checked)
    .map((box) => box.getAttribute('aria-label')!.replace('Zaznacz wiersz ', ''));
/** The button whose text (its accessible name) is `name`, if shown. */
const textButton = (el: PpDataTable, name: string) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === name);
/** The selected count above the grid ('' when none is shown). */
const selectionText = (el: PpDataTable) =>
  (root(el).querySelector('.selection span')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

// ---- Set and date range filters: a status set filter (three statuses) and a created_at range.

const filterColumns: DataTableColumn[] = columns.map((c) => {
  if (c.id === 'status') return { ...c, filter: 'set' };
  if (c.id === 'created_at') return { ...c, filter: 'date-range' };
  return c;
});
const threeStatuses = ['active', 'inactive', 'suspended'];
/** The services, their status one of three: ids 1, 4, 7 ... active; 2, 5, 8 ... inactive; 3, 6, 9 ... suspended. */
const filterRows: DataTableRow[] = services.map((s, i) => ({ ...s, status: threeStatuses[i % 3] }));
const filterLabels = { ...statusLabels, suspended: 'Wstrzymany' };

function filterTable(props: TableProps = {}): Promise<PpDataTable> {
  return table({ columns: filterColumns, rows: filterRows, statusLabels: filterLabels, ...props });
}

/** The set filter whose combobox is named `name` (its role and accessible name). */
const setFilter = (el: PpDataTable, name: string) =>
  [...root(el).querySelectorAll<PpCombobox>('pp-combobox')].find(
    (box) => comboboxOf(box)?.getAttribute('aria-label') === name,
  )!;
/** What a set filter's combobox shows (the chosen values' names, or its placeholder). */
const shownValues = (box: PpCombobox) => comboboxOf(box).textContent!.replace(/\s+/g, ' ').trim();
/** The names of a set filter's options that are checked (its list open). */
const checkedOptions = (box: PpCombobox) =>
  renderedOptions(box)
    .filter((o) => o.getAttribute('aria-checked') === 'true')
    .map((o) => o.querySelector('[part~="name"]')!.textContent!.trim());

/** Opens a set filter's list (a click on it), if closed. */
async function openSet(el: PpDataTable, box: PpCombobox) {
  if (box.open) return;
  await click(el, comboboxOf(box));
  await until(() => renderedOptions(box).length > 0, 'the options');
  await box.updateComplete;
  // The popup's entry animation over, so that its colours are final.
  const popup = box.shadowRoot!.querySelector<HTMLElement>('[part="popup"]')!;
  await Promise.all(popup.getAnimations().map((animation) => animation.finished));
}

/** Checks or unchecks the option `name` of a set filter (a click on it). */
async function toggleOption(el: PpDataTable, box: PpCombobox, name: string) {
  await openSet(el, box);
  const option = renderedOptions(box).find((o) => o.textContent!.trim() === name)!;
  await click(el, option);
  await box.updateComplete;
  await settle(el);
}

/** The date range filter whose group is named `name` (its fieldset's legend). */
const rangeGroup = (el: PpDataTable, name: string) =>
  [...root(el).querySelectorAll('fieldset')].find(
    (f) => f.querySelector('legend')!.textContent!.trim() === name,
  )!;
/** The date field labelled `label` in a date range filter. */
const dateField = (group: Element, label: string) =>
  [...group.querySelectorAll('label')]
    .find((l) => l.textContent!.trim() === label)!
    .querySelector<HTMLInputElement>('input[type="date"]')!;

/** Enters a date as the date field does when the user picks or types one. */
async function setDate(el: PpDataTable, input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await settle(el);
}

/** The "clear filters" button, while shown. */
const clear = (el: PpDataTable) => root(el).querySelector<HTMLButtonElement>('[part="clear-filters"]');

/** Focuses the grid's tab stop with Tab from the toolbar's last control (the column menu's button). */
async function tabIntoGrid(el: PpDataTable) {
  (root(el).querySelector('[part~="columns-button"]') as HTMLElement).focus();
  await press(el, 'Tab');
}

describe('pp-data-table', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
  });

  describe('grid semantics', () => {
    it('is a labelled grid with row and column counts and indexes, and one tab stop', async () => {
      const el = await table();
      expect(grid(el).getAttribute('aria-label')).to.equal('Usługi');
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('31');
      expect(grid(el).getAttribute('aria-colcount')).to.equal('5');
      expect(grid(el).getAttribute('aria-busy')).to.equal('false');
      expect(bodyRows(el)).to.have.length(10);
      expect(
        bodyRows(el)
          .map((r) => r.getAttribute('aria-rowindex'))
          .slice(0, 2),
      ).to.deep.equal(['2', '3']);
      expect(headers(el).map((h) => h.getAttribute('aria-colindex'))).to.deep.equal([
        '1',
        '2',
        '3',
        '4',
        '5',
      ]);
      expect(root(el).querySelectorAll('[tabindex="0"]')).to.have.length(1);
      expect(headers(el)[0]!.getAttribute('tabindex')).to.equal('0');
      // Every value formatted: status label, number, date for Polish.
      const first = bodyRows(el)[0]!.textContent!.replace(/\s+/g, ' ');
      expect(first).to.include('Alfa 1').and.include('Aktywny').and.include('1 sty 2024');
      await expectNoAxeViolations(el);
    });

    it('passes axe (contrast included) with the design tokens, light and dark', async function () {
      const ran = await inEachTheme(async (theme) => {
        const el = await table({
          state: { sort: [{ id: 'name', desc: false }], filters: [], search: '', page: 1, pageSize: 10 },
        });
        await expectNoAxeViolations(el, theme);
        // Selected rows (their background under links, statuses and buttons) and the selection bar.
        Object.assign(el, { selectable: true, selection: { keys: ['1', '2', '3'] } });
        await settle(el);
        await expectNoAxeViolations(el, `${theme}, selected rows`);
        // The set and date range filters, values chosen, and a range's error.
        Object.assign(el, {
          columns: filterColumns,
          rows: filterRows,
          statusLabels: filterLabels,
          state: { filters: [{ id: 'status', value: ['active'] }] },
        });
        await settle(el);
        const group = rangeGroup(el, 'Filtruj: Utworzono');
        await setDate(el, dateField(group, 'Do'), '2024-01-01');
        await setDate(el, dateField(group, 'Od'), '2024-01-02');
        await expectNoAxeViolations(el, `${theme}, filters`);
      });
      if (!ran) this.skip();
    });
  });

  describe('keyboard (APG grid)', () => {
    it('moves with arrows, Home/End, Ctrl+Home/Ctrl+End, PageUp/PageDown, stopping at the edges', async () => {
      const el = await table();
      await tabIntoGrid(el);
      expect(focusedAt(el)).to.deep.equal([0, 0]);
      await press(el, 'ArrowUp');
      expect(focusedAt(el)).to.deep.equal([0, 0]);
      await press(el, 'ArrowDown');
      expect(focusedAt(el)).to.deep.equal([1, 0]);
      await press(el, 'ArrowRight');
      expect(focusedAt(el)).to.deep.equal([1, 1]);
      await press(el, 'End');
      expect(focusedAt(el)).to.deep.equal([1, 4]);
      await press(el, 'ArrowRight');
      expect(focusedAt(el)).to.deep.equal([1, 4]);
      await press(el, 'Home');
      expect(focusedAt(el)).to.deep.equal([1, 0]);
      await press(el, 'ArrowLeft');
      expect(focusedAt(el)).to.deep.equal([1, 0]);
      await press(el, 'PageDown');
      expect(focusedAt(el)).to.deep.equal([10, 0]);
      await press(el, 'PageUp');
      expect(focusedAt(el)).to.deep.equal([1, 0]);
      await press(el, 'Control+End');
      expect(focusedAt(el)).to.deep.equal([10, 4]);
      await press(el, 'Control+Home');
      expect(focusedAt(el)).to.deep.equal([0, 0]);
      // Still one tab stop, where focus is; Tab leaves the grid.
      await press(el, 'ArrowDown');
      expect(root(el).querySelectorAll('[role="grid"] [tabindex="0"]')).to.have.length(1);
      await press(el, 'Tab');
      expect(focused(el)?.getAttribute('part')).to.equal('page-size');
    });

    it('names each action button after its row, and shows it only on the rows its `when` accepts', async () => {
      const el = await table();
      const buttons = () => [...root(el).querySelectorAll<HTMLButtonElement>('button[part="action"]')];
      expect(
        buttons()
          .map((b) => b.getAttribute('aria-label'))
          .slice(0, 2),
      ).to.deep.equal(['Edytuj: Alfa 1', 'Edytuj: Bravo 2']);
      el.columns = columns.map((c) =>
        c.type === 'actions'
          ? { ...c, actions: [{ id: 'edit', label: 'Edytuj', when: (row) => row['status'] === 'active' }] }
          : c,
      );
      await el.updateComplete;
      expect(buttons().map((b) => b.getAttribute('aria-label'))).to.deep.equal(
        services
          .slice(0, 10)
          .filter((r) => r['status'] === 'active')
          .map((r) => `Edytuj: ${String(r['name'])}`),
      );
    });

    it('Enter and F2 move into the controls of a cell, Escape and F2 back to the cell', async () => {
      const el = await table();
      const actions: string[] = [];
      el.addEventListener('pp-row-action', (e) =>
        actions.push(`${e.detail.action}:${String(e.detail.row['id'])}`),
      );
      await tabIntoGrid(el);
      await press(el, 'ArrowDown');
      await press(el, 'End');
      await press(el, 'Enter');
      expect(focused(el)?.textContent?.trim()).to.equal('Edytuj');
      expect(focused(el)?.getAttribute('tabindex')).to.equal('0');
      await press(el, 'ArrowDown'); // keys belong to the control now
      expect(focused(el)?.textContent?.trim()).to.equal('Edytuj');
      await press(el, 'Enter');
      expect(actions).to.deep.equal(['edit:1']);
      await press(el, 'Escape');
      expect(focusedAt(el)).to.deep.equal([1, 4]);
      expect(focused(el)?.localName).to.equal('td');
      await press(el, 'F2');
      expect(focused(el)?.localName).to.equal('button');
      await press(el, 'F2');
      expect(focused(el)?.localName).to.equal('td');
    });
  });

  describe('sorting', () => {
    it('sorts by a header click, then descending, then not; aria-sort and announcements follow', async () => {
      const el = await table();
      const events: unknown[] = [];
      el.addEventListener('pp-state-change', (e) => events.push(e.detail.state.sort));
      await click(el, header(el, 'CPU'));
      expect(header(el, 'CPU').getAttribute('aria-sort')).to.equal('ascending');
      expect(header(el, 'Nazwa').getAttribute('aria-sort')).to.equal('none');
      expect(column(el, 2).slice(0, 3)).to.deep.equal(['0', '0', '0']);
      expect(live(el)).to.equal('Posortowano według CPU rosnąco');
      await click(el, header(el, 'CPU'));
      expect(header(el, 'CPU').getAttribute('aria-sort')).to.equal('descending');
      expect(column(el, 2)[0]).to.equal('12');
      expect(live(el)).to.equal('Posortowano według CPU malejąco');
      await click(el, header(el, 'CPU'));
      expect(header(el, 'CPU').getAttribute('aria-sort')).to.equal('none');
      expect(live(el)).to.equal('Bez sortowania');
      expect(events).to.deep.equal([[{ id: 'cpu', desc: false }], [{ id: 'cpu', desc: true }], []]);
      expect(header(el, 'Akcje').hasAttribute('aria-sort')).to.equal(false);
    });

    it('Shift adds a second key (click and Shift+Enter); Enter and Space sort from the keyboard', async () => {
      const el = await table();
      await tabIntoGrid(el);
      await press(el, 'ArrowRight'); // Status
      await press(el, 'Enter');
      expect(el.state.sort).to.deep.equal([{ id: 'status', desc: false }]);
      await press(el, 'ArrowRight'); // CPU
      await press(el, 'Shift+Enter');
      expect(el.state.sort).to.deep.equal([
        { id: 'status', desc: false },
        { id: 'cpu', desc: false },
      ]);
      expect(live(el)).to.equal('Posortowano według Status rosnąco, CPU rosnąco');
      expect(header(el, 'Status').getAttribute('aria-sort')).to.equal('ascending');
      expect(header(el, 'CPU').hasAttribute('aria-sort')).to.equal(false);
      expect(header(el, 'Status').querySelector('[part~="sort-indicator"]')!.textContent).to.equal('▲1');
      // Without Shift, the focused column alone: CPU's next direction.
      await press(el, 'Space');
      expect(el.state.sort).to.deep.equal([{ id: 'cpu', desc: true }]);
      await click(el, header(el, 'Nazwa'), 'Shift');
      expect(el.state.sort).to.deep.equal([
        { id: 'cpu', desc: true },
        { id: 'name', desc: false },
      ]);
      expect(column(el, 2)[0]).to.equal('12');
    });
  });

  describe('search and filters', () => {
    it('searches every column as shown, announces the count with Polish plurals, and goes to page 1', async () => {
      const el = await table({ state: { page: 2 } as never });
      const states: string[] = [];
      el.addEventListener('pp-state-change', (e) =>
        states.push(`${e.detail.state.search}/${e.detail.state.page}`),
      );
      await type(el, field(el, 'Szukaj'), 'Alfa');
      expect(column(el, 0)).to.deep.equal(['Alfa 1', 'Alfa 11', 'Alfa 21']);
      await until(() => live(el) === '3 wyniki', 'the count');
      expect(states.at(-1)).to.equal('Alfa/1');
      expect(text(el, 'range')).to.equal('1–3 z 3');
      // Status labels are searched as shown.
      field(el, 'Szukaj').value = '';
      await type(el, field(el, 'Szukaj'), 'Nieaktywny');
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('16');
      await until(() => live(el) === '15 wyników', 'the count');
    });

    it('filters a column by text ("contains") and shows the empty text when nothing matches', async () => {
      const el = await table();
      await type(el, field(el, 'Filtruj: Nazwa'), 'echo');
      expect(column(el, 0)).to.deep.equal(['Echo 5', 'Echo 15', 'Echo 25']);
      expect(el.state.filters).to.deep.equal([{ id: 'name', value: 'echo' }]);
      await type(el, field(el, 'Filtruj: Nazwa'), 'zzz');
      expect(text(el, 'empty')).to.equal('Brak wyników');
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('2');
      await until(() => live(el) === 'Brak wyników', 'the empty announcement');
      await expectNoAxeViolations(el, 'empty');
    });
  });

  describe('clear filters', () => {
    it('shows "Wyczyść filtry" while the search or a column filter is set; it clears both, back on page 1, and the focus goes to the search', async () => {
      const el = await table();
      expect(clear(el), 'nothing set').to.equal(null);
      const seen: DataTableState[] = [];
      el.addEventListener('pp-state-change', (e) => seen.push(e.detail.state));
      await type(el, field(el, 'Szukaj'), 'Nieaktywny');
      await type(el, field(el, 'Filtruj: Nazwa'), 'echo');
      await settle(el);
      const button = clear(el)!;
      expect(button.textContent!.trim()).to.equal('Wyczyść filtry');
      el.state = { ...el.state, sort: [{ id: 'cpu', desc: true }], page: 2 };
      await settle(el);
      button.click();
      await settle(el);
      expect(el.state.search).to.equal('');
      expect(el.state.filters).to.deep.equal([]);
      expect(el.state.page).to.equal(1);
      expect(el.state.sort, 'the sort is no filter').to.deep.equal([{ id: 'cpu', desc: true }]);
      expect(seen.at(-1)).to.deep.include({ search: '', filters: [], page: 1 });
      expect(field(el, 'Szukaj').value).to.equal('');
      expect(field(el, 'Filtruj: Nazwa').value).to.equal('');
      await until(() => grid(el).getAttribute('aria-rowcount') === '31', 'every row matching again');
      expect(clear(el), 'gone with the filters').to.equal(null);
      expect(el.shadowRoot!.activeElement).to.equal(field(el, 'Szukaj'));
    });

    it('says "Clear filters" in English', async () => {
      const el = await table({
        state: { sort: [], filters: [{ id: 'name', value: 'echo' }], search: '', page: 1, pageSize: 10 },
      });
      el.setAttribute('lang', 'en');
      await settle(el);
      expect(clear(el)!.textContent!.trim()).to.equal('Clear filters');
    });

    it('clears set and date range filters the user chose: one pp-state-change, each field empty again, in both languages', async () => {
      for (const lang of ['pl', 'en'] as const) {
        const el = await filterTable();
        el.setAttribute('lang', lang);
        await settle(el);
        const pl = lang === 'pl';
        const box = setFilter(el, pl ? 'Filtruj: Status' : 'Filter: Status');
        await toggleOption(el, box, 'Wstrzymany');
        await press(el, 'Escape');
        const group = rangeGroup(el, pl ? 'Filtruj: Utworzono' : 'Filter: Utworzono');
        await setDate(el, dateField(group, pl ? 'Od' : 'From'), '2024-01-05');
        await setDate(el, dateField(group, pl ? 'Do' : 'To'), '2024-01-20');
        expect(el.state.filters.map((f) => f.id)).to.deep.equal(['status', 'created_at']);
        // A start after the end: shown with its error, not applied (a draft).
        await setDate(el, dateField(group, pl ? 'Od' : 'From'), '2024-01-25');
        expect(text(el, 'filter-error')).to.not.equal(undefined);
        const button = clear(el)!;
        expect(button.textContent!.trim()).to.equal(pl ? 'Wyczyść filtry' : 'Clear filters');
        const seen: DataTableState[] = [];
        el.addEventListener('pp-state-change', (e) => seen.push(e.detail.state));
        button.focus();
        await press(el, 'Enter');
        expect(seen, 'one change event').to.have.length(1);
        expect(seen[0]).to.deep.include({ search: '', filters: [], page: 1 });
        expect(el.state.filters).to.deep.equal([]);
        await until(() => grid(el).getAttribute('aria-rowcount') === '31', 'every row matching again');
        // A new combobox: it does not keep the choice the user cleared.
        const cleared = setFilter(el, pl ? 'Filtruj: Status' : 'Filter: Status');
        await cleared.updateComplete;
        expect(shownValues(cleared)).to.equal(pl ? 'Wszystkie' : 'All');
        const dates = rangeGroup(el, pl ? 'Filtruj: Utworzono' : 'Filter: Utworzono');
        expect(dateField(dates, pl ? 'Od' : 'From').value).to.equal('');
        expect(dateField(dates, pl ? 'Do' : 'To').value).to.equal('');
        expect(text(el, 'filter-error'), 'the invalid range is gone too').to.equal(undefined);
        expect(clear(el), 'gone with the filters').to.equal(null);
        expect(root(el).activeElement).to.equal(root(el).querySelector('[part="search"]'));
        el.closest('div')!.remove();
      }
    });

    it('with a data provider, the provider is asked again without search and filters, at once', async () => {
      const requests: DataTableDataRequest[] = [];
      const provider: DataTableDataProvider = (request) => {
        requests.push(request);
        return Promise.resolve({ rows: services.slice(0, 10), total: 30 });
      };
      const el = await table({
        dataProvider: provider,
        debounce: 10_000,
        state: { sort: [], filters: [{ id: 'name', value: 'echo' }], search: 'x', page: 2, pageSize: 10 },
      });
      await until(() => requests.length > 0, 'the first request');
      const seen: DataTableState[] = [];
      el.addEventListener('pp-state-change', (e) => seen.push(e.detail.state));
      clear(el)!.click();
      await settle(el);
      expect(seen).to.have.length(1);
      // Not after the typing pause (10 s here): a click, asked for at once.
      await until(
        () => requests.at(-1)!.search === '' && requests.at(-1)!.filters.length === 0,
        'the request',
      );
      expect(requests.at(-1)!.offset).to.equal(0);
    });
  });

  describe('any width', () => {
    /** The table, filtered and with rows selected (the toolbar at its fullest), in `container`. */
    async function inside(container: string, width: number): Promise<PpDataTable> {
      const wrapper = await fixture<HTMLElement>(
        html`<div style=${container}>
          <pp-data-table
            label="Usługi"
            debounce="0"
            selectable
            .columns=${filterColumns}
            .rows=${filterRows}
            .statusLabels=${filterLabels}
            .pageSizes=${[10, 20]}
          ></pp-data-table>
        </div>`,
      );
      wrapper.style.inlineSize = `${width}px`;
      const el = wrapper.querySelector('pp-data-table')!;
      el.state = {
        sort: [],
        search: 'a',
        filters: [{ id: 'status', value: ['active', 'inactive'] }],
        page: 1,
        pageSize: 10,
      };
      el.selection = { keys: ['1', '2'] };
      await settle(el);
      await until(() => grid(el).getAttribute('aria-busy') === 'false', 'the rows');
      return el;
    }

    /** Nothing pokes out of the host: it does not overflow, nor do its toolbar and footer. */
    function expectFits(el: PpDataTable, width: number, label: string) {
      const host = el.getBoundingClientRect();
      expect(host.width, `${label}: the host's width`).to.be.at.most(width);
      expect(el.scrollWidth, `${label}: the host scrolls sideways`).to.be.at.most(el.clientWidth);
      for (const selector of ['.toolbar', '.pagination']) {
        const box = root(el).querySelector<HTMLElement>(selector)!;
        expect(box.scrollWidth, `${label}: ${selector} overflows`).to.be.at.most(box.clientWidth);
        for (const child of box.querySelectorAll<HTMLElement>(':scope > *, .field > *, .buttons > *')) {
          const rect = child.getBoundingClientRect();
          expect(rect.right, `${label}: ${child.outerHTML.slice(0, 60)} ends past the host`).to.be.at.most(
            host.right + 0.5,
          );
        }
      }
      const range = root(el).querySelector<HTMLElement>('[part~="range"]')!;
      expect(range.scrollWidth, `${label}: the range text is cut`).to.be.at.most(range.clientWidth);
      expect(range.getClientRects(), `${label}: the range text on one line`).to.have.length(1);
    }

    for (const [name, style] of [
      ['a flex item without min-width: 0', 'display: flex'],
      ['a grid item in a 1fr column', 'display: grid; grid-template-columns: 1fr'],
      ['a block', 'display: block'],
    ] as const) {
      it(`as ${name}: at 320 px the toolbar and the footer wrap and the grid scrolls in its own box`, async () => {
        const el = await inside(style, 320);
        expect(clear(el), 'the clear-filters button is shown').to.not.equal(null);
        expectFits(el, 320, name);
        const toolbar = root(el).querySelector<HTMLElement>('.toolbar')!;
        expect(toolbar.offsetHeight, 'the toolbar wrapped').to.be.greaterThan(100);
        const scroller = root(el).querySelector<HTMLElement>('[part~="scroller"]')!;
        expect(scroller.scrollWidth, 'the grid is wider than its box').to.be.greaterThan(
          scroller.clientWidth,
        );
        scroller.scrollLeft = 100;
        expect(scroller.scrollLeft, 'its box scrolls sideways').to.be.greaterThan(0);
        // With room for every column (a flex item as wide as them, the others as the box), no scrolling.
        el.parentElement!.style.inlineSize = '1920px';
        await frames(2);
        expectFits(el, 1920, `${name} at 1920 px`);
        expect(scroller.scrollWidth, 'the grid fits at 1920 px').to.be.at.most(scroller.clientWidth);
      });
    }

    it('in English, with the longer texts, at 375 px', async () => {
      const el = await inside('display: flex', 375);
      el.setAttribute('lang', 'en');
      await settle(el);
      expect(text(el, 'clear-filters')).to.equal('Clear filters');
      expectFits(el, 375, 'English');
    });
  });

  describe('set and date range filters', () => {
    const states = (el: PpDataTable) => {
      const seen: DataTableState[] = [];
      el.addEventListener('pp-state-change', (e) => seen.push(e.detail.state));
      return seen;
    };

    it('a set filter: a combobox named like a text filter; two values chosen filter the rows and the state', async () => {
      const el = await filterTable();
      const seen = states(el);
      const inner: string[] = [];
      for (const name of ['pp-select', 'pp-toggle']) el.addEventListener(name, () => inner.push(name));
      const box = setFilter(el, 'Filtruj: Status');
      expect(box.mode).to.equal('select');
      expect(box.getAttribute('part')).to.equal('filter-set');
      expect(shownValues(box)).to.equal('Wszystkie');
      await openSet(el, box);
      // The distinct statuses of the rows, labelled and sorted as shown.
      expect(renderedOptions(box).map((o) => o.textContent!.trim())).to.deep.equal([
        'Aktywny',
        'Nieaktywny',
        'Wstrzymany',
      ]);
      expect(renderedOptions(box).every((o) => o.getAttribute('aria-checked') === 'false')).to.equal(true);
      await toggleOption(el, box, 'Wstrzymany');
      await toggleOption(el, box, 'Aktywny');
      // In the options' order, whatever order they were chosen in.
      expect(seen.map((s) => s.filters)).to.deep.equal([
        [{ id: 'status', value: ['suspended'] }],
        [{ id: 'status', value: ['active', 'suspended'] }],
      ]);
      expect(seen.at(-1)!.page).to.equal(1);
      expect(el.state.filters).to.deep.equal([{ id: 'status', value: ['active', 'suspended'] }]);
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('21');
      expect(column(el, 1).every((s) => s === 'Aktywny' || s === 'Wstrzymany')).to.equal(true);
      expect(column(el, 0).slice(0, 4)).to.deep.equal(['Alfa 1', 'Charlie 3', 'Delta 4', 'Foxtrot 6']);
      await until(() => live(el) === '20 wyników', 'the count');
      expect(checkedOptions(box)).to.deep.equal(['Aktywny', 'Wstrzymany']);
      // The combobox names them in the order they were chosen.
      expect(shownValues(box)).to.equal('Wstrzymany, Aktywny');
      // The list stays open while values are chosen; Escape closes it, the values stay.
      await press(el, 'Escape');
      expect(box.open).to.equal(false);
      expect(shownValues(box)).to.equal('Wstrzymany, Aktywny');
      // Unchoosing both removes the filter.
      await toggleOption(el, box, 'Aktywny');
      await toggleOption(el, box, 'Wstrzymany');
      expect(seen.at(-1)!.filters).to.deep.equal([]);
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('31');
      expect(shownValues(box)).to.equal('Wszystkie');
      // The combobox's own events stay inside: they are not the table's.
      expect(inner).to.deep.equal([]);
    });

    it('shows a set filter the host sets as checked options, which the user can clear', async () => {
      const el = await filterTable({ state: { filters: [{ id: 'status', value: ['inactive'] }] } as never });
      const seen = states(el);
      const box = setFilter(el, 'Filtruj: Status');
      expect(shownValues(box)).to.equal('Nieaktywny');
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('11');
      await openSet(el, box);
      expect(checkedOptions(box)).to.deep.equal(['Nieaktywny']);
      await toggleOption(el, box, 'Nieaktywny');
      expect(seen.map((s) => s.filters)).to.deep.equal([[]]);
      expect(shownValues(box)).to.equal('Wszystkie');
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('31');
      await press(el, 'Escape');

      // After the user's choices, the host's values still show; a value no option has is offered.
      await toggleOption(el, box, 'Aktywny');
      await press(el, 'Escape');
      el.state = { filters: [{ id: 'status', value: ['suspended', 'archived'] }] };
      await settle(el);
      const renewed = setFilter(el, 'Filtruj: Status');
      await renewed.updateComplete;
      expect(shownValues(renewed)).to.equal('Wstrzymany, archived');
      await openSet(el, renewed);
      expect(checkedOptions(renewed)).to.deep.equal(['Wstrzymany', 'archived']);
      await press(el, 'Escape');
      // A host that sets back the state it was told of keeps the combobox the user works in.
      const told = el.state;
      el.state = told;
      await settle(el);
      expect(setFilter(el, 'Filtruj: Status')).to.equal(renewed);
      expect(seen).to.have.length(2);
    });

    it('a date range filter: from and to, both inclusive, either optional', async () => {
      const el = await filterTable();
      const seen = states(el);
      const group = rangeGroup(el, 'Filtruj: Utworzono');
      expect(group.getAttribute('part')).to.equal('filter-range');
      const from = dateField(group, 'Od');
      const to = dateField(group, 'Do');
      expect(from.getAttribute('part')).to.equal('filter-date');
      await setDate(el, from, '2024-01-05');
      expect(seen.at(-1)!.filters).to.deep.equal([{ id: 'created_at', value: { from: '2024-01-05' } }]);
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('27');
      await setDate(el, to, '2024-01-10');
      expect(seen.at(-1)!.filters).to.deep.equal([
        { id: 'created_at', value: { from: '2024-01-05', to: '2024-01-10' } },
      ]);
      // Both ends included: 5 and 10 January.
      expect(column(el, 0)).to.deep.equal([
        'Echo 5',
        'Foxtrot 6',
        'Golf 7',
        'Hotel 8',
        'India 9',
        'Juliett 10',
      ]);
      const days = column(el, 3).map((d) => d.replace(/\s/g, ' '));
      expect([days[0], days.at(-1)]).to.deep.equal(['5 sty 2024', '10 sty 2024']);
      await setDate(el, from, '');
      expect(seen.at(-1)!.filters).to.deep.equal([{ id: 'created_at', value: { to: '2024-01-10' } }]);
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('11');
      await setDate(el, to, '');
      expect(seen.at(-1)!.filters).to.deep.equal([]);
      // A range the host sets shows in the fields.
      el.state = { filters: [{ id: 'created_at', value: { from: '2024-01-28' } }] };
      await settle(el);
      expect([from.value, to.value]).to.deep.equal(['2024-01-28', '']);
      expect(column(el, 0)).to.deep.equal(['Hotel 28', 'India 29', 'Juliett 30']);
    });

    it('an invalid range (start after end) shows its error, tied to the fields, and is not applied', async () => {
      const el = await filterTable();
      const seen = states(el);
      const group = rangeGroup(el, 'Filtruj: Utworzono');
      const from = dateField(group, 'Od');
      const to = dateField(group, 'Do');
      await setDate(el, to, '2024-01-05');
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('6');
      await setDate(el, from, '2024-01-10');
      const error = root(el).querySelector('[part~="filter-error"]')!;
      expect(error.textContent!.trim()).to.equal('Data początkowa jest późniejsza niż końcowa');
      expect(group.contains(error)).to.equal(true);
      for (const input of [from, to]) {
        expect(input.getAttribute('aria-describedby')).to.equal(error.id);
        expect(input.getAttribute('aria-invalid')).to.equal('true');
      }
      expect(live(el)).to.equal('Data początkowa jest późniejsza niż końcowa');
      // Not applied: the state and the rows stay as the valid range left them, no event.
      expect(seen).to.have.length(1);
      expect(el.state.filters).to.deep.equal([{ id: 'created_at', value: { to: '2024-01-05' } }]);
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('6');
      expect([from.value, to.value]).to.deep.equal(['2024-01-10', '2024-01-05']);
      await expectNoAxeViolations(el, 'invalid range');
      // Valid again: the error goes, the range applies.
      await setDate(el, to, '2024-01-12');
      expect(root(el).querySelector('[part~="filter-error"]')).to.equal(null);
      expect(from.hasAttribute('aria-describedby')).to.equal(false);
      expect(from.hasAttribute('aria-invalid')).to.equal(false);
      expect(seen.at(-1)!.filters).to.deep.equal([
        { id: 'created_at', value: { from: '2024-01-10', to: '2024-01-12' } },
      ]);
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('4');
      // A state the host sets forgets a range left invalid.
      await setDate(el, from, '2024-01-20');
      expect(root(el).querySelector('[part~="filter-error"]')).not.to.equal(null);
      el.state = {};
      await settle(el);
      expect(root(el).querySelector('[part~="filter-error"]')).to.equal(null);
      expect([from.value, to.value]).to.deep.equal(['', '']);
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('31');
    });

    it('with a data provider, set and range values go to the provider as they are', async () => {
      const requests: DataTableDataRequest[] = [];
      const dataProvider: DataTableDataProvider = (request) => {
        requests.push(request);
        return Promise.resolve({ rows: filterRows.slice(0, request.limit), total: filterRows.length });
      };
      const el = await filterTable({ dataProvider });
      await until(() => grid(el).getAttribute('aria-busy') === 'false', 'loaded');
      const box = setFilter(el, 'Filtruj: Status');
      // Without rows to take them from: the status labels.
      await openSet(el, box);
      expect(renderedOptions(box).map((o) => o.textContent!.trim())).to.deep.equal([
        'Aktywny',
        'Nieaktywny',
        'Wstrzymany',
      ]);
      await toggleOption(el, box, 'Nieaktywny');
      await toggleOption(el, box, 'Wstrzymany');
      await press(el, 'Escape');
      const group = rangeGroup(el, 'Filtruj: Utworzono');
      await setDate(el, dateField(group, 'Od'), '2024-01-05');
      await setDate(el, dateField(group, 'Do'), '2024-01-10');
      await until(() => requests.at(-1)!.filters.length === 2, 'the request with both filters');
      expect(requests.at(-1)!.filters).to.deep.equal([
        { id: 'status', value: ['inactive', 'suspended'] },
        { id: 'created_at', value: { from: '2024-01-05', to: '2024-01-10' } },
      ]);
      // The page is the provider's: nothing filtered again on the client.
      await until(() => grid(el).getAttribute('aria-busy') === 'false', 'loaded');
      await settle(el);
      expect(bodyRows(el)).to.have.length(10);
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('31');
    });

    it('passes axe with a text, a set and a date range filter, values chosen', async () => {
      const el = await filterTable({
        state: {
          filters: [
            { id: 'status', value: ['active'] },
            { id: 'created_at', value: { from: '2024-01-02', to: '2024-01-20' } },
          ],
        } as never,
      });
      expect(shownValues(setFilter(el, 'Filtruj: Status'))).to.equal('Aktywny');
      await expectNoAxeViolations(el, 'filters');
      await openSet(el, setFilter(el, 'Filtruj: Status'));
      await expectNoAxeViolations(el, 'set filter open');
    });
  });

  describe('pagination', () => {
    it('pages with the four buttons, shows range and page count, and changes the page size', async () => {
      const el = await table();
      expect(text(el, 'range')).to.equal('1–10 z 30');
      expect(text(el, 'page')).to.equal('Strona 1 z 3');
      expect(button(el, 'Pierwsza strona').disabled).to.equal(true);
      expect(button(el, 'Poprzednia strona').disabled).to.equal(true);
      await click(el, button(el, 'Następna strona'));
      expect(text(el, 'range')).to.equal('11–20 z 30');
      expect(bodyRows(el)[0]!.getAttribute('aria-rowindex')).to.equal('12');
      await click(el, button(el, 'Ostatnia strona'));
      expect(text(el, 'range')).to.equal('21–30 z 30');
      expect(button(el, 'Następna strona').disabled).to.equal(true);
      await click(el, button(el, 'Poprzednia strona'));
      expect(el.state.page).to.equal(2);
      await click(el, button(el, 'Pierwsza strona'));
      expect(el.state.page).to.equal(1);
      const select = field(el, 'Wierszy na stronie');
      select.value = '20';
      select.dispatchEvent(new Event('change'));
      await settle(el);
      expect(el.state.pageSize).to.equal(20);
      expect(bodyRows(el)).to.have.length(20);
      expect(text(el, 'page')).to.equal('Strona 1 z 2');
    });

    it('formats the range for the language (2 340 / 2,340)', async () => {
      const many = Array.from({ length: 2340 }, (_, i) => ({ id: i, name: `R${i}` }));
      const el = await table({ rows: many, pageSizes: [25] });
      expect(text(el, 'range')!.replace(/[\u00a0\u202f]/g, ' ')).to.equal('1–25 z 2 340');
      await setLang(el, 'en', el);
      expect(text(el, 'range')).to.equal('1–25 of 2,340');
    });
  });

  describe('state', () => {
    it('applies a state the host sets (without pp-state-change) and gives a copy back', async () => {
      const el = await table();
      let events = 0;
      el.addEventListener('pp-state-change', () => events++);
      el.state = {
        sort: [{ id: 'cpu', desc: true }],
        filters: [{ id: 'name', value: 'a' }],
        search: '',
        page: 2,
        pageSize: 10,
      };
      await settle(el);
      expect(events).to.equal(0);
      expect(header(el, 'CPU').getAttribute('aria-sort')).to.equal('descending');
      expect(field(el, 'Filtruj: Nazwa').value).to.equal('a');
      expect(el.state.page).to.equal(2);
      const copy = el.state;
      copy.page = 99;
      expect(el.state.page).to.equal(2);
      // A page past the end is brought back to the last page.
      el.state = { page: 50 };
      await settle(el);
      expect(el.state.page).to.equal(3);
    });
  });

  describe('column visibility menu', () => {
    const menuButton = (el: PpDataTable) =>
      root(el).querySelector<HTMLButtonElement>('[part~="columns-button"]')!;
    const panel = (el: PpDataTable) => root(el).querySelector<HTMLElement>('[part~="columns-panel"]')!;
    /** The menu's checkbox of the column `name` (its label's text). */
    const columnBox = (el: PpDataTable, name: string) =>
      [...panel(el).querySelectorAll('label')]
        .find((l) => l.textContent!.trim() === name)!
        .querySelector('input')!;
    const headerNames = (el: PpDataTable) => headers(el).map((h) => h.textContent!.trim());

    it('discloses a labelled group of a checkbox per column (not actions); unchecking hides the column', async () => {
      const el = await table();
      const states: DataTableState[] = [];
      el.addEventListener('pp-state-change', (e) => states.push(e.detail.state));
      expect(menuButton(el).textContent!.trim()).to.equal('Kolumny');
      expect(menuButton(el).getAttribute('aria-expanded')).to.equal('false');
      expect(menuButton(el).getAttribute('aria-controls')).to.equal(panel(el).id);
      await click(el, menuButton(el));
      expect(panel(el).matches(':popover-open')).to.equal(true);
      expect(menuButton(el).getAttribute('aria-expanded')).to.equal('true');
      expect(panel(el).getAttribute('role')).to.equal('group');
      expect(panel(el).getAttribute('aria-label')).to.equal('Kolumny');
      expect([...panel(el).querySelectorAll('label')].map((l) => l.textContent!.trim())).to.deep.equal([
        'Nazwa',
        'Status',
        'CPU',
        'Utworzono',
      ]);
      await click(el, columnBox(el, 'CPU'));
      expect(headerNames(el)).to.deep.equal(['Nazwa', 'Status', 'Utworzono', 'Akcje']);
      expect(grid(el).getAttribute('aria-colcount')).to.equal('4');
      expect(columnBox(el, 'CPU').checked).to.equal(false);
      expect(states.at(-1)!.hidden).to.deep.equal(['cpu']);
      expect(el.state.hidden).to.deep.equal(['cpu']);
      // Checked again, the column comes back in its place.
      await click(el, columnBox(el, 'CPU'));
      expect(headerNames(el)).to.deep.equal(['Nazwa', 'Status', 'CPU', 'Utworzono', 'Akcje']);
      expect(states.at(-1)!.hidden).to.deep.equal([]);
      await expectNoAxeViolations(el, 'column menu open');
    });

    it('Escape closes it and focus goes back to the button; the last column shown cannot be hidden', async () => {
      const el = await table();
      menuButton(el).focus();
      await press(el, 'Enter');
      expect(panel(el).matches(':popover-open')).to.equal(true);
      columnBox(el, 'Nazwa').focus();
      await press(el, 'Space');
      await press(el, 'Tab');
      await press(el, 'Space');
      await press(el, 'Tab');
      await press(el, 'Space');
      expect(headerNames(el)).to.deep.equal(['Utworzono', 'Akcje']);
      expect(columnBox(el, 'Utworzono').disabled).to.equal(true);
      expect(columnBox(el, 'Nazwa').disabled).to.equal(false);
      await press(el, 'Escape');
      expect(panel(el).matches(':popover-open')).to.equal(false);
      expect(menuButton(el).getAttribute('aria-expanded')).to.equal('false');
      expect(focused(el)).to.equal(menuButton(el));
    });

    it("a column's hidden flag is the start; the state's hidden wins, is searched by nothing, and is copied", async () => {
      const el = await table({
        columns: columns.map((c) => (c.id === 'status' ? { ...c, hidden: true } : c)),
      });
      expect(headerNames(el)).to.deep.equal(['Nazwa', 'CPU', 'Utworzono', 'Akcje']);
      el.state = { hidden: ['name', 'nope'] };
      await settle(el);
      expect(headerNames(el)).to.deep.equal(['Status', 'CPU', 'Utworzono', 'Akcje']);
      expect(el.state.hidden).to.deep.equal(['name']);
      // A hidden column is not searched: 'Alfa' is only in the names.
      el.state = { hidden: ['name'], search: 'Alfa' };
      await settle(el);
      expect(text(el, 'empty')).to.equal('Brak wyników');
      el.state = { hidden: [], search: 'Alfa' };
      await settle(el);
      expect(bodyRows(el).length).to.equal(3);
      // A list that would hide every column is ignored.
      el.state = { hidden: ['name', 'status', 'cpu', 'created_at', 'actions'] };
      await settle(el);
      expect(headerNames(el)).to.deep.equal(['Nazwa', 'CPU', 'Utworzono', 'Akcje']);
    });
  });

  describe('column resizing', () => {
    const resizer = (el: PpDataTable, name: string) =>
      root(el).querySelector<HTMLElement>(`[role="separator"][aria-label="Szerokość kolumny ${name}"]`)!;
    const widthOf = (el: PpDataTable, name: string) =>
      Math.round(header(el, name).getBoundingClientRect().width);

    it('puts a named vertical separator at the end of each header; its value is the width shown', async () => {
      const el = await table();
      const handle = resizer(el, 'CPU');
      expect(handle.closest('th')).to.equal(header(el, 'CPU'));
      expect(handle.getAttribute('aria-orientation')).to.equal('vertical');
      // Set once the browser has laid the header out (a ResizeObserver): within a frame.
      await until(() => handle.getAttribute('aria-valuenow') === String(widthOf(el, 'CPU')), 'the width');
      expect(handle.getAttribute('aria-valuemin')).to.equal('48');
      expect(root(el).querySelectorAll('[role="separator"]').length).to.equal(5);
      expect(grid(el).hasAttribute('data-fixed')).to.equal(false);
    });

    it('the value follows a width no update changed, also after the table moved in the page', async () => {
      const el = await table();
      const wrapper = el.parentElement!;
      wrapper.style.width = '700px';
      const value = () => resizer(el, 'Nazwa').getAttribute('aria-valuenow');
      await until(() => value() === String(widthOf(el, 'Nazwa')), 'the width at 700 px');
      const before = widthOf(el, 'Nazwa');
      // Moved (no update follows), then made wider.
      document.body.append(wrapper);
      try {
        wrapper.style.width = '1000px';
        await until(() => widthOf(el, 'Nazwa') !== before, 'a wider column');
        await until(() => value() === String(widthOf(el, 'Nazwa')), 'the width at 1000 px');
      } finally {
        wrapper.remove();
      }
    });

    it('a drag widens the column as the pointer moves, tells the state once at the end, and sorts nothing', async () => {
      const el = await table();
      const states: DataTableState[] = [];
      el.addEventListener('pp-state-change', (e) => states.push(e.detail.state));
      const before = widthOf(el, 'CPU');
      const [x, y] = center(resizer(el, 'CPU'));
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [x + 40, y] });
      await settle(el);
      expect(widthOf(el, 'CPU')).to.be.closeTo(before + 40, 2);
      expect(states).to.deep.equal([]);
      await sendMouse({ type: 'move', position: [x + 80, y] });
      await sendMouse({ type: 'up' });
      await settle(el);
      expect(widthOf(el, 'CPU')).to.be.closeTo(before + 80, 2);
      expect(states.length).to.equal(1);
      expect(states[0]!.widths!['cpu']).to.be.closeTo(before + 80, 2);
      // Every column keeps the width it had: the layout is fixed now.
      expect(Object.keys(states[0]!.widths!)).to.deep.equal([
        'name',
        'status',
        'cpu',
        'created_at',
        'actions',
      ]);
      expect(grid(el).hasAttribute('data-fixed')).to.equal(true);
      expect(header(el, 'CPU').getAttribute('aria-sort')).to.equal('none');
      expect(el.state.sort).to.deep.equal([]);
      const value = () => resizer(el, 'CPU').getAttribute('aria-valuenow');
      await until(() => value() === String(widthOf(el, 'CPU')), 'the new width');
    });

    it('F2 on a header focuses its resizer: arrows resize by 16 px (64 with Shift), Escape goes back', async () => {
      const el = await table();
      await click(el, header(el, 'Status'));
      expect(focusedAt(el)).to.deep.equal([0, 1]);
      await press(el, 'ArrowRight');
      const before = widthOf(el, 'CPU');
      await press(el, 'F2');
      expect(focused(el)).to.equal(resizer(el, 'CPU'));
      await press(el, 'ArrowRight');
      expect(widthOf(el, 'CPU')).to.equal(before + 16);
      expect(el.state.widths!['cpu']).to.equal(before + 16);
      await press(el, 'Shift+ArrowLeft');
      expect(widthOf(el, 'CPU')).to.equal(before + 16 - 64);
      expect(focused(el)).to.equal(resizer(el, 'CPU'));
      await press(el, 'Escape');
      expect(focusedAt(el)).to.deep.equal([0, 2]);
      await expectNoAxeViolations(el, 'resized');
    });

    it('a double click gives the column back its own width; widths the host sets are applied', async () => {
      const el = await table();
      el.state = { widths: { name: 300, cpu: 10, nope: 99 } };
      await settle(el);
      expect(widthOf(el, 'Nazwa')).to.equal(300);
      // Clamped to the narrowest width.
      expect(widthOf(el, 'CPU')).to.equal(48);
      expect(el.state.widths).to.deep.equal({ name: 300, cpu: 48, nope: 99 });
      const states: DataTableState[] = [];
      el.addEventListener('pp-state-change', (e) => states.push(e.detail.state));
      // Two clicks, then the double click (the test runner's mouse has no double click of its own).
      const handle = resizer(el, 'Nazwa');
      await click(el, handle);
      await click(el, handle);
      handle.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true, detail: 2 }));
      await settle(el);
      expect(states.at(-1)!.widths).to.deep.equal({ cpu: 48, nope: 99 });
      // The name's width is its own again (the fixed layout's width for a column without one).
      expect(widthOf(el, 'Nazwa')).to.equal(160);
      // The clicks sorted nothing.
      expect(el.state.sort).to.deep.equal([]);
    });
  });

  describe('virtual scrolling', () => {
    /** 2,000 services, the name numbered. */
    const many: DataTableRow[] = Array.from({ length: 2000 }, (_, i) => ({
      ...services[i % 30],
      id: i + 1,
      name: `Usługa ${i + 1}`,
    }));
    const scroller = (el: PpDataTable) => root(el).querySelector<HTMLElement>('[part~="scroller"]')!;
    const rowIndexes = (el: PpDataTable) => bodyRows(el).map((r) => Number(r.getAttribute('aria-rowindex')));
    /** Waits until the grid's scroll height has held for three frames (the virtualizer's estimate settled). */
    async function stableHeight(el: PpDataTable) {
      let last = -1;
      let same = 0;
      for (let frame = 0; frame < 120 && same < 3; frame++) {
        const height = scroller(el).scrollHeight;
        same = height === last ? same + 1 : 0;
        last = height;
        await frames(1);
      }
    }
    /** Waits until the first rendered row has kept its place for three frames. */
    async function stableTop(el: PpDataTable) {
      let last = Number.NaN;
      let same = 0;
      for (let frame = 0; frame < 120 && same < 3; frame++) {
        const top = bodyRows(el)[0]?.getBoundingClientRect().top ?? 0;
        same = top === last ? same + 1 : 0;
        last = top;
        await frames(1);
      }
    }
    /** Scrolls the grid to `top` and waits until the virtualizer has rendered the rows there. */
    async function scrollTo(el: PpDataTable, top: number) {
      scroller(el).scrollTop = top;
      await frames(3);
      await settle(el);
    }

    it('renders the rows in view and 10 around them, with their aria-rowindex; the count instead of pages', async () => {
      const el = await table({ rows: many, virtual: true });
      await until(() => bodyRows(el).length > 0, 'the rows');
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('2001');
      const rowHeight = bodyRows(el)[0]!.getBoundingClientRect().height;
      const visible = Math.ceil(scroller(el).clientHeight / rowHeight);
      expect(bodyRows(el).length).to.be.at.most(visible + 2 * 10 + 1);
      expect(rowIndexes(el)[0]).to.equal(2);
      expect(root(el).querySelector('[part~="pagination"]')).to.equal(null);
      expect(text(el, 'count')!.replace(/\s/g, ' ')).to.equal('2000 wyników');
      // The header's cells line up with the rows' cells.
      const heads = headers(el).map((h) => Math.round(h.getBoundingClientRect().left));
      const cells = [...bodyRows(el)[0]!.querySelectorAll('td')].map((c) =>
        Math.round(c.getBoundingClientRect().left),
      );
      expect(cells).to.deep.equal(heads);
      await scrollTo(el, scroller(el).scrollHeight);
      await until(() => rowIndexes(el).includes(2001), 'the last row');
      expect(bodyRows(el).length).to.be.at.most(visible + 2 * 10 + 1);
      expect(column(el, 0).at(-1)).to.equal('Usługa 2000');
      // The header stays on top.
      const top = scroller(el).getBoundingClientRect().top;
      expect(Math.abs(root(el).querySelector('thead')!.getBoundingClientRect().top - top)).to.be.below(2);
      await expectNoAxeViolations(el, 'virtual, scrolled to the end');
    });

    it('sorts and searches every row; keys reach rows not rendered (Ctrl+End, PageDown)', async () => {
      const el = await table({ rows: many, virtual: true });
      await until(() => bodyRows(el).length > 0, 'the rows');
      await click(el, header(el, 'Nazwa'));
      await click(el, header(el, 'Nazwa'));
      expect(column(el, 0)[0]).to.equal('Usługa 2000');
      await click(el, header(el, 'Nazwa'));
      bodyRows(el)[0]!.querySelector<HTMLElement>('td')!.focus();
      await settle(el);
      await press(el, 'Control+End');
      await until(() => focusedAt(el)?.[0] === 2000, 'the last row focused');
      expect(focused(el)!.closest('tr')!.getAttribute('aria-rowindex')).to.equal('2001');
      await press(el, 'Control+Home');
      await until(() => focusedAt(el)?.[0] === 0, 'the first header focused');
      await press(el, 'ArrowDown');
      await press(el, 'PageDown');
      await press(el, 'PageDown');
      await until(() => focusedAt(el)?.[0] === 21, 'row 21 focused');
      await type(el, field(el, 'Szukaj'), 'Usługa 123');
      // Usługa 123 and 1230 to 1239.
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('12');
      expect(text(el, 'count')).to.equal('11 wyników');
    });

    it('with a data provider: blocks of 100 rows as they come near the view, skeleton rows until then', async () => {
      const requests: DataTableDataRequest[] = [];
      const fn: DataTableDataProvider = (request) => {
        requests.push(request);
        const rows = Array.from({ length: Math.min(request.limit, 5000 - request.offset) }, (_, i) => ({
          ...services[(request.offset + i) % 30],
          id: request.offset + i + 1,
          name: `Usługa ${request.offset + i + 1}`,
        }));
        // The later blocks wait until the test lets them through.
        const wait = request.offset === 0 ? Promise.resolve() : gate;
        return wait.then(
          () => new Promise((resolve) => setTimeout(() => resolve({ rows, total: 5000 }), 30)),
        );
      };
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const el = await table({ dataProvider: fn, virtual: true, selectable: true });
      await until(() => grid(el).getAttribute('aria-busy') === 'false', 'the first block');
      await until(() => bodyRows(el).length > 0, 'its rows');
      expect(requests.map((r) => [r.offset, r.limit])).to.deep.equal([[0, 100]]);
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('5001');
      expect(text(el, 'count')).to.equal('5000 wyników');
      // Far down: the rows there wait as skeleton rows, in their place, for their block.
      // Once the virtualizer has measured the rows (it corrects its first size estimate).
      await stableHeight(el);
      await scrollTo(el, scroller(el).scrollHeight / 2);
      await until(() => bodyRows(el).some((r) => r.getAttribute('aria-busy') === 'true'), 'skeleton rows');
      const pending = bodyRows(el).find((r) => r.getAttribute('aria-busy') === 'true')!;
      expect(pending.querySelector('[part~="skeleton"]')).to.not.equal(null);
      open();
      await until(() => !bodyRows(el).some((r) => r.getAttribute('aria-busy') === 'true'), 'their block');
      // The virtualizer places the rows anew once it has measured them instead of the skeleton rows.
      await stableHeight(el);
      await stableTop(el);
      // A row in view (the rendered rows reach 10 beyond each edge).
      const view = scroller(el).getBoundingClientRect();
      const row = bodyRows(el).find((r) => r.getBoundingClientRect().top > view.top + 80)!;
      const index = Number(row.getAttribute('aria-rowindex'));
      expect(row.textContent).to.contain(`Usługa ${index - 1}`);
      expect(requests.length).to.be.greaterThan(1);
      expect(requests.slice(1).every((r) => r.limit === 100 && r.offset % 100 === 0)).to.equal(true);
      // A row of a later block selects by its key.
      el.addEventListener('pp-navigate', (e) => e.preventDefault());
      // Where it is (not scrolled into the middle first: the virtualizer would move the rows under it).
      const box = row.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
      const seen: unknown[] = [];
      el.addEventListener('pp-selection-change', (e) => seen.push(e.detail));
      await sendMouse({ type: 'click', position: center(box) });
      await settle(el);
      expect(box.checked).to.equal(true);
      expect(seen.length).to.equal(1);
      expect(el.selection.keys).to.deep.equal([String(index - 1)]);
      // A new sort starts again from the first block; the blocks under way are aborted.
      const asked = requests.length;
      await click(el, header(el, 'CPU'));
      await until(() => requests.length > asked, 'the first block again');
      expect([requests[asked]!.offset, requests[asked]!.sort]).to.deep.equal([
        0,
        [{ id: 'cpu', desc: false }],
      ]);
    });

    it('while the focused row is scrolled away, its header holds the tab stop', async () => {
      const el = await table({ rows: many, virtual: true });
      await until(() => bodyRows(el).length > 0, 'the rows');
      const cell = bodyRows(el)[1]!.querySelectorAll<HTMLElement>('td')[2]!;
      cell.focus();
      await settle(el);
      expect(cell.tabIndex).to.equal(0);
      (root(el).querySelector('[part~="search"]') as HTMLElement).focus();
      await scrollTo(el, 40000);
      await until(() => !rowIndexes(el).includes(3), 'row 2 gone');
      await settle(el);
      expect(header(el, 'CPU').tabIndex).to.equal(0);
      await scrollTo(el, 0);
      await until(() => rowIndexes(el).includes(3), 'row 2 back');
      await settle(el);
      expect(header(el, 'CPU').tabIndex).to.equal(-1);
    });
  });

  describe('row links', () => {
    let assigned: string[];
    let original: (href: string) => void;
    beforeEach(() => {
      assigned = [];
      const ctor = customElements.get('pp-data-table') as unknown as typeof PpDataTable;
      original = ctor.assignLocation;
      ctor.assignLocation = (href) => assigned.push(href);
    });
    afterEach(() => {
      (customElements.get('pp-data-table') as unknown as typeof PpDataTable).assignLocation = original;
    });

    it('a row click fires a cancelable pp-navigate, then follows the link unless canceled', async () => {
      const el = await table();
      const seen: string[] = [];
      let cancel = true;
      el.addEventListener('pp-navigate', (e) => {
        seen.push(e.detail.href);
        if (cancel) e.preventDefault();
      });
      const cell = bodyRows(el)[1]!.querySelectorAll('td')[2]!;
      await click(el, cell);
      expect(seen).to.deep.equal(['/services/2']);
      expect(assigned).to.deep.equal([]);
      cancel = false;
      await click(el, cell);
      expect(assigned).to.deep.equal(['/services/2']);
    });

    it('Enter on a cell opens the row link; rowHref wins for the row; the link itself is a real link', async () => {
      const el = await table({ rowHref: (row) => `/row/${String(row['id'])}` });
      const seen: string[] = [];
      el.addEventListener('pp-navigate', (e) => {
        seen.push(e.detail.href);
        e.preventDefault();
      });
      await tabIntoGrid(el);
      await press(el, 'ArrowDown');
      await press(el, 'Enter'); // the link cell: its own link
      await press(el, 'ArrowRight');
      await press(el, 'Enter'); // another cell: the row's link
      expect(seen).to.deep.equal(['/services/1', '/row/1']);
      const link = bodyRows(el)[0]!.querySelector('a')!;
      expect(link.getAttribute('href')).to.equal('/services/1');
      await click(el, link);
      expect(seen.at(-1)).to.equal('/services/1');
      expect(seen).to.have.length(3);
    });
  });

  describe('server-side data', () => {
    /** A fake provider: answers after 150 ms (after `hold` settles, when given), fails, or never answers. */
    function provider(options: { fail?: boolean; never?: boolean; hold?: Promise<void> } = {}) {
      const requests: DataTableDataRequest[] = [];
      const fn: DataTableDataProvider = (request) => {
        requests.push(request);
        if (options.never) return new Promise(() => {});
        if (options.fail) return Promise.reject(new Error('boom'));
        const matching = services.filter((s) =>
          String(s['name']).toLowerCase().includes(request.search.toLowerCase()),
        );
        return new Promise(
          (resolve) =>
            void (options.hold ?? Promise.resolve()).then(() =>
              setTimeout(
                () =>
                  resolve({
                    rows: matching.slice(request.offset, request.offset + request.limit),
                    total: matching.length * 10,
                  }),
                150,
              ),
            ),
        );
      };
      return { fn, requests };
    }

    it('shows skeleton rows while loading (aria-busy), then the page with the host total', async () => {
      let release = () => {};
      const hold = new Promise<void>((resolve) => (release = resolve));
      const { fn, requests } = provider({ hold });
      const el = await table({ dataProvider: fn });
      expect(grid(el).getAttribute('aria-busy')).to.equal('true');
      expect(root(el).querySelectorAll('[part~="skeleton"]').length).to.be.greaterThan(0);
      expect(root(el).querySelector('.sr-only')?.textContent).to.equal('Ładowanie…');
      // The page's CSS sees it too.
      expect(el.matches(':state(loading)')).to.equal(true);
      release();
      await until(() => grid(el).getAttribute('aria-busy') === 'false', 'loaded');
      await settle(el);
      expect(el.matches(':state(loading)')).to.equal(false);
      expect(requests[0]).to.deep.include({ offset: 0, limit: 10, search: '' });
      expect(requests[0]!.signal).to.be.instanceOf(AbortSignal);
      expect(grid(el).getAttribute('aria-rowcount')).to.equal('301');
      expect(text(el, 'range')).to.equal('1–10 z 300');
      await click(el, header(el, 'Nazwa'));
      expect(requests.at(-1)).to.deep.include({ sort: [{ id: 'name', desc: false }], offset: 0 });
      await until(() => grid(el).getAttribute('aria-busy') === 'false', 'loaded');
      await click(el, button(el, 'Następna strona'));
      expect(requests.at(-1)).to.deep.include({ offset: 10, limit: 10 });
    });

    it('debounces typing and aborts the stale request; announces the count', async () => {
      const { fn, requests } = provider();
      const el = await table({ dataProvider: fn, debounce: 150 });
      await until(() => grid(el).getAttribute('aria-busy') === 'false', 'loaded');
      const before = requests.length;
      await type(el, field(el, 'Szukaj'), 'alf');
      await until(() => requests.length === before + 1, 'one debounced request');
      expect(requests.at(-1)!.search).to.equal('alf');
      // A sort at once after a search request: the search request is aborted.
      await click(el, header(el, 'CPU'));
      expect(requests.at(-2)!.signal.aborted).to.equal(true);
      expect(requests.at(-1)!.signal.aborted).to.equal(false);
      await until(() => grid(el).getAttribute('aria-busy') === 'false', 'loaded');
      await settle(el);
      expect(column(el, 0)).to.deep.equal(['Alfa 1', 'Alfa 11', 'Alfa 21']);
      await type(el, field(el, 'Szukaj'), 'a');
      await until(() => live(el) === '30 wyników', 'the count');
    });

    it('forgets a failure when client-side rows replace the data provider: the keyboard reaches them', async () => {
      const failing = provider({ fail: true });
      const el = await table({ dataProvider: failing.fn });
      await until(() => !!root(el).querySelector('[part~="error"]'), 'the error');
      el.dataProvider = undefined;
      await settle(el);
      expect(bodyRows(el)).to.have.length(10);
      await tabIntoGrid(el);
      await press(el, 'ArrowDown');
      expect(focusedAt(el)).to.deep.equal([1, 0]);
    });

    it('shows the error with a retry button, and the empty text', async () => {
      const failing = provider({ fail: true });
      const el = await table({ dataProvider: failing.fn });
      await until(() => !!root(el).querySelector('[part~="error"]'), 'the error');
      expect(text(el, 'error')).to.include('Nie udało się wczytać danych.');
      await until(() => live(el) === 'Nie udało się wczytać danych.', 'the error announcement');
      const ok = provider();
      el.dataProvider = ok.fn;
      await settle(el);
      await until(() => grid(el).getAttribute('aria-busy') === 'false', 'loaded');
      el.dataProvider = failing.fn;
      await until(() => !!root(el).querySelector('[part~="retry"]'), 'retry');
      const count = failing.requests.length;
      await click(el, root(el).querySelector('[part~="retry"]')!);
      await until(() => failing.requests.length === count + 1, 'asked again');
      el.dataProvider = () => Promise.resolve({ rows: [], total: 0 });
      await until(() => text(el, 'empty') === 'Brak wyników', 'the empty text');
    });
  });

  describe('selection', () => {
    const details = (el: PpDataTable) => {
      const seen: DataTableSelectionDetail[] = [];
      el.addEventListener('pp-selection-change', (e) => seen.push(e.detail));
      return seen;
    };

    it('adds a first column of labelled checkboxes; a click selects a row, not its link', async () => {
      const el = await table({ selectable: true });
      const seen = details(el);
      const navigations: string[] = [];
      el.addEventListener('pp-navigate', (e) => {
        navigations.push(e.detail.href);
        e.preventDefault();
      });
      expect(grid(el).getAttribute('aria-colcount')).to.equal('6');
      expect(headers(el).map((h) => h.getAttribute('aria-colindex'))).to.deep.equal([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
      ]);
      expect(checkbox(el, 'Zaznacz wszystkie na stronie').closest('th')).to.equal(headers(el)[0]);
      expect(bodyRows(el)[0]!.getAttribute('aria-selected')).to.equal('false');
      expect(selectionText(el)).to.equal('');
      await click(el, checkbox(el, 'Zaznacz wiersz Alfa 1'));
      expect(checkbox(el, 'Zaznacz wiersz Alfa 1').checked).to.equal(true);
      expect(bodyRows(el)[0]!.getAttribute('aria-selected')).to.equal('true');
      expect(checkbox(el, 'Zaznacz wszystkie na stronie').indeterminate).to.equal(true);
      expect(seen).to.deep.equal([
        { selection: { keys: ['1'], allMatching: false, excluded: [] }, count: 1 },
      ]);
      expect(selectionText(el)).to.equal('Zaznaczono 1 wiersz');
      expect(live(el)).to.equal('Zaznaczono 1 wiersz');
      // A click in the checkbox's cell, beside the checkbox, toggles it too.
      const cell = checkbox(el, 'Zaznacz wiersz Bravo 2').closest('td')!;
      const box = cell.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.left + 3), Math.round(box.top + 3)] });
      await settle(el);
      expect(checkedRows(el)).to.deep.equal(['Alfa 1', 'Bravo 2']);
      expect(selectionText(el)).to.equal('Zaznaczono 2 wiersze');
      expect(navigations).to.deep.equal([]);
      expect(el.selection).to.deep.equal({ keys: ['1', '2'], allMatching: false, excluded: [] });
      await expectNoAxeViolations(el, 'selected');
    });

    it("the checkbox takes its cell's focus: arrows move on, Space toggles, Enter opens nothing", async () => {
      const el = await table({ selectable: true });
      const seen = details(el);
      const navigations: string[] = [];
      el.addEventListener('pp-navigate', (e) => {
        navigations.push(e.detail.href);
        e.preventDefault();
      });
      await tabIntoGrid(el);
      expect(focused(el)).to.equal(checkbox(el, 'Zaznacz wszystkie na stronie'));
      expect(focusedAt(el)).to.deep.equal([0, 0]);
      await press(el, 'ArrowDown');
      expect(focused(el)).to.equal(checkbox(el, 'Zaznacz wiersz Alfa 1'));
      expect(focused(el)!.getAttribute('tabindex')).to.equal('0');
      expect(root(el).querySelectorAll('[role="grid"] [tabindex="0"]')).to.have.length(1);
      await press(el, 'Space');
      expect(checkbox(el, 'Zaznacz wiersz Alfa 1').checked).to.equal(true);
      expect(seen.at(-1)!.selection.keys).to.deep.equal(['1']);
      await press(el, 'Enter');
      expect(navigations).to.deep.equal([]);
      await press(el, 'ArrowRight');
      expect(focusedAt(el)).to.deep.equal([1, 1]);
      expect(focused(el)?.localName).to.equal('td');
      await press(el, 'ArrowLeft');
      expect(focused(el)).to.equal(checkbox(el, 'Zaznacz wiersz Alfa 1'));
      await press(el, 'ArrowDown');
      await press(el, 'Space');
      expect(checkedRows(el)).to.deep.equal(['Alfa 1', 'Bravo 2']);
      await press(el, 'Space');
      expect(checkedRows(el)).to.deep.equal(['Alfa 1']);
      // Space on the header's checkbox selects the page (it does not sort).
      await press(el, 'Control+Home');
      expect(focused(el)).to.equal(checkbox(el, 'Zaznacz wszystkie na stronie'));
      await press(el, 'Space');
      expect(el.state.sort).to.deep.equal([]);
      expect(checkedRows(el)).to.have.length(10);
      expect(seen.map((d) => d.count)).to.deep.equal([1, 2, 1, 10]);
    });

    it('the header checkbox selects and clears the page; indeterminate when some rows are selected', async () => {
      const el = await table({ selectable: true });
      const page = checkbox(el, 'Zaznacz wszystkie na stronie');
      await click(el, page);
      expect(checkedRows(el)).to.have.length(10);
      expect(page.checked).to.equal(true);
      expect(page.indeterminate).to.equal(false);
      expect(selectionText(el)).to.equal('Zaznaczono 10 wierszy');
      await click(el, checkbox(el, 'Zaznacz wiersz Charlie 3'));
      expect(page.checked).to.equal(false);
      expect(page.indeterminate).to.equal(true);
      expect(live(el)).to.equal('Zaznaczono 9 wierszy');
      // An indeterminate page checkbox selects the whole page, then clears it.
      await click(el, page);
      expect(page.checked).to.equal(true);
      expect(checkedRows(el)).to.have.length(10);
      await click(el, page);
      expect(checkedRows(el)).to.deep.equal([]);
      expect(page.indeterminate).to.equal(false);
      expect(selectionText(el)).to.equal('');
      expect(el.selection.keys).to.deep.equal([]);
      expect(live(el)).to.equal('Zaznaczono 0 wierszy');
    });

    it('Shift+click selects the range from the row toggled last', async () => {
      const el = await table({ selectable: true });
      await click(el, checkbox(el, 'Zaznacz wiersz Bravo 2'));
      await click(el, checkbox(el, 'Zaznacz wiersz Echo 5'), 'Shift');
      expect(checkedRows(el)).to.deep.equal(['Bravo 2', 'Charlie 3', 'Delta 4', 'Echo 5']);
      expect(selectionText(el)).to.equal('Zaznaczono 4 wiersze');
    });

    it('survives paging, sorting and filtering (rows are kept by key)', async () => {
      const el = await table({ selectable: true });
      await click(el, checkbox(el, 'Zaznacz wiersz Alfa 1'));
      await click(el, checkbox(el, 'Zaznacz wiersz Echo 5'));
      await click(el, button(el, 'Następna strona'));
      expect(checkedRows(el)).to.deep.equal([]);
      expect(checkbox(el, 'Zaznacz wszystkie na stronie').indeterminate).to.equal(false);
      await click(el, checkbox(el, 'Zaznacz wiersz Alfa 11'));
      expect(selectionText(el)).to.equal('Zaznaczono 3 wiersze');
      await click(el, button(el, 'Poprzednia strona'));
      expect(checkedRows(el)).to.deep.equal(['Alfa 1', 'Echo 5']);
      // Sorted by name: the same rows are checked wherever they are now.
      await click(el, header(el, 'Nazwa'));
      expect(column(el, 1).slice(0, 3)).to.deep.equal(['Alfa 1', 'Alfa 11', 'Alfa 21']);
      expect(checkedRows(el)).to.deep.equal(['Alfa 1', 'Alfa 11']);
      await type(el, field(el, 'Filtruj: Nazwa'), 'echo');
      expect(checkedRows(el)).to.deep.equal(['Echo 5']);
      expect(selectionText(el)).to.equal('Zaznaczono 3 wiersze');
      expect(el.selection.keys).to.deep.equal(['1', '5', '11']);
    });

    it('offers all matching rows once the page is selected; client-side, they are listed by key', async () => {
      const el = await table({ selectable: true });
      const seen = details(el);
      expect(textButton(el, 'Zaznacz wszystkie pasujące (30)')).to.equal(undefined);
      await click(el, checkbox(el, 'Zaznacz wszystkie na stronie'));
      const all = textButton(el, 'Zaznacz wszystkie pasujące (30)')!;
      await click(el, all);
      expect(seen.at(-1)!.count).to.equal(30);
      expect(seen.at(-1)!.selection.allMatching).to.equal(false);
      expect(seen.at(-1)!.selection.keys).to.have.length(30);
      expect(selectionText(el)).to.equal('Zaznaczono 30 wierszy');
      expect(textButton(el, 'Zaznacz wszystkie pasujące (30)')).to.equal(undefined);
      expect(focused(el)).to.equal(textButton(el, 'Wyczyść zaznaczenie'));
      // Matching the search only: the search's rows join the selection.
      el.selection = {};
      el.state = { search: 'Alfa' };
      await settle(el);
      await click(el, checkbox(el, 'Zaznacz wszystkie na stronie'));
      expect(textButton(el, 'Zaznacz wszystkie pasujące (3)')).to.equal(undefined); // one page only
      expect(el.selection.keys).to.deep.equal(['1', '11', '21']);
    });

    it('with a data provider, all matching is a flag with excluded keys, ended by a new search', async () => {
      const requests: DataTableDataRequest[] = [];
      const dataProvider: DataTableDataProvider = (request) => {
        requests.push(request);
        const matching = services.filter((s) => String(s['name']).includes(request.search));
        // Every row 10 times over: 300 matching rows, keys from the offset.
        const rows = Array.from({ length: request.limit }, (_, i) => {
          const row = matching[(request.offset + i) % matching.length]!;
          return {
            ...row,
            id: request.offset + i + 1,
            name: `${String(row['name'])} #${request.offset + i + 1}`,
          };
        });
        return Promise.resolve({ rows, total: matching.length * 10 });
      };
      const el = await table({ selectable: true, dataProvider });
      const seen = details(el);
      await until(() => grid(el).getAttribute('aria-busy') === 'false', 'loaded');
      await settle(el);
      await click(el, checkbox(el, 'Zaznacz wszystkie na stronie'));
      await click(el, textButton(el, 'Zaznacz wszystkie pasujące (300)')!);
      expect(seen.at(-1)).to.deep.equal({
        selection: { keys: [], allMatching: true, excluded: [] },
        count: 300,
      });
      expect(selectionText(el)).to.equal('Zaznaczono 300 wierszy');
      expect(live(el)).to.equal('Zaznaczono 300 wierszy');
      await click(el, button(el, 'Następna strona'));
      await until(() => checkedRows(el).length === 10, 'the next page checked');
      expect(checkbox(el, 'Zaznacz wszystkie na stronie').checked).to.equal(true);
      await click(el, checkbox(el, 'Zaznacz wiersz Alfa 11 #11'));
      expect(seen.at(-1)).to.deep.equal({
        selection: { keys: [], allMatching: true, excluded: ['11'] },
        count: 299,
      });
      expect(selectionText(el)).to.equal('Zaznaczono 299 wierszy');
      // Sorting keeps it; a search matches other rows: the selection ends.
      await click(el, header(el, 'CPU'));
      expect(el.selection.allMatching).to.equal(true);
      await type(el, field(el, 'Szukaj'), 'Alfa');
      expect(seen.at(-1)).to.deep.equal({
        selection: { keys: [], allMatching: false, excluded: [] },
        count: 0,
      });
      await until(() => grid(el).getAttribute('aria-busy') === 'false', 'loaded');
      await settle(el);
      expect(checkedRows(el)).to.deep.equal([]);
      expect(requests.length).to.be.greaterThan(2);
    });

    it('clears the selection; focus goes back to the grid', async () => {
      const el = await table({ selectable: true, selection: { keys: ['1', '2', '30'] } });
      const seen = details(el);
      expect(selectionText(el)).to.equal('Zaznaczono 3 wiersze');
      await click(el, textButton(el, 'Wyczyść zaznaczenie')!);
      expect(seen).to.deep.equal([{ selection: { keys: [], allMatching: false, excluded: [] }, count: 0 }]);
      expect(checkedRows(el)).to.deep.equal([]);
      expect(selectionText(el)).to.equal('');
      expect(textButton(el, 'Wyczyść zaznaczenie')).to.equal(undefined);
      expect(focused(el)).to.equal(checkbox(el, 'Zaznacz wszystkie na stronie'));
    });

    it('shows a selection the host sets (no event), and counts with Polish and English plurals', async () => {
      const el = await table({ selectable: true });
      const seen = details(el);
      const counts: Record<number, string> = {};
      for (const n of [1, 3, 5, 22]) {
        el.selection = { keys: services.slice(0, n).map((s) => String(s['id'])) };
        await settle(el);
        counts[n] = selectionText(el);
      }
      expect(counts).to.deep.equal({
        1: 'Zaznaczono 1 wiersz',
        3: 'Zaznaczono 3 wiersze',
        5: 'Zaznaczono 5 wierszy',
        22: 'Zaznaczono 22 wiersze',
      });
      el.selection = { keys: ['2', 4 as never] };
      await settle(el);
      expect(checkedRows(el)).to.deep.equal(['Bravo 2', 'Delta 4']);
      expect(checkbox(el, 'Zaznacz wszystkie na stronie').indeterminate).to.equal(true);
      expect(seen).to.deep.equal([]);
      const copy = el.selection;
      copy.keys.push('9');
      expect(el.selection.keys).to.deep.equal(['2', '4']);
      await setLang(el, 'en', el);
      expect(selectionText(el)).to.equal('2 rows selected');
      expect(checkbox(el, 'Select row Bravo 2').checked).to.equal(true);
      el.selection = { keys: ['2'] };
      await settle(el);
      expect(selectionText(el)).to.equal('1 row selected');
      // allMatching set on client-side rows becomes their keys, but the excluded.
      el.selection = { allMatching: true, excluded: ['3'] };
      await settle(el);
      expect(el.selection.allMatching).to.equal(false);
      expect(el.selection.keys).to.have.length(29);
      expect(selectionText(el)).to.equal('29 rows selected');
    });

    it('without selectable, no checkbox column (the selection is kept for when it comes back)', async () => {
      const el = await table({ selection: { keys: ['1'] } });
      expect(grid(el).querySelector('input[type="checkbox"]')).to.equal(null);
      expect(grid(el).getAttribute('aria-colcount')).to.equal('5');
      expect(bodyRows(el)[0]!.hasAttribute('aria-selected')).to.equal(false);
      expect(selectionText(el)).to.equal('');
      el.selectable = true;
      await settle(el);
      expect(checkedRows(el)).to.deep.equal(['Alfa 1']);
    });
  });

  describe('languages', () => {
    const texts: BuiltInText<PpDataTable>[] = [
      {
        property: 'searchLabel',
        pl: 'Szukaj',
        en: 'Search',
        read: (el) => root(el).querySelector('label span')!.textContent,
      },
      {
        property: 'filterLabel',
        pl: 'Filtruj: {column}',
        en: 'Filter: {column}',
        read: (el) => root(el).querySelectorAll('label span')[1]!.textContent,
        shown: { pl: 'Filtruj: Nazwa', en: 'Filter: Nazwa' },
      },
      {
        property: 'filterAllText',
        pl: 'Wszystkie',
        en: 'All',
        read: async (el) => {
          el.columns = filterColumns;
          await settle(el);
          return shownValues(setFilter(el, el.filterLabel.replace('{column}', 'Status')));
        },
      },
      {
        property: 'dateFromLabel',
        pl: 'Od',
        en: 'From',
        read: (el) => root(el).querySelector('[part~="filter-range"] label span')!.textContent,
      },
      {
        property: 'dateToLabel',
        pl: 'Do',
        en: 'To',
        read: (el) => root(el).querySelectorAll('[part~="filter-range"] label span')[1]!.textContent,
      },
      {
        property: 'dateRangeErrorText',
        pl: 'Data początkowa jest późniejsza niż końcowa',
        en: 'The start date is after the end date',
        read: async (el) => {
          const [from, to] = root(el).querySelectorAll<HTMLInputElement>('[part~="filter-date"]');
          await setDate(el, to!, '2024-01-01');
          await setDate(el, from!, '2024-01-02');
          const shown = [text(el, 'filter-error'), live(el)];
          el.state = {};
          el.columns = columns;
          await settle(el);
          return shown;
        },
        shown: {
          pl: ['Data początkowa jest późniejsza niż końcowa', 'Data początkowa jest późniejsza niż końcowa'],
          en: ['The start date is after the end date', 'The start date is after the end date'],
        },
      },
      {
        property: 'paginationLabel',
        pl: 'Stronicowanie',
        en: 'Pagination',
        read: (el) => text(el, 'pagination') && root(el).querySelector('nav')!.getAttribute('aria-label'),
      },
      {
        property: 'pageSizeLabel',
        pl: 'Wierszy na stronie',
        en: 'Rows per page',
        read: (el) => root(el).querySelector('nav label span')!.textContent,
      },
      {
        property: 'rangeText',
        pl: '{from}–{to} z {total}',
        en: '{from}–{to} of {total}',
        read: (el) => text(el, 'range'),
        shown: { pl: '1–10 z 30', en: '1–10 of 30' },
      },
      {
        property: 'pageText',
        pl: 'Strona {page} z {count}',
        en: 'Page {page} of {count}',
        read: (el) => text(el, 'page'),
        shown: { pl: 'Strona 1 z 3', en: 'Page 1 of 3' },
      },
      {
        property: 'firstPageLabel',
        pl: 'Pierwsza strona',
        en: 'First page',
        read: (el) => root(el).querySelectorAll('[part~="page-button"]')[0]!.getAttribute('aria-label'),
      },
      {
        property: 'previousPageLabel',
        pl: 'Poprzednia strona',
        en: 'Previous page',
        read: (el) => root(el).querySelectorAll('[part~="page-button"]')[1]!.getAttribute('aria-label'),
      },
      {
        property: 'nextPageLabel',
        pl: 'Następna strona',
        en: 'Next page',
        read: (el) => root(el).querySelectorAll('[part~="page-button"]')[2]!.getAttribute('aria-label'),
      },
      {
        property: 'lastPageLabel',
        pl: 'Ostatnia strona',
        en: 'Last page',
        read: (el) => root(el).querySelectorAll('[part~="page-button"]')[3]!.getAttribute('aria-label'),
      },
      {
        property: 'sortedText',
        pl: 'Posortowano według {columns}',
        en: 'Sorted by {columns}',
        read: async (el) => {
          el.state = {};
          await settle(el);
          await click(el, header(el, 'Nazwa'));
          return live(el);
        },
        shown: { pl: 'Posortowano według Nazwa rosnąco', en: 'Sorted by Nazwa ascending' },
      },
      {
        property: 'ascendingText',
        pl: 'rosnąco',
        en: 'ascending',
        read: (el) => el.ascendingText,
      },
      {
        property: 'descendingText',
        pl: 'malejąco',
        en: 'descending',
        read: async (el) => {
          el.state = { sort: [{ id: 'name', desc: false }] };
          await settle(el);
          await click(el, header(el, 'Nazwa'));
          return live(el).endsWith(el.descendingText) ? el.descendingText : live(el);
        },
      },
      {
        property: 'unsortedText',
        pl: 'Bez sortowania',
        en: 'Not sorted',
        read: async (el) => {
          el.state = { sort: [{ id: 'name', desc: true }] };
          await settle(el);
          await click(el, header(el, 'Nazwa'));
          return live(el);
        },
      },
      {
        property: 'emptyText',
        pl: 'Brak wyników',
        en: 'No results',
        read: async (el) => {
          el.state = { search: 'zzzz' };
          await settle(el);
          const shown = text(el, 'empty');
          el.state = {};
          await settle(el);
          return shown;
        },
      },
      {
        property: 'countText',
        pl: { one: '{count} wynik', few: '{count} wyniki', many: '{count} wyników', other: '{count} wyniku' },
        en: { one: '{count} result', other: '{count} results' },
        read: async (el) => {
          const search = root(el).querySelector<HTMLInputElement>('[part~="search"]')!;
          search.value = '';
          await type(el, search, 'Alfa 1');
          await until(() => /\d/.test(live(el)), 'a count');
          const spoken = live(el);
          el.state = {};
          await settle(el);
          return spoken;
        },
        shown: { pl: '2 wyniki', en: '2 results' },
      },
      {
        property: 'selectRowLabel',
        pl: 'Zaznacz wiersz {row}',
        en: 'Select row {row}',
        read: async (el) => {
          el.selectable = true;
          await settle(el);
          return root(el).querySelector('tbody input[type="checkbox"]')!.getAttribute('aria-label');
        },
        shown: { pl: 'Zaznacz wiersz Alfa 1', en: 'Select row Alfa 1' },
      },
      {
        property: 'selectPageLabel',
        pl: 'Zaznacz wszystkie na stronie',
        en: 'Select all on this page',
        read: (el) => root(el).querySelector('thead input[type="checkbox"]')!.getAttribute('aria-label'),
      },
      {
        property: 'selectionCountText',
        pl: {
          one: 'Zaznaczono {count} wiersz',
          few: 'Zaznaczono {count} wiersze',
          many: 'Zaznaczono {count} wierszy',
          other: 'Zaznaczono {count} wiersza',
        },
        en: { one: '{count} row selected', other: '{count} rows selected' },
        read: async (el) => {
          const box = root(el).querySelector<HTMLInputElement>('thead input[type="checkbox"]')!;
          await click(el, box);
          return [selectionText(el), live(el)];
        },
        shown: {
          pl: ['Zaznaczono 10 wierszy', 'Zaznaczono 10 wierszy'],
          en: ['10 rows selected', '10 rows selected'],
        },
      },
      {
        property: 'selectAllMatchingLabel',
        pl: 'Zaznacz wszystkie pasujące ({total})',
        en: 'Select all {total} matching',
        read: (el) => root(el).querySelector('[data-action="all-matching"]')?.textContent?.trim(),
        shown: { pl: 'Zaznacz wszystkie pasujące (30)', en: 'Select all 30 matching' },
      },
      {
        property: 'clearSelectionLabel',
        pl: 'Wyczyść zaznaczenie',
        en: 'Clear selection',
        read: async (el) => {
          const shown = root(el).querySelector('[data-action="clear-selection"]')?.textContent?.trim();
          el.selection = {};
          el.selectable = false;
          await settle(el);
          return shown;
        },
      },
      {
        property: 'loadingText',
        pl: 'Ładowanie…',
        en: 'Loading…',
        read: async (el) => {
          el.dataProvider = () => new Promise(() => {});
          await settle(el);
          const shown = root(el).querySelector('.sr-only')?.textContent;
          el.dataProvider = undefined;
          await settle(el);
          return shown;
        },
      },
      {
        property: 'errorText',
        pl: 'Nie udało się wczytać danych.',
        en: 'Could not load the data.',
        read: async (el) => {
          el.dataProvider = () => Promise.reject(new Error('boom'));
          await until(() => !!root(el).querySelector('[part~="error"]'), 'the error');
          const cell = root(el).querySelector('[part~="error"]')!;
          return [...cell.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent)
            .join('')
            .trim();
        },
      },
      {
        property: 'retryLabel',
        pl: 'Spróbuj ponownie',
        en: 'Try again',
        read: async (el) => {
          const shown = text(el, 'retry');
          el.dataProvider = undefined;
          await settle(el);
          return shown;
        },
      },
    ];

    it('speaks Polish by default and English after lang, at run time, every text overridable', async () => {
      const el = await table();
      await expectTexts(el, texts, 'pl');
      await setLang(el, 'en', el);
      await expectTexts(el, texts, 'en');
      expect(root(el).querySelector('tbody')!.textContent).to.include('Jan 1, 2024');
      el.emptyText = 'Nic';
      el.state = { search: 'zzzz' };
      await settle(el);
      expect(text(el, 'empty')).to.equal('Nic');
      // Typed as the text itself; JavaScript may give it back to the catalogue with null.
      (el as { emptyText: unknown }).emptyText = null;
      await settle(el);
      expect(text(el, 'empty')).to.equal('No results');
    });
  });
});
