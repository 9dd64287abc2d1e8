import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
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

const meta: Meta = {
  title: 'Elements/Combobox',
  component: 'pp-combobox',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    mode: 'select',
    placeholder: 'Wybierz projekt',
    label: 'Projekt',
    emptyText: 'Brak wyników',
    disabled: false,
    required: false,
  },
  render: (args) => html`
    <pp-combobox
      mode=${args['mode']}
      placeholder=${args['placeholder']}
      label=${args['label']}
      empty-text=${args['emptyText']}
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

/** The provider failed. */
export const ProviderError: Story = {
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

/** English texts come in through properties (the portal passes its i18n catalogue). */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => html`
    <pp-combobox
      mode="editable"
      label="Command palette"
      placeholder="Type a command…"
      empty-text="No results."
      loading-text="Loading…"
      error-text="Could not load the options."
      back-label="Back"
      path-label="Path"
      submenu-text="submenu"
      checked-text="checked"
      unchecked-text="not checked"
      position-text="{position} of {count}"
      required-message="Choose an option from the list."
      locale="en"
      style="--pp-combobox-width: 22rem"
      .countText=${{ one: '{count} result', other: '{count} results' }}
      .options=${commands(true)}
      @pp-select=${logEvent}
      @pp-navigate=${logEvent}
    ></pp-combobox>
    <p><output></output></p>
  `,
};
