import { html, nothing } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { defineElement } from '../shared/base-element.js';
import { FormAssociatedBase } from '../shared/form-associated.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';
import { buttonMessages } from './pp-button.messages.js';
import { buttonStyles } from './pp-button.styles.js';
import { submitForm } from './submit.js';

/** How a button looks: one primary action per view, the rest secondary; danger for what destroys. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';

/** The height of a control: small, medium (the default) or large (`--pp-control-height-*`). */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** What activating the button does in its form, as a native button's `type`. */
export type ButtonType = 'button' | 'submit' | 'reset';

/**
 * A button, or a link that looks like one when it has an `href`. In a form it submits or resets it
 * as a native button does (`type="submit"` or `"reset"`), sending its own `name` and `value` and
 * honouring `formaction`, `formmethod`, `formenctype`, `formtarget` and `formnovalidate`; the
 * `submit` event's `submitter` is the `pp-button`. Unlike a native button the default `type` is
 * `button`, so that a button added to a form never submits it by accident.
 *
 * A button with only an icon needs a `label`: it becomes its accessible name (a warning on the
 * console says when it is missing). While `loading` the button shows a spinner, keeps its width and
 * its focus, ignores activation and reads "(trwa ładowanie)" after its name; `disabled` takes it out
 * of the tab order like a native button. A click the page cancels with `preventDefault()` neither
 * submits nor resets.
 *
 * @summary A button in five variants and three sizes that submits forms and can be a link.
 *
 * @slot - The button's text.
 * @slot prefix - An icon or other content before the text.
 * @slot suffix - An icon or other content after the text.
 *
 * @csspart base - The native `<button>` or `<a>` inside.
 * @csspart label - The wrapper of the text.
 * @csspart prefix - The wrapper of the `prefix` slot.
 * @csspart suffix - The wrapper of the `suffix` slot.
 * @csspart spinner - The spinner shown while `loading`.
 *
 * @cssprop [--pp-button-radius=var(--pp-radius-md, 0.375rem)] - Corner radius.
 * @cssprop [--pp-button-primary-bg=var(--pp-color-bg-brand, #1d4ed8)] - Background of the primary variant.
 * @cssprop [--pp-button-primary-bg-hover=var(--pp-color-bg-brand-hover, #1e40af)] - Background of the primary variant when hovered or pressed.
 * @cssprop [--pp-button-primary-fg=var(--pp-color-fg-on-brand, #fff)] - Text of the primary variant.
 * @cssprop [--pp-button-secondary-bg=var(--pp-color-bg-surface, Canvas)] - Background of the secondary variant.
 * @cssprop [--pp-button-secondary-bg-hover=var(--pp-color-bg-hover, Canvas)] - Background of the secondary variant when hovered or pressed.
 * @cssprop [--pp-button-secondary-fg=var(--pp-color-fg-default, CanvasText)] - Text of the secondary variant.
 * @cssprop [--pp-button-secondary-border=var(--pp-color-border-strong, GrayText)] - Border of the secondary variant.
 * @cssprop [--pp-button-danger-bg=var(--pp-color-status-error-solid, #dc2626)] - Background of the danger variant.
 * @cssprop [--pp-button-danger-bg-hover=var(--pp-color-status-error-solid-hover, #b91c1c)] - Background of the danger variant when hovered or pressed.
 * @cssprop [--pp-button-danger-fg=var(--pp-color-status-error-on-solid, #fff)] - Text of the danger variant.
 * @cssprop [--pp-button-ghost-fg=var(--pp-color-fg-default, CanvasText)] - Text of the ghost variant.
 * @cssprop [--pp-button-ghost-bg-hover=var(--pp-color-bg-hover, Canvas)] - Background of the ghost variant when hovered or pressed.
 * @cssprop [--pp-button-link-fg=var(--pp-color-fg-link, LinkText)] - Text of the link variant.
 */
export class PpButton extends FormAssociatedBase {
  static override styles = buttonStyles;

  static override shadowRootOptions: ShadowRootInit = {
    ...FormAssociatedBase.shadowRootOptions,
    delegatesFocus: true,
  };

  // Declared here rather than by decorators (the fields below keep their types, defaults and docs):
  // the decorators and tsc's __decorate calls cost 0.3 kB gzip at first use, against a budget of 8.
  static override properties: PropertyDeclarations = {
    variant: { reflect: true },
    size: { reflect: true },
    type: { reflect: true },
    href: {},
    target: {},
    rel: {},
    download: {},
    label: {},
    keyshortcuts: {},
    loading: { type: Boolean, reflect: true },
    value: {},
    formaction: {},
    formmethod: {},
    formenctype: {},
    formtarget: {},
    formnovalidate: { type: Boolean },
    ...textProperties(this, { loadingText: 'loading-text', externalText: 'external-text' }),
    _iconOnly: { state: true, attribute: false },
    _filled: { state: true, attribute: false },
  };

  static {
    // The accessors on the prototype now, as decorators make them: a React wrapper (@lit/react) tells
    // properties from attributes by them, also for a copy of this class that is never registered.
    this.finalize();
  }

  /** How the button looks. */
  variant: ButtonVariant = 'secondary';

  /** Its height (and its width when it has only an icon). */
  size: ButtonSize = 'md';

  /** What it does in its form: `button` (nothing, the default), `submit` or `reset`. */
  type: ButtonType = 'button';

  /** Renders a link to this address instead of a button (`type` and the form attributes then do nothing). */
  href = '';

  /** Where a link opens (`_blank` for a new tab, which it then says to screen readers). */
  target = '';

  /** The link's `rel`; a link with `target="_blank"` gets `noopener noreferrer` when none is given. */
  rel = '';

  /** Makes the link download its target, under this file name when one is given. */
  download: string | undefined = undefined;

  /** The accessible name, required when the button shows only an icon; otherwise its text is its name. */
  label = '';

  /**
   * The keyboard shortcuts that also press this button, as `aria-keyshortcuts` takes them
   * (`Control+K Meta+K`): given to the inner control, which is what assistive technology reads.
   */
  declare keyshortcuts: string | undefined;

  /** Shows a spinner and ignores activation, keeping the focus and the width. */
  loading = false;

  /** Sent with the form as `name=value` when this button submits it. */
  value = '';

  /** The address the form is sent to when this button submits it (the form's `action` otherwise). */
  formaction: string | undefined = undefined;

  /** The HTTP method used when this button submits the form. */
  formmethod: string | undefined = undefined;

  /** The encoding used when this button submits the form. */
  formenctype: string | undefined = undefined;

  /** Where the response opens when this button submits the form. */
  formtarget: string | undefined = undefined;

  /** Submits the form without validating it (a 'Save draft' button). */
  formnovalidate = false;

  declare loadingText: string;
  declare externalText: string;

  /** True when the default slot has no text: the button is square and named by `label`. */
  private _iconOnly = false;
  /** Which of the `prefix` and `suffix` slots have content (an empty one takes no room). */
  private _filled: ReadonlySet<string> = new Set();

  // The text properties read and write through it (shared/text-property.ts).
  // eslint-disable-next-line no-unused-private-class-members -- found by its element, not by name
  readonly #texts = new LocaleController(this, buttonMessages);
  #warnedUnlabelled = false;

  constructor() {
    super();
    // First among the host's click listeners: a disabled or loading button stops the click here.
    this.addEventListener('click', this.#onClick);
  }

  /** Clicks the button as a person would (`disabled` and `loading` ignore it). */
  override click(): void {
    this.#control()?.click();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this._iconOnly && !this.label && !this.#warnedUnlabelled) {
      this.#warnedUnlabelled = true;
      console.warn('<pp-button> with only an icon needs a label.');
    }
  }

  protected override render(): TemplateResult {
    const disabled = this.isDisabled;
    const content = html`<span class="prefix" part="prefix" ?hidden=${!this._filled.has('prefix')}
        ><slot name="prefix" @slotchange=${this.#onSlotChange}></slot></span
      ><span class="label" part="label"><slot @slotchange=${this.#onSlotChange}></slot></span
      ><span class="suffix" part="suffix" ?hidden=${!this._filled.has('suffix')}
        ><slot name="suffix" @slotchange=${this.#onSlotChange}></slot></span
      >${this.loading ? html`<span class="spinner" part="spinner" aria-hidden="true"></span>` : nothing}${
        // With a label the name is `aria-label`, which says it (#name); else the content does.
        this.loading && !this.label ? html`<span class="sr-only">${this.loadingText}</span>` : nothing
      }`;
    const name = this.label ? this.#name() : nothing;
    const classes = this._iconOnly ? 'base icon-only' : 'base';
    if (this.href) {
      const external = this.target === '_blank';
      // A disabled link has no address, so it is not a link a person can follow or focus.
      return html`<a
        class=${classes}
        part="base"
        href=${disabled ? nothing : this.href}
        role=${disabled ? 'link' : nothing}
        aria-disabled=${disabled || this.loading ? 'true' : nothing}
        target=${this.target || nothing}
        rel=${this.rel || (external ? 'noopener noreferrer' : nothing)}
        download=${this.download ?? nothing}
        aria-label=${name}
        >${content}${
          external && !this.label ? html`<span class="sr-only">${this.externalText}</span>` : nothing
        }</a
      >`;
    }
    return html`<button
      class=${classes}
      part="base"
      type="button"
      ?disabled=${disabled}
      aria-disabled=${this.loading && !disabled ? 'true' : nothing}
      aria-label=${name}
      aria-keyshortcuts=${this.keyshortcuts ?? nothing}
    >
      ${content}
    </button>`;
  }

  /** The accessible name given by `label`, with the hidden texts the content would have read. */
  #name(): string {
    const parts = [this.label];
    if (this.loading) parts.push(this.loadingText);
    if (this.href && this.target === '_blank') parts.push(this.externalText);
    return parts.join(' ');
  }

  #control(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.base');
  }

  #onSlotChange = (event: Event): void => {
    const slot = event.target as HTMLSlotElement;
    const nodes = slot.assignedNodes({ flatten: true });
    if (slot.name === '') {
      // An icon alone (an `<svg>`, an `<img>`) has no text: the button is square and `label` names it.
      this._iconOnly = nodes.every((node) => (node.textContent ?? '').trim() === '');
      return;
    }
    const filled = new Set(this._filled);
    if (nodes.length > 0) filled.add(slot.name);
    else filled.delete(slot.name);
    this._filled = filled;
  };

  #onClick = (event: MouseEvent): void => {
    if (this.isDisabled || this.loading) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    if (this.href || this.type === 'button') return;
    const form = this.form;
    if (form === null) return;
    // As a native button: the page's own click listeners run first and may cancel the action. They
    // have all run once this task ends.
    setTimeout(() => {
      if (event.defaultPrevented || !this.isConnected) return;
      if (this.type === 'reset') form.reset();
      else submitForm(form, this);
    });
  };
}

defineElement('pp-button', PpButton);

declare global {
  interface HTMLElementTagNameMap {
    'pp-button': PpButton;
  }
}
