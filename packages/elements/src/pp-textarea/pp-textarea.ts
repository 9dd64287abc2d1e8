import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { DirectiveResult } from 'lit/directive.js';
import { styleMap } from 'lit/directives/style-map.js';
import { defineElement } from '../shared/base-element.js';
import { a11yStyles } from '../shared/a11y.styles.js';
import { LocaleController } from '../shared/locale-controller.js';
import { text } from '../shared/text-property.js';
import type { PluralForms } from '../shared/plural.js';
import { fieldStyles } from '../shared/field.styles.js';
import { TextControl } from '../shared/text-control.js';
import { textareaMessages } from './pp-textarea.messages.js';
import { styles } from './pp-textarea.styles.js';

export type { TextareaMessages } from './pp-textarea.messages.js';

/** How a `<pp-textarea>` changes its height: not at all, by the user's handle, or with its text. */
export type TextareaResize = 'none' | 'vertical' | 'auto';

/** Whether the browser grows a textarea with its text itself (CSS `field-sizing`). */
const fieldSizing = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/**
 * A multi-line text field: a native `<textarea>` in the shadow root, named by a real `<label>`, with a
 * hint, an error, a required mark and a character count with `maxlength`. It is `rows` lines high,
 * and with `resize` keeps that height (`none`), lets the user drag it (`vertical`), or grows with its
 * text up to `--pp-textarea-max-height` and then scrolls (`auto`).
 *
 * It is form-associated: it submits `value` under `name`, a form reset returns it to the `value`
 * attribute, the browser may restore it (back and forward navigation), a disabled `<fieldset>`
 * disables it, and `checkValidity()`, `reportValidity()` and the `invalid` event work as on a native
 * field. Its validity is the inner textarea's (`required`, `minlength`, `maxlength`), with messages
 * of its own in Polish or English after the `lang` that applies to it (its own, an ancestor's, the
 * document's). An `error` makes it invalid with that message, as a server's answer would. A validity
 * error shows under the field, and the textarea is `aria-invalid`, only once the user changed the
 * value or a submission (or `reportValidity()`) found it invalid; an `error` shows at once.
 *
 * The textarea's accessible description is the error, the hint and, with `maxlength`, the limit; the
 * count ('12 / 200') is not read on every keystroke: a polite announcement says once how many
 * characters are left near the limit, and when it is reached. `focus()` focuses the textarea (the
 * shadow root delegates focus).
 *
 * @summary A multi-line text field with label, hint, error, character count and auto-grow, form-associated.
 *
 * @fires input - The user changed the value (each keystroke, paste or cut), after `value` follows it.
 * @fires change - The user committed a changed value (focus left the field).
 *
 * @slot label - Rich content for the label (replaces `label`); keep it text and inline elements.
 * @slot hint - Rich content for the hint (replaces `hint`), such as a link.
 * @slot error - Rich content for the error: while it holds something the field is invalid with its text as the message, as with `error`.
 *
 * @csspart label - The `<label>` above the field.
 * @csspart required - The required mark ('*') in the label (hidden from screen readers: the textarea is `required`).
 * @csspart field - The box around the textarea.
 * @csspart textarea - The native `<textarea>`.
 * @csspart hint - The hint under the field.
 * @csspart error - The error under the field.
 * @csspart count - The character count ('12 / 200', with `maxlength`).
 *
 * @cssprop [--pp-textarea-width=20rem] - Width of the element. Default 20rem.
 * @cssprop [--pp-textarea-min-height=0] - Least height of the textarea (its `rows` set it otherwise). Default 0.
 * @cssprop [--pp-textarea-max-height=20rem] - Greatest height the textarea grows to with `resize="auto"` (or is dragged to). Default 20rem with `resize="auto"`, else none.
 */
export class PpTextarea extends TextControl {
  static override styles = [a11yStyles, fieldStyles, styles];

  /** The height in lines of text (the least height with `resize="auto"`). */
  @property({ type: Number }) rows = 3;

  /**
   * `none`: a fixed height; `vertical`: the user can drag it taller or shorter; `auto`: it grows with
   * its text up to `--pp-textarea-max-height`, then scrolls.
   * @type {'none' | 'vertical' | 'auto'}
   */
  @property({ reflect: true }) resize: TextareaResize = 'vertical';

  // Built-in texts: each is described, with its Polish and English defaults, in
  // pp-textarea.messages.ts (shared/text-property.ts); the shared text control uses them.
  /** @internal */
  protected readonly texts = new LocaleController(this, textareaMessages);
  @text('value-missing-message') valueMissingMessage!: string;
  @text('too-short-message') tooShortMessage!: string;
  @text('too-long-message') tooLongMessage!: string;
  @text('count-text') countText!: string;
  @text('count-description') countDescription!: string;
  @text('remaining-text', { type: Object }) remainingText!: PluralForms;
  @text('limit-text') limitText!: string;

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.#grow();
  }

  /** @internal */
  protected override renderControl(shared: DirectiveResult): TemplateResult {
    const rows = this.rows > 0 ? this.rows : undefined;
    return html`<textarea
      part="textarea"
      rows=${rows ?? nothing}
      style=${styleMap({ '--_rows': String(rows ?? 3) })}
      ${shared}
    ></textarea>`;
  }

  /** `resize="auto"` where CSS cannot grow it (no `field-sizing`): the height of its text. */
  #grow(): void {
    const textarea = this.renderRoot.querySelector('textarea');
    if (!textarea || fieldSizing) return;
    if (this.resize !== 'auto') {
      textarea.style.removeProperty('block-size');
      return;
    }
    textarea.style.setProperty('block-size', 'auto');
    textarea.style.setProperty('block-size', `${textarea.scrollHeight}px`);
  }
}

defineElement('pp-textarea', PpTextarea);

declare global {
  interface HTMLElementTagNameMap {
    'pp-textarea': PpTextarea;
  }
}
