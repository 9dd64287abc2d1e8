import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { expect, userEvent, waitFor } from 'storybook/test';
import './pp-combobox.js';
import type { ComboboxDataProvider, ComboboxOption, PpCombobox } from './pp-combobox.js';

// Demo data only: the portal builds the real project list and command list and hands them over.

const svgIcon = (body: string) =>
  `<svg viewBox="0 0 20 20" fill="none" stroke="black" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

const icons = {
  folder: svgIcon(
    '<path d="M2.5 6.5v8a1.5 1.5 0 0 0 1.5 1.5h12a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 16 7h-6L8.5 5H4A1.5 1.5 0 0 0 2.5 6.5z"/>',
  ),
  arrow: svgIcon('<path d="M4 10h12M11 5l5 5-5 5"/>'),
  moon: svgIcon('<path d="M16 12.5A6.5 6.5 0 0 1 7.5 4a6.5 6.5 0 1 0 8.5 8.5z"/>'),
  columns: svgIcon('<rect x="3" y="3.5" width="14" height="13" rx="1.5"/><path d="M8 3.5v13M12.5 3.5v13"/>'),
  logout: svgIcon('<path d="M8 16.5H4.5a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1H8M13 14l4-4-4-4M17 10H8"/>'),
};

const projects: ComboboxOption[] = [
  {
    id: '101',
    name: 'Portal klienta',
    description: 'Produkcja · Warszawa',
    icon: icons.folder,
    active: true,
  },
  { id: '102', name: 'Sklep internetowy', description: 'Produkcja · Łódź', icon: icons.folder },
  { id: '103', name: 'Środowisko testowe', description: 'Test · Kraków', icon: icons.folder },
  { id: '104', name: 'Kopie zapasowe', description: 'Veeam · Gdańsk', icon: icons.folder },
  { id: '105', name: 'Analityka', description: 'VMware Cloud · Poznań', icon: icons.folder },
];

const commands = (english = false): ComboboxOption[] => [
  {
    id: 'go',
    name: english ? 'Go to' : 'Przejdź do',
    icon: icons.arrow,
    children: [
      { id: 'dashboard', name: english ? 'Dashboard' : 'Pulpit', href: '/' },
      { id: 'payments', name: english ? 'Payments' : 'Płatności', href: '/payments', active: true },
      { id: 'projects', name: english ? 'Projects' : 'Projekty', href: '/projects' },
      {
        id: 'status',
        name: english ? 'Service status' : 'Status usług',
        description: english ? 'Opens the status page' : 'Otwiera stronę statusu',
        href: 'https://status.example.com/',
        asInertiaLink: false,
      },
    ],
  },
  {
    id: 'theme',
    name: english ? 'Theme' : 'Motyw',
    icon: icons.moon,
    children: [
      { id: 'theme-system', name: english ? 'System' : 'Systemowy', inputType: 'radio', active: true },
      { id: 'theme-light', name: english ? 'Light' : 'Jasny', inputType: 'radio' },
      { id: 'theme-dark', name: english ? 'Dark' : 'Ciemny', inputType: 'radio' },
    ],
  },
  {
    id: 'columns',
    name: english ? 'Table columns' : 'Kolumny tabeli',
    icon: icons.columns,
    children: [
      { id: 'col-name', name: english ? 'Name' : 'Nazwa', inputType: 'checkbox', active: true },
      {
        id: 'col-created',
        name: english ? 'Created at' : 'Data utworzenia',
        inputType: 'checkbox',
        active: true,
      },
      { id: 'col-owner', name: english ? 'Owner' : 'Właściciel', inputType: 'checkbox' },
    ],
  },
  { id: 'logout', name: english ? 'Log out' : 'Wyloguj', icon: icons.logout },
];

const cities = [
  'Warszawa',
  'Kraków',
  'Łódź',
  'Wrocław',
  'Poznań',
  'Gdańsk',
  'Szczecin',
  'Bydgoszcz',
  'Lublin',
];

const hundredThousand: ComboboxOption[] = Array.from({ length: 100000 }, (_, i) => ({
  id: `vm-${i + 1}`,
  name: `vm-${String(i + 1).padStart(6, '0')} ${cities[i % cities.length]}`,
  ...(i % 10 === 0 ? { description: `Serwer wirtualny nr ${i + 1}` } : {}),
}));

/** A pretend server: 10,000 machines, filtered server-side, 300 ms latency, nested disks per machine. */
const serverProvider: ComboboxDataProvider = async ({ query, parent, offset, limit, signal }) => {
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, 300);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
  if (parent) {
    const disks = Array.from({ length: 4 }, (_, i) => ({
      id: `${parent.id}-disk-${i}`,
      name: `Dysk ${i + 1}`,
    }));
    return { items: disks.slice(offset, offset + limit), total: disks.length };
  }
  const needle = query.trim().toLowerCase();
  const all: ComboboxOption[] = [];
  for (let i = 1; i <= 10000; i++) {
    const name = `srv-${String(i).padStart(5, '0')}`;
    if (!needle || name.includes(needle)) all.push({ id: name, name, children: [] });
  }
  return { items: all.slice(offset, offset + limit), total: all.length };
};

const logEvent = (event: Event) => {
  const detail = (event as CustomEvent).detail as { option?: ComboboxOption; checked?: boolean } | undefined;
  const out = (event.currentTarget as HTMLElement).parentElement?.querySelector('output');
  if (!out) return;
  if (event.type === 'pp-navigate') event.preventDefault();
  const target = event.currentTarget as PpCombobox;
  out.textContent = `${event.type}: ${detail?.option?.name ?? ''}${
    detail?.checked !== undefined ? ` (${detail.checked})` : ''
  } · value=${target.value}`;
};

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
const patience = { timeout: 5000 };

// Play helpers. Testing Library queries stop at shadow roots, so the parts inside the element are found
// through its shadowRoot; keys go to the focused element, which user-event finds inside shadow roots.

/** The n-th pp-combobox of the story, with its combobox (input or trigger) and shadow root. */
function parts(canvasElement: HTMLElement, index = 0) {
  const el = canvasElement.querySelectorAll<PpCombobox>('pp-combobox')[index];
  if (!el?.shadowRoot) throw new Error('no rendered pp-combobox in the story');
  const root = el.shadowRoot;
  const field = root.querySelector<HTMLElement>('[role="combobox"]');
  if (!field) throw new Error('no [role="combobox"] in pp-combobox');
  /** The names of the rendered option rows, in list order. */
  const names = () =>
    [...root.querySelectorAll<HTMLElement>('[role="option"]')]
      .sort((a, b) => Number(a.dataset['index']) - Number(b.dataset['index']))
      .map((o) => o.querySelector('[part~="name"]')?.textContent?.trim() ?? '');
  /** The option row aria-activedescendant names. */
  const active = () => {
    const id = field.getAttribute('aria-activedescendant');
    return id ? root.getElementById(id) : null;
  };
  return { el, root, field, names, active };
}

/** Focuses the combobox and opens it with a key (ArrowDown by default), then waits for the rows. */
async function openWith(canvasElement: HTMLElement, key = '{ArrowDown}', index = 0) {
  const p = parts(canvasElement, index);
  p.el.focus();
  await userEvent.keyboard(key);
  await waitFor(() => expect(p.field).toHaveAttribute('aria-expanded', 'true'), patience);
  await waitFor(
    () => expect(p.root.querySelector('[role="option"], [part~="empty"]')).not.toBeNull(),
    patience,
  );
  await p.el.updateComplete;
  return p;
}

const meta: Meta = {
  title: 'Elements/Combobox',
  component: 'pp-combobox',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    mode: 'select',
    placeholder: 'Wybierz projekt',
    label: 'Projekt',
    disabled: false,
    required: false,
  },
  render: (args) => html`
    <pp-combobox
      mode=${args['mode']}
      placeholder=${args['placeholder']}
      label=${args['label']}
      empty-text=${ifDefined(args['emptyText'] as string | undefined)}
      ?disabled=${args['disabled']}
      ?required=${args['required']}
      .options=${projects}
      @pp-select=${logEvent}
    ></pp-combobox>
    <p><output></output></p>
  `,
};

export default meta;
type Story = StoryObj;

/** The top bar's project switcher: select-only, placeholder 'Wybierz projekt', the current project active. */
export const ProjectSwitcher: Story = {};

/** No project chosen yet: the placeholder shows. */
export const ProjectSwitcherEmpty: Story = {
  render: (args) =>
    html`<pp-combobox
      placeholder=${args['placeholder']}
      label=${args['label']}
      .options=${projects.map(({ active: _active, ...project }) => project)}
    ></pp-combobox>`,
};

/**
 * The command palette: editable, nested levels with a path, links (`pp-navigate`), a radio level and a
 * checkbox level; typing at the root finds nested commands too. Try 'ciem', Enter, Backspace, Escape.
 */
export const NestedCommandList: Story = {
  render: () => html`
    <pp-combobox
      mode="editable"
      label="Paleta poleceń"
      placeholder="Wpisz polecenie…"
      auto-activate
      style="--pp-combobox-width: 22rem"
      .options=${commands()}
      @pp-select=${logEvent}
      @pp-navigate=${logEvent}
    ></pp-combobox>
    <p><output></output></p>
  `,
};

/** 100,000 options, virtualised: about 20 option nodes in the DOM; End and Home jump; filtering stays fast. */
export const HundredThousandOptions: Story = {
  render: () => html`
    <pp-combobox
      mode="editable"
      label="Maszyna wirtualna"
      placeholder="Szukaj wśród 100 000 maszyn"
      style="--pp-combobox-width: 22rem"
      .options=${hundredThousand}
      @pp-select=${logEvent}
    ></pp-combobox>
    <p><output></output></p>
  `,
};

/** Server-side options through `dataProvider`: busy state with a spinner, debounce, aborted stale requests, paging, a nested level per machine. */
export const AsyncProvider: Story = {
  render: () => html`
    <pp-combobox
      mode="editable"
      label="Serwer"
      placeholder="Szukaj serwera"
      .dataProvider=${serverProvider}
      @pp-select=${logEvent}
    ></pp-combobox>
    <p><output></output></p>
  `,
};

/** While the first page loads. */
export const Loading: Story = {
  render: () =>
    html`<pp-combobox
      label="Serwer"
      placeholder="Wybierz serwer"
      open
      .dataProvider=${(() => new Promise(() => {})) as ComboboxDataProvider}
    ></pp-combobox>`,
};

/** The provider failed (the element logs the error with console.error, which its story test expects here). */
export const ProviderError: Story = {
  parameters: { storyTests: { allowConsoleErrors: ['dataProvider failed'] } },
  render: () =>
    html`<pp-combobox
      label="Serwer"
      placeholder="Wybierz serwer"
      open
      .dataProvider=${(() => Promise.reject(new Error('demo'))) as ComboboxDataProvider}
    ></pp-combobox>`,
};

/** Nothing matches: 'Brak wyników' is shown and announced. */
export const EmptyResult: Story = {
  render: () =>
    html`<pp-combobox mode="editable" label="Miasto" placeholder="Szukaj" open .options=${[]}></pp-combobox>`,
};

/** Several choices: checkbox options toggle without closing; each checked id is submitted. */
export const Checkboxes: Story = {
  render: () => html`
    <pp-combobox
      label="Kolumny"
      placeholder="Wybierz kolumny"
      .options=${(commands()[2] as ComboboxOption).children ?? []}
      @pp-select=${logEvent}
    ></pp-combobox>
    <p><output></output></p>
  `,
};

/** In a form: name, required with its validation message, reset and submit (FormData shown). */
export const InAForm: Story = {
  render: () => html`
    <form
      @submit=${(event: SubmitEvent) => {
        event.preventDefault();
        const form = event.currentTarget as HTMLFormElement;
        const out = form.querySelector('output');
        if (out) out.textContent = JSON.stringify([...new FormData(form).entries()]);
      }}
    >
      <pp-combobox
        name="city"
        mode="editable"
        required
        label="Miasto"
        placeholder="Wybierz miasto"
        .options=${cities.map((name, i) => ({ id: `c${i}`, name }))}
      ></pp-combobox>
      <button type="submit">Wyślij</button>
      <button type="reset">Wyczyść</button>
      <p><output></output></p>
    </form>
  `,
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };

/** Inside a modal dialog: the popup is in the top layer, above the dialog. */
export const InsideADialog: Story = {
  render: () => html`
    <button
      @click=${(event: Event) =>
        ((event.currentTarget as HTMLElement).nextElementSibling as HTMLDialogElement).showModal()}
    >
      Otwórz okno
    </button>
    <dialog style="overflow: hidden">
      <p>Zmień aktywny projekt</p>
      <pp-combobox label="Projekt" placeholder="Wybierz projekt" .options=${projects}></pp-combobox>
      <form method="dialog"><button>Zamknij</button></form>
    </dialog>
  `,
};

/** Colours from the dark tokens (data-theme="dark" on html, as the portal sets it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: NestedCommandList.render,
};

/** Light theme, the same command list. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  render: NestedCommandList.render,
};

/**
 * English: the built-in texts (no results, back, path, announcements with English plurals) come from
 * the element's catalogue, after lang="en" on <html>; the labels and options are the host's data.
 */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => html`
    <pp-combobox
      mode="editable"
      label="Command palette"
      placeholder="Type a command…"
      style="--pp-combobox-width: 22rem"
      .options=${commands(true)}
      @pp-select=${logEvent}
      @pp-navigate=${logEvent}
    ></pp-combobox>
    <p><output></output></p>
  `,
};

/**
 * Two languages on one page: each combobox follows its own `lang` (type 'qqq' in each), whatever the
 * toolbar's Language says; a text set explicitly (the third) wins over both.
 */
export const TwoLanguages: Story = {
  render: () => html`
    <div style="display: flex; gap: 1rem; flex-wrap: wrap; align-items: start">
      <pp-combobox
        lang="pl"
        mode="editable"
        label="Miasto"
        placeholder="Szukaj miasta"
        .options=${cities.map((name, i) => ({ id: `c${i}`, name }))}
      ></pp-combobox>
      <pp-combobox
        lang="en"
        mode="editable"
        label="City"
        placeholder="Search cities"
        .options=${cities.map((name, i) => ({ id: `c${i}`, name }))}
      ></pp-combobox>
      <pp-combobox
        mode="editable"
        label="Miasto"
        placeholder="Szukaj miasta"
        empty-text="Nie znamy takiego miasta"
        .options=${cities.map((name, i) => ({ id: `c${i}`, name }))}
      ></pp-combobox>
    </div>
  `,
  play: async ({ canvasElement }) => {
    const [pl, en, explicit] = [...canvasElement.querySelectorAll('pp-combobox')] as PpCombobox[];
    await expect(pl?.emptyText).toBe('Brak wyników');
    await expect(en?.emptyText).toBe('No results');
    await expect(explicit?.emptyText).toBe('Nie znamy takiego miasta');
  },
};

// ---- States the element tests cover, put in place by play functions -----------------------------

/** Opened with Down: the list shows under the trigger, the current project active and marked. */
export const ProjectSwitcherOpen: Story = {
  play: async ({ canvasElement }) => {
    const { active } = await openWith(canvasElement);
    await waitFor(() => expect(active()).toHaveTextContent('Portal klienta'), patience);
  },
};

/** A nested level entered with Enter: the path ('Przejdź do'), the back button and the current page marked. */
export const NestedLevel: Story = {
  render: () =>
    html`<pp-combobox
      label="Paleta poleceń"
      placeholder="Wybierz polecenie"
      style="--pp-combobox-width: 22rem"
      .options=${commands()}
      @pp-navigate=${(event: Event) => event.preventDefault()}
    ></pp-combobox>`,
  play: async ({ canvasElement }) => {
    const { root, names } = await openWith(canvasElement, '{Home}');
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(names()).toEqual(['Pulpit', 'Płatności', 'Projekty', 'Status usług']),
      patience,
    );
    await expect(root.querySelector('nav [aria-current="location"]')).toHaveTextContent('Przejdź do');
    await expect(root.querySelector('[aria-current="page"]')).toHaveTextContent('Płatności');
  },
};

/** The radio level ('Motyw'): a single choice with aria-checked. */
export const RadioLevel: Story = {
  render: NestedLevel.render,
  play: async ({ canvasElement }) => {
    const { names, active } = await openWith(canvasElement, '{Home}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(names()).toEqual(['Systemowy', 'Jasny', 'Ciemny']), patience);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(active()).toHaveAttribute('aria-checked', 'false'), patience);
  },
};

/** Checkbox options toggled with Enter: the list stays open, 'Właściciel' is checked too. */
export const CheckboxesOpen: Story = {
  render: Checkboxes.render,
  play: async ({ canvasElement }) => {
    const { active } = await openWith(canvasElement, '{End}');
    await waitFor(() => expect(active()).toHaveTextContent('Właściciel'), patience);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(active()).toHaveAttribute('aria-checked', 'true'), patience);
    await expect(parts(canvasElement).field).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Typing in the palette finds nested commands: 'ciem' finds 'Ciemny' with its path 'Motyw'. */
export const SearchNested: Story = {
  render: NestedCommandList.render,
  play: async ({ canvasElement }) => {
    const { el, names } = parts(canvasElement);
    el.focus();
    await userEvent.keyboard('ciem');
    await waitFor(() => expect(names()).toEqual(['Ciemny']), patience);
  },
};

/** Case- and diacritic-insensitive filtering: 'lodz' finds 'Łódź', the match highlighted. */
export const FilteredDiacritics: Story = {
  render: () =>
    html`<pp-combobox
      mode="editable"
      label="Miasto"
      placeholder="Szukaj miasta"
      .options=${cities.map((name, i) => ({ id: `c${i}`, name }))}
    ></pp-combobox>`,
  play: async ({ canvasElement }) => {
    const { el, root, names } = parts(canvasElement);
    el.focus();
    await userEvent.keyboard('lodz');
    await waitFor(() => expect(names()).toEqual(['Łódź']), patience);
    await expect(root.querySelector('[part~="match"]')).not.toBeNull();
  },
};

/** Nothing matches what was typed: 'Brak wyników' ('No results' in English) is shown and announced. */
export const NoMatch: Story = {
  render: FilteredDiacritics.render,
  play: async ({ canvasElement }) => {
    const { el, root } = parts(canvasElement);
    el.focus();
    await userEvent.keyboard('qqq');
    await waitFor(
      () => expect(root.querySelector('[part~="empty"]')).toHaveTextContent(el.emptyText),
      patience,
    );
  },
};

/** 100,000 options after End: the last one active, its position 100 000 of 100 000, few nodes rendered. */
export const HundredThousandAtTheEnd: Story = {
  render: HundredThousandOptions.render,
  // The virtualizer's estimated total height leaves the last pixel of the scroll position to chance
  // (the rows sit one pixel higher or lower between runs): its screenshot allows 2 % of pixels to differ.
  parameters: { storyTests: { screenshot: { allowedMismatchedPixelRatio: 0.02 } } },
  play: async ({ canvasElement }) => {
    const { root, active } = await openWith(canvasElement);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(active()).toHaveAttribute('aria-posinset', '100000'), patience);
    await expect(root.querySelectorAll('[role="option"]').length).toBeLessThan(60);
  },
};

/** The data provider's first page, loaded after the spinner (300 ms latency). */
export const AsyncProviderOpen: Story = {
  render: AsyncProvider.render,
  play: async ({ canvasElement }) => {
    const { names } = await openWith(canvasElement);
    await waitFor(() => expect(names()[0]).toBe('srv-00001'), patience);
  },
};

/** A nested level asked from the data provider with its parent: the disks of the first machine. */
export const AsyncProviderNested: Story = {
  render: AsyncProvider.render,
  play: async ({ canvasElement }) => {
    const { names, active } = await openWith(canvasElement);
    await waitFor(() => expect(active()).toHaveTextContent('srv-00001'), patience);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['Dysk 1', 'Dysk 2', 'Dysk 3', 'Dysk 4']), patience);
  },
};

/**
 * Required and left empty: a city was chosen and cleared (Escape twice), then the form was submitted.
 * The field is aria-invalid and the page shows its `validationMessage`.
 */
export const InAFormInvalid: Story = {
  render: () => html`
    <form
      novalidate
      @submit=${(event: SubmitEvent) => {
        event.preventDefault();
        const form = event.currentTarget as HTMLFormElement;
        const field = form.querySelector('pp-combobox') as PpCombobox;
        const message = form.querySelector('#city-error') as HTMLElement;
        message.textContent = form.checkValidity() ? '' : field.validationMessage;
      }}
    >
      <pp-combobox
        name="city"
        mode="editable"
        required
        required-message="Wybierz miasto z listy."
        label="Miasto"
        placeholder="Wybierz miasto"
        .options=${cities.map((name, i) => ({ id: `c${i}`, name }))}
      ></pp-combobox>
      <p id="city-error" role="alert" style="color: var(--pp-color-status-error-fg)"></p>
      <button type="submit">Wyślij</button>
    </form>
  `,
  play: async ({ canvasElement }) => {
    const { field } = await openWith(canvasElement);
    await userEvent.keyboard('{Enter}{Escape}{Escape}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), patience);
    await userEvent.click(canvasElement.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(
      () => expect(canvasElement.querySelector('#city-error')).toHaveTextContent('Wybierz miasto z listy.'),
      patience,
    );
  },
};

/** In a disabled fieldset: disabled with it (aria-disabled, out of the tab order, not submitted); the value comes from the active option. */
export const DisabledByFieldset: Story = {
  render: () => html`
    <form>
      <fieldset disabled>
        <legend>Projekt</legend>
        <pp-combobox
          name="project"
          label="Projekt"
          placeholder="Wybierz projekt"
          .options=${projects}
        ></pp-combobox>
      </fieldset>
    </form>
  `,
  play: async ({ canvasElement }) => {
    const { el, field } = parts(canvasElement);
    await waitFor(() => expect(field).toHaveAttribute('aria-disabled', 'true'), patience);
    await expect(el.value).toBe('101');
  },
};

/** Disabled in editable mode: the input cannot be focused or opened. */
export const DisabledEditable: Story = {
  render: () =>
    html`<pp-combobox
      mode="editable"
      disabled
      label="Miasto"
      placeholder="Szukaj miasta"
      .options=${cities.map((name, i) => ({ id: `c${i}`, name }))}
    ></pp-combobox>`,
};

/** Open inside a modal dialog: the list is in the top layer, above the dialog. */
export const InsideADialogOpen: Story = {
  render: InsideADialog.render,
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('button') as HTMLElement);
    await waitFor(() => expect(canvasElement.querySelector('dialog')).toHaveAttribute('open'), patience);
    await openWith(canvasElement);
  },
};

/** English: typing 'dark' finds the nested 'Dark' under 'Theme'; the count is announced in English. */
export const EnglishSearch: Story = {
  globals: { locale: 'en' },
  render: English.render,
  play: async ({ canvasElement }) => {
    const { el, root, names } = parts(canvasElement);
    el.focus();
    await userEvent.keyboard('dark');
    await waitFor(() => expect(names()).toEqual(['Dark']), patience);
    await waitFor(
      () => expect(root.querySelector('[role="status"]')).toHaveTextContent('1 result'),
      patience,
    );
  },
};

const categories: ComboboxOption[] = [
  { id: 'technical', name: 'Problem techniczny' },
  { id: 'billing', name: 'Rozliczenia' },
  { id: 'account', name: 'Konto i dostęp' },
  { id: 'other', name: 'Inne' },
];

/**
 * As a form field (`field`): the label shows above the box and names the combobox, the hint under it
 * is its description (`aria-describedby` inside the shadow root).
 */
export const FieldWithHint: Story = {
  render: () =>
    html`<pp-combobox
      field
      name="category"
      label="Kategoria"
      placeholder="Wybierz kategorię"
      hint="Pomaga skierować zgłoszenie do właściwego zespołu."
      .options=${categories}
    ></pp-combobox>`,
  play: async ({ canvasElement }) => {
    const { root, field } = parts(canvasElement);
    await waitFor(() => expect(field).toHaveAttribute('aria-describedby', 'hint'), patience);
    await expect(field).toHaveAttribute('aria-labelledby', 'label');
    await expect(root.querySelector('[part="label"]')).toBeVisible();
  },
};

/**
 * An error from the page (a server's answer, the form's own check): shown under the box, read with the
 * hint as the description, `aria-invalid`, and the element invalid with that message.
 */
export const FieldWithError: Story = {
  render: () =>
    html`<pp-combobox
      field
      name="category"
      label="Kategoria"
      placeholder="Wybierz kategorię"
      hint="Pomaga skierować zgłoszenie do właściwego zespołu."
      error="To pole jest wymagane."
      .options=${categories}
    ></pp-combobox>`,
  play: async ({ canvasElement }) => {
    const { el, field } = parts(canvasElement);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), patience);
    await expect(field).toHaveAttribute('aria-describedby', 'error hint');
    await expect(el.validationMessage).toBe('To pole jest wymagane.');
  },
};

/**
 * Required, as a field: the mark ('*', seen, not read) by the label; a submission of the empty form shows
 * the element's own message under the box (`requiredMessage`, in the page's language).
 */
export const FieldRequired: Story = {
  render: () => html`
    <form
      novalidate
      @submit=${(event: SubmitEvent) => {
        event.preventDefault();
        (event.currentTarget as HTMLFormElement).checkValidity();
      }}
    >
      <pp-combobox
        field
        required
        name="category"
        label="Kategoria"
        placeholder="Wybierz kategorię"
        .options=${categories}
      ></pp-combobox>
      <p><button type="submit">Wyślij</button></p>
    </form>
  `,
  play: async ({ canvasElement }) => {
    const { root, field } = parts(canvasElement);
    await expect(root.querySelector('[part="required"]')).toBeVisible();
    (canvasElement.querySelector('form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), patience);
    await expect(root.querySelector('[part="error"]')).toHaveTextContent('Wybierz opcję z listy.');
  },
};
