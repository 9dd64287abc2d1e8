import { LitElement } from 'lit';

/**
 * Options for {@link PpElement.emit}. Events bubble and cross shadow roots unless told otherwise.
 */
export interface EmitOptions {
  /** Whether the host may veto the event with `preventDefault()`. Defaults to false. */
  cancelable?: boolean;
  /** Defaults to true. */
  bubbles?: boolean;
  /** Defaults to true. */
  composed?: boolean;
}

/** The `detail` type of the `CustomEvent` registered under `K` in `HTMLElementEventMap`. */
export type EventDetail<K extends keyof HTMLElementEventMap> =
  HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never;

/**
 * The base of every Portal Elements custom element: a typed `emit()` for `pp-*` events.
 *
 * Register subclasses with {@link defineElement}, never with `customElements.define` directly, so
 * that loading the package twice never throws.
 */
export class PpElement extends LitElement {
  /**
   * Dispatches a `CustomEvent` named `name` with `detail`, bubbling and composed by default.
   * Returns the event, so callers can read `defaultPrevented` when it was cancelable.
   */
  protected emit<K extends keyof HTMLElementEventMap>(
    name: K,
    detail: EventDetail<K>,
    options: EmitOptions = {},
  ): CustomEvent<EventDetail<K>> {
    const event = new CustomEvent(name, {
      detail,
      bubbles: options.bubbles ?? true,
      composed: options.composed ?? true,
      cancelable: options.cancelable ?? false,
    });
    this.dispatchEvent(event);
    return event;
  }
}

/**
 * Registers `ctor` under `tag` unless a definition already exists. A second copy of the package
 * (two bundles on one page) then reuses the first definition instead of throwing. A different class
 * already registered under the tag is reported once on the console, because only the first one runs.
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (existing === undefined) {
    customElements.define(tag, ctor);
  } else if (existing !== ctor) {
    console.warn(
      `<${tag}> is already defined by another copy of @portal-elements/elements; the first definition is kept.`,
    );
  }
}
