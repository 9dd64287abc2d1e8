import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { RangeChangedEvent } from '@lit-labs/virtualizer/events.js';
import type * as VirtualListModule from './virtual-list.js';
import { PpElement, defineElement } from '../shared/base-element.js';
import { PopupPosition } from '../shared/popup-position.js';
import { scrollAreaStyles } from '../shared/scroll-area.styles.js';
import { ScrollAreaController } from '../pp-scroll-area/scroll-area-controller.js';
import type {} from '../shared/events.js';
import { SearchIndex, countMarked, matchRange, normalize, pick } from './filter.js';
import { styles } from './pp-combobox.styles.js';
import { comboboxMessages } from './pp-combobox.messages.js';
import { LocaleController } from '../shared/locale-controller.js';
import type {
  ComboboxCountText,
  ComboboxDataProvider,
  ComboboxMode,
  ComboboxNavigateDetail,
  ComboboxOption,
  ComboboxSelectDetail,
  ComboboxToggleDetail,
} from './types.js';

export type {
  ComboboxCountText,
  ComboboxDataPage,
  ComboboxDataProvider,
  ComboboxDataRequest,
  ComboboxMode,
  ComboboxNavigateDetail,
  ComboboxOption,
  ComboboxSelectDetail,
  ComboboxToggleDetail,
} from './types.js';

/** One row of the list: an option, or null for a row of a server-side list that is still loading. */
type Row = ComboboxOption | null;

/** What the level cache keeps for one array of options. */
interface LevelData {
  /** Options searched at this level: the level's own, then (unless shallow) their descendants. */
  searchable: ComboboxOption[];
  /** For each searchable option found below the level, the options between the level and it. */
  chains: ComboboxOption[][] | undefined;
  index: SearchIndex<ComboboxOption>;
  /** How many of the level's own options have a description (rows of 48 px). */
  tallCount: number;
  /**
   * 1 for each searchable option shown as a row of two lines (a description, or the path of an option
   * found below the level); undefined when there is none, so filtering counts tall rows without reading
   * the options.
   */
  tall: Uint8Array | undefined;
}

type Activate = 'first' | 'last' | 'current' | 'none';

/**
 * Row counts in the listbox's height (#listHeight) are capped here: this many rows are far taller
 * than any maximum height, and a count that does not change while filtering a long list spares the
 * listbox a style recalculation and layout on every keystroke.
 */
const HEIGHT_ROWS = 1000;

function iconUrl(icon: string): string {
  const source = icon.trimStart().startsWith('<') ? `data:image/svg+xml,${encodeURIComponent(icon)}` : icon;
  return `url(${JSON.stringify(source)})`;
}

let applePlatform: boolean | undefined;

/** Whether this is macOS or iOS (read once: `userAgentData` is slow to read on every move). */
function isApplePlatform(): boolean {
  if (applePlatform === undefined) {
    const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
    const platform = nav.userAgentData?.platform || navigator.platform || '';
    applePlatform = /mac|iphone|ipad|ipod/i.test(platform);
  }
  return applePlatform;
}

function hasChildren(option: ComboboxOption): boolean {
  return Array.isArray(option.children);
}

function isChoice(option: ComboboxOption): boolean {
  return !hasChildren(option) && option.href === undefined;
}

type VirtualList = typeof VirtualListModule;
let loadedVirtualList: VirtualList | undefined;
let loadingVirtualList: Promise<VirtualList> | undefined;

/**
 * The windowed list's module, imported once for every combobox of the page: when a list first opens,
 * or earlier when the page is idle or the field is pointed at or focused (see #preloadList).
 */
function loadVirtualList(): Promise<VirtualList> {
  loadingVirtualList ??= import('./virtual-list.js').then((module) => (loadedVirtualList = module));
  return loadingVirtualList;
}

/**
 * A combobox for choosing from a list: select-only (a button-like trigger with a placeholder, like the
 * project switcher) or editable (a text input that filters the list). Options can open nested levels,
 * navigate, toggle (checkbox) or be a single choice (radio or plain), come from an `options` tree or a
 * server-side `dataProvider`, and are virtualised, so 100,000 of them cost no more than 30.
 *
 * It follows the WAI-ARIA APG combobox pattern: DOM focus stays on the input (or trigger),
 * `aria-activedescendant` names the active option, which is always rendered first, and every rendered
 * option carries `aria-setsize`/`aria-posinset`. The option count, the active option and "no results"
 * are also announced through a polite live region. It is form-associated: `name`, `value`, `required`,
 * `disabled`, validity, form reset and restore, native `input` and `change` events. The list's thin
 * scrollbar shows while it scrolls and hides 600 ms after scrolling stops (its space is kept); the list
 * itself never takes focus.
 *
 * Keyboard (focus on the combobox): Down/Up move (and open: Down to the first option, Up to the last;
 * in select mode to the current choice when there is one); Alt+Down opens without moving; Alt+Up closes
 * (in select mode it also accepts the active option); Home/End go to the first/last option while an
 * option is active (in editable mode they are caret keys otherwise; in select mode they also open);
 * PageUp/PageDown move by a page; Enter accepts the active option (entering its level when it has
 * children); Escape goes back one level, or closes, and when closed clears the text (editable mode);
 * Backspace on an empty query goes back one level; Tab accepts the active choice and lets focus move on.
 * In select mode, typing letters jumps to the next option starting with them, and Space opens or
 * accepts. Nothing happens while an IME composes text. Pointer: hovering moves the active option, a
 * click accepts.
 *
 * Languages: every built-in text (empty, loading and error text, back and path labels, announcements
 * with Polish or English plurals, the validation message) is Polish or English after the `lang` of the
 * element, else of its closest ancestor with one (across shadow roots), else of `<html>`; Polish when
 * none is set or the language is neither (`en-GB` is English). A change of `lang` at run time
 * re-renders it. A text set through its property or attribute always wins.
 *
 * @summary Select-only or editable combobox with nested levels, filtering, virtual scrolling and a data provider.
 *
 * @attr {'select' | 'editable'} mode - `select` (default): a button-like trigger; `editable`: a text input that filters.
 * @attr value - The id of the chosen option at first; form reset returns to it.
 * @attr name - The form field name.
 * @attr {boolean} required - A choice is required for the form to be valid.
 * @attr {boolean} disabled - Disables the combobox.
 * @attr {boolean} open - Whether the list is shown.
 * @attr placeholder - Shown when nothing is chosen (and as the accessible name when `label` is empty).
 * @attr label - The accessible name of the combobox and its listbox.
 * @attr empty-text - Shown and announced when nothing matches. Default: the catalogue text of the element's language, 'Brak wyników' (pl) / 'No results' (en).
 * @attr loading-text - Shown while a data provider loads. Default: 'Ładowanie…' (pl) / 'Loading…' (en).
 * @attr error-text - Shown when the data provider fails. Default: 'Nie udało się wczytać opcji.' (pl) / 'Could not load the options.' (en).
 * @attr back-label - Accessible name of the back button of a nested level. Default: 'Wróć' (pl) / 'Back' (en).
 * @attr path-label - Accessible name of the breadcrumb of a nested level. Default: 'Ścieżka' (pl) / 'Path' (en).
 * @attr submenu-text - Read after the name of an option that opens a level. Default: 'podmenu' (pl) / 'submenu' (en).
 * @attr checked-text - Announced for a checked checkbox option. Default: 'zaznaczone' (pl) / 'checked' (en).
 * @attr unchecked-text - Announced for an unchecked checkbox option. Default: 'niezaznaczone' (pl) / 'not checked' (en).
 * @attr position-text - The position part of an active-option announcement. Default: '{position} z {count}' (pl) / '{position} of {count}' (en).
 * @attr count-text - The count announcement as JSON by plural category, `{count}` replaced. Default (pl): `{"one":"{count} wynik","few":"{count} wyniki","many":"{count} wyników","other":"{count} wyniku"}`; (en): `{"one":"{count} result","other":"{count} results"}`.
 * @attr required-message - The validation message when `required` and nothing is chosen. Default: 'Wybierz opcję z listy.' (pl) / 'Choose an option from the list.' (en).
 * @attr locale - Locale of the plural rules of the count announcement. Default: the element's language ('pl' or 'en').
 * @attr {boolean} auto-activate - Typing makes the best match active, so Enter accepts it (command palettes).
 * @attr {boolean} shallow-search - Search only the current level (by default matches below it are found too).
 * @attr {boolean} loop - Down on the last option goes to the first, and Up on the first to the last.
 * @attr {number} page-size - Items asked from the data provider at a time. Default 50.
 * @attr {number} overscan - Rows rendered beyond each edge of the visible list. Default 5.
 * @attr {number} debounce - Milliseconds between the last keystroke and the data provider call. Default 200.
 * @attr {number} reset-delay - Milliseconds after closing before query, level and active option reset. Default 150.
 * @attr {'auto' | 'always' | 'never'} announce-active - Announce the active option in the live region: `auto` on Apple platforms only (VoiceOver handles aria-activedescendant badly; other screen readers would hear it twice).
 * @attr {number} announce-delay - Milliseconds to wait before announcing the option count. Default 300.
 *
 * @fires {CustomEvent<ComboboxSelectDetail>} pp-select - A plain, radio or checkbox option was accepted. Cancelable: `preventDefault()` keeps the value.
 * @fires {CustomEvent<ComboboxNavigateDetail>} pp-navigate - An `href` option was accepted. Cancelable unless `asInertiaLink` is false; when not canceled the browser loads `href`.
 * @fires {CustomEvent<ComboboxToggleDetail>} pp-toggle - The list opened or closed.
 * @fires input - The value (or a checkbox option's state) changed through the user.
 * @fires change - The value (or a checkbox option's state) changed through the user.
 *
 * @csspart field - The box around the input or trigger.
 * @csspart input - The text input (editable mode).
 * @csspart trigger - The button-like trigger (select mode).
 * @csspart value - The chosen option's name in the trigger.
 * @csspart placeholder - The placeholder in the trigger; also each option row of a data provider's page not loaded yet.
 * @csspart indicator - The chevron of the field.
 * @csspart popup - The popup in the top layer.
 * @csspart path - The breadcrumb of a nested level.
 * @csspart back - The back button of a nested level.
 * @csspart listbox - The scrolling listbox.
 * @csspart option - Each option row (with the `active`, `checked` and `placeholder` parts on the matching rows).
 * @csspart active - The active option row (the one `aria-activedescendant` names), with `option`.
 * @csspart checked - The current option rows: the chosen option, checked checkboxes and links with `active` (the current page), with `option`.
 * @csspart check - The checkbox or radio mark of an option.
 * @csspart icon - The icon of an option.
 * @csspart name - The name of an option.
 * @csspart match - The part of a name that matches the query.
 * @csspart description - The second line of an option.
 * @csspart chevron - The mark of an option that opens a level.
 * @csspart empty - The empty, error or loading message.
 * @csspart spinner - The loading spinner.
 *
 * @cssprop [--pp-combobox-width=16rem] - Width of the element. Default 16rem.
 * @cssprop [--pp-combobox-max-height=300px] - Maximum height of the list. Default 300px.
 * @cssprop [--pp-combobox-row-height=32px] - Height of an option row. Default 32px.
 * @cssprop [--pp-combobox-row-height-description=48px] - Height of a row with a description. Default 48px.
 * @cssprop [--pp-combobox-background=var(--pp-color-bg-surface, Field)] - Field background. Default --pp-color-bg-surface.
 * @cssprop [--pp-combobox-border-color=var(--pp-color-border-default, GrayText)] - Field and popup border. Default --pp-color-border-default.
 * @cssprop [--pp-combobox-radius=var(--pp-radius-md, 0.375rem)] - Corner radius. Default --pp-radius-md.
 * @cssprop [--pp-combobox-popup-background=var(--pp-color-bg-raised, Canvas)] - Popup background. Default --pp-color-bg-raised.
 * @cssprop [--pp-combobox-option-active-background=var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 10%, Canvas))] - Active option background. Default --pp-color-bg-hover.
 * @cssprop [--pp-combobox-option-checked-color=var(--pp-color-bg-brand, AccentColor)] - Check marks. Default --pp-color-bg-brand.
 * @cssprop [--pp-scroll-area-thumb=var(--pp-color-border-strong, GrayText)] - The list's scrollbar thumb while shown. Default --pp-color-border-strong.
 * @cssprop [--pp-scroll-area-track=transparent] - The list's scrollbar track while shown. Default transparent.
 */
export class PpCombobox extends PpElement {
  static override styles = [scrollAreaStyles, styles];
  static override shadowRootOptions: ShadowRootInit = {
    ...PpElement.shadowRootOptions,
    delegatesFocus: true,
  };
  static formAssociated = true;

  /**
   * Loads `href` when a `pp-navigate` event was not canceled. Replaceable for tests and for hosts
   * that load pages in another way.
   */
  static assignLocation: (href: string) => void = (href) => window.location.assign(href);

  /** `select`: a button-like trigger (no text input); `editable`: a text input that filters the list. */
  @property({ reflect: true }) mode: ComboboxMode = 'select';

  /** The options, as a tree (`children` opens a level). Ignored while `dataProvider` is set. */
  @property({ attribute: false }) options: ComboboxOption[] = [];

  /** Server-side options: asked for a page at a time, debounced, stale requests aborted. */
  @property({ attribute: false }) dataProvider: ComboboxDataProvider | undefined = undefined;

  /** The id of the chosen plain or radio option ('' for none). The `value` attribute is the default. */
  @property() value = '';

  /** The form field name. */
  @property() name = '';

  /** A choice is required for the form to be valid. */
  @property({ type: Boolean, reflect: true }) required = false;

  /** Disables the combobox. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Whether the list is shown. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** Shown when nothing is chosen; the accessible name when `label` is empty. */
  @property() placeholder = '';

  /** The accessible name of the combobox and its listbox. */
  @property() label = '';

  // Built-in texts (pp-combobox.messages.ts): the catalogue text of the element's language (its
  // `lang`, an ancestor's or the document's; Polish by default) unless set explicitly. Setting one
  // to null or undefined, or removing its attribute, gives it back to the catalogue.

  /**
   * Shown and announced when nothing matches.
   * @default the catalogue text of the element's language: 'Brak wyników' (pl), 'No results' (en)
   */
  @property({ attribute: 'empty-text' })
  get emptyText(): string {
    return this.#texts.get('emptyText');
  }
  set emptyText(value: string | null | undefined) {
    this.#texts.set('emptyText', value);
  }

  /**
   * Shown while the data provider loads.
   * @default the catalogue text of the element's language: 'Ładowanie…' (pl), 'Loading…' (en)
   */
  @property({ attribute: 'loading-text' })
  get loadingText(): string {
    return this.#texts.get('loadingText');
  }
  set loadingText(value: string | null | undefined) {
    this.#texts.set('loadingText', value);
  }

  /**
   * Shown and announced when the data provider fails.
   * @default the catalogue text of the element's language: 'Nie udało się wczytać opcji.' (pl), 'Could not load the options.' (en)
   */
  @property({ attribute: 'error-text' })
  get errorText(): string {
    return this.#texts.get('errorText');
  }
  set errorText(value: string | null | undefined) {
    this.#texts.set('errorText', value);
  }

  /**
   * Accessible name of the back button of a nested level.
   * @default the catalogue text of the element's language: 'Wróć' (pl), 'Back' (en)
   */
  @property({ attribute: 'back-label' })
  get backLabel(): string {
    return this.#texts.get('backLabel');
  }
  set backLabel(value: string | null | undefined) {
    this.#texts.set('backLabel', value);
  }

  /**
   * Accessible name of the breadcrumb of a nested level.
   * @default the catalogue text of the element's language: 'Ścieżka' (pl), 'Path' (en)
   */
  @property({ attribute: 'path-label' })
  get pathLabel(): string {
    return this.#texts.get('pathLabel');
  }
  set pathLabel(value: string | null | undefined) {
    this.#texts.set('pathLabel', value);
  }

  /**
   * Read after the name of an option that opens a level.
   * @default the catalogue text of the element's language: 'podmenu' (pl), 'submenu' (en)
   */
  @property({ attribute: 'submenu-text' })
  get submenuText(): string {
    return this.#texts.get('submenuText');
  }
  set submenuText(value: string | null | undefined) {
    this.#texts.set('submenuText', value);
  }

  /**
   * Announced for a checked checkbox option.
   * @default the catalogue text of the element's language: 'zaznaczone' (pl), 'checked' (en)
   */
  @property({ attribute: 'checked-text' })
  get checkedText(): string {
    return this.#texts.get('checkedText');
  }
  set checkedText(value: string | null | undefined) {
    this.#texts.set('checkedText', value);
  }

  /**
   * Announced for an unchecked checkbox option.
   * @default the catalogue text of the element's language: 'niezaznaczone' (pl), 'not checked' (en)
   */
  @property({ attribute: 'unchecked-text' })
  get uncheckedText(): string {
    return this.#texts.get('uncheckedText');
  }
  set uncheckedText(value: string | null | undefined) {
    this.#texts.set('uncheckedText', value);
  }

  /**
   * The position part of an active-option announcement: `{position}` and `{count}` are replaced.
   * @default the catalogue text of the element's language: '{position} z {count}' (pl), '{position} of {count}' (en)
   */
  @property({ attribute: 'position-text' })
  get positionText(): string {
    return this.#texts.get('positionText');
  }
  set positionText(value: string | null | undefined) {
    this.#texts.set('positionText', value);
  }

  /**
   * The count announcement by plural category (`Intl.PluralRules` of `locale`); `{count}` is replaced.
   * @default the catalogue text of the element's language: { one: '{count} wynik', few: '{count} wyniki', many: '{count} wyników', other: '{count} wyniku' } (pl), { one: '{count} result', other: '{count} results' } (en)
   */
  @property({ attribute: 'count-text', type: Object })
  get countText(): ComboboxCountText {
    return this.#texts.get('countText');
  }
  set countText(value: ComboboxCountText | null | undefined) {
    this.#texts.set('countText', value);
  }

  /**
   * The validation message when `required` and nothing is chosen.
   * @default the catalogue text of the element's language: 'Wybierz opcję z listy.' (pl), 'Choose an option from the list.' (en)
   */
  @property({ attribute: 'required-message' })
  get requiredMessage(): string {
    return this.#texts.get('requiredMessage');
  }
  set requiredMessage(value: string | null | undefined) {
    this.#texts.set('requiredMessage', value);
  }

  /**
   * Locale of the plural rules of the count announcement. Set it with your own `countText` in a third
   * language; setting it changes no other text.
   * @default the element's language: 'pl' or 'en'
   */
  @property()
  get locale(): string {
    return this.#locale ?? this.#texts.language;
  }
  set locale(value: string | null | undefined) {
    this.#locale = value ?? undefined;
  }

  /** Typing makes the best match active, so Enter accepts it (command palettes). */
  @property({ type: Boolean, attribute: 'auto-activate' }) autoActivate = false;

  /** Search only the current level; by default matches below it are found too, shown with their path. */
  @property({ type: Boolean, attribute: 'shallow-search' }) shallowSearch = false;

  /** Down on the last option goes to the first, and Up on the first to the last. */
  @property({ type: Boolean }) loop = false;

  /** Items asked from the data provider at a time. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 50;

  /** Rows rendered beyond each edge of the visible list. */
  @property({ type: Number }) overscan = 5;

  /** Milliseconds between the last keystroke and the data provider call. */
  @property({ type: Number }) debounce = 200;

  /** Milliseconds after closing before the query, level and active option reset. */
  @property({ type: Number, attribute: 'reset-delay' }) resetDelay = 150;

  /**
   * Announce the active option in the live region: `auto` on Apple platforms only (VoiceOver handles
   * `aria-activedescendant` badly, and other screen readers would hear it twice).
   */
  @property({ attribute: 'announce-active' }) announceActive: 'auto' | 'always' | 'never' = 'auto';

  /** Milliseconds to wait before announcing the option count (typing coalesces). */
  @property({ type: Number, attribute: 'announce-delay' }) announceDelay = 300;

  /** Opens the list. */
  show(): void {
    if (!this.#isDisabled) this.open = true;
  }

  /** Closes the list. */
  hide(): void {
    this.open = false;
  }

  /** The ids of the checked checkbox options. */
  get checkedValues(): string[] {
    return [...this._checked];
  }

  /** The form this element belongs to. */
  get form(): HTMLFormElement | null {
    return this.#internals.form;
  }

  /** The validity state (valueMissing when `required` and nothing is chosen). */
  get validity(): ValidityState {
    return this.#internals.validity;
  }

  /** The validation message, '' when valid. */
  get validationMessage(): string {
    return this.#internals.validationMessage;
  }

  /** Whether the element takes part in constraint validation. */
  get willValidate(): boolean {
    return this.#internals.willValidate;
  }

  /** Checks validity, firing `invalid` when invalid. */
  checkValidity(): boolean {
    return this.#internals.checkValidity();
  }

  /** Checks validity and shows the browser's message when invalid. */
  reportValidity(): boolean {
    return this.#internals.reportValidity();
  }

  // ---------------------------------------------------------------------------------------------
  // Private state

  /** The options entered from the root to the current level. */
  @state() private _path: ComboboxOption[] = [];
  /** The query that filters the list ('' shows every option of the level). */
  @state() private _query = '';
  /** The text of the input (editable mode): the query while typing, the chosen name otherwise. */
  @state() private _inputText = '';
  /**
   * The index of the active option in `_rows`, or -1. Not a reactive property: moving the active
   * option changes two rows and the combobox's aria-activedescendant (see #syncActiveDescendant),
   * not the template, so it costs no render of the element or of its rows.
   */
  private get _active(): number {
    return this.#activeIndex;
  }
  private set _active(index: number) {
    if (index === this.#activeIndex) return;
    this.#activeIndex = index;
    // An update under way syncs after it (updated); otherwise sync now, before the next frame.
    if (!this.isUpdatePending) this.#queueSync();
  }
  /** The rows of the list (null: not loaded yet). */
  @state() private _rows: Row[] = [];
  /** For rows found below the level: the options between the level and the row. */
  @state() private _rowChains: (ComboboxOption[] | undefined)[] | undefined = undefined;
  /** How many rows have a second line. */
  @state() private _tallCount = 0;
  /** Changes whenever `_rows` is replaced, so option ids never name two different rows. */
  @state() private _generation = 0;
  @state() private _loading = false;
  @state() private _failed = false;
  @state() private _checked: ReadonlySet<string> = new Set();
  @state() private _formDisabled = false;

  @query('.popup') private _popup!: HTMLElement;
  @query('[role="listbox"]') private _listbox!: HTMLElement;
  @query('[role="combobox"]') private _combobox!: HTMLElement;
  @query('.field') private _field!: HTMLElement;
  @query('.live') private _live!: HTMLElement;

  readonly #internals: ElementInternals;
  readonly #texts = new LocaleController(this, comboboxMessages);
  #locale: string | undefined;
  #levels = new WeakMap<ComboboxOption[], LevelData>();
  #byId: Map<string, ComboboxOption> | undefined;
  /** The chosen option as last seen (a data provider's options are not in `options`). */
  #chosen: ComboboxOption | undefined;
  #dirty = false;
  #pendingActivate: Activate = 'none';
  /** The active option changed through the keyboard (announce it). */
  #byKeyboard = false;
  /** The active option must still be scrolled into view. */
  #revealPending = false;
  #resetTimer: ReturnType<typeof setTimeout> | undefined;
  #announceTimer: ReturnType<typeof setTimeout> | undefined;
  #debounceTimer: ReturnType<typeof setTimeout> | undefined;
  #idleHandle: number | undefined;
  #position: PopupPosition | undefined;
  #abort: AbortController | undefined;
  #requestGeneration = 0;
  #requestedPages = new Set<number>();
  #typeahead = '';
  #typeaheadTimer: ReturnType<typeof setTimeout> | undefined;
  #liveToggle = false;
  #wasOpen = false;
  /** The rendered rows, as the virtualizer last reported them. */
  #range = { first: -1, last: -1 };
  #activeIndex = -1;
  /** The row now marked active (the `active` class and part, aria-selected). */
  #markedRow: HTMLElement | undefined;
  #syncQueued = false;
  /** The windowed list (virtual-list.ts), once imported. */
  #virtual: VirtualList | undefined = loadedVirtualList;

  constructor() {
    super();
    this.#internals = this.attachInternals();
    // The listbox scroller: the scrollbar shows while scrolling and hides 600 ms after. It never takes
    // focus (DOM focus stays on the combobox, APG): the controller adds no tabindex, and the listbox's
    // tabindex="-1" keeps Chromium from making an overflowing list a tab stop of its own.
    new ScrollAreaController(this, {
      target: () => this.renderRoot.querySelector<HTMLElement>('[role="listbox"]'),
      manageFocus: false,
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.open) this.requestUpdate();
    // The list's module before anyone opens the list: once the page has nothing else to do.
    if (!this.#virtual) this.#requestIdle(() => this.#preloadList());
  }

  /** Imports the windowed list's module (once per page) and renders with it when it arrives. */
  #preloadList = (): Promise<unknown> | undefined => {
    if (this.#virtual) return undefined;
    return loadVirtualList().then((module) => {
      if (this.#virtual) return;
      this.#virtual = module;
      if (this.open) this.requestUpdate();
    });
  };

  /** Resolves once the element has rendered, an open list included (its module may still be on its way). */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    if (this.open && !this.#virtual) {
      await this.#preloadList();
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#position?.stop();
    this.#position = undefined;
    this.#abort?.abort();
    clearTimeout(this.#resetTimer);
    clearTimeout(this.#announceTimer);
    clearTimeout(this.#debounceTimer);
    clearTimeout(this.#typeaheadTimer);
    this.#cancelIdle();
    this.#wasOpen = false;
  }

  /** Form-associated callback: a surrounding fieldset was disabled or enabled. */
  formDisabledCallback(disabled: boolean): void {
    this._formDisabled = disabled;
  }

  /** Form-associated callback: the form was reset. */
  formResetCallback(): void {
    this.#dirty = false;
    this.value = this.getAttribute('value') ?? '';
    this.#chosen = undefined;
    this.#syncFromOptions();
    this._inputText = this.#displayText();
  }

  /** Form-associated callback: the browser restores the state (back/forward navigation, autofill). */
  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') {
      this.value = state;
    } else if (state instanceof FormData) {
      const values = state.getAll('value').filter((v): v is string => typeof v === 'string');
      const checked = state.getAll('checked').filter((v): v is string => typeof v === 'string');
      this.value = values[0] ?? '';
      this._checked = new Set(checked);
    }
    this.#dirty = true;
    this._inputText = this.#displayText();
  }

  protected override willUpdate(changed: PropertyValues): void {
    // A host that re-renders with a new but equal options array (React) must not lose the user's place.
    const keepActiveId =
      changed.has('options') && !changed.has('_query') && !changed.has('_path')
        ? this._rows[this._active]?.id
        : undefined;
    if (changed.has('options')) {
      this.#levels = new WeakMap();
      this.#byId = undefined;
      if (this._path.length > 0 && !this.dataProvider) this._path = this.#pathIn(this.options, this._path);
      this.#syncFromOptions();
    }
    if (changed.has('value') || changed.has('options')) {
      this.#chosen = this.value === '' ? undefined : (this.#findById(this.value) ?? this.#chosen);
      if (!this.open || this.mode === 'select') this._inputText = this.#displayText();
    }
    if ((this.disabled || this._formDisabled) && this.open) this.open = false;

    const opening = this.open && !this.#wasOpen;
    if (this.open && !this.#virtual) void this.#preloadList();
    if (opening) {
      clearTimeout(this.#resetTimer);
      this.#resetTimer = undefined;
    }
    if (!this.open && this.#wasOpen) {
      // Closing: state changes belong to this update (set in updated(), they would cost another one).
      this._loading = false;
      this._active = -1;
      if (this.resetDelay <= 0) this.#reset();
    }
    const listChanged =
      changed.has('_query') ||
      changed.has('_path') ||
      changed.has('options') ||
      changed.has('dataProvider') ||
      changed.has('shallowSearch');
    if (this.open && (opening || listChanged)) {
      if (this.dataProvider) {
        this.#requestRows(changed.has('_query') && !opening && !changed.has('_path'));
      } else {
        this.#refreshRows(keepActiveId);
      }
    }
  }

  /** The same path (by option ids) in another options tree, or [] when it no longer exists there. */
  #pathIn(options: ComboboxOption[], path: ComboboxOption[]): ComboboxOption[] {
    const found: ComboboxOption[] = [];
    let level: ComboboxOption[] | undefined = options;
    for (const step of path) {
      const match: ComboboxOption | undefined = level?.find((option) => option.id === step.id);
      if (!match || !hasChildren(match)) return [];
      found.push(match);
      level = match.children;
    }
    return found;
  }

  protected override updated(changed: PropertyValues): void {
    // Also after reconnecting while open (disconnecting hid the popover).
    if (this.open !== this.#wasOpen) this.#openChanged();
    if (
      changed.has('value') ||
      changed.has('_checked') ||
      changed.has('required') ||
      changed.has('name') ||
      changed.has('requiredMessage')
    ) {
      this.#updateForm();
    }
    // After the virtualizer's own microtask has positioned any row this update created.
    this.#queueSync();
  }

  protected override firstUpdated(): void {
    this._listbox.addEventListener('rangeChanged', (event) =>
      this.#onRangeChanged(event as RangeChangedEvent),
    );
    // A reflow the virtualizer began before a keyboard jump keeps its anchor in view and scrolls the
    // list back to it without a range change: a reveal still pending tries again after any scroll.
    this._listbox.addEventListener(
      'scroll',
      () => {
        if (this.#revealPending) this.#queueSync();
      },
      { passive: true },
    );
    // Pointer only: the keyboard works the listbox from the combobox, which keeps DOM focus (APG).
    this._listbox.addEventListener('click', this.#onListClick);
    // A person about to open the list: its module now, if the idle time has not brought it yet.
    this._field.addEventListener('pointerenter', this.#preloadList, { once: true });
    this._field.addEventListener('focusin', this.#preloadList, { once: true });
    this.#updateForm();
  }

  // ---------------------------------------------------------------------------------------------
  // Rendering

  protected override render(): TemplateResult {
    const editable = this.mode === 'editable';
    const disabled = this.#isDisabled;
    const accessibleName = this.label || this.placeholder || nothing;
    const combobox = editable
      ? html`<input
          part="input"
          class="input"
          role="combobox"
          aria-label=${accessibleName}
          aria-autocomplete="list"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="listbox"
          aria-required=${this.required ? 'true' : nothing}
          aria-invalid=${this.#isInvalid ? 'true' : nothing}
          autocomplete="off"
          autocapitalize="off"
          spellcheck="false"
          placeholder=${this.placeholder || nothing}
          .value=${this._inputText}
          ?disabled=${disabled}
          @keydown=${this.#onKeyDown}
          @input=${this.#onInput}
          @click=${this.#onInputClick}
        />`
      : html`<div
          part="trigger"
          class="trigger"
          role="combobox"
          tabindex=${disabled ? '-1' : '0'}
          aria-label=${accessibleName}
          aria-haspopup="listbox"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="listbox"
          aria-disabled=${disabled ? 'true' : nothing}
          aria-required=${this.required ? 'true' : nothing}
          aria-invalid=${this.#isInvalid ? 'true' : nothing}
          @keydown=${this.#onKeyDown}
          @click=${this.#onTriggerClick}
        >
          ${this.#renderTriggerContent()}
        </div>`;
    return html`
      <div class=${classMap({ field: true, open: this.open })} part="field" @focusout=${this.#onFocusOut}>
        ${combobox}
        <span class="indicator" part="indicator" aria-hidden="true"></span>
      </div>
      <div class="popup" part="popup" popover="manual" @mousedown=${this.#keepFocus}>
        ${this._path.length > 0 ? this.#renderPath() : nothing}
        <div
          id="listbox"
          role="listbox"
          part="listbox"
          class=${classMap({ listbox: true, empty: this._rows.length === 0 })}
          style=${styleMap({ 'min-height': '0', 'block-size': this.#listHeight() })}
          tabindex="-1"
          data-pp-scroll-area
          aria-label=${this.label || this.placeholder || nothing}
          aria-busy=${this._loading ? 'true' : 'false'}
          @pointermove=${this.#onPointerMove}
        >
          ${
            this.#virtual
              ? this.#virtual.virtualList({
                  items: this._rows,
                  renderItem: this.#renderRow,
                  overscan: this.overscan,
                })
              : nothing
          }
        </div>
        ${this.#renderStatus()}
      </div>
      <div class="live sr-only" role="status"></div>
    `;
  }

  /**
   * The listbox height: all rows, up to the maximum (the virtualizer gives the listbox size
   * containment). A property of the listbox alone: row counts in custom properties would be inherited
   * by every row, and a new count would restyle them all.
   */
  #listHeight(): string {
    const rows = Math.min(this._rows.length - this._tallCount, HEIGHT_ROWS);
    const tall = Math.min(this._tallCount, HEIGHT_ROWS);
    return `min(var(--_max-height), calc(${rows} * var(--_row-height) + ${tall} * var(--_row-height-description)))`;
  }

  #renderTriggerContent(): TemplateResult {
    const chosen = this.#chosenOptions();
    if (chosen.length === 0) {
      return html`<span class="placeholder" part="placeholder">${this.placeholder}</span>`;
    }
    const first = chosen[0] as ComboboxOption;
    return html`${
        chosen.length === 1 && first.icon
          ? html`<span
              class="icon"
              part="icon"
              aria-hidden="true"
              style=${styleMap({ '--_icon': iconUrl(first.icon) })}
            ></span>`
          : nothing
      }<span class="value" part="value">${chosen.map((o) => o.name).join(', ')}</span>`;
  }

  #renderPath(): TemplateResult {
    return html`<div class="path" part="path">
      <button
        type="button"
        class="back"
        part="back"
        tabindex="-1"
        aria-label=${this.backLabel}
        title=${this.backLabel}
        @click=${() => this.#goToLevel(this._path.length - 1)}
      ></button>
      <nav aria-label=${this.pathLabel}>
        <ol>
          ${this._path.map((option, depth) =>
            depth === this._path.length - 1
              ? html`<li aria-current="location">${option.name}</li>`
              : html`<li>
                  <button type="button" tabindex="-1" @click=${() => this.#goToLevel(depth + 1)}>
                    ${option.name}
                  </button>
                </li>`,
          )}
        </ol>
      </nav>
    </div>`;
  }

  #renderStatus(): TemplateResult | typeof nothing {
    if (this._loading && this._rows.length === 0) {
      return html`<div class="status" part="empty">
        <span class="spinner" part="spinner" aria-hidden="true"></span>${this.loadingText}
      </div>`;
    }
    if (this._loading) {
      return html`<span class="spinner corner" part="spinner" aria-hidden="true"></span>`;
    }
    if (this._failed) return html`<div class="status" part="empty">${this.errorText}</div>`;
    if (this._rows.length === 0) return html`<div class="status" part="empty">${this.emptyText}</div>`;
    return nothing;
  }

  #renderRow = (row: Row | undefined, index: number): TemplateResult => {
    // The virtualizer can render a stale range once against new, shorter rows; the next range fixes it.
    if (row === undefined) return html`<div class="stale" aria-hidden="true"></div>`;
    // The active option is marked outside the template (#markActiveRow), so moving it renders no row.
    const chain = row ? this._rowChains?.[index] : undefined;
    const pathText = chain && chain.length > 0 ? chain.map((o) => o.name).join(' › ') : '';
    const secondary = row
      ? pathText && row.description
        ? `${pathText} · ${row.description}`
        : pathText || row.description || ''
      : '';
    const current = row !== null && this.#isCurrent(row);
    const kind = row?.inputType;
    const parts = ['option'];
    if (row === null) parts.push('placeholder');
    if (current) parts.push('checked');
    let ariaCurrent: string | typeof nothing = nothing;
    if (row?.href !== undefined) ariaCurrent = row.active ? 'page' : nothing;
    else if (row && !kind && current) ariaCurrent = 'true';
    // One template for loaded rows and placeholders, so loading a page updates the rows in place
    // (a new node would lose the virtualizer's positioning until its next pass).
    // eslint-disable-next-line lit-a11y/role-has-required-aria-attrs -- #markActiveRow sets aria-selected
    return html`<div
      role="option"
      id=${this.#optionId(index)}
      class=${classMap({ option: true, tall: secondary !== '', current, placeholder: row === null })}
      part=${parts.join(' ')}
      data-index=${index}
      aria-setsize=${this._rows.length}
      aria-posinset=${index + 1}
      aria-checked=${kind ? (current ? 'true' : 'false') : nothing}
      aria-current=${ariaCurrent}
      aria-disabled=${row === null ? 'true' : nothing}
    >
      ${kind ? html`<span class="check ${kind}" part="check" aria-hidden="true"></span>` : nothing}
      ${
        row?.icon
          ? html`<span
              class="icon"
              part="icon"
              aria-hidden="true"
              style=${styleMap({ '--_icon': iconUrl(row.icon) })}
            ></span>`
          : nothing
      }
      <span class="text">
        <span class="name" part="name">${row ? this.#highlight(row.name) : this.loadingText}</span>
        ${secondary ? html`<span class="description" part="description">${secondary}</span>` : nothing}
      </span>
      ${
        row && hasChildren(row)
          ? html`<span class="sr-only">, ${this.submenuText}</span
              ><span class="chevron" part="chevron" aria-hidden="true"></span>`
          : row && !kind && current
            ? html`<span class="tick" aria-hidden="true"></span>`
            : nothing
      }
    </div>`;
  };

  #highlight(name: string): TemplateResult | string {
    if (this._query === '') return name;
    const range = matchRange(name, this._query);
    if (!range) return name;
    const [start, end] = range;
    return html`${name.slice(0, start)}<mark part="match">${name.slice(start, end)}</mark>${name.slice(end)}`;
  }

  // ---------------------------------------------------------------------------------------------
  // Rows

  #level(): ComboboxOption[] {
    const parent = this._path[this._path.length - 1];
    return parent ? (parent.children ?? []) : this.options;
  }

  #levelData(level: ComboboxOption[]): LevelData {
    let data = this.#levels.get(level);
    if (data) return data;
    let tallCount = 0;
    let nested = false;
    for (const option of level) {
      if (option.description) tallCount++;
      if (!nested && option.children && option.children.length > 0) nested = true;
    }
    let searchable = level;
    let chains: ComboboxOption[][] | undefined;
    if (nested && !this.shallowSearch) {
      searchable = [];
      chains = [];
      const walk = (options: ComboboxOption[], chain: ComboboxOption[]) => {
        for (const option of options) {
          searchable.push(option);
          (chains as ComboboxOption[][]).push(chain);
          if (option.children && option.children.length > 0) walk(option.children, [...chain, option]);
        }
      };
      walk(level, []);
    }
    let tall: Uint8Array | undefined;
    if (chains || tallCount > 0) {
      tall = new Uint8Array(searchable.length);
      for (let i = 0; i < searchable.length; i++) {
        if ((searchable[i] as ComboboxOption).description || (chains?.[i]?.length ?? 0) > 0) tall[i] = 1;
      }
    }
    data = { searchable, chains, index: new SearchIndex(searchable), tallCount, tall };
    this.#levels.set(level, data);
    return data;
  }

  /** Recomputes the rows of a local (options) list from the level and the query. */
  #refreshRows(keepActiveId?: string): void {
    const level = this.#level();
    const data = this.#levelData(level);
    if (this._query.trim() === '') {
      this._rows = level;
      this._rowChains = undefined;
      this._tallCount = data.tallCount;
      this.#scheduleIndexBuild(data.index);
    } else {
      const { indices } = data.index.search(this._query);
      const { searchable, chains, tall } = data;
      // At 100,000 options this runs on every keystroke: no option is read but the rows'.
      this._rows = pick(searchable, indices);
      this._rowChains = chains ? pick(chains, indices) : undefined;
      this._tallCount = tall ? countMarked(tall, indices) : 0;
    }
    this._generation++;
    this._failed = false;
    this.#rowsReady(keepActiveId);
  }

  /** After new rows: choose the active option and announce the count. */
  #rowsReady(keepActiveId?: string): void {
    const count = this._rows.length;
    let activate = this.#pendingActivate;
    this.#pendingActivate = 'none';
    if (activate === 'none' && keepActiveId !== undefined) {
      const index = this._rows.findIndex((row) => row?.id === keepActiveId);
      if (index >= 0) {
        this._active = index;
        return;
      }
    }
    if (activate === 'none' && this.autoActivate && this._query.trim() !== '') activate = 'first';
    if (count === 0 || activate === 'none') {
      this._active = -1;
    } else if (activate === 'first') {
      this._active = 0;
    } else if (activate === 'last') {
      this._active = count - 1;
    } else {
      const current = this.#indexOfCurrent();
      this._active = current >= 0 ? current : 0;
    }
    this.#byKeyboard = this._active >= 0;
    this.#revealPending = this._active >= 0;
    this.#scheduleCountAnnouncement();
  }

  #indexOfCurrent(): number {
    const rows = this._rows;
    if (this.value !== '') {
      for (let i = 0; i < rows.length; i++) if (rows[i]?.id === this.value) return i;
    }
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (row && row.inputType === 'checkbox' && this._checked.has(row.id)) return i;
    }
    return -1;
  }

  /**
   * Normalises the level's texts in idle time, then warms the search up (see SearchIndex.warmUp), so
   * the first keystroke pays for neither.
   */
  #scheduleIndexBuild(index: SearchIndex<ComboboxOption>): void {
    if (index.warm || this.#idleHandle !== undefined) return;
    const step = (deadline?: IdleDeadline) => {
      this.#idleHandle = undefined;
      if (!index.complete) {
        index.buildSome(() => (deadline ? deadline.timeRemaining() > 2 : false));
      } else if (!deadline || deadline.didTimeout || deadline.timeRemaining() > 4) {
        // A round of warm-up takes a few milliseconds: only when that much idle time is left.
        index.warmUp();
      }
      if (!index.warm && this.isConnected) this.#idleHandle = this.#requestIdle(step);
    };
    this.#idleHandle = this.#requestIdle(step);
  }

  #requestIdle(callback: (deadline?: IdleDeadline) => void): number {
    if (typeof requestIdleCallback === 'function') return requestIdleCallback(callback, { timeout: 1000 });
    return window.setTimeout(callback, 16);
  }

  #cancelIdle(): void {
    if (this.#idleHandle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(this.#idleHandle);
    clearTimeout(this.#idleHandle);
    this.#idleHandle = undefined;
  }

  // ---------------------------------------------------------------------------------------------
  // Data provider

  /** Asks the provider for the first page of the current level and query. */
  #requestRows(debounced: boolean): void {
    clearTimeout(this.#debounceTimer);
    this.#abort?.abort();
    this.#abort = undefined;
    this._loading = true;
    this._failed = false;
    this._active = -1;
    if (debounced && this.debounce > 0) {
      this.#debounceTimer = setTimeout(() => this.#fetchFirstPage(), this.debounce);
    } else {
      this.#fetchFirstPage();
    }
  }

  #fetchFirstPage(): void {
    const provider = this.dataProvider;
    if (!provider) return;
    const generation = ++this.#requestGeneration;
    const controller = new AbortController();
    this.#abort = controller;
    this.#requestedPages = new Set([0]);
    const limit = Math.max(1, this.pageSize);
    provider(this.#request(0, limit, controller.signal)).then(
      ({ items, total }) => {
        if (generation !== this.#requestGeneration || controller.signal.aborted) return;
        const count = Math.max(items.length, total);
        const rows = new Array<Row>(count).fill(null);
        let tall = 0;
        items.forEach((item, i) => {
          rows[i] = item;
          if (item.description) tall++;
        });
        this._rows = rows;
        this._rowChains = undefined;
        this._tallCount = tall;
        this._generation++;
        this._loading = false;
        this.#rowsReady();
      },
      (error: unknown) => {
        if (generation !== this.#requestGeneration || controller.signal.aborted) return;
        console.error('<pp-combobox> dataProvider failed:', error);
        this._rows = [];
        this._tallCount = 0;
        this._generation++;
        this._loading = false;
        this._failed = true;
        this._active = -1;
        this.#announce(this.errorText);
      },
    );
  }

  #request(offset: number, limit: number, signal: AbortSignal) {
    return {
      query: this._query,
      level: this._path.length,
      parent: this._path[this._path.length - 1] ?? null,
      path: [...this._path],
      offset,
      limit,
      signal,
    };
  }

  /** Loads the page holding `index` when it is not loaded or loading. */
  #ensureLoaded(index: number): void {
    const provider = this.dataProvider;
    const controller = this.#abort;
    if (!provider || !controller || this._rows[index] !== null) return;
    const limit = Math.max(1, this.pageSize);
    const page = Math.floor(index / limit);
    if (this.#requestedPages.has(page)) return;
    this.#requestedPages.add(page);
    const generation = this.#requestGeneration;
    const rows = this._rows;
    provider(this.#request(page * limit, limit, controller.signal)).then(
      ({ items }) => {
        if (generation !== this.#requestGeneration || controller.signal.aborted || rows !== this._rows)
          return;
        let tall = 0;
        items.forEach((item, i) => {
          const at = page * limit + i;
          if (at < rows.length) {
            rows[at] = item;
            if (item.description) tall++;
          }
        });
        this._tallCount += tall;
        this.requestUpdate();
        if (this._active >= page * limit && this._active < (page + 1) * limit) this.#announceActive();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        this.#requestedPages.delete(page);
        console.error('<pp-combobox> dataProvider failed:', error);
      },
    );
  }

  #onRangeChanged(event: RangeChangedEvent): void {
    this.#range = { first: event.first, last: event.last };
    if (this.dataProvider) {
      for (let i = Math.max(0, event.first); i <= event.last && i < this._rows.length; i++) {
        if (this._rows[i] === null) this.#ensureLoaded(i);
      }
    }
    // The virtualizer has rendered its new range: the active option may exist now.
    this.#queueSync();
  }

  // ---------------------------------------------------------------------------------------------
  // Active option and aria-activedescendant

  #optionId(index: number): string {
    return `option-${this._generation}-${index}`;
  }

  /** Runs #syncActiveDescendant in a microtask (once, however often asked before it runs). */
  #queueSync(): void {
    if (this.#syncQueued) return;
    this.#syncQueued = true;
    queueMicrotask(() => {
      this.#syncQueued = false;
      this.#syncActiveDescendant();
    });
  }

  /**
   * Marks the active option's row and points aria-activedescendant at it once it is rendered,
   * scrolling to it.
   */
  #syncActiveDescendant(): void {
    const combobox = this._combobox;
    if (!combobox) return;
    const index = this._active;
    const active = this.open && index >= 0 && index < this._rows.length;
    this._field.classList.toggle('has-active', active);
    if (!active) {
      this.#markActiveRow(undefined);
      combobox.removeAttribute('aria-activedescendant');
      return;
    }
    const id = this.#optionId(index);
    const element = this.renderRoot.querySelector<HTMLElement>(`#${id}`) ?? undefined;
    this.#markActiveRow(element);
    if (!element) {
      // Not rendered: never name it. After a keyboard move, scroll to it (rangeChanged, or any scroll
      // while the reveal is pending, brings us back); after the user scrolled it away, leave the list
      // where they put it.
      combobox.removeAttribute('aria-activedescendant');
      if (this.#revealPending) this.#reveal(index);
      return;
    }
    if (combobox.getAttribute('aria-activedescendant') !== id) {
      combobox.setAttribute('aria-activedescendant', id);
      if (this.#byKeyboard) this.#announceActive();
    }
    // Last, after every DOM write, so measuring costs one layout.
    if (this.#revealPending) {
      this.#revealPending = false;
      this.#scrollIntoView(element);
    }
  }

  /**
   * Gives `row` (the active option's row, or none) the `active` class and part and
   * aria-selected="true", and takes them from the row that had them. Written only where they change:
   * a render of the row may rewrite its `part` attribute (dropping `active`), and is always followed
   * by a sync (updated, rangeChanged) that puts it back before the frame is painted.
   */
  #markActiveRow(row: HTMLElement | undefined): void {
    const previous = this.#markedRow;
    if (previous && previous !== row) {
      previous.classList.remove('active');
      previous.part.remove('active');
      previous.removeAttribute('aria-selected');
    }
    this.#markedRow = row;
    if (!row) return;
    if (!row.classList.contains('active')) row.classList.add('active');
    if (!row.part.contains('active')) row.part.add('active');
    if (row.getAttribute('aria-selected') !== 'true') row.setAttribute('aria-selected', 'true');
  }

  /**
   * Scrolls an option that is not rendered into view, by the same average row size the virtualizer
   * estimates positions with, so it renders that option (with `overscan` rows of margin for error).
   * The virtualizer's own `scrollIntoView` pins its layout, and the pin would fight later scrolling.
   */
  #reveal(index: number): void {
    const listbox = this._listbox;
    const count = this._rows.length;
    const rowSize = listbox.scrollHeight / Math.max(1, count);
    const top = index * rowSize;
    const target = index < this.#range.first ? top : top + rowSize - listbox.clientHeight;
    const clamped = Math.max(0, Math.min(target, listbox.scrollHeight - listbox.clientHeight));
    if (Math.abs(listbox.scrollTop - clamped) >= 1) {
      listbox.scrollTop = clamped;
    } else {
      // Already there but not rendered (a layout still settling): let the virtualizer place it.
      this.#virtual?.scrollRowIntoView(listbox, index);
    }
  }

  #scrollIntoView(element: HTMLElement): void {
    const listbox = this._listbox;
    const box = listbox.getBoundingClientRect();
    const row = element.getBoundingClientRect();
    if (row.top < box.top) listbox.scrollTop -= box.top - row.top;
    else if (row.bottom > box.bottom) listbox.scrollTop += row.bottom - box.bottom;
  }

  #setActive(index: number, fromKeyboard: boolean): void {
    const count = this._rows.length;
    const next = count === 0 ? -1 : Math.max(-1, Math.min(count - 1, index));
    this.#byKeyboard = fromKeyboard;
    this.#revealPending = fromKeyboard && next >= 0;
    this._active = next;
  }

  #move(delta: number): void {
    const count = this._rows.length;
    if (count === 0) return;
    let next: number;
    if (this._active < 0) {
      next = delta > 0 ? 0 : count - 1;
    } else {
      next = this._active + delta;
      if (next >= count) next = this.loop && Math.abs(delta) === 1 ? 0 : count - 1;
      else if (next < 0) next = this.loop && Math.abs(delta) === 1 ? count - 1 : 0;
    }
    this.#setActive(next, true);
  }

  #pageStep(): number {
    const listbox = this._listbox;
    const row = listbox.querySelector<HTMLElement>('[role="option"]');
    const rowHeight = row?.getBoundingClientRect().height || 32;
    return Math.max(1, Math.floor(listbox.clientHeight / rowHeight));
  }

  // ---------------------------------------------------------------------------------------------
  // Accepting options

  #accept(index: number, via: 'keyboard' | 'pointer' | 'tab' | 'alt-up'): void {
    const option = this._rows[index];
    if (!option) return;
    const chain = this._rowChains?.[index] ?? [];
    const path = [...this._path, ...chain];
    if (hasChildren(option)) {
      if (via === 'tab' || via === 'alt-up') return;
      this.#enterLevel([...path, option], via === 'keyboard');
      return;
    }
    if (option.href !== undefined) {
      if (via === 'tab' || via === 'alt-up') return;
      const asInertiaLink = option.asInertiaLink !== false;
      const detail: ComboboxNavigateDetail = { option, href: option.href, asInertiaLink };
      const event = this.emit('pp-navigate', detail, { cancelable: asInertiaLink });
      this.open = false;
      if (!event.defaultPrevented) PpCombobox.assignLocation(option.href);
      return;
    }
    if (option.inputType === 'checkbox') {
      if (via === 'tab' || via === 'alt-up') return;
      const checked = !this._checked.has(option.id);
      const event = this.emit('pp-select', { option, path, checked }, { cancelable: true });
      if (event.defaultPrevented) return;
      const next = new Set(this._checked);
      if (checked) next.add(option.id);
      else next.delete(option.id);
      this._checked = next;
      this.#dirty = true;
      this.#fireValueEvents();
      this.#announce(`${option.name}, ${checked ? this.checkedText : this.uncheckedText}`);
      return;
    }
    const event = this.emit('pp-select', { option, path }, { cancelable: true });
    if (event.defaultPrevented) return;
    const changed = this.value !== option.id;
    this.#chosen = option;
    this.#dirty = true;
    this.value = option.id;
    this._inputText = option.name;
    this._query = '';
    this.open = false;
    if (changed) this.#fireValueEvents();
  }

  #fireValueEvents(): void {
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  #enterLevel(path: ComboboxOption[], fromKeyboard: boolean): void {
    this._path = path;
    this._query = '';
    if (this.mode === 'editable') this._inputText = '';
    this.#pendingActivate = fromKeyboard ? 'first' : 'none';
  }

  #goToLevel(depth: number): void {
    if (depth < 0 || depth >= this._path.length) return;
    this._path = this._path.slice(0, depth);
    this._query = '';
    if (this.mode === 'editable') this._inputText = '';
    this.#pendingActivate = 'none';
    this.#focusCombobox();
  }

  // ---------------------------------------------------------------------------------------------
  // Opening and closing

  #openChanged(): void {
    const popup = this._popup;
    this.#wasOpen = this.open;
    if (this.open) {
      if (!popup.matches(':popover-open')) popup.showPopover();
      // Under the field, as wide as it at least, no taller than the room left (above when there is none).
      this.#position ??= new PopupPosition(this._field, popup, () => ({
        placement: 'bottom-start',
        distance: 4,
        padding: 8,
        matchAnchorWidth: true,
      }));
      this.#position.start();
    } else {
      if (popup.matches(':popover-open')) popup.hidePopover();
      this.#position?.stop();
      clearTimeout(this.#debounceTimer);
      clearTimeout(this.#announceTimer);
      this.#abort?.abort();
      this.#abort = undefined;
      this.#requestGeneration++;
      this.#scheduleReset();
    }
    const detail: ComboboxToggleDetail = { open: this.open };
    this.emit('pp-toggle', detail);
  }

  /** After closing (resetDelay > 0): resets the query, level and active option once the delay is over. */
  #scheduleReset(): void {
    clearTimeout(this.#resetTimer);
    this.#resetTimer = undefined;
    if (this.resetDelay <= 0) return; // Done by willUpdate with the update that closed.
    this.#resetTimer = setTimeout(() => {
      this.#resetTimer = undefined;
      if (!this.open) this.#reset();
    }, this.resetDelay);
  }

  #reset(): void {
    this._query = '';
    this._path = [];
    this._active = -1;
    this.#typeahead = '';
    this._inputText = this.#displayText();
  }

  // ---------------------------------------------------------------------------------------------
  // Events

  #onKeyDown = (event: KeyboardEvent): void => {
    if (this.#isDisabled || event.isComposing || event.keyCode === 229) return;
    const editable = this.mode === 'editable';
    const open = this.open;
    const hasActive = open && this._active >= 0;
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    switch (event.key) {
      case 'ArrowDown':
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        if (event.altKey) {
          this.show();
        } else if (!open) {
          this.#pendingActivate = editable ? 'first' : this.#hasCurrent() ? 'current' : 'first';
          this.show();
        } else {
          this.#move(1);
        }
        return;
      case 'ArrowUp':
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        if (event.altKey) {
          if (open && !editable && hasActive) this.#accept(this._active, 'alt-up');
          this.hide();
        } else if (!open) {
          this.#pendingActivate = editable ? 'last' : this.#hasCurrent() ? 'current' : 'last';
          this.show();
        } else {
          this.#move(-1);
        }
        return;
      case 'Home':
      case 'End': {
        if (!plain) return;
        const first = event.key === 'Home';
        if (!open) {
          if (editable) return;
          event.preventDefault();
          this.#pendingActivate = first ? 'first' : 'last';
          this.show();
          return;
        }
        if (editable && !hasActive) return;
        event.preventDefault();
        this.#setActive(first ? 0 : this._rows.length - 1, true);
        return;
      }
      case 'PageDown':
      case 'PageUp': {
        if (!open || !plain) return;
        event.preventDefault();
        const step = this.#pageStep() * (event.key === 'PageDown' ? 1 : -1);
        const last = this._rows.length - 1;
        if (this._active < 0) this.#setActive(step > 0 ? 0 : last, true);
        else this.#setActive(Math.max(0, Math.min(last, this._active + step)), true);
        return;
      }
      case 'Enter':
        if (!plain) return;
        if (!open) {
          if (editable) {
            this.form?.requestSubmit();
          } else {
            event.preventDefault();
            this.#pendingActivate = 'current';
            this.show();
          }
          return;
        }
        event.preventDefault();
        if (hasActive) this.#accept(this._active, 'keyboard');
        else this.hide();
        return;
      case ' ':
        if (editable || !plain) return;
        event.preventDefault();
        if (this.#typeahead !== '') {
          this.#typeAhead(' ');
        } else if (!open) {
          this.#pendingActivate = 'current';
          this.show();
        } else if (hasActive) {
          this.#accept(this._active, 'keyboard');
        }
        return;
      case 'Escape':
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          if (this._path.length > 0) this.#goToLevel(this._path.length - 1);
          else this.hide();
        } else if (editable && (this._inputText !== '' || this._query !== '')) {
          event.preventDefault();
          event.stopPropagation();
          this.#clear();
        }
        return;
      case 'Backspace':
        if (!plain || !open || this._path.length === 0) return;
        if (editable && this._inputText !== '') return;
        event.preventDefault();
        this.#goToLevel(this._path.length - 1);
        return;
      case 'Tab':
        if (!open) return;
        if (hasActive) this.#accept(this._active, 'tab');
        this.hide();
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (editable && hasActive) this.#setActive(-1, false);
        return;
      default:
        if (!editable && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          this.#typeAhead(event.key);
        }
    }
  };

  #typeAhead(char: string): void {
    clearTimeout(this.#typeaheadTimer);
    this.#typeaheadTimer = setTimeout(() => (this.#typeahead = ''), 500);
    this.#typeahead += normalize(char);
    const search = this.#typeahead;
    const repeated = [...search].every((c) => c === search[0]);
    const needle = repeated ? (search[0] as string) : search;
    if (!this.open) {
      this.show();
      // Rows exist only after the update that opens the list.
      void this.updateComplete.then(() => this.#findTypeAhead(needle, repeated));
      return;
    }
    this.#findTypeAhead(needle, repeated);
  }

  #findTypeAhead(needle: string, cycle: boolean): void {
    const rows = this._rows;
    const count = rows.length;
    if (count === 0) return;
    const start = this._active < 0 ? 0 : cycle ? this._active + 1 : this._active;
    for (let k = 0; k < count; k++) {
      const i = (start + k) % count;
      const row = rows[i];
      if (row && normalize(row.name).startsWith(needle)) {
        this.#setActive(i, true);
        return;
      }
    }
  }

  #onInput = (event: Event): void => {
    // The inner input's own `input` event is not the element's value change.
    event.stopPropagation();
    const text = (event.target as HTMLInputElement).value;
    this._inputText = text;
    this._query = text;
    this._active = -1;
    this.show();
  };

  #onInputClick = (): void => {
    this.show();
  };

  #onTriggerClick = (): void => {
    if (this.#isDisabled) return;
    if (this.open) this.hide();
    else {
      this.#pendingActivate = this.#hasCurrent() ? 'current' : 'none';
      this.show();
    }
  };

  #onFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget as Node | null;
    if (next && (this.renderRoot.contains(next) || this.contains(next))) return;
    this.hide();
  };

  #keepFocus = (event: MouseEvent): void => {
    // Keep DOM focus on the combobox while the pointer works the popup.
    event.preventDefault();
  };

  #rowIndexOf(event: Event): number {
    const target = event.target as Element | null;
    const option = target?.closest<HTMLElement>('[role="option"]');
    if (!option) return -1;
    return Number(option.dataset['index'] ?? -1);
  }

  #onPointerMove = (event: PointerEvent): void => {
    const index = this.#rowIndexOf(event);
    if (index >= 0 && index !== this._active) this.#setActive(index, false);
  };

  #onListClick = (event: MouseEvent): void => {
    const index = this.#rowIndexOf(event);
    if (index < 0) return;
    this.#setActive(index, false);
    this.#accept(index, 'pointer');
    this.#focusCombobox();
  };

  #focusCombobox(): void {
    if (this.shadowRoot?.activeElement !== this._combobox) this._combobox?.focus();
  }

  #clear(): void {
    const hadValue = this.value !== '';
    this._inputText = '';
    this._query = '';
    if (hadValue) {
      this.#chosen = undefined;
      this.#dirty = true;
      this.value = '';
      this.#fireValueEvents();
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Announcements

  #announce(text: string): void {
    const live = this._live;
    if (!live) return;
    // A trailing no-break space that alternates makes a repeated message count as a change.
    this.#liveToggle = !this.#liveToggle;
    live.textContent = this.#liveToggle ? text : `${text}\u00a0`;
  }

  #scheduleCountAnnouncement(): void {
    clearTimeout(this.#announceTimer);
    const announce = () => {
      if (!this.open || this._loading) return;
      const count = this._rows.length;
      if (this._failed) this.#announce(this.errorText);
      else if (count === 0) this.#announce(this.emptyText);
      else {
        const levelName = this._path[this._path.length - 1]?.name;
        const text = this.#formatCount(count);
        this.#announce(levelName ? `${levelName}: ${text}` : text);
      }
    };
    if (this.announceDelay <= 0) announce();
    else this.#announceTimer = setTimeout(announce, this.announceDelay);
  }

  #formatCount(count: number): string {
    let category: Intl.LDMLPluralRule = 'other';
    try {
      category = new Intl.PluralRules(this.locale || this.#texts.language).select(count);
    } catch {
      // An unknown locale: keep 'other'.
    }
    const template = this.countText[category] ?? this.countText.other ?? '{count}';
    return template.replace('{count}', String(count));
  }

  #shouldAnnounceActive(): boolean {
    if (this.announceActive === 'always') return true;
    if (this.announceActive === 'never') return false;
    return isApplePlatform();
  }

  #announceActive(): void {
    if (!this.#shouldAnnounceActive()) return;
    const index = this._active;
    const row = this._rows[index];
    if (index < 0 || row === undefined) return;
    const position = this.positionText
      .replace('{position}', String(index + 1))
      .replace('{count}', String(this._rows.length));
    if (row === null) {
      this.#announce(`${this.loadingText}, ${position}`);
      return;
    }
    const parts = [row.name];
    if (row.description) parts.push(row.description);
    if (row.inputType === 'checkbox')
      parts.push(this._checked.has(row.id) ? this.checkedText : this.uncheckedText);
    if (hasChildren(row)) parts.push(this.submenuText);
    parts.push(position);
    this.#announce(parts.join(', '));
  }

  // ---------------------------------------------------------------------------------------------
  // Value, form and options bookkeeping

  get #isDisabled(): boolean {
    return this.disabled || this._formDisabled;
  }

  get #isInvalid(): boolean {
    return this.required && this.#dirty && this.value === '' && this._checked.size === 0;
  }

  #findById(id: string): ComboboxOption | undefined {
    if (!this.#byId) {
      const map = new Map<string, ComboboxOption>();
      const walk = (options: ComboboxOption[]) => {
        for (const option of options) {
          if (!map.has(option.id)) map.set(option.id, option);
          if (option.children) walk(option.children);
        }
      };
      walk(this.options);
      this.#byId = map;
    }
    return this.#byId.get(id);
  }

  /** Takes the initial value and checked states from the options' `active` flags. */
  #syncFromOptions(): void {
    let activeChoice: string | undefined;
    const checked = new Set<string>();
    const walk = (options: ComboboxOption[]) => {
      for (const option of options) {
        if (option.active && isChoice(option)) {
          if (option.inputType === 'checkbox') checked.add(option.id);
          else activeChoice ??= option.id;
        }
        if (option.children) walk(option.children);
      }
    };
    walk(this.options);
    if (!this.#dirty) {
      if (this.value === '' && activeChoice !== undefined) this.value = activeChoice;
      this._checked = checked;
    } else {
      // Keep the user's checkbox choices; take the options' flags only for ids not seen before.
      const next = new Set(this._checked);
      for (const id of checked) next.add(id);
      this._checked = next;
    }
  }

  #hasCurrent(): boolean {
    return this.value !== '' || this._checked.size > 0;
  }

  #isCurrent(option: ComboboxOption): boolean {
    if (option.href !== undefined) return option.active === true;
    if (hasChildren(option)) return false;
    if (option.inputType === 'checkbox') return this._checked.has(option.id);
    return option.id === this.value && this.value !== '';
  }

  #chosenOptions(): ComboboxOption[] {
    const chosen: ComboboxOption[] = [];
    if (this.value !== '') chosen.push(this.#chosen ?? { id: this.value, name: this.value });
    for (const id of this._checked) {
      const option = this.#findById(id);
      if (option) chosen.push(option);
    }
    return chosen;
  }

  /** The text the input shows while no query is typed: the chosen option's name. */
  #displayText(): string {
    if (this.value === '') return '';
    return (this.#chosen ?? this.#findById(this.value))?.name ?? this.value;
  }

  #updateForm(): void {
    const checked = [...this._checked];
    if (checked.length === 0) {
      this.#internals.setFormValue(this.value === '' ? null : this.value, this.value);
    } else {
      const data = new FormData();
      const state = new FormData();
      if (this.name) {
        if (this.value !== '') data.append(this.name, this.value);
        for (const id of checked) data.append(this.name, id);
      }
      if (this.value !== '') state.append('value', this.value);
      for (const id of checked) state.append('checked', id);
      this.#internals.setFormValue(data, state);
    }
    const missing = this.required && this.value === '' && checked.length === 0;
    if (missing) {
      this.#internals.setValidity({ valueMissing: true }, this.requiredMessage, this._combobox ?? undefined);
    } else {
      this.#internals.setValidity({});
    }
  }
}

defineElement('pp-combobox', PpCombobox);

declare global {
  interface HTMLElementTagNameMap {
    'pp-combobox': PpCombobox;
  }
  // pp-navigate (ComboboxNavigateDetail) and pp-toggle (ComboboxToggleDetail) are declared by
  // pp-sidebar with its own details; one global entry per name can only have one type.
  interface HTMLElementEventMap {
    'pp-select': CustomEvent<ComboboxSelectDetail>;
  }
}
