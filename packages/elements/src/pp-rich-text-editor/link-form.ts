import { html, nothing, type LitElement, type ReactiveController, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Editor } from '@tiptap/core';
import { PopupPosition } from '../shared/popup-position.js';
import { isAllowedUrl } from './link-url.js';
import type { RichTextEditorMessages } from './pp-rich-text-editor.messages.js';

type LinkTexts = Pick<
  RichTextEditorMessages,
  | 'linkFormLabel'
  | 'linkUrlLabel'
  | 'linkApplyLabel'
  | 'linkRemoveLabel'
  | 'linkCancelLabel'
  | 'invalidUrlMessage'
>;

/** What the link form needs of its element. */
export interface LinkFormOptions {
  editor: () => Editor | undefined;
  texts: () => LinkTexts;
  /** Relative paths are accepted too. */
  allowRelative: () => boolean;
  /** What the popover is placed under (the link button). */
  anchor: () => Element | null;
  /** The form was closed by a press outside it (light dismiss): nothing was applied. */
  onDismissed: () => void;
}

/**
 * The link form of `<pp-rich-text-editor>`: a popover in the top layer (placed by `PopupPosition`)
 * with the address field, Apply, Remove (when the caret is in a link) and Cancel. An address
 * `isAllowedUrl` refuses shows the invalid-address text next to the field (`role="alert"`, tied with
 * `aria-describedby`, `aria-invalid`) and changes nothing. Escape and Cancel close it and put focus
 * back in the text; so do Apply and Remove once done.
 */
export class LinkForm implements ReactiveController {
  readonly #host: LitElement;
  readonly #options: LinkFormOptions;
  #open = false;
  #url = '';
  #error = '';
  #editing = false;
  #position: PopupPosition | undefined;

  constructor(host: LitElement, options: LinkFormOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Whether the form is shown. */
  get open(): boolean {
    return this.#open;
  }

  hostDisconnected(): void {
    this.#stopPlacing();
  }

  /** Opens the form for the link at the selection (or a new one). */
  show(): void {
    const editor = this.#options.editor();
    const popover = this.#popover();
    if (!editor || !popover) return;
    this.#editing = editor.isActive('link');
    this.#url = (editor.getAttributes('link') as { href?: string }).href ?? '';
    this.#error = '';
    this.#open = true;
    if (!popover.matches(':popover-open')) popover.showPopover();
    this.#stopPlacing();
    const anchor = this.#options.anchor() ?? this.#host;
    this.#position = new PopupPosition(anchor, popover, () => ({
      placement: 'bottom-start',
      distance: 4,
      padding: 8,
    }));
    this.#position.start();
    this.#host.requestUpdate();
    void this.#host.updateComplete.then(() => {
      this.#input()?.focus();
      this.#input()?.select();
    });
  }

  /** Closes the form; `refocus` puts focus back in the text. */
  close(refocus: boolean): void {
    const popover = this.#popover();
    this.#open = false;
    this.#error = '';
    if (popover?.matches(':popover-open')) popover.hidePopover();
    this.#stopPlacing();
    this.#host.requestUpdate();
    if (refocus) this.#options.editor()?.commands.focus();
  }

  render(): TemplateResult {
    const texts = this.#options.texts();
    return html`<div
      class="link-popover"
      part="link-popover"
      popover="auto"
      role="dialog"
      aria-label=${texts.linkFormLabel}
      @toggle=${this.#onToggle}
      @keydown=${this.#onKeyDown}
    >
      <form novalidate @submit=${this.#onSubmit}>
        <label for="link-url">${texts.linkUrlLabel}</label>
        <input
          id="link-url"
          part="link-input"
          type="text"
          inputmode="url"
          autocomplete="url"
          spellcheck="false"
          .value=${live(this.#url)}
          aria-invalid=${this.#error ? 'true' : 'false'}
          aria-describedby="link-error"
          @input=${this.#onInput}
        />
        <span id="link-error" class="link-error" part="link-error" role="alert">${this.#error}</span>
        <div class="link-actions">
          ${
            this.#editing
              ? html`<button type="button" class="link-remove" @click=${this.#remove}>
                  ${texts.linkRemoveLabel}
                </button>`
              : nothing
          }
          <button type="button" class="link-cancel" @click=${() => this.close(true)}>
            ${texts.linkCancelLabel}
          </button>
          <button type="submit" class="link-apply">${texts.linkApplyLabel}</button>
        </div>
      </form>
    </div>`;
  }

  #popover(): HTMLElement | null {
    return this.#host.renderRoot.querySelector<HTMLElement>('.link-popover');
  }

  #input(): HTMLInputElement | null {
    return this.#host.renderRoot.querySelector<HTMLInputElement>('#link-url');
  }

  #stopPlacing(): void {
    this.#position?.stop();
    this.#position = undefined;
  }

  #onInput = (event: Event): void => {
    this.#url = (event.target as HTMLInputElement).value;
  };

  #onToggle = (event: ToggleEvent): void => {
    if (event.newState !== 'closed' || !this.#open) return;
    // Light dismiss (a press outside): nothing is applied.
    this.#open = false;
    this.#error = '';
    this.#stopPlacing();
    this.#host.requestUpdate();
    this.#options.onDismissed();
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    this.close(true);
  };

  #onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const editor = this.#options.editor();
    if (!editor) return;
    const href = this.#url.trim();
    if (!isAllowedUrl(href, this.#options.allowRelative())) {
      this.#error = this.#options.texts().invalidUrlMessage;
      this.#host.requestUpdate();
      this.#input()?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    this.close(true);
  };

  #remove = (): void => {
    this.#options.editor()?.chain().focus().extendMarkRange('link').unsetLink().run();
    this.close(true);
  };
}
