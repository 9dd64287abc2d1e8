import { html, nothing, svg, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import type {} from '../shared/events.js';
import { MediaQueryController } from '../shared/media-query-controller.js';
import { PersistedStateController } from '../shared/persisted-state-controller.js';
import { scrollAreaStyles } from '../shared/scroll-area.styles.js';
import { a11yStyles } from '../shared/a11y.styles.js';
import { LazyScrollAreaController } from '../shared/lazy-scroll-area-controller.js';
import { findActiveEntry, itemMatches, type ActiveEntry } from './active-entry.js';
import type { SidebarItem, SidebarMode, SidebarSection, SidebarToggleDetail } from './sidebar-types.js';
// Types only: the sheet's module is imported when the sidebar first renders below its breakpoint.
import type { SidebarSheet } from './sidebar-sheet.js';
import { styles } from './pp-sidebar.styles.js';
import { sidebarMessages } from './pp-sidebar.messages.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';

export type {
  SidebarItem,
  SidebarMode,
  SidebarNavigateDetail,
  SidebarSection,
  SidebarToggleDetail,
} from './sidebar-types.js';
import { importWhenOnline } from '../shared/lazy-import.js';

/**
 * An SVG string as a CSS image: a data URL in a quoted `url()`. encodeURIComponent leaves no `"`, `\\`
 * or line break that could end the CSS string. The browser renders it as an image, which runs no
 * script and fetches nothing, and no markup is inserted, so Trusted Types need no policy for it.
 */
function svgMaskImage(svgText: string): string {
  return `url(${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svgText)}`)})`;
}

/** The desktop breakpoints of the spec, in CSS pixels of viewport width. */
export const SIDEBAR_BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** A named breakpoint of the spec, or a custom minimum viewport width in CSS pixels. */
export type SidebarBreakpoint = keyof typeof SIDEBAR_BREAKPOINTS | number;

/** The sidebar widths: small 16rem, medium 22rem, large 26rem (tokens `--pp-sidebar-width-*`). */
export type SidebarWidth = 'sm' | 'md' | 'lg';

/** The localStorage key of the desktop open flag (an id suffix is appended as `-<storage-id>`). */
export const SIDEBAR_OPEN_STORAGE_KEY = 'sidebarOpenDesktop';
/** The localStorage key of the sections' expanded state: one object keyed by section name. */
export const SIDEBAR_SECTIONS_STORAGE_KEY = 'sidebar';

const DEFAULT_BREAKPOINT: SidebarBreakpoint = 'lg';

function parseBreakpoint(value: string | null): SidebarBreakpoint {
  if (value === null) return DEFAULT_BREAKPOINT;
  const name = value.trim();
  if (name in SIDEBAR_BREAKPOINTS) return name as keyof typeof SIDEBAR_BREAKPOINTS;
  const px = Number.parseFloat(name);
  return Number.isFinite(px) && px > 0 ? px : DEFAULT_BREAKPOINT;
}

function breakpointQuery(breakpoint: SidebarBreakpoint): string {
  const px =
    typeof breakpoint === 'number' && Number.isFinite(breakpoint) && breakpoint > 0
      ? breakpoint
      : (SIDEBAR_BREAKPOINTS[breakpoint as keyof typeof SIDEBAR_BREAKPOINTS] ??
        SIDEBAR_BREAKPOINTS[DEFAULT_BREAKPOINT as keyof typeof SIDEBAR_BREAKPOINTS]);
  return `(min-width: ${px}px)`;
}

function parseOpenFlag(stored: unknown): boolean | undefined {
  return typeof stored === 'boolean' ? stored : undefined;
}

function parseSectionState(stored: unknown): Record<string, boolean> | undefined {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
  const result: Record<string, boolean> = {};
  for (const [name, expanded] of Object.entries(stored)) {
    if (typeof expanded === 'boolean') result[name] = expanded;
  }
  return result;
}

function hasAccessibleName(element: HTMLElement): boolean {
  return (
    element.hasAttribute('aria-label') ||
    element.hasAttribute('aria-labelledby') ||
    (element.textContent ?? '').trim() !== '' ||
    element.querySelector('img[alt]:not([alt=""])') !== null
  );
}

function showsBadge(badge: SidebarItem['badge']): badge is number | string {
  return typeof badge === 'number' ? badge > 0 : typeof badge === 'string' && badge !== '';
}

let nextId = 0;

const chevronIcon = svg`<polyline points="6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"></polyline>`;
const externalIcon = svg`<path d="M9 3.5h3.5V7M12.5 3.5L7 9M11 9.5v3H3.5V5h3" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"></path>`;

/**
 * The portal's navigation sidebar: a column beside the content on desktop, a modal sheet (native
 * `<dialog>`) on small screens. It renders the menu it is given (sections of entries, nested groups,
 * badges, icons), marks the entry matching `currentPath` with `aria-current="page"`, and remembers
 * the desktop open flag and each section's expanded state in `localStorage`.
 *
 * **State** (spec section 4). The desktop open flag is stored under `sidebarOpenDesktop` (with
 * `-<storage-id>` appended when `storage-id` is set, so two sidebars never share it) and defaults to
 * open; the mobile flag is separate and starts closed. When the viewport grows to the desktop
 * breakpoint the mobile sheet closes and the desktop flag is read again from storage. Each labelled
 * section's expanded state is stored in one object under `sidebar`, keyed by section name. Corrupt or
 * foreign stored values fall back to the defaults.
 *
 * **The toggle lives outside** (in the top bar). Wire it up in one of three ways:
 * 1. Plain HTML, no script: `<button commandfor="main-nav" command="--toggle">` (Invoker Commands;
 *    `--open` and `--close` work too). The sidebar gives every such button in its tree
 *    `aria-controls` (its own id) and keeps `aria-expanded` in sync.
 * 2. Any framework: `sidebar.attachToggle(button)` does the same for one button, even one inside
 *    another shadow root (then through `ariaControlsElements`); it returns a function that detaches.
 * 3. By hand: `aria-controls` must name the **host** `pp-sidebar` element's id (IDREFs cannot reach
 *    into a shadow root; `navId` returns the id, generating one when the host has none), and
 *    `aria-expanded` follows `open`, updated on every `pp-toggle` event; call `toggle()` on click.
 * A toggle without an accessible name gets `aria-label` = `toggle-label` ('Przełącz menu główne').
 *
 * **Languages**: the built-in texts (nav, sheet, close, home, toggle and new-tab labels) are Polish or
 * English after the `lang` of the element, else of its closest ancestor with one (across shadow
 * roots), else of `<html>`; Polish when none is set or the language is neither (`en-GB` is English).
 * A change of `lang` at run time re-renders it (and relabels the toggles it labelled). A text set
 * through its property or attribute always wins.
 *
 * **Scrolling**: a long menu scrolls inside the `nav` part, whose thin scrollbar shows while it
 * scrolls and hides 600 ms after scrolling stops (its space is kept, so nothing shifts). The nav
 * joins the tab order only when it overflows and holds nothing focusable (a menu of plain-text entries);
 * a menu with links or buttons is scrolled by tabbing through them.
 *
 * **Loading**: the mobile sheet's dialog, behaviour and styles (`sidebar-sheet.js`) are imported the
 * first time the sidebar renders below its breakpoint, so a desktop page never loads them; the
 * transitions (`sidebar-motion.js`: the desktop column opening and closing, sections and groups
 * expanding and collapsing) the first time one of those states changes after the first render, which
 * needs none; and the menu's scroll-area controller on the first scroll, wheel, touch, pointer or
 * focus in the menu (at once for a menu without links or buttons). Nothing done before they arrive
 * is lost: the sheet opens on arrival when asked to meanwhile, the update that changes such a state
 * waits for the transitions (so the first change is animated too), and a scroll shows the scrollbar
 * at once. Below the breakpoint `updateComplete` also waits for the sheet.
 *
 * **Page CSS**: the host exposes the custom states `:state(desktop)`, `:state(mobile)` and
 * `:state(open)` (e.g. `pp-sidebar:state(desktop):not(:state(open))`), and takes no room on mobile.
 *
 * **Icons**: an entry's `icon` is either an SVG string, drawn as a CSS mask in the entry's text colour
 * (an image: never inserted as markup, so it can run and fetch nothing), or a slot name (see the
 * `icon-<name>` slot).
 *
 * @summary Navigation sidebar: persisted desktop column, modal sheet on small screens, active entry by URL.
 *
 *
 * @fires {CustomEvent<SidebarNavigateDetail>} pp-navigate - An ordinary (unmodified, left) click on an internal entry. Cancelable: call `preventDefault()` to stop the browser's navigation and route yourself. The mobile sheet closes either way.
 * @fires {CustomEvent<SidebarToggleDetail>} pp-toggle - The open state of the current layout, or the layout itself, changed (`{ open, mode }`), whatever the cause (toggle, Escape, navigation, resize). Not fired for the initial state.
 *
 * @cssstate desktop - At or above the breakpoint: the sidebar is a column beside the page.
 * @cssstate mobile - Below the breakpoint: the sidebar is a modal sheet and takes no room.
 * @cssstate open - The sidebar of the current layout is open: the desktop column shown, or the mobile sheet.
 *
 * @slot logo - The logo, shown in the 4rem-high logo area inside the home link.
 * @slot header - Content between the logo area and the menu (e.g. a project switcher on mobile).
 * @slot footer - Content below the menu.
 * @slot icon-<name> - An icon for entries whose `icon` is `<name>` (one slotted icon per name).
 *
 * @csspart panel - The desktop column.
 * @csspart sheet - The mobile `<dialog>`.
 * @csspart header - The logo area (with the close button in the sheet).
 * @csspart logo-link - The home link around the logo.
 * @csspart close-button - The sheet's close button.
 * @csspart nav - The `nav` landmark; the scroll container of long menus.
 * @csspart section - One menu section.
 * @csspart section-toggle - A labelled section's header button.
 * @csspart list - A list of entries.
 * @csspart item - An entry (link, group button or plain text).
 * @csspart item-active - The active entry.
 * @csspart group-toggle - A collapsible group's header button.
 * @csspart icon - An entry's icon.
 * @csspart badge - An entry's badge.
 *
 * @cssprop [--pp-sidebar-width] - Width, overriding `width` (default from `--pp-sidebar-width-sm|md|lg`).
 * @cssprop [--pp-sidebar-width-sm=16rem] - Width when `width="sm"` (16rem); a component token of `@portal-elements/tokens`.
 * @cssprop [--pp-sidebar-width-md=22rem] - Width when `width="md"` (22rem); a component token of `@portal-elements/tokens`.
 * @cssprop [--pp-sidebar-width-lg=26rem] - Width when `width="lg"` (26rem); a component token of `@portal-elements/tokens`.
 * @cssprop [--pp-sidebar-top=0px] - Offset from the top of the viewport on desktop (e.g. the top bar's height). Default 0.
 * @cssprop [--pp-sidebar-height=calc(100dvh - var(--pp-sidebar-top, 0px))] - Height on desktop. Default `100dvh` minus the top offset.
 * @cssprop [--pp-sidebar-logo-height=4rem] - Height of the logo area. Default 4rem.
 * @cssprop [--pp-sidebar-background=var(--pp-color-bg-surface, Canvas)] - Background (default `--pp-color-bg-surface`).
 * @cssprop [--pp-sidebar-foreground=var(--pp-color-fg-default, CanvasText)] - Text colour (default `--pp-color-fg-default`).
 * @cssprop [--pp-sidebar-muted-foreground=var(--pp-color-fg-muted, color-mix(in srgb, CanvasText 72%, Canvas))] - Section headers and icons (default `--pp-color-fg-muted`).
 * @cssprop [--pp-sidebar-border-color=var(--pp-color-border-default, color-mix(in srgb, CanvasText 16%, Canvas))] - Borders (default `--pp-color-border-default`).
 * @cssprop [--pp-sidebar-item-hover-background=var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 7%, Canvas))] - Hovered entry (default `--pp-color-bg-hover`).
 * @cssprop [--pp-sidebar-item-active-background=var(--pp-color-bg-selected, color-mix(in srgb, LinkText 12%, Canvas))] - Active entry (default `--pp-color-bg-selected`).
 * @cssprop [--pp-sidebar-item-active-foreground=var(--pp-color-fg-default, CanvasText)] - Active entry text (default `--pp-color-fg-default`).
 * @cssprop [--pp-sidebar-badge-background=var(--pp-color-bg-subtle, color-mix(in srgb, CanvasText 10%, Canvas))] - Badges (default `--pp-color-bg-subtle`).
 * @cssprop [--pp-sidebar-badge-foreground=var(--pp-color-fg-default, CanvasText)] - Badge text (default `--pp-color-fg-default`).
 * @cssprop [--pp-sidebar-backdrop=var(--pp-color-bg-backdrop, color-mix(in srgb, CanvasText 45%, transparent))] - The sheet's backdrop (default `--pp-color-bg-backdrop`).
 * @cssprop [--pp-sidebar-duration=var(--pp-duration-normal, 200ms)] - Open/close slide duration (default `--pp-duration-normal`); 0 under reduced motion.
 * @cssprop [--pp-scroll-area-thumb=var(--pp-color-border-strong, GrayText)] - The menu's scrollbar thumb while shown (default `--pp-color-border-strong`).
 * @cssprop [--pp-scroll-area-track=transparent] - The menu's scrollbar track while shown (default transparent).
 */
export class PpSidebar extends PpElement {
  static override styles = [scrollAreaStyles, a11yStyles, styles];

  // The reactive properties, declared here rather than by decorators (the fields and accessors below
  // keep their types, defaults and docs): the decorators and tsc's __decorate calls cost 0.5 kB gzip
  // at first use. `attribute: false` on the states only tells the manifest's analyzer what Lit does.
  static override properties: PropertyDeclarations = {
    sections: { attribute: false },
    currentPath: { attribute: 'current-path' },
    side: { reflect: true },
    width: { reflect: true },
    // Not reflected, so only read from the attribute.
    breakpoint: { converter: parseBreakpoint },
    storageId: { attribute: 'storage-id' },
    homeHref: { attribute: 'home-href' },
    ...textProperties(this, {
      navLabel: 'nav-label',
      dialogLabel: 'dialog-label',
      closeLabel: 'close-label',
      homeLabel: 'home-label',
      toggleLabel: 'toggle-label',
      externalLabel: 'external-label',
    }),
    mobileOpenState: { state: true, attribute: false },
    groupOpen: { state: true, attribute: false },
    hasLogo: { state: true, attribute: false },
  };

  static {
    // The accessors on the prototype now, as decorators make them: a React wrapper (@lit/react) tells
    // properties from attributes by them, also for a copy of this class that is never registered.
    this.finalize();
  }

  /** The menu: sections of entries (the spec's Menu section and Menu item shapes). */
  sections: SidebarSection[] = [];

  /**
   * The current path (with query, if any) to match entries against: exact, prefix on a segment
   * boundary, or `matchHrefs`; the longest match wins. When unset, `location.pathname +
   * location.search` is read at the first render. Set it on every client-side navigation.
   */
  currentPath?: string;

  /** Which edge the sidebar sits on. */
  side: 'left' | 'right' = 'left';

  /** Width: `sm` 16rem, `md` 22rem, `lg` 26rem. */
  width: SidebarWidth = 'sm';

  /**
   * Minimum viewport width of the desktop layout: `sm` (640px), `md` (768px), `lg` (1024px) or `xl`
   * (1280px), or a custom number of CSS pixels. Below it the sidebar is a modal sheet.
   */
  breakpoint: SidebarBreakpoint = DEFAULT_BREAKPOINT;

  /** Appended to the desktop open flag's storage key (`sidebarOpenDesktop-<id>`). */
  storageId = '';

  /** Target of the logo link. */
  homeHref = '/';

  // Built-in texts: each is described, with its Polish and English defaults, in pp-sidebar.messages.ts
  // (shared/text-property.ts).
  declare navLabel: string;
  declare dialogLabel: string;
  declare closeLabel: string;
  declare homeLabel: string;
  declare toggleLabel: string;
  declare externalLabel: string;

  /** The current layout, from the viewport width and `breakpoint`. */
  get mode(): SidebarMode {
    return this.#desktopQuery.matches ? 'desktop' : 'mobile';
  }

  /** Whether the sidebar of the current layout is open. Setting it opens or closes that one. */
  get open(): boolean {
    return this.mode === 'desktop' ? this.desktopOpen : this.mobileOpen;
  }

  set open(open: boolean) {
    if (this.mode === 'desktop') this.desktopOpen = open;
    else this.mobileOpen = open;
  }

  /** The desktop open flag (persisted; defaults to open). */
  get desktopOpen(): boolean {
    return this.#desktopOpen.value;
  }

  set desktopOpen(open: boolean) {
    if (open !== this.#desktopOpen.value) this.#desktopOpen.value = open;
  }

  /** The mobile sheet's open flag (not persisted; starts closed). */
  get mobileOpen(): boolean {
    return this.mobileOpenState;
  }

  set mobileOpen(open: boolean) {
    if (open === this.mobileOpenState) return;
    // The toggle that asked, if any: focus returns to it when the sheet closes (else where it was).
    if (open) this.#opener = this.#openedBy;
    this.mobileOpenState = open;
  }

  /**
   * The id an external toggle's `aria-controls` must reference: the host element's id. One is
   * generated (`pp-sidebar-<n>`) and set on the host when it has none.
   */
  get navId(): string {
    return this.#ensureId();
  }

  /** Toggles the sidebar of the current layout, or sets it open when `force` is given. */
  toggle(force?: boolean): void {
    this.open = force ?? !this.open;
  }

  /** Opens the sidebar of the current layout. */
  show(): void {
    this.open = true;
  }

  /** Closes the sidebar of the current layout. */
  hide(): void {
    this.open = false;
  }

  /**
   * Makes `toggle` (a button outside the sidebar) control it: a click toggles the sidebar, and the
   * button's `aria-controls` and `aria-expanded` are kept in sync (and `aria-label` set to
   * `toggleLabel` when it has no name). Focus returns to it when the mobile sheet closes.
   * Returns a function that detaches the button again.
   */
  attachToggle(toggle: HTMLElement): () => void {
    const onClick = () => this.#toggleFrom(toggle, 'toggle');
    toggle.addEventListener('click', onClick);
    this.#attachedToggles.add(toggle);
    this.#syncToggle(toggle, true);
    return () => {
      toggle.removeEventListener('click', onClick);
      this.#attachedToggles.delete(toggle);
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Internals

  private mobileOpenState = false;
  private groupOpen: ReadonlyMap<string, boolean> = new Map();

  /** The sections and groups open at least once (`#rendersList`). */
  #everOpen = new Set<string>();
  private hasLogo = false;

  readonly #internals = this.attachInternals();
  // The text properties read and write through it (shared/text-property.ts).
  // eslint-disable-next-line no-unused-private-class-members -- found by its element, not by name
  readonly #texts = new LocaleController(this, sidebarMessages);
  readonly #desktopQuery = new MediaQueryController(this, breakpointQuery(DEFAULT_BREAKPOINT), {
    onChange: (desktop) => this.#onLayoutChange(desktop),
  });
  readonly #desktopOpen = new PersistedStateController<boolean>(this, {
    key: () => (this.storageId ? `${SIDEBAR_OPEN_STORAGE_KEY}-${this.storageId}` : SIDEBAR_OPEN_STORAGE_KEY),
    defaultValue: true,
    parse: parseOpenFlag,
  });
  readonly #sectionState = new PersistedStateController<Record<string, boolean>>(this, {
    key: SIDEBAR_SECTIONS_STORAGE_KEY,
    defaultValue: () => ({}),
    parse: parseSectionState,
  });
  readonly #attachedToggles = new Set<HTMLElement>();
  readonly #labelledToggles = new WeakSet<HTMLElement>();
  #active: ActiveEntry | undefined;
  #lastState: SidebarToggleDetail | undefined;
  /** The toggle that last asked the sheet to open (undefined when none did). */
  #opener: HTMLElement | undefined;
  #openedBy: HTMLElement | undefined;
  /** The mobile sheet's behaviour and styles (sidebar-sheet.ts), once loaded. */
  #sheet: SidebarSheet | undefined;
  #sheetLoading: Promise<void> | undefined;
  /** The motion styles (sidebar-motion.ts): loading, or adopted once this settles. */
  #motion: Promise<void> | undefined;
  /** {@link #animated} as the last update rendered it. */
  #rendered: unknown[] | undefined;

  constructor() {
    super();
    this.addEventListener('command', this.#onCommand);
    // The menu's scroll container (in the panel or the sheet, whichever is rendered): the scrollbar
    // shows while scrolling and hides 600 ms after, and the nav joins the tab order only when it
    // overflows and holds no link or button (a menu of plain-text entries). The controller is loaded
    // on the first scroll, wheel, touch, pointer or focus in the menu; a menu without links or
    // buttons, which may need that tab stop before anyone touches it, loads it at once.
    new LazyScrollAreaController(this, {
      target: () => this.renderRoot.querySelector<HTMLElement>('.nav'),
      eager: () => !!this.renderRoot.querySelector('.nav:not(:has(a[href], button))'),
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#ensureId();
    // The toggles get their name and state now, not with the first update, which waits for the sheet's
    // module below the breakpoint: a toggle must not be a nameless button meanwhile.
    this.#desktopQuery.query = breakpointQuery(this.breakpoint);
    this.#syncToggles();
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => this.#syncToggles(), { once: true });
    }
  }

  /**
   * Performs the update once what it needs has arrived (so `updateComplete` waits for it too): below
   * the breakpoint, the sheet's module (sidebar-sheet.ts); when it changes what the transitions
   * animate, the first time, the motion styles (sidebar-motion.ts), so the first change is animated
   * too. A module that fails to load lets the update go ahead without it; the next update retries.
   * @internal Lit's lifecycle, not this element's API.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    // The layout of this update: the breakpoint may have changed (the query is only replaced then).
    this.#desktopQuery.query = breakpointQuery(this.breakpoint);
    const now = this.#animated();
    const sheet = this.mode === 'mobile' && !this.#sheet ? this.#loadSheet() : undefined;
    const motion =
      !this.#motion && this.#rendered?.some((value, i) => value !== now[i])
        ? (this.#motion = importWhenOnline(() => import('./sidebar-motion.js'))
            .then(({ adoptMotionStyles }) => adoptMotionStyles(this.renderRoot as ShadowRoot))
            .catch(() => (this.#motion = undefined)))
        : undefined;
    return sheet || motion
      ? Promise.all([sheet, motion]).then(() => super.scheduleUpdate())
      : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) this.hasLogo = this.querySelector(':scope > [slot="logo"]') !== null;
    if (changed.has('sections') || changed.has('currentPath')) this.#matchCurrentPath();
  }

  protected override render(): TemplateResult | typeof nothing {
    if (this.mode === 'desktop') {
      return html`<div class="panel" part="panel" ?inert=${!this.desktopOpen}>
        ${this.#renderContent(nothing)}
      </div>`;
    }
    // Below the breakpoint the sheet renders its dialog around the content (the update waited for its
    // module; if that failed to load, there is nothing to show: the dialog would be closed).
    return this.#sheet?.render() ?? nothing;
  }

  protected override updated(): void {
    this.#rendered = this.#animated();
    // The sheet (a controller) has shown or closed its dialog by now, in its hostUpdated().
    const current: SidebarToggleDetail = { open: this.open, mode: this.mode };
    // The custom states, all set anew (in one task: CSS sees only the result).
    const states = this.#internals.states;
    states.clear();
    states.add(current.mode);
    if (current.open) states.add('open');
    this.#syncToggles();

    const last = this.#lastState;
    this.#lastState = current;
    if (last && (last.open !== current.open || last.mode !== current.mode)) {
      this.emit('pp-toggle', current);
    }
  }

  /**
   * What the motion styles animate (the desktop open flag, the column's width and side, the sections'
   * and the groups' expanded state) and what may change it during an update (the menu and the path
   * open groups, the storage id switches the stored open flag).
   */
  #animated(): unknown[] {
    return [
      this.desktopOpen,
      this.width,
      this.side,
      this.#sectionState.value,
      this.groupOpen,
      this.sections,
      this.currentPath,
      this.storageId,
    ];
  }

  /** The header (with `close`, the sheet's close button, after the logo), the slots and the menu. */
  #renderContent(close: TemplateResult | typeof nothing): TemplateResult {
    return html`
      <div class="header" part="header" ?hidden=${close === nothing && !this.hasLogo}>
        <a
          class="logo-link"
          part="logo-link"
          href=${this.homeHref}
          aria-label=${this.homeLabel}
          ?hidden=${!this.hasLogo}
          ><slot name="logo" @slotchange=${this.#onLogoSlotChange}></slot
        ></a>
        ${close}
      </div>
      <slot name="header"></slot>
      <nav class="nav" part="nav" aria-label=${this.navLabel} data-pp-scroll-area>
        ${this.sections.map((section, index) => this.#renderSection(section, index))}
      </nav>
      <slot name="footer"></slot>
    `;
  }

  #renderSection(section: SidebarSection, index: number): TemplateResult {
    const listId = `s${index}`;
    const items = section.items ?? [];
    const list = (labelledBy?: string) =>
      html`<ul class="list" part="list" id=${listId} aria-labelledby=${labelledBy ?? nothing}>
        ${items.map((item, i) => this.#renderItem(item, index, [i], [section.name, item.name]))}
      </ul>`;
    if (!section.displayLabel) {
      return html`<div class="section" part="section">${list()}</div>`;
    }
    const expanded = this.#sectionExpanded(section.name);
    const headerId = `${listId}-header`;
    return html`<div class="section" part="section">
      <button
        type="button"
        class="section-toggle"
        part="section-toggle"
        id=${headerId}
        aria-expanded=${expanded}
        aria-controls=${listId}
        @click=${() => this.#toggleSection(section.name)}
      >
        <span class="label">${section.displayLabel}</span>
        <svg class="chevron" viewBox="0 0 16 16" aria-hidden="true">${chevronIcon}</svg>
      </button>
      <div class="collapse" ?data-open=${expanded}>
        <div class="collapse-inner">
          ${this.#rendersList(`section:${section.name}`, expanded) ? list(headerId) : nothing}
        </div>
      </div>
    </div>`;
  }

  #renderItem(item: SidebarItem, section: number, path: number[], names: string[]): TemplateResult {
    const id = `s${section}-${path.join('-')}`;
    // A plain attribute binding, as styleMap renders on first render (its directive costs 0.4 kB gzip).
    const depth = `--_depth:${path.length - 1}`;
    const children = item.children ?? [];
    const renderChildren = (listId?: string) =>
      html`<ul class="list nested" part="list" id=${listId ?? nothing}>
        ${children.map((child, i) => this.#renderItem(child, section, [...path, i], [...names, child.name]))}
      </ul>`;
    const content = html`${this.#renderIcon(item)}<span class="label">${item.name}</span>${
        showsBadge(item.badge) ? html`<span class="badge" part="badge">${item.badge}</span>` : nothing
      }`;

    if (item.collapsible && children.length > 0) {
      const key = JSON.stringify(names);
      const open = this.groupOpen.get(key) ?? false;
      const listId = `${id}-list`;
      return html`<li>
        <button
          type="button"
          class="item group-toggle"
          part="item group-toggle"
          style=${depth}
          aria-expanded=${open}
          aria-controls=${listId}
          @click=${() => this.#toggleGroup(key)}
        >
          ${content}<svg class="chevron" viewBox="0 0 16 16" aria-hidden="true">${chevronIcon}</svg>
        </button>
        <div class="collapse" ?data-open=${open}>
          <div class="collapse-inner">
            ${this.#rendersList(`group:${key}`, open) ? renderChildren(listId) : nothing}
          </div>
        </div>
      </li>`;
    }

    const active = this.#active?.item === item;
    const entry =
      item.href === undefined
        ? html`<span class="item" part="item" style=${depth}>${content}</span>`
        : html`<a
            class="item"
            part=${active ? 'item item-active' : 'item'}
            style=${depth}
            href=${item.href}
            aria-current=${active ? 'page' : nothing}
            target=${item.external ? '_blank' : nothing}
            rel=${item.external ? 'noopener noreferrer' : nothing}
            @click=${(event: MouseEvent) => this.#onLinkClick(event, item)}
            >${content}${
              item.external
                ? html`<svg class="external" viewBox="0 0 16 16" aria-hidden="true">${externalIcon}</svg
                    ><span class="sr-only">${this.externalLabel}</span>`
                : nothing
            }</a
          >`;
    return html`<li>${entry}${children.length > 0 ? renderChildren() : nothing}</li>`;
  }

  #renderIcon(item: SidebarItem): TemplateResult | typeof nothing {
    const { icon } = item;
    if (!icon) return nothing;
    // An SVG string is drawn as a mask of the text colour, never inserted as markup (see
    // SidebarItem.icon); anything else names a slot.
    const content = icon.trimStart().startsWith('<')
      ? html`<span class="icon-mask" style=${`--_icon:${svgMaskImage(icon)}`}></span>`
      : html`<slot name=${`icon-${icon}`}></slot>`;
    return html`<span class="icon" part="icon" aria-hidden="true">${content}</span>`;
  }

  /**
   * Whether a section's or a group's list is rendered: once it has been open. A closed one that never
   * was has none (a staff menu's closed groups are about half its elements, made and laid out on every
   * page for nothing); one closed after being open keeps its list, so that it slides shut.
   */
  #rendersList(key: string, open: boolean): boolean {
    if (open) this.#everOpen.add(key);
    return open || this.#everOpen.has(key);
  }

  #sectionExpanded(name: string): boolean {
    const stored = this.#sectionState.value;
    return Object.hasOwn(stored, name) ? stored[name] !== false : true;
  }

  #toggleSection(name: string): void {
    const expanded = this.#sectionExpanded(name);
    // Merge with what other sidebars (or tabs) stored meanwhile, then write.
    const stored = this.#sectionState.reload();
    this.#sectionState.value = { ...stored, [name]: !expanded };
  }

  #toggleGroup(key: string): void {
    const next = new Map(this.groupOpen);
    next.set(key, !(this.groupOpen.get(key) ?? false));
    this.groupOpen = next;
  }

  /** Finds the active entry and opens every group on its path (and groups that match themselves). */
  #matchCurrentPath(): void {
    const currentPath =
      this.currentPath ?? (typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`);
    const origin = typeof location === 'undefined' ? undefined : location.origin;
    this.#active = findActiveEntry(this.sections, currentPath, origin);
    const active = this.#active?.item;
    const next = new Map(this.groupOpen);
    let changed = false;
    // Whether `items` hold the active entry, at any depth; opens the groups that hold it.
    const visit = (items: readonly SidebarItem[] = [], names: string[]): boolean => {
      let holds = false;
      for (const item of items) {
        const itemNames = [...names, item.name];
        const inside = visit(item.children, itemNames);
        if (item.collapsible && item.children?.length && (inside || itemMatches(item, currentPath, origin))) {
          const key = JSON.stringify(itemNames);
          if (next.get(key) !== true) {
            next.set(key, true);
            changed = true;
          }
        }
        holds ||= inside || item === active;
      }
      return holds;
    };
    for (const section of this.sections) visit(section.items, [section.name]);
    if (changed) this.groupOpen = next;
  }

  #onLinkClick(event: MouseEvent, item: SidebarItem): void {
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || item.external || item.href === undefined) return;
    const navigate = this.emit('pp-navigate', { href: item.href, item }, { cancelable: true });
    if (navigate.defaultPrevented) event.preventDefault();
    if (this.mode === 'mobile') this.mobileOpen = false;
  }

  /** Viewport crossed the breakpoint. To desktop: close the sheet and re-read the stored desktop flag. */
  #onLayoutChange(desktop: boolean): void {
    if (!desktop) return;
    if (this.mobileOpenState) {
      this.mobileOpenState = false;
      this.#sheet?.close();
    }
    this.#desktopOpen.reload();
  }

  /**
   * Loads the mobile sheet's module (once); the update waits for it. A request to open the sheet
   * meanwhile (`mobileOpen`) is kept: the sheet opens on arrival.
   */
  #loadSheet(): Promise<void> {
    return (this.#sheetLoading ??= importWhenOnline(() => import('./sidebar-sheet.js'))
      .then(({ SidebarSheet }) => {
        this.#sheet = new SidebarSheet(this, {
          html,
          content: (close) => this.#renderContent(close),
          opener: () => this.#opener,
        });
      })
      .catch(() => {
        // Not loaded (offline?), or not set up: the next update below the breakpoint tries again.
        this.#sheetLoading = undefined;
      }));
  }

  readonly #onCommand = (event: Event): void => {
    const { command, source } = event as CommandEvent;
    const action = { '--toggle': 'toggle', '--open': 'show', '--close': 'hide' } as const;
    const name = action[command as keyof typeof action];
    if (name) this.#toggleFrom(source instanceof HTMLElement ? source : undefined, name);
  };

  readonly #onLogoSlotChange = (event: Event): void => {
    this.hasLogo = (event.target as HTMLSlotElement).assignedElements().length > 0;
  };

  #toggleFrom(source: HTMLElement | undefined, action: 'toggle' | 'show' | 'hide'): void {
    this.#openedBy = source;
    try {
      this[action]();
    } finally {
      this.#openedBy = undefined;
    }
  }

  #ensureId(): string {
    if (!this.id) this.id = `pp-sidebar-${++nextId}`;
    return this.id;
  }

  #syncToggles(): void {
    for (const toggle of this.#attachedToggles) this.#syncToggle(toggle, true);
    const root = this.getRootNode();
    if (!(root instanceof Document || root instanceof ShadowRoot)) return;
    for (const toggle of root.querySelectorAll<HTMLElement>('[commandfor]')) {
      if (toggle.getAttribute('commandfor') !== this.id || this.#attachedToggles.has(toggle)) continue;
      this.#syncToggle(toggle, toggle.getAttribute('command') === '--toggle');
    }
  }

  #syncToggle(toggle: HTMLElement, expands: boolean): void {
    if (toggle.getRootNode() === this.getRootNode()) {
      toggle.setAttribute('aria-controls', this.navId);
    } else {
      toggle.ariaControlsElements = [this];
    }
    if (expands) toggle.setAttribute('aria-expanded', this.open ? 'true' : 'false');
    if (this.#labelledToggles.has(toggle) || !hasAccessibleName(toggle)) {
      toggle.setAttribute('aria-label', this.toggleLabel);
      this.#labelledToggles.add(toggle);
    }
  }
}

defineElement('pp-sidebar', PpSidebar);

declare global {
  interface HTMLElementTagNameMap {
    'pp-sidebar': PpSidebar;
  }
}
