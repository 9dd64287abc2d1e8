/**
 * Delay groups for tooltips (and anything else that opens on hover after a wait).
 *
 * A group has an open `delay` and a `skipDelay`: while one member is open, or for `skipDelay` ms
 * after the last one closed, the next member opens at once, so moving along a toolbar does not wait
 * again for every button. A whole region shares a group in one of two ways:
 *  - a provider element (anything with a `delayGroup` property, e.g. `<pp-tooltip-group>`), or
 *  - the attributes `data-pp-tooltip-delay` (and optionally `data-pp-tooltip-skip-delay`) on any
 *    ancestor, e.g. `<header data-pp-tooltip-delay="200">` for the top bar.
 * Without either, members use the page's default group (700 ms, skip 300 ms).
 *
 * Separately, `claimSingleOpen()` keeps one tooltip open at a time across every group.
 */

/** The shell's tooltip delay (spec section 9). */
export const TOOLTIP_DELAY = 700;
/** The shell's skip delay (spec section 9). */
export const TOOLTIP_SKIP_DELAY = 300;
/** The top bar's tooltip delay (spec section 9). */
export const TOOLTIP_DELAY_TOPBAR = 200;

/** Attribute that makes an ancestor the delay group of every tooltip inside it. */
export const DELAY_ATTRIBUTE = 'data-pp-tooltip-delay';
/** Companion of {@link DELAY_ATTRIBUTE} for the skip delay. */
export const SKIP_DELAY_ATTRIBUTE = 'data-pp-tooltip-skip-delay';

/** Shared open-delay state of a group of hover popups. */
export class DelayGroup {
  /** Milliseconds a member waits before opening. */
  delay: number;
  /** Milliseconds after a member closes during which the next opens without waiting. */
  skipDelay: number;

  #open = 0;
  #lastClosed = Number.NEGATIVE_INFINITY;

  constructor(delay = TOOLTIP_DELAY, skipDelay = TOOLTIP_SKIP_DELAY) {
    this.delay = delay;
    this.skipDelay = skipDelay;
  }

  /** The wait before a member opens now: 0 while skipping, `delay` otherwise. */
  get openDelay(): number {
    return this.isSkipping ? 0 : this.delay;
  }

  /** True while a member is open or within `skipDelay` of the last close. */
  get isSkipping(): boolean {
    return this.#open > 0 || performance.now() - this.#lastClosed < this.skipDelay;
  }

  /** A member has opened. */
  opened(): void {
    this.#open += 1;
  }

  /** A member has closed. */
  closed(): void {
    if (this.#open > 0) this.#open -= 1;
    this.#lastClosed = performance.now();
  }
}

/** An element that gives its subtree a shared {@link DelayGroup}. */
export interface DelayGroupProvider extends Element {
  readonly delayGroup: DelayGroup;
}

interface SharedState {
  defaultGroup: DelayGroup;
  byElement: WeakMap<Element, DelayGroup>;
  current: { hide(): void } | undefined;
}

// Shared through globalThis so that two copies of the package on one page still behave as one.
const stateKey = Symbol.for('portal-elements.delay-group');
const globalStore = globalThis as unknown as Record<symbol, SharedState | undefined>;
const shared: SharedState = (globalStore[stateKey] ??= {
  defaultGroup: new DelayGroup(),
  byElement: new WeakMap(),
  current: undefined,
});

/** The page's default group: 700 ms, skip 300 ms. */
export const defaultDelayGroup: DelayGroup = shared.defaultGroup;

function isProvider(node: Element): node is DelayGroupProvider {
  const group = (node as Partial<DelayGroupProvider>).delayGroup;
  return typeof group === 'object' && group !== null && typeof group.openDelay === 'number';
}

function readMs(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : fallback;
}

/** The parent of `node` in the composed tree: slots and shadow roots are crossed. */
function composedParent(node: Node): Node | null {
  if (node instanceof Element && node.assignedSlot) return node.assignedSlot;
  if (node.parentNode instanceof ShadowRoot) return node.parentNode.host;
  return node.parentNode;
}

/**
 * The delay group of `from`: the nearest provider element or `data-pp-tooltip-delay` ancestor in the
 * composed tree (the element itself included), else {@link defaultDelayGroup}.
 */
export function findDelayGroup(from: Element): DelayGroup {
  for (let node: Node | null = from; node !== null; node = composedParent(node)) {
    if (!(node instanceof Element)) continue;
    if (node !== from && isProvider(node)) return node.delayGroup;
    if (node.hasAttribute(DELAY_ATTRIBUTE)) {
      const delay = readMs(node.getAttribute(DELAY_ATTRIBUTE), TOOLTIP_DELAY);
      const skipDelay = readMs(node.getAttribute(SKIP_DELAY_ATTRIBUTE), TOOLTIP_SKIP_DELAY);
      let group = shared.byElement.get(node);
      if (group === undefined) {
        group = new DelayGroup(delay, skipDelay);
        shared.byElement.set(node, group);
      }
      // The attributes may have changed since the group was made.
      group.delay = delay;
      group.skipDelay = skipDelay;
      return group;
    }
  }
  return shared.defaultGroup;
}

/** Makes `owner` the one open popup of the page, hiding the previous one. */
export function claimSingleOpen(owner: { hide(): void }): void {
  const previous = shared.current;
  shared.current = owner;
  if (previous !== undefined && previous !== owner) previous.hide();
}

/** `owner` has closed: it no longer holds the single-open slot. */
export function releaseSingleOpen(owner: { hide(): void }): void {
  if (shared.current === owner) shared.current = undefined;
}
