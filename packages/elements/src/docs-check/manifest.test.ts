/**
 * custom-elements.json against the classes, in a real browser: the manifest (built from the class
 * JSDoc by `npm run manifest`) feeds Storybook's controls and the editors' completions, so what it
 * says must be what the elements do.
 *
 * - Elements: the tags `src/index.ts` registers with an exported class are the manifest's custom
 *   elements, under the same class names; internal elements (registered, class not exported, marked
 *   `@internal`) and tag-less base classes are not in it.
 * - Properties and attributes: every public reactive property (`elementProperties`, without
 *   `state: true` and `_` names) is a manifest member with Lit's attribute name (the `attribute`
 *   option: a string, `false` for none, else the lower-cased name) and reflection; every attribute
 *   the class observes is in `attributes` and the other way round; every public member exists.
 * - CSS parts and slots: each element is rendered in the states listed in `scenarios` below (open,
 *   closed, nested, loading ...); every `part` in its shadow root, every name it forwards with
 *   `exportparts`, and every `<slot>` (the default one as '') must be documented, and everything
 *   documented must show up in some state. A documented name with a `<placeholder>` (`icon-<name>`)
 *   stands for any text there.
 * - CSS custom properties: the rule is that a `--pp-<element>-*` name (for any public element, such
 *   as `--pp-sidebar-width` or the shared `--pp-scroll-area-thumb`) read by the element's styles is
 *   its public API and must be documented with @cssprop; other `--pp-*` names are design tokens,
 *   documented in @portal-elements/tokens; `--_*` names are private. Every documented custom
 *   property must be read by the styles. The styles are the class's `elementStyles` plus those
 *   adopted later into its shadow root (the modules the sidebar loads when it needs them: the sheet's
 *   styles, its transitions) and those of internal elements in its shadow root (the toaster's region).
 *
 * Events are checked on the TypeScript sources, in Node: see `events.vitest.ts` next to this file.
 */
import { fixture, fixtureCleanup, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CSSResultOrNative, PropertyDeclaration, TemplateResult } from 'lit';
import type * as IndexModule from '../index.js';
import type { PpCombobox } from '../pp-combobox/pp-combobox.js';
import type { ComboboxDataProvider, ComboboxOption } from '../pp-combobox/types.js';
import type { DataTableColumn, PpDataTable } from '../pp-data-table/pp-data-table.js';
import type { PpRichTextEditor } from '../pp-rich-text-editor/pp-rich-text-editor.js';
import type { PpSidebar, SidebarSection } from '../pp-sidebar/pp-sidebar.js';
import type { PpToaster } from '../pp-toaster/pp-toaster.js';
import type { PpTooltip } from '../pp-tooltip/pp-tooltip.js';
import { frames, until } from '../test-support/wait.js';
import { open } from '../test-support/combobox-harness.js';
// @lit-labs/virtualizer may raise a benign "ResizeObserver loop" error: it must not fail the tests.
import '../test-support/ignore-resize-observer-loop.js';
// @tanstack/table-core (pp-data-table) reads process.env.NODE_ENV, which bundlers replace.
import '../test-support/node-env.js';

// ------------------------------------------------------------------------------------------------
// The manifest (the parts of the schema read here)

interface ManifestItem {
  name: string;
}
interface ManifestMember {
  kind: 'field' | 'method';
  name: string;
  static?: boolean;
  privacy?: 'public' | 'private' | 'protected';
  attribute?: string;
  reflects?: boolean;
}
interface ManifestAttribute {
  name: string;
  fieldName?: string;
}
interface ManifestDeclaration {
  kind: string;
  name: string;
  customElement?: boolean;
  tagName?: string;
  members?: ManifestMember[];
  attributes?: ManifestAttribute[];
  events?: ManifestItem[];
  slots?: ManifestItem[];
  cssParts?: ManifestItem[];
  cssProperties?: ManifestItem[];
}
interface ManifestExport {
  kind: string;
  name: string;
  declaration: { name: string; module?: string };
}
interface Manifest {
  modules: { path: string; declarations?: ManifestDeclaration[]; exports?: ManifestExport[] }[];
}

const manifestUrl = new URL('../../custom-elements.json', import.meta.url);
const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;

/** Custom element declarations by tag, and the problems of declarations that have none. */
const declared = new Map<string, ManifestDeclaration & { module: string }>();
const manifestProblems: string[] = [];
for (const mod of manifest.modules) {
  for (const declaration of mod.declarations ?? []) {
    if (!declaration.customElement) continue;
    if (!declaration.tagName) {
      manifestProblems.push(
        `${declaration.name} (${mod.path}) is a custom element in custom-elements.json but has no tag: ` +
          `only registered elements belong there (see the plugin in custom-elements-manifest.config.mjs)`,
      );
      continue;
    }
    declared.set(declaration.tagName, { ...declaration, module: mod.path });
  }
}
/** Tags of the manifest's `custom-element-definition` exports. */
const definitions = manifest.modules.flatMap((mod) =>
  (mod.exports ?? [])
    .filter((e) => e.kind === 'custom-element-definition')
    .map((e) => ({ tag: e.name, className: e.declaration.name, module: mod.path })),
);

// ------------------------------------------------------------------------------------------------
// What src/index.ts registers: every `customElements.define` while it loads

const registered = new Map<string, CustomElementConstructor>();
const define = customElements.define;
customElements.define = function (
  name: string,
  ctor: CustomElementConstructor,
  options?: ElementDefinitionOptions,
) {
  registered.set(name, ctor);
  define.call(this, name, ctor, options);
};
let index: typeof IndexModule;
try {
  index = await import('../index.js');
} finally {
  // The spy was an own property: removing it brings back the registry's own `define`.
  Reflect.deleteProperty(customElements, 'define');
}

/** The exported name of each registered class; internal elements have none. */
const exportedName = new Map<CustomElementConstructor, string>();
for (const [name, value] of Object.entries(index)) {
  if (typeof value === 'function') exportedName.set(value as CustomElementConstructor, name);
}
const publicTags = [...registered.keys()].filter((tag) => exportedName.has(registered.get(tag)!)).sort();
const internalTags = [...registered.keys()].filter((tag) => !exportedName.has(registered.get(tag)!));

/** Custom properties named after a public element are that element's API. */
const componentPrefixes = publicTags.map((tag) => `--pp-${tag.slice('pp-'.length)}-`);

// ------------------------------------------------------------------------------------------------
// Helpers

type LitClass = CustomElementConstructor & {
  elementProperties: Map<PropertyKey, PropertyDeclaration>;
  elementStyles: CSSResultOrNative[];
  observedAttributes: string[];
};

function fail(problems: string[]): void {
  if (problems.length > 0) throw new Error(`\n  ${problems.join('\n  ')}`);
}

/** A documented name as a pattern: `icon-<name>` matches `icon-home`. */
function matcher(documented: string): RegExp {
  const source = documented
    .split(/<[^>]+>/)
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${source}$`);
}

function documents(documented: readonly string[], name: string): boolean {
  return documented.some((d) => matcher(d).test(name));
}

function cssTextOf(style: CSSResultOrNative | CSSStyleSheet): string {
  if (style instanceof CSSStyleSheet) return [...style.cssRules].map((rule) => rule.cssText).join('\n');
  return style.cssText;
}

/** The custom properties that `css` reads with `var()`. */
function readCustomProperties(css: string): Set<string> {
  return new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!));
}

async function settle(el: Element): Promise<void> {
  await (el as Partial<{ updateComplete: Promise<unknown> }>).updateComplete;
  await frames(2);
  await (el as Partial<{ updateComplete: Promise<unknown> }>).updateComplete;
}

// ------------------------------------------------------------------------------------------------
// What a rendered element shows

/**
 * Parts, forwarded parts, slots, and the styles adopted by the shadow root besides the class's own
 * (loaded with a module the element imports when it needs it) and by its internal elements.
 */
interface Snapshot {
  parts: Set<string>;
  /** Outer name → the inner part it forwards and the internal element it comes from. */
  forwarded: Map<string, { inner: string; host: string }>;
  /** Parts inside internal elements' shadow roots, by the internal element's tag. */
  innerParts: Map<string, Set<string>>;
  slots: Set<string>;
  css: string[];
}

function snapshot(el: Element): Snapshot {
  const root = el.shadowRoot;
  if (!root) throw new Error(`<${el.localName}> has no open shadow root`);
  const result: Snapshot = {
    parts: new Set(),
    forwarded: new Map(),
    innerParts: new Map(),
    slots: new Set(),
    css: [],
  };
  // The root's own stylesheets: the class's elementStyles, and what the element adopted since.
  for (const sheet of root.adoptedStyleSheets) result.css.push(cssTextOf(sheet));
  for (const node of root.querySelectorAll('*')) {
    for (const part of node.part) result.parts.add(part);
    const exportparts = node.getAttribute('exportparts');
    if (exportparts) {
      for (const entry of exportparts.split(',')) {
        const [inner, outer = inner] = entry.split(':').map((s) => s.trim());
        if (inner) result.forwarded.set(outer!, { inner, host: node.localName });
      }
    }
    if (node instanceof HTMLSlotElement) result.slots.add(node.name);
    // Internal elements (the toaster's region) belong to this element: their styles and parts count.
    if (node.shadowRoot && internalTags.includes(node.localName)) {
      const inner = result.innerParts.get(node.localName) ?? new Set<string>();
      for (const child of node.shadowRoot.querySelectorAll('*'))
        for (const part of child.part) inner.add(part);
      result.innerParts.set(node.localName, inner);
      for (const sheet of node.shadowRoot.adoptedStyleSheets) result.css.push(cssTextOf(sheet));
      for (const style of node.shadowRoot.querySelectorAll('style')) result.css.push(style.textContent ?? '');
    }
  }
  return result;
}

/** A state to render an element in: `render` returns the element, ready to be looked at. */
interface Scenario {
  name: string;
  render: () => Promise<Element>;
}

async function mount<T extends Element>(template: TemplateResult, selector: string): Promise<T> {
  const wrapper = await fixture<HTMLElement>(html`<div>${template}</div>`);
  const el = wrapper.querySelector<T>(selector);
  if (!el) throw new Error(`${selector} did not render`);
  await settle(el);
  return el;
}

/** The first `child` (a tab, a menu item) of a `parent` it renders in, once both have settled. */
async function mountChild(template: TemplateResult, parent: string, child: string): Promise<Element> {
  const host = await mount<HTMLElement>(template, parent);
  const el = host.querySelector(child);
  if (!el) throw new Error(`${child} did not render in ${parent}`);
  await settle(el);
  return el;
}

// ---- pp-combobox ---------------------------------------------------------------------------------

const svgIcon = '<svg viewBox="0 0 16 16"><circle cx="8" cy="8" r="6"></circle></svg>';

/** Options of every kind: icon, description, nested level, checkbox (checked), radio, link. */
const comboboxOptions = (): ComboboxOption[] => [
  {
    id: 'go',
    name: 'Przejdź do',
    children: [
      { id: 'dashboard', name: 'Pulpit', href: '/' },
      { id: 'payments', name: 'Płatności', href: '/payments' },
    ],
  },
  { id: 'home', name: 'Dom', icon: svgIcon, description: 'Strona domowa' },
  { id: 'col-name', name: 'Nazwa', inputType: 'checkbox', active: true },
  { id: 'col-date', name: 'Data', inputType: 'checkbox' },
  { id: 'light', name: 'Jasny', inputType: 'radio' },
  { id: 'dark', name: 'Ciemny', inputType: 'radio' },
];

function combobox(el: Element): PpCombobox {
  return el as PpCombobox;
}

async function comboboxFixture(attributes: 'select' | 'editable', options = comboboxOptions()) {
  const el = await mount<PpCombobox>(
    attributes === 'select'
      ? html`<pp-combobox label="Docs" placeholder="Wybierz" .options=${options}></pp-combobox>`
      : html`<pp-combobox
          mode="editable"
          label="Docs"
          placeholder="Szukaj"
          .options=${options}
        ></pp-combobox>`,
    'pp-combobox',
  );
  return el;
}

/** Answers the first page at once and never the next ones, so later rows stay placeholders. */
const halfLoaded: ComboboxDataProvider = (request) =>
  request.offset === 0
    ? Promise.resolve({
        items: Array.from({ length: request.limit }, (_, i) => ({ id: `s${i}`, name: `Serwer ${i + 1}` })),
        total: 1000,
      })
    : new Promise(() => {});

const comboboxScenarios: Scenario[] = [
  {
    name: 'select mode, closed, nothing chosen',
    render: () => comboboxFixture('select'),
  },
  {
    name: 'select mode, open, a chosen option with an icon, the first option active',
    render: async () => {
      const el = combobox(await comboboxFixture('select'));
      el.value = 'home';
      await settle(el);
      await open(el);
      await until(() => !!el.shadowRoot!.querySelector('[part~="active"]'), 'an active option');
      return el;
    },
  },
  {
    name: 'select mode, in a nested level',
    render: async () => {
      const el = combobox(await comboboxFixture('select'));
      await open(el);
      // Down went to the checked checkbox option (the current choice): Home goes to 'Przejdź do'.
      await sendKeys({ press: 'Home' });
      await settle(el);
      await sendKeys({ press: 'Enter' });
      await settle(el);
      await until(() => !!el.shadowRoot!.querySelector('[part~="path"]'), 'the nested level');
      return el;
    },
  },
  {
    name: 'editable mode, filtering',
    render: async () => {
      const el = combobox(await comboboxFixture('editable'));
      el.focus();
      await sendKeys({ type: 'Da' });
      await settle(el);
      await until(() => !!el.shadowRoot!.querySelector('[part~="match"]'), 'a highlighted match');
      return el;
    },
  },
  {
    name: 'editable mode, no results',
    render: async () => {
      const el = combobox(await comboboxFixture('editable'));
      el.focus();
      await sendKeys({ type: 'qqqq' });
      await settle(el);
      await until(() => !!el.shadowRoot!.querySelector('[part~="empty"]'), 'the empty message');
      return el;
    },
  },
  {
    name: 'data provider, first page loading',
    render: async () => {
      const el = combobox(await comboboxFixture('select', []));
      el.dataProvider = () => new Promise(() => {});
      await open(el);
      await until(() => !!el.shadowRoot!.querySelector('[part~="spinner"]'), 'the spinner');
      return el;
    },
  },
  {
    name: 'data provider, later rows not loaded yet',
    render: async () => {
      const el = await mount<PpCombobox>(
        html`<pp-combobox
          label="Docs"
          placeholder="Wybierz"
          page-size="3"
          .dataProvider=${halfLoaded}
        ></pp-combobox>`,
        'pp-combobox',
      );
      await open(el);
      await until(
        () => !!el.shadowRoot!.querySelector('[role="option"][part~="placeholder"]'),
        'placeholder rows',
      );
      return el;
    },
  },
  {
    name: 'as a form field: the label with the required mark, a hint and an error',
    render: () =>
      mount<PpCombobox>(
        html`<pp-combobox
          field
          required
          label="Docs"
          placeholder="Wybierz"
          hint="Podpowiedź"
          error="Błąd"
          .options=${comboboxOptions()}
        ></pp-combobox>`,
        'pp-combobox',
      ),
  },
];

// ---- pp-data-table -------------------------------------------------------------------------------

const tableColumns: DataTableColumn[] = [
  { id: 'name', header: 'Nazwa', type: 'link', filterable: true, href: (row) => `/s/${String(row['id'])}` },
  { id: 'status', header: 'Status', type: 'status' },
  { id: 'cpu', header: 'CPU', type: 'number' },
  { id: 'created_at', header: 'Utworzono', type: 'date' },
  { id: 'actions', header: 'Akcje', type: 'actions', actions: [{ id: 'edit', label: 'Edytuj' }] },
];
const tableRows = [
  { id: 1, name: 'Alfa', status: 'active', cpu: 2, created_at: '2024-01-02' },
  { id: 2, name: 'Beta', status: 'inactive', cpu: 4, created_at: '2024-02-03' },
];

/** The columns with a set filter (status) and a date range filter (created_at). */
const tableFilterColumns: DataTableColumn[] = tableColumns.map((column) => {
  if (column.id === 'status') return { ...column, filter: 'set' };
  if (column.id === 'created_at') return { ...column, filter: 'date-range' };
  return column;
});

async function tableFixture(props: Record<string, unknown>): Promise<PpDataTable> {
  const el = await mount<PpDataTable>(
    html`<pp-data-table label="Docs" .columns=${tableColumns} .rows=${tableRows}></pp-data-table>`,
    'pp-data-table',
  );
  Object.assign(el, props);
  await settle(el);
  return el;
}

const dataTableScenarios: Scenario[] = [
  {
    name: 'client rows, sorted, every column type',
    render: () => tableFixture({ state: { sort: [{ id: 'name', desc: false }] } }),
  },
  {
    name: 'data provider loading',
    render: () => tableFixture({ dataProvider: () => new Promise(() => {}) }),
  },
  {
    name: 'data provider failed',
    render: async () => {
      const error = console.error;
      console.error = () => {};
      try {
        const el = await tableFixture({ dataProvider: () => Promise.reject(new Error('docs')) });
        await until(() => !!el.shadowRoot!.querySelector('[part~="retry"]'), 'the retry button');
        return el;
      } finally {
        console.error = error;
      }
    },
  },
  {
    name: 'no results',
    render: () => tableFixture({ state: { search: 'zzzz' } }),
  },
  {
    name: 'virtual: every row in one scrolling grid, the count underneath',
    render: async () => {
      const el = await tableFixture({ virtual: true });
      await until(() => !!el.shadowRoot!.querySelector('tbody[data-virtual] tr'), 'the rows');
      return el;
    },
  },
  {
    name: 'set and date range filters, a value chosen, a range left invalid',
    render: async () => {
      const el = await tableFixture({
        columns: tableFilterColumns,
        state: { filters: [{ id: 'status', value: ['active'] }] },
      });
      const [from, to] = el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="filter-date"]');
      for (const [input, value] of [
        [to!, '2024-01-01'],
        [from!, '2024-01-02'],
      ] as const) {
        input.value = value;
        input.dispatchEvent(new Event('input'));
        await settle(el);
      }
      return el;
    },
  },
];

// ---- pp-sidebar ----------------------------------------------------------------------------------

const sidebarMenu = (): SidebarSection[] => [
  {
    name: 'main',
    items: [
      { name: 'Pulpit', href: '/docs-check', icon: svgIcon },
      {
        name: 'Usługi',
        collapsible: true,
        icon: 'services',
        children: [{ name: 'VPS', href: '/services/vps', badge: 3 }],
      },
      { name: 'Notatka' },
      { name: 'Dokumentacja', href: 'https://docs.example.invalid/', external: true },
    ],
  },
  { name: 'admin', displayLabel: 'Administracja', items: [{ name: 'Użytkownicy', href: '/admin/users' }] },
];

const sidebarTemplate = (breakpoint: string) =>
  html`<pp-sidebar .sections=${sidebarMenu()} current-path="/docs-check" breakpoint=${breakpoint}>
    <svg slot="logo" viewBox="0 0 10 10" role="img" aria-label="Logo">
      <rect width="10" height="10"></rect>
    </svg>
    <div slot="header">Nagłówek</div>
    <svg slot="icon-services" viewBox="0 0 10 10"><rect width="10" height="10"></rect></svg>
    <div slot="footer">Stopka</div>
  </pp-sidebar>`;

const sidebarScenarios: Scenario[] = [
  {
    // breakpoint 1px: the desktop layout at any viewport width.
    name: 'desktop column, open',
    render: async () => {
      localStorage.clear();
      return mount<PpSidebar>(sidebarTemplate('1'), 'pp-sidebar');
    },
  },
  {
    // Closed after the first render: the change loads the transitions (sidebar-motion.ts).
    name: 'desktop column, closed',
    render: async () => {
      localStorage.clear();
      const el = await mount<PpSidebar>(sidebarTemplate('1'), 'pp-sidebar');
      el.hide();
      await settle(el);
      return el;
    },
  },
  {
    // A closed group renders its list (and its entries' badges) once opened: here the path opens it.
    name: 'desktop column, a group open',
    render: async () => {
      localStorage.clear();
      const el = await mount<PpSidebar>(sidebarTemplate('1'), 'pp-sidebar');
      el.currentPath = '/services/vps';
      await settle(el);
      return el;
    },
  },
  {
    name: 'mobile sheet, open',
    render: async () => {
      localStorage.clear();
      const el = await mount<PpSidebar>(sidebarTemplate('100000'), 'pp-sidebar');
      el.show();
      await settle(el);
      return el;
    },
  },
];

// ---- pp-toaster ----------------------------------------------------------------------------------

const toasterId = 'docs-check';

const toasterScenarios: Scenario[] = [
  {
    name: 'a toast of every type, with description, buttons, close button and slotted content',
    render: async () => {
      const { toast, toastStore } = index;
      toastStore.reset();
      const el = await mount<PpToaster>(
        html`<pp-toaster toaster-id=${toasterId} visible-toasts="10" expand>
          <p slot="details">Szczegóły</p>
        </pp-toaster>`,
        'pp-toaster',
      );
      const options = { toasterId, duration: 0 };
      toast('Domyślny', {
        ...options,
        description: 'Opis',
        action: { label: 'Cofnij' },
        cancel: { label: 'Anuluj' },
      });
      toast.success('Sukces', options);
      toast.error('Błąd', options);
      toast.info('Informacja', options);
      toast.warning('Ostrzeżenie', options);
      toast.loading('Ładowanie', options);
      toast('Z treścią', { ...options, slot: 'details' });
      await settle(el);
      await frames(2);
      return el;
    },
  },
];

// ---- pp-rich-text-editor -------------------------------------------------------------------------

async function editorFixture(props: Record<string, unknown> = {}): Promise<PpRichTextEditor> {
  const el = await mount<PpRichTextEditor>(
    html`<pp-rich-text-editor label="Docs" maxlength="500"></pp-rich-text-editor>`,
    'pp-rich-text-editor',
  );
  Object.assign(el, props);
  await until(() => el.editor !== undefined, 'the editor');
  await settle(el);
  return el;
}

const richTextEditorScenarios: Scenario[] = [
  {
    name: 'filled, the caret in bold text, with a count',
    render: async () => {
      const el = await editorFixture({ value: '<p><strong>Pogrubiony</strong> tekst</p>' });
      el.editor!.commands.setTextSelection(3);
      await settle(el);
      return el;
    },
  },
  {
    name: 'an upload in progress, and an inline upload error',
    render: async () => {
      const el = await editorFixture({ value: '<p>Tekst</p>' });
      let calls = 0;
      el.uploadHandler = () => (calls++ === 0 ? new Promise(() => {}) : Promise.reject(new Error('docs')));
      await settle(el);
      for (const name of ['a.png', 'b.png']) {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['x'], name, { type: 'image/png' }));
        el.shadowRoot!.querySelector('[role="textbox"]')!.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
        );
      }
      await until(() => el.shadowRoot!.querySelector('[part~="error"]')!.textContent !== '', 'the error');
      await settle(el);
      return el;
    },
  },
  {
    name: 'the link form open with an invalid address',
    render: async () => {
      const el = await editorFixture({ value: '<p>Tekst</p>' });
      el.editor!.commands.selectAll();
      el.shadowRoot!.querySelector<HTMLButtonElement>('[data-command="link"]')!.click();
      await settle(el);
      const input = el.shadowRoot!.querySelector<HTMLInputElement>('[part~="link-input"]')!;
      input.value = 'javascript:alert(1)';
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await settle(el);
      el.shadowRoot!.querySelector('form')!.requestSubmit();
      await settle(el);
      return el;
    },
  },
];

// ---- pp-tooltip, pp-tooltip-group, pp-scroll-area -----------------------------------------------

const tooltipScenarios: Scenario[] = [
  {
    name: 'closed',
    render: () =>
      mount(
        html`<button id="docs-trigger">?</button><pp-tooltip for="docs-trigger">Pomoc</pp-tooltip>`,
        'pp-tooltip',
      ),
  },
  {
    name: 'open',
    render: async () => {
      const el = await mount<PpTooltip>(
        html`<button id="docs-trigger">?</button
          ><pp-tooltip for="docs-trigger" content="Pomoc"></pp-tooltip>`,
        'pp-tooltip',
      );
      el.show();
      await settle(el);
      return el;
    },
  },
];

// ---- pp-button ----------------------------------------------------------------------------------

const buttonScenarios: Scenario[] = [
  {
    name: 'loading, with an icon before and after its text',
    render: () =>
      mount(
        html`<pp-button loading variant="primary"
          ><svg slot="prefix" aria-hidden="true"></svg>Zapisz<svg slot="suffix" aria-hidden="true"></svg
        ></pp-button>`,
        'pp-button',
      ),
  },
  {
    name: 'a link',
    render: () => mount(html`<pp-button href="/support/new">Nowe zgłoszenie</pp-button>`, 'pp-button'),
  },
];

// ---- pp-text-field, pp-textarea --------------------------------------------------------------------

// Every part and slot at once: `required` shows its mark, `maxlength` its count.
const textFieldScenarios: Scenario[] = [
  {
    name: 'required, with a hint, an error, a count, a prefix and a suffix',
    render: () =>
      mount(
        html`<pp-text-field label="Kwota" required hint="Pomoc" error="Błąd" maxlength="10" value="abc"
          ><svg slot="prefix" aria-hidden="true" viewBox="0 0 10 10"></svg
          ><span slot="suffix">PLN</span></pp-text-field
        >`,
        'pp-text-field',
      ),
  },
];
const textareaScenarios: Scenario[] = [
  {
    name: 'required, with a hint, an error and a count, growing with its text',
    render: () =>
      mount(
        html`<pp-textarea
          label="Opis"
          required
          hint="Pomoc"
          error="Błąd"
          maxlength="10"
          resize="auto"
        ></pp-textarea>`,
        'pp-textarea',
      ),
  },
];

/** A tab list of one tab and its panel, for the tab's and the panel's own scenarios. */
const oneTab = html`<pp-tabs label="Konto"
  ><pp-tab panel="a">Ogólne</pp-tab><pp-tab-panel name="a">A</pp-tab-panel></pp-tabs
>`;

const scenarios: Record<string, Scenario[]> = {
  'pp-button': buttonScenarios,
  'pp-text-field': textFieldScenarios,
  'pp-textarea': textareaScenarios,
  'pp-checkbox': [
    {
      name: 'required, with a hint and an error',
      render: () =>
        mount(
          html`<pp-checkbox label="Akceptuję regulamin" required hint="Pomoc" error="Błąd"></pp-checkbox>`,
          'pp-checkbox',
        ),
    },
  ],
  'pp-switch': [
    {
      name: 'required, on, with a hint and an error',
      render: () =>
        mount(
          html`<pp-switch label="Powiadomienia" required checked hint="Pomoc" error="Błąd"></pp-switch>`,
          'pp-switch',
        ),
    },
  ],
  'pp-radio-group': [
    {
      name: 'required, with a hint, an error and a checked radio',
      render: () =>
        mount(
          html`<pp-radio-group label="Plan" required hint="Pomoc" error="Błąd" value="a"
            ><pp-radio value="a">A</pp-radio><pp-radio value="b">B</pp-radio></pp-radio-group
          >`,
          'pp-radio-group',
        ),
    },
  ],
  'pp-radio': [
    {
      name: 'checked, in its group',
      render: () =>
        mount(
          html`<pp-radio-group label="Plan" value="a"><pp-radio value="a">A</pp-radio></pp-radio-group>`,
          'pp-radio',
        ),
    },
  ],
  'pp-dialog': [
    {
      name: 'open, with a label slot, a body and a footer',
      render: () =>
        mount(
          html`<pp-dialog open
            ><span slot="label">Usuń kontakt</span>
            <p>Tego nie można cofnąć.</p>
            <button slot="footer">Usuń</button></pp-dialog
          >`,
          'pp-dialog',
        ),
    },
  ],
  'pp-breadcrumb': [
    {
      name: 'a trail of two',
      render: () =>
        mount(
          html`<pp-breadcrumb
            ><pp-breadcrumb-item href="/">Start</pp-breadcrumb-item
            ><pp-breadcrumb-item current>Zgłoszenia</pp-breadcrumb-item></pp-breadcrumb
          >`,
          'pp-breadcrumb',
        ),
    },
  ],
  'pp-breadcrumb-item': [
    {
      name: 'a link after another item',
      render: async () => {
        const trail = await mount<HTMLElement>(
          html`<pp-breadcrumb
            ><pp-breadcrumb-item current>Start</pp-breadcrumb-item
            ><pp-breadcrumb-item href="/support"
              ><span slot="separator">/</span>Zgłoszenia</pp-breadcrumb-item
            ></pp-breadcrumb
          >`,
          'pp-breadcrumb',
        );
        const item = trail.querySelectorAll('pp-breadcrumb-item')[1]!;
        await settle(item);
        return item;
      },
    },
  ],
  'pp-badge': [
    {
      name: 'with a dot before its text',
      render: () =>
        mount(
          html`<pp-badge variant="success" pill
            ><svg slot="prefix" aria-hidden="true"></svg>Działa</pp-badge
          >`,
          'pp-badge',
        ),
    },
  ],
  'pp-avatar': [
    {
      name: 'with a name and a picture',
      render: () =>
        mount(
          html`<pp-avatar
            name="Anna Nowak"
            src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E"
          ></pp-avatar>`,
          'pp-avatar',
        ),
    },
    {
      name: 'without a name, an icon in its slot',
      render: () => mount(html`<pp-avatar><svg aria-hidden="true"></svg></pp-avatar>`, 'pp-avatar'),
    },
  ],
  'pp-skeleton': [
    { name: 'a block', render: () => mount(html`<pp-skeleton shape="rect"></pp-skeleton>`, 'pp-skeleton') },
  ],
  'pp-menu': [
    {
      name: 'open, with a header and an item with a submenu',
      render: async () => {
        const menu = await mount<HTMLElement & { show(): void }>(
          html`<pp-menu
            ><button slot="trigger">Konto</button><span slot="header">Anna Nowak</span
            ><pp-menu-item
              >Więcej<pp-menu slot="submenu"><pp-menu-item>Pomoc</pp-menu-item></pp-menu></pp-menu-item
            ></pp-menu
          >`,
          'pp-menu',
        );
        menu.show();
        await settle(menu);
        return menu;
      },
    },
  ],
  'pp-menu-item': [
    {
      name: 'a checked radio with an icon, a shortcut and a submenu',
      render: () =>
        mountChild(
          html`<pp-menu
            ><button slot="trigger">Konto</button
            ><pp-menu-item type="radio" checked
              ><svg slot="prefix" aria-hidden="true"></svg>Ciemny<kbd slot="suffix">D</kbd
              ><pp-menu slot="submenu"><pp-menu-item>Pomoc</pp-menu-item></pp-menu></pp-menu-item
            ></pp-menu
          >`,
          'pp-menu',
          'pp-menu-item',
        ),
    },
  ],
  'pp-menu-group': [
    {
      name: 'a labelled group',
      render: () =>
        mountChild(
          html`<pp-menu
            ><button slot="trigger">Konto</button
            ><pp-menu-group label="Motyw"
              ><pp-menu-item type="radio">Jasny</pp-menu-item></pp-menu-group
            ></pp-menu
          >`,
          'pp-menu',
          'pp-menu-group',
        ),
    },
  ],
  'pp-menu-separator': [
    {
      name: 'between items',
      render: () =>
        mountChild(
          html`<pp-menu
            ><button slot="trigger">Konto</button><pp-menu-item>A</pp-menu-item
            ><pp-menu-separator></pp-menu-separator><pp-menu-item>B</pp-menu-item></pp-menu
          >`,
          'pp-menu',
          'pp-menu-separator',
        ),
    },
  ],
  'pp-tabs': [
    {
      name: 'two tabs and their panels',
      render: () =>
        mount(
          html`<pp-tabs label="Konto"
            ><pp-tab panel="a">Ogólne</pp-tab><pp-tab panel="b">Bezpieczeństwo</pp-tab
            ><pp-tab-panel name="a">A</pp-tab-panel><pp-tab-panel name="b">B</pp-tab-panel></pp-tabs
          >`,
          'pp-tabs',
        ),
    },
  ],
  'pp-tab': [{ name: 'the selected tab', render: () => mountChild(oneTab, 'pp-tabs', 'pp-tab') }],
  'pp-tab-panel': [{ name: 'the shown panel', render: () => mountChild(oneTab, 'pp-tabs', 'pp-tab-panel') }],
  'pp-alert': [
    {
      name: 'closable, with a heading, a message and an action',
      render: () =>
        mount(
          html`<pp-alert variant="error" closable heading="Nie udało się zapisać"
            >Spróbuj ponownie.<button slot="action">Ponów</button></pp-alert
          >`,
          'pp-alert',
        ),
    },
  ],
  'pp-spinner': [{ name: 'alone', render: () => mount(html`<pp-spinner></pp-spinner>`, 'pp-spinner') }],
  'pp-progress-bar': [
    {
      name: 'with its label shown',
      render: () =>
        mount(
          html`<pp-progress-bar value="40" show-label label="Przesyłanie"></pp-progress-bar>`,
          'pp-progress-bar',
        ),
    },
  ],
  'pp-app-shell': [
    {
      name: 'every slot filled, with a sidebar',
      render: () =>
        mount(
          html`<pp-app-shell
            ><a slot="logo" href="/">Portal</a><span slot="environment">staging</span
            ><span slot="project">Projekt A</span><span slot="top-bar">Offline</span
            ><button slot="search">Szukaj</button><button slot="user">Konto</button
            ><pp-sidebar slot="sidebar"></pp-sidebar>
            <main>Treść</main>
            <footer slot="footer">Stopka</footer></pp-app-shell
          >`,
          'pp-app-shell',
        ),
    },
  ],
  'pp-combobox': comboboxScenarios,
  'pp-data-table': dataTableScenarios,
  'pp-rich-text-editor': richTextEditorScenarios,
  'pp-sidebar': sidebarScenarios,
  'pp-toaster': toasterScenarios,
  'pp-tooltip': tooltipScenarios,
  'pp-tooltip-group': [
    {
      name: 'with a tooltip inside',
      render: () =>
        mount(
          html`<pp-tooltip-group delay="200"
            ><button>?</button><pp-tooltip content="Pomoc"></pp-tooltip
          ></pp-tooltip-group>`,
          'pp-tooltip-group',
        ),
    },
  ],
  'pp-scroll-area': [
    {
      name: 'overflowing, labelled',
      render: () =>
        mount(
          html`<pp-scroll-area label="Lista" style="height: 40px">
            ${Array.from({ length: 10 }, (_, i) => html`<p>Wiersz ${i + 1}</p>`)}
          </pp-scroll-area>`,
          'pp-scroll-area',
        ),
    },
  ],
};

// ------------------------------------------------------------------------------------------------
// The tests

describe('custom-elements.json', () => {
  it('has every element src/index.ts registers and exports, under its exported class name', () => {
    const problems: string[] = [];
    for (const tag of publicTags) {
      const className = exportedName.get(registered.get(tag)!)!;
      const declaration = declared.get(tag);
      if (!declaration) {
        problems.push(
          `<${tag}> (${className}) is registered and exported by src/index.ts but is not a custom element ` +
            `in custom-elements.json (register it with defineElement('${tag}', ${className}) and run \`npm run manifest\`)`,
        );
      } else if (declaration.name !== className) {
        problems.push(
          `<${tag}> is declared by class ${declaration.name} in custom-elements.json, but src/index.ts exports ${className}`,
        );
      }
      if (!definitions.some((d) => d.tag === tag && d.className === className)) {
        problems.push(
          `<${tag}> has no custom-element-definition export naming ${className} in custom-elements.json`,
        );
      }
    }
    fail(problems);
  });

  it('lists no other element: no internal elements, no base classes, no stray definitions', () => {
    const problems = [...manifestProblems];
    const explain = (tag: string) =>
      internalTags.includes(tag)
        ? `its class is not exported from src/index.ts: it is internal, so mark the class @internal`
        : `src/index.ts does not register it`;
    for (const [tag, declaration] of declared) {
      if (!publicTags.includes(tag)) {
        problems.push(
          `<${tag}> (${declaration.name}, ${declaration.module}) is in custom-elements.json, but ${explain(tag)}`,
        );
      }
    }
    for (const definition of definitions) {
      if (!publicTags.includes(definition.tag)) {
        problems.push(
          `custom-elements.json defines <${definition.tag}> as ${definition.className} (${definition.module}), ` +
            `but ${explain(definition.tag)}`,
        );
      }
    }
    fail(problems);
  });
});

for (const tag of publicTags) {
  describe(`<${tag}> in custom-elements.json`, function () {
    this.timeout(60000);
    const ctor = registered.get(tag) as LitClass;
    const declaration = declared.get(tag);
    const snapshots: { scenario: string; snapshot: Snapshot }[] = [];

    before(async function () {
      if (!declaration) this.skip();
      for (const scenario of scenarios[tag] ?? []) {
        let el: Element;
        try {
          el = await scenario.render();
        } catch (error) {
          throw new Error(`${tag}: scenario '${scenario.name}' did not render: ${String(error)}`, {
            cause: error,
          });
        }
        if (el.localName !== tag)
          throw new Error(`${tag}: scenario '${scenario.name}' rendered <${el.localName}>`);
        snapshots.push({ scenario: scenario.name, snapshot: snapshot(el) });
        fixtureCleanup();
      }
    });

    after(() => {
      index.toastStore.reset();
      localStorage.clear();
    });

    it('has scenarios in src/docs-check/manifest.test.ts to render it in', () => {
      fail(
        scenarios[tag]?.length
          ? []
          : [
              `${tag}: no scenarios: add the states it renders in to \`scenarios\` in src/docs-check/manifest.test.ts`,
            ],
      );
    });

    it('documents every public reactive property with its attribute, and only attributes the class has', () => {
      const problems: string[] = [];
      const members = declaration!.members ?? [];
      const attributes = declaration!.attributes ?? [];
      const observed = new Set(ctor.observedAttributes);
      const attributeOf = new Map<string, string>();

      for (const [key, options] of ctor.elementProperties) {
        if (typeof key !== 'string' || options.state || key.startsWith('_')) continue;
        const attribute =
          options.attribute === false
            ? undefined
            : typeof options.attribute === 'string'
              ? options.attribute
              : key.toLowerCase();
        if (attribute) attributeOf.set(attribute, key);
        const member = members.find((m) => m.kind === 'field' && m.name === key && !m.static);
        if (!member) {
          problems.push(
            `${tag}: reactive property '${key}' is not a member in custom-elements.json (give it a JSDoc comment; not @internal)`,
          );
          continue;
        }
        if (member.attribute !== attribute) {
          problems.push(
            `${tag}: property '${key}' ${attribute ? `has the attribute '${attribute}'` : 'has no attribute'}, ` +
              `but custom-elements.json says ${member.attribute ? `'${member.attribute}'` : 'none'}`,
          );
        }
        if (Boolean(options.reflect) !== Boolean(member.reflects)) {
          problems.push(
            `${tag}: property '${key}' ${options.reflect ? 'reflects' : 'does not reflect'} to its attribute, ` +
              `but custom-elements.json says it ${member.reflects ? 'does' : 'does not'}`,
          );
        }
      }

      for (const attribute of attributes) {
        if (!observed.has(attribute.name)) {
          problems.push(
            `${tag}: attribute '${attribute.name}' is in custom-elements.json but the class does not observe it ` +
              `(fix its property's declaration: attribute name, or attribute: false)`,
          );
        } else if (attribute.fieldName && attributeOf.get(attribute.name) !== attribute.fieldName) {
          problems.push(
            `${tag}: attribute '${attribute.name}' belongs to property '${attributeOf.get(attribute.name)}', ` +
              `but custom-elements.json says '${attribute.fieldName}'`,
          );
        }
      }
      for (const name of observed) {
        if (!attributes.some((a) => a.name === name)) {
          problems.push(
            `${tag}: attribute '${name}' (property '${attributeOf.get(name) ?? '?'}') is observed by the class ` +
              `but not in custom-elements.json (declare it in static properties or with @property, with a JSDoc)`,
          );
        }
      }

      const instance = document.createElement(tag) as unknown as Record<string, unknown>;
      for (const member of members) {
        if (member.privacy === 'private' || member.privacy === 'protected' || member.name.startsWith('#'))
          continue;
        const owner = (member.static ? ctor : instance) as Record<string, unknown>;
        const exists =
          member.kind === 'method' ? typeof owner[member.name] === 'function' : member.name in owner;
        if (!exists) {
          problems.push(
            `${tag}: ${member.static ? 'static ' : ''}${member.kind} '${member.name}' is in custom-elements.json ` +
              `but not on the ${member.static ? 'class' : 'element'}`,
          );
        }
      }
      fail(problems);
    });

    it('documents every CSS part it renders or forwards, and renders every documented part', () => {
      const problems: string[] = [];
      const documented = (declaration!.cssParts ?? []).map((p) => p.name);
      const seen = new Map<string, string>();
      for (const { scenario, snapshot: s } of snapshots) {
        for (const part of [...s.parts, ...s.forwarded.keys()]) if (!seen.has(part)) seen.set(part, scenario);
      }
      for (const [part, scenario] of seen) {
        if (!documents(documented, part)) {
          problems.push(
            `${tag}: CSS part '${part}' is rendered (scenario '${scenario}') but not in custom-elements.json ` +
              `(add @csspart ${part} to the class JSDoc)`,
          );
        }
      }
      for (const part of documented) {
        if (![...seen.keys()].some((name) => matcher(part).test(name))) {
          problems.push(
            `${tag}: CSS part '${part}' is in custom-elements.json but no scenario renders it ` +
              `(fix its @csspart, or show it in one of the scenarios of the docs-check manifest test)`,
          );
        }
      }
      // A forwarded part must exist inside the internal element it is forwarded from.
      const forwarded = new Map(snapshots.flatMap(({ snapshot: s }) => [...s.forwarded]));
      for (const [outer, { inner, host }] of forwarded) {
        const rendered = snapshots.some(({ snapshot: s }) => s.innerParts.get(host)?.has(inner));
        if (internalTags.includes(host) && !rendered) {
          problems.push(
            `${tag}: exportparts forwards '${inner}'${outer === inner ? '' : ` as '${outer}'`} from <${host}>, ` +
              `which renders no such part in any scenario`,
          );
        }
      }
      fail(problems);
    });

    it('documents every slot it renders, and renders every documented slot', () => {
      const problems: string[] = [];
      const documented = (declaration!.slots ?? []).map((s) => s.name);
      const seen = new Map<string, string>();
      for (const { scenario, snapshot: s } of snapshots) {
        for (const slot of s.slots) if (!seen.has(slot)) seen.set(slot, scenario);
      }
      const label = (slot: string) => (slot === '' ? 'the default slot' : `slot '${slot}'`);
      for (const [slot, scenario] of seen) {
        if (!documents(documented, slot)) {
          problems.push(
            `${tag}: ${label(slot)} is rendered (scenario '${scenario}') but not in custom-elements.json ` +
              `(add @slot ${slot || '-'} to the class JSDoc)`,
          );
        }
      }
      for (const slot of documented) {
        if (![...seen.keys()].some((name) => matcher(slot).test(name))) {
          problems.push(
            `${tag}: ${label(slot)} is in custom-elements.json but no scenario renders it ` +
              `(fix its @slot, or show it in one of the scenarios of the docs-check manifest test)`,
          );
        }
      }
      fail(problems);
    });

    it('documents every --pp-<element>-* custom property its styles read, and only those they read', () => {
      const problems: string[] = [];
      const documented = (declaration!.cssProperties ?? []).map((p) => p.name);
      const css = [
        ...ctor.elementStyles.map(cssTextOf),
        ...snapshots.flatMap(({ snapshot: s }) => s.css),
      ].join('\n');
      const read = readCustomProperties(css);
      for (const name of [...read].sort()) {
        if (componentPrefixes.some((prefix) => name.startsWith(prefix)) && !documented.includes(name)) {
          problems.push(
            `${tag}: custom property '${name}' is read by the element's styles but not in custom-elements.json ` +
              `(add @cssprop ${name} to the class JSDoc)`,
          );
        }
      }
      for (const name of documented) {
        if (!read.has(name)) {
          problems.push(
            `${tag}: custom property '${name}' is in custom-elements.json but the element's styles never read it ` +
              `(fix or remove its @cssprop)`,
          );
        }
      }
      fail(problems);
    });
  });
}
