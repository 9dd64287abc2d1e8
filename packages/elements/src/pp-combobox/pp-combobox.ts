import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { RangeChangedEvent } from '@lit-labs/virtualizer/events.js';
import { defineElement } from '../shared/base-element.js';
import { FormAssociatedElement } from '../shared/form-associated.js';
import { a11yStyles } from '../shared/a11y.styles.js';
import { FIELD_IDS, FieldController, type FieldState } from '../shared/field.js';
import { fieldTextStyles } from '../shared/field.styles.js';
import { LocaleController } from '../shared/locale-controller.js';
import { text } from '../shared/text-property.js';
import { whenIdle } from '../shared/idle.js';
import { pluralRules } from '../shared/plural.js';
import { PopupPosition } from '../shared/popup-position.js';
import { scrollAreaStyles } from '../shared/scroll-area.styles.js';
import { Typeahead, findByPrefix } from '../shared/typeahead.js';
import type {} from '../shared/events.js';
import { ScrollAreaController } from '../shared/scroll-area-controller.js';
import { ActiveOptionController } from './active-option-controller.js';
import { ComboboxAnnouncer } from './announcements.js';
import { ChoiceController } from './choice-controller.js';
import { DataProviderController } from './data-provider-controller.js';
import { normalize } from './filter.js';
import { LevelCache } from './level-cache.js';
import { keyCommand, type Activate, type KeyAction } from './keyboard.js';
import { hasChildren, pathIn, type Row } from './levels.js';
import { ListLoaderController } from '../shared/list-loader.js';
import {
  renderInput,
  renderPath,
  renderRow,
  renderStatus,
  renderTrigger,
  renderTriggerContent,
  type ControlState,
} from './templates.js';
import { indexOfCurrent, isCurrent } from './selection.js';
import { comboboxMessages } from './pp-combobox.messages.js';
import { styles } from './pp-combobox.styles.js';
import type {
  ComboboxCountText,
  ComboboxDataProvider,
  ComboboxMode,
  ComboboxNavigateDetail,
  ComboboxOption,
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

/**
 * Row counts in the listbox's height (#listHeight) are capped here: this many rows are far taller
 * than any maximum height, and a count that does not change while filtering a long list spares the
 * listbox a style recalculation and layout on every keystroke.
 */
const HEIGHT_ROWS = 1000;

/** How an option was accepted: some ways only accept plain and radio choices. */
type AcceptedBy = 'keyboard' | 'pointer' | 'tab' | 'alt-up';

/** For rows found below the level: the options between the level and the row. */
type RowChains = (ComboboxOption[] | undefined)[] | undefined;

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
 * As a form field (shared/field.ts, as `pp-text-field`): `hint` and `error` (or the `hint` and `error`
 * slots) show under the box and are the combobox's accessible description (`aria-describedby` inside
 * the same shadow root), and an error makes it `aria-invalid` and invalid with that message
 * (`customError`). The visible label is opt-in, with `field`: `label` has always been the accessible
 * name alone, and the project switcher, command palettes and table filters give one without
 * wanting it seen; one boolean (rather than a second label text) keeps one name, the same for
 * everyone whether it is shown or not. With `field`, `label` (or the `label` slot) shows above the
 * box and names the combobox (`aria-labelledby`; a click on it focuses the combobox without opening
 * the list), `required` adds the required mark, and the `required` check's message
 * (`requiredMessage`) shows under the box once the user has been there (chose and cleared, or a
 * submission or `reportValidity()` found it empty), as a text field's validity error does. Without
 * it, that check only makes the combobox `aria-invalid`, and the page shows `validationMessage`.
 *
 * @summary Select-only or editable combobox with nested levels, filtering, virtual scrolling and a data provider.
 *
 * @fires {CustomEvent<ComboboxSelectDetail>} pp-select - A plain, radio or checkbox option was accepted. Cancelable: `preventDefault()` keeps the value.
 * @fires {CustomEvent<ComboboxNavigateDetail>} pp-navigate - An `href` option was accepted. Cancelable unless `asInertiaLink` is false; when not canceled the browser loads `href`.
 * @fires {CustomEvent<ComboboxToggleDetail>} pp-toggle - The list opened or closed.
 * @fires input - The value (or a checkbox option's state) changed through the user.
 * @fires change - The value (or a checkbox option's state) changed through the user.
 *
 * @slot label - With `field`: rich content for the visible label (replaces `label`); keep it text and inline elements.
 * @slot hint - Rich content for the hint (replaces `hint`), such as a link.
 * @slot error - Rich content for the error: while it holds something the combobox is invalid with its text as the message, as with `error`.
 *
 * @csspart label - The `<label>` above the field (with `field`).
 * @csspart required - The required mark ('*') in the label (hidden from screen readers: the combobox is `aria-required`).
 * @csspart hint - The hint under the field.
 * @csspart error - The error under the field.
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
export class PpCombobox extends FormAssociatedElement {
  static override styles = [scrollAreaStyles, a11yStyles, fieldTextStyles, styles];
  static override shadowRootOptions: ShadowRootInit = {
    ...FormAssociatedElement.shadowRootOptions,
    delegatesFocus: true,
  };

  /**
   * Loads `href` when a `pp-navigate` event was not canceled. Replaceable for tests and for hosts
   * that load pages in another way.
   */
  static assignLocation: (href: string) => void = (href) => window.location.assign(href);

  /**
   * `select` (default): a button-like trigger (no text input); `editable`: a text input that filters
   * the list.
   * @type {'select' | 'editable'}
   */
  @property({ reflect: true }) mode: ComboboxMode = 'select';

  /** The options, as a tree (`children` opens a level). Ignored while `dataProvider` is set. */
  @property({ attribute: false }) options: ComboboxOption[] = [];

  /** Server-side options: asked for a page at a time, debounced, stale requests aborted. */
  @property({ attribute: false }) dataProvider: ComboboxDataProvider | undefined = undefined;

  /**
   * The id of the chosen plain or radio option ('' for none). The `value` attribute is the value at
   * first, and the one a form reset returns to.
   */
  @property() value = '';

  /** Whether the list is shown. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** Shown when nothing is chosen; the accessible name when `label` is empty. */
  @property() placeholder = '';

  /** The accessible name of the combobox and its listbox; with `field`, also its visible label. */
  @property() label = '';

  /**
   * Lay it out as a form field: `label` shows above the box (with the required mark when `required`),
   * and the `required` check's message under it once the user has been there. Off, `label` is only the
   * accessible name (a project switcher, a palette, a table's filter).
   */
  @property({ type: Boolean }) field = false;

  /** Help under the box, read as the combobox's description (the `hint` slot replaces it). */
  @property() hint = '';

  /**
   * An error to show under the box (a server's answer, the page's own check), read as the combobox's
   * description: it is `aria-invalid`, and invalid with this message, until it is '' again.
   */
  @property() error = '';

  // Built-in texts: each is described, with its Polish and English defaults, in pp-combobox.messages.ts
  // (shared/text-property.ts).

  @text('empty-text') emptyText!: string;
  @text('loading-text') loadingText!: string;
  @text('error-text') errorText!: string;
  @text('back-label') backLabel!: string;
  @text('path-label') pathLabel!: string;
  @text('submenu-text') submenuText!: string;
  @text('checked-text') checkedText!: string;
  @text('unchecked-text') uncheckedText!: string;
  @text('position-text') positionText!: string;
  @text('count-text', { type: Object }) countText!: ComboboxCountText;
  @text('required-message') requiredMessage!: string;
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
    if (!this.isDisabled) this.open = true;
  }

  /** Closes the list. */
  hide(): void {
    this.open = false;
  }

  /** The ids of the checked checkbox options. */
  get checkedValues(): string[] {
    return [...this.#choice.checked];
  }

  // ---------------------------------------------------------------------------------------------
  // State

  /** The options entered from the root to the current level. */
  @state() private _path: ComboboxOption[] = [];
  /** The query that filters the list ('' shows every option of the level). */
  @state() private _query = '';
  /** The text of the input (editable mode): the query while typing, the chosen name otherwise. */
  @state() private _inputText = '';
  /** The rows of the list (null: not loaded yet). */
  @state() private _rows: Row[] = [];
  /** For rows found below the level: the options between the level and the row. */
  @state() private _rowChains: (ComboboxOption[] | undefined)[] | undefined = undefined;
  /** How many rows have a second line. */
  @state() private _tallCount = 0;
  /** Changes whenever `_rows` is replaced, so option ids never name two different rows. */
  @state() private _generation = 0;

  @query('.popup') private _popup!: HTMLElement;
  @query('[role="listbox"]') private _listbox!: HTMLElement;
  @query('[role="combobox"]') private _combobox!: HTMLElement;
  @query('.field') private _field!: HTMLElement;

  readonly #texts = new LocaleController(this, comboboxMessages);
  #locale: string | undefined;
  readonly #announcer = new ComboboxAnnouncer(this, {
    texts: () => this,
    locale: () => this.locale || this.#texts.language,
    delay: () => this.announceDelay,
    announceActive: () => this.announceActive,
  });
  readonly #choice = new ChoiceController(this, {
    value: () => this.value,
    setValue: (value) => (this.value = value),
    options: () => this.options,
    form: () => ({
      name: this.name,
      required: this.required,
      requiredMessage: this.requiredMessage,
      error: this.#explicitError(),
      anchor: this._combobox ?? undefined,
    }),
    internals: () => this.internals,
  });
  /** The label, hint and error around the box (shared/field.ts). */
  readonly #frame = new FieldController(this, { control: () => this._combobox, labelFor: false });
  readonly #typeahead = new Typeahead();
  readonly #active = new ActiveOptionController(this, {
    combobox: () => this._combobox,
    listbox: () => this._listbox,
    field: () => this._field,
    isOpen: () => this.open,
    count: () => this._rows.length,
    optionId: (index) => this.#optionId(index),
    scrollRowIntoView: (index) => this.#list.list?.scrollRowIntoView(this._listbox, index),
    onNamed: () => this.#announceActive(),
  });
  readonly #data = new DataProviderController(this, {
    provider: () => this.dataProvider,
    pageSize: () => this.pageSize,
    debounce: () => this.debounce,
    where: () => ({ query: this._query, path: this._path }),
    onRows: (rows, tallCount) => this.#showRows(rows, undefined, tallCount),
    onFailed: () => {
      this.#showRows([], undefined, 0);
      this.#announcer.say(this.errorText);
    },
    onPage: (rows, offset, limit, tallCount) => {
      if (rows !== this._rows) return;
      this._tallCount += tallCount;
      this.requestUpdate();
      const active = this.#active.index;
      if (active >= offset && active < offset + limit) this.#announceActive();
    },
  });
  readonly #levels = new LevelCache();
  /** Which option becomes active when the rows the list is opening with arrive. */
  #pendingActivate: Activate = 'none';
  #resetTimer: ReturnType<typeof setTimeout> | undefined;
  #position: PopupPosition | undefined;
  #wasOpen = false;
  /** The windowed list (virtual-list.ts), imported when first needed. */
  readonly #list = new ListLoaderController(this, () => this.open);

  constructor() {
    super();
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
    // The count announcement's plural rules (kept per locale): made in idle time, not by the first open.
    whenIdle(() => void pluralRules(this.locale));
  }

  /** Resolves once the element has rendered, an open list included (its module may still be on its way). */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    if (this.open && !this.#list.list) {
      await this.#list.load();
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#position?.stop();
    this.#position = undefined;
    clearTimeout(this.#resetTimer);
    this.#typeahead.reset();
    this.#levels.stop();
    this.#wasOpen = false;
  }

  /** Checks validity, firing `invalid` when invalid, without showing the error under the field. */
  override checkValidity(): boolean {
    return this.#frame.quietly(() => super.checkValidity());
  }

  /** Form-associated callback: the form was reset. */
  formResetCallback(): void {
    this.#frame.untouch();
    this.#choice.reset(this.getAttribute('value') ?? '');
    this._inputText = this.#choice.displayText();
  }

  /** Form-associated callback: the browser restores the state (back/forward navigation, autofill). */
  formStateRestoreCallback(state: string | File | FormData | null): void {
    this.#choice.restore(state);
    this._inputText = this.#choice.displayText();
  }

  protected override willUpdate(changed: PropertyValues): void {
    // A host that re-renders with a new but equal options array (React) must not lose the user's place.
    const keepActiveId =
      changed.has('options') && !changed.has('_query') && !changed.has('_path')
        ? this._rows[this.#active.index]?.id
        : undefined;
    if (changed.has('options')) {
      this.#levels.forget();
      if (this._path.length > 0 && !this.dataProvider) this._path = pathIn(this.options, this._path);
      this.#choice.optionsChanged();
    }
    if (changed.has('value') || changed.has('options')) {
      this.#choice.valueChanged();
      if (!this.open || this.mode === 'select') this._inputText = this.#choice.displayText();
    }
    if (this.isDisabled && this.open) this.open = false;

    const opening = this.open && !this.#wasOpen;
    if (this.open && !this.#list.list) void this.#list.load();
    if (opening) {
      clearTimeout(this.#resetTimer);
      this.#resetTimer = undefined;
    }
    if (!this.open && this.#wasOpen) {
      // Closing: state changes belong to this update (set in updated(), they would cost another one).
      this.#data.cancel();
      this.#active.index = -1;
      if (this.resetDelay <= 0) this.#reset();
    }
    const listChanged = ['_query', '_path', 'options', 'dataProvider', 'shallowSearch'].some((key) =>
      changed.has(key),
    );
    if (this.open && (opening || listChanged)) {
      if (this.dataProvider) {
        this.#active.index = -1;
        this.#data.load(changed.has('_query') && !opening && !changed.has('_path'));
      } else {
        this.#refreshRows(keepActiveId);
      }
    }
  }

  protected override updated(): void {
    // Also after reconnecting while open (disconnecting hid the popover); never while disconnected.
    if (this.open !== this.#wasOpen && this.isConnected) this.#openChanged();
  }

  protected override firstUpdated(): void {
    const listbox = this._listbox;
    listbox.addEventListener('rangeChanged', (event) => {
      const { first, last } = event as RangeChangedEvent;
      if (this.dataProvider) this.#data.loadRange(this._rows, first, last);
      this.#active.rangeChanged(first, last);
    });
    // A reflow the virtualizer began before a keyboard jump keeps its anchor in view and scrolls the
    // list back to it without a range change: a reveal still pending tries again after any scroll.
    listbox.addEventListener('scroll', () => this.#active.scrolled(), { passive: true });
    // Pointer only: the keyboard works the listbox from the combobox, which keeps DOM focus (APG).
    listbox.addEventListener('click', this.#onListClick);
    // A person about to open the list: its module now, if the idle time has not brought it yet, and
    // the search data of a local list in the idle time before the list opens.
    this._field.addEventListener('pointerenter', this.#list.load, { once: true });
    this._field.addEventListener('focusin', this.#list.load, { once: true });
    this._field.addEventListener('pointerenter', this.#getReady);
    this._field.addEventListener('focusin', this.#getReady);
  }

  // ---------------------------------------------------------------------------------------------
  // Rendering

  protected override render(): TemplateResult {
    const frame: FieldState = {
      label: this.field ? this.label : '',
      hint: this.hint,
      required: this.required,
      error: this.#shownError(),
    };
    const labelled = this.field && this.#frame.hasLabel(frame);
    const shownInvalid = this.#frame.invalid(frame);
    const accessibleName =
      this.label || (labelled ? this.#frame.slottedText('label') : '') || this.placeholder || nothing;
    const field: ControlState = {
      name: labelled ? nothing : accessibleName,
      labelledBy: labelled ? FIELD_IDS.label : nothing,
      describedBy: this.#frame.describedBy(frame) || nothing,
      open: this.open,
      required: this.required,
      invalid: shownInvalid || this.#choice.invalid,
      disabled: this.isDisabled,
    };
    const combobox =
      this.mode === 'editable'
        ? renderInput(field, this.placeholder, this._inputText, {
            keydown: this.#onKeyDown,
            input: this.#onInput,
            click: this.#onInputClick,
          })
        : renderTrigger(field, renderTriggerContent(this.#choice.chosenOptions(), this.placeholder), {
            keydown: this.#onKeyDown,
            click: this.#onTriggerClick,
          });
    return html`
      ${this.field ? this.#frame.renderLabel(frame) : nothing}
      <div
        class=${classMap({ field: true, open: this.open, invalid: shownInvalid })}
        part="field"
        @focusout=${this.#onFocusOut}
      >
        ${combobox}
        <span class="indicator" part="indicator" aria-hidden="true"></span>
      </div>
      ${this.#frame.renderMessages(frame)}
      <div class="popup" part="popup" popover="manual" @mousedown=${this.#keepFocus}>
        ${this._path.length > 0 ? renderPath(this._path, this, this.#goToLevel) : nothing}
        <div
          id="listbox"
          role="listbox"
          part="listbox"
          class=${classMap({ listbox: true, empty: this._rows.length === 0 })}
          style=${styleMap({ 'min-height': '0', 'block-size': this.#listHeight() })}
          tabindex="-1"
          data-pp-scroll-area
          aria-label=${accessibleName}
          aria-busy=${this.#data.loading ? 'true' : 'false'}
          @pointermove=${this.#onPointerMove}
        >
          ${
            this.#list.list
              ? this.#list.list.virtualList({
                  items: this._rows,
                  renderItem: this.#renderRow,
                  overscan: this.overscan,
                })
              : nothing
          }
        </div>
        ${renderStatus({
          loading: this.#data.loading,
          failed: this.#data.failed,
          count: this._rows.length,
          loadingText: this.loadingText,
          errorText: this.errorText,
          emptyText: this.emptyText,
        })}
      </div>
      ${this.#announcer.element}
    `;
  }

  /** The explicit error (property or slot) at once; with `field`, the required check's once the user was there. */
  #shownError(): string {
    const explicit = this.#explicitError();
    if (explicit || !this.field) return explicit;
    const missing = this.required && !this.#choice.hasChoice;
    return this.#choice.invalid || (missing && this.#frame.touched) ? this.requiredMessage : '';
  }

  #explicitError(): string {
    return this.error || this.#frame.slottedText('error');
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

  #renderRow = (row: Row | undefined, index: number): TemplateResult => {
    // The virtualizer can render a stale range once against new, shorter rows; the next range fixes it.
    if (row === undefined) return html`<div class="stale" aria-hidden="true"></div>`;
    return renderRow(row, index, {
      id: this.#optionId(index),
      count: this._rows.length,
      query: this._query,
      chain: row ? this._rowChains?.[index] : undefined,
      current: row !== null && isCurrent(row, this.#choice.state),
      loadingText: this.loadingText,
      submenuText: this.submenuText,
    });
  };

  #optionId(index: number): string {
    return `option-${this._generation}-${index}`;
  }

  // ---------------------------------------------------------------------------------------------
  // Rows

  /** Recomputes the rows of a local (options) list from the level and the query. */
  #refreshRows(keepActiveId?: string): void {
    const { rows, chains, tallCount } = this.#levels.rows(
      this.options,
      this._path,
      this._query,
      this.shallowSearch,
      () => this.isConnected,
    );
    this.#data.clearFailure();
    this.#showRows(rows, chains, tallCount, keepActiveId);
  }

  /** Shows new rows, chooses the active option and announces the count. */
  #showRows(rows: Row[], chains: RowChains, tallCount: number, keepActiveId?: string): void {
    this._rows = rows;
    this._rowChains = chains;
    this._tallCount = tallCount;
    this._generation++;
    const count = rows.length;
    let activate = this.#pendingActivate;
    this.#pendingActivate = 'none';
    if (activate === 'none' && keepActiveId !== undefined) {
      const index = rows.findIndex((row) => row?.id === keepActiveId);
      if (index >= 0) {
        this.#active.index = index;
        return;
      }
    }
    if (activate === 'none' && this.autoActivate && this._query.trim() !== '') activate = 'first';
    if (count === 0 || activate === 'none') this.#active.activate(-1, false);
    else if (activate === 'first') this.#active.activate(0, true);
    else if (activate === 'last') this.#active.activate(count - 1, true);
    else this.#active.activate(Math.max(0, indexOfCurrent(rows, this.#choice.state)), true);
    if (!this.#data.failed) this.#announceCount();
  }

  // ---------------------------------------------------------------------------------------------
  // Accepting options

  #accept(index: number, by: AcceptedBy): void {
    const option = this._rows[index];
    if (!option) return;
    const path = [...this._path, ...(this._rowChains?.[index] ?? [])];
    const choiceOnly = by === 'tab' || by === 'alt-up';
    if (hasChildren(option)) {
      if (!choiceOnly) this.#enterLevel([...path, option], by === 'keyboard');
    } else if (option.href !== undefined) {
      if (!choiceOnly) this.#navigate(option, option.href);
    } else if (option.inputType === 'checkbox') {
      if (!choiceOnly) this.#toggle(option, path);
    } else {
      this.#choose(option, path);
    }
  }

  #navigate(option: ComboboxOption, href: string): void {
    const asInertiaLink = option.asInertiaLink !== false;
    const detail: ComboboxNavigateDetail = { option, href, asInertiaLink };
    const event = this.emit('pp-navigate', detail, { cancelable: asInertiaLink });
    this.open = false;
    if (!event.defaultPrevented) PpCombobox.assignLocation(href);
  }

  #toggle(option: ComboboxOption, path: ComboboxOption[]): void {
    const checked = !this.#choice.checked.has(option.id);
    const event = this.emit('pp-select', { option, path, checked }, { cancelable: true });
    if (event.defaultPrevented) return;
    this.#choice.toggle(option, checked);
    this.#fireValueEvents();
    this.#announcer.say(`${option.name}, ${checked ? this.checkedText : this.uncheckedText}`);
  }

  #choose(option: ComboboxOption, path: ComboboxOption[]): void {
    const event = this.emit('pp-select', { option, path }, { cancelable: true });
    if (event.defaultPrevented) return;
    const changed = this.#choice.choose(option);
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

  #goToLevel = (depth: number): void => {
    if (depth < 0 || depth >= this._path.length) return;
    this._path = this._path.slice(0, depth);
    this._query = '';
    if (this.mode === 'editable') this._inputText = '';
    this.#pendingActivate = 'none';
    this.#focusCombobox();
  };

  #clear(): void {
    this._inputText = '';
    this._query = '';
    if (this.#choice.clear()) this.#fireValueEvents();
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
      this.#announcer.cancel();
      this.#data.cancel();
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
    this.#active.index = -1;
    this.#typeahead.reset();
    this._inputText = this.#choice.displayText();
  }

  // ---------------------------------------------------------------------------------------------
  // Keyboard and pointer

  #onKeyDown = (event: KeyboardEvent): void => {
    if (this.isDisabled || event.isComposing || event.keyCode === 229) return;
    const command = keyCommand(event, {
      editable: this.mode === 'editable',
      open: this.open,
      hasActive: this.open && this.#active.index >= 0,
      hasCurrent: this.#choice.hasChoice,
      typing: this.#typeahead.typing,
      nested: this._path.length > 0,
      hasInputText: this._inputText !== '',
      hasQuery: this._query !== '',
    });
    if (!command) return;
    if (command.preventDefault) event.preventDefault();
    if (command.stopPropagation) event.stopPropagation();
    this.#run(command.action);
  };

  /** Carries out what a key does (keyboard.ts decides). */
  #run(action: KeyAction): void {
    const active = this.#active;
    switch (action.type) {
      case 'open':
        if (!this.open && action.activate !== 'none') this.#pendingActivate = action.activate;
        this.show();
        return;
      case 'move':
        return active.move(action.delta, this.loop);
      case 'activate':
        return active.activate(action.to === 'first' ? 0 : this._rows.length - 1, true);
      case 'page':
        return active.page(action.direction);
      case 'accept':
        return this.#accept(active.index, 'keyboard');
      case 'close':
        if (action.accept && active.index >= 0) this.#accept(active.index, action.accept);
        return this.hide();
      case 'back':
        return this.#goToLevel(this._path.length - 1);
      case 'clear':
        return this.#clear();
      case 'submit':
        return this.form?.requestSubmit();
      case 'deactivate':
        return active.activate(-1, false);
      case 'typeahead':
        return this.#typeAhead(action.char);
      case 'none':
        return;
    }
  }

  /** Type-to-select (select mode): the next option whose name starts with what was typed. */
  #typeAhead(char: string): void {
    const { needle, cycle } = this.#typeahead.type(normalize(char));
    const find = () => {
      const index = this.#active.index;
      const start = index < 0 ? 0 : cycle ? index + 1 : index;
      const found = findByPrefix(this._rows, needle, start, (row) => (row ? normalize(row.name) : undefined));
      if (found >= 0) this.#active.activate(found, true);
    };
    if (this.open) return find();
    this.show();
    // Rows exist only after the update that opens the list.
    void this.updateComplete.then(find);
  }

  #onInput = (event: Event): void => {
    // The inner input's own `input` event is not the element's value change.
    event.stopPropagation();
    const text = (event.target as HTMLInputElement).value;
    this._inputText = text;
    this._query = text;
    this.#active.index = -1;
    this.show();
  };

  #onInputClick = (): void => this.show();

  #getReady = (): void => {
    if (this.dataProvider || this.open || this.isDisabled) return;
    this.#levels.getReady(this.options, this.shallowSearch, () => this.isConnected);
  };

  #onTriggerClick = (): void => {
    if (this.isDisabled) return;
    if (this.open) return this.hide();
    this.#pendingActivate = this.#choice.hasChoice ? 'current' : 'none';
    this.show();
  };

  #onFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget as Node | null;
    if (next && (this.renderRoot.contains(next) || this.contains(next))) return;
    this.hide();
  };

  /** Keeps DOM focus on the combobox while the pointer works the popup. */
  #keepFocus = (event: MouseEvent): void => event.preventDefault();

  #rowIndexOf(event: Event): number {
    const option = (event.target as Element | null)?.closest<HTMLElement>('[role="option"]');
    return option ? Number(option.dataset['index'] ?? -1) : -1;
  }

  #onPointerMove = (event: PointerEvent): void => {
    const index = this.#rowIndexOf(event);
    if (index >= 0 && index !== this.#active.index) this.#active.activate(index, false);
  };

  #onListClick = (event: MouseEvent): void => {
    const index = this.#rowIndexOf(event);
    if (index < 0) return;
    this.#active.activate(index, false);
    this.#accept(index, 'pointer');
    this.#focusCombobox();
  };

  #focusCombobox(): void {
    if (this.shadowRoot?.activeElement !== this._combobox) this._combobox?.focus();
  }

  // ---------------------------------------------------------------------------------------------
  // Announcements

  #announceCount(): void {
    this.#announcer.countLater(() => ({
      open: this.open,
      loading: this.#data.loading,
      failed: this.#data.failed,
      count: this._rows.length,
      level: this._path[this._path.length - 1]?.name,
    }));
  }

  #announceActive(): void {
    const index = this.#active.index;
    const row = this._rows[index];
    this.#announcer.active(row, index, this._rows.length, !!row && this.#choice.checked.has(row.id));
  }
}

defineElement('pp-combobox', PpCombobox);

declare global {
  interface HTMLElementTagNameMap {
    'pp-combobox': PpCombobox;
  }
  // pp-navigate, pp-toggle and pp-select are declared in shared/events.ts, with the details of
  // every element that fires them: one global entry per name can only have one type.
}
