import { html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { Editor, Extension, type JSONContent } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { defineElement } from '../shared/base-element.js';
import { a11yStyles } from '../shared/a11y.styles.js';
import { FormAssociatedElement } from '../shared/form-associated.js';
import { LocaleController } from '../shared/locale-controller.js';
import { text } from '../shared/text-property.js';
import type {} from '../shared/events.js';
import { toast } from '../pp-toaster/toast.js';
import '../pp-tooltip/pp-tooltip.js';
import { isAllowedUrl } from './link-url.js';
import { LinkForm } from './link-form.js';
import { HOST_VALUE, MaxLength } from './max-length.js';
import { ariaShortcut, shortcutText, TOOLBAR, type ToolbarButton } from './toolbar.js';
import {
  accepts,
  FileDrop,
  Upload,
  type RichTextEditorUploadErrorDetail,
  type RichTextEditorUploadErrorReason,
  type RichTextEditorUploadHandler,
} from './uploads.js';
import { richTextEditorMessages } from './pp-rich-text-editor.messages.js';
import { styles } from './pp-rich-text-editor.styles.js';

export type {
  RichTextEditorUploadErrorDetail,
  RichTextEditorUploadErrorReason,
  RichTextEditorUploadHandler,
  RichTextEditorUploadOptions,
  RichTextEditorUploadResult,
} from './uploads.js';
export type { RichTextEditorMessages } from './pp-rich-text-editor.messages.js';

/** `{name}`-style placeholders replaced by `values`. */
const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/**
 * A rich-text editor built on Tiptap 3 (ProseMirror): bold, italic, strikethrough, inline code,
 * links, headings (levels 2 and 3), bulleted and numbered lists, quotes, code blocks, horizontal lines,
 * undo and redo, with Markdown input rules (`**bold**`, `## `, `- `, `1. `, `> `, three backticks, `---`) and
 * the usual shortcuts, each shown in its button's tooltip. The document's schema is the allowlist:
 * pasted HTML keeps only what the toolbar can make (no scripts, event handlers, styles or frames),
 * and links keep only `http:`, `https:`, `mailto:` and relative addresses.
 *
 * The toolbar follows the WAI-ARIA APG toolbar pattern: one tab stop, Left/Right (wrapping),
 * Home/End between the buttons, `aria-pressed` on the toggles, `aria-disabled` where the command
 * cannot run; Alt+F10 in the text goes to the toolbar, Escape in the toolbar back to the text. It wraps onto more rows on narrow screens. The link button (Ctrl/Cmd+K) opens a small
 * form in the top layer that adds, changes or removes a link; an address other than `http:`,
 * `https:` or `mailto:` (or a relative path, with `allow-relative-links`) shows and announces
 * 'Niepoprawny adres URL' / 'Invalid URL' and inserts nothing.
 *
 * Files pasted, dropped or chosen with the attach button (shown while `uploadHandler` is set) are
 * handed to `uploadHandler(file, { signal, onProgress })`: the element never fetches. A placeholder
 * with the progress and a cancel button (which aborts `signal`) stands where the file goes; an image
 * is inserted as an image, any other file as a link. A file over `max-file-size`, outside `accept`,
 * or a rejected upload fires `pp-upload-error` (cancelable); unless canceled, 'Błąd podczas
 * przesyłania pliku' / 'Error while uploading file' is shown as an error toast when a
 * `<pp-toaster>` is in the page, else next to the editor. The text is never touched by a failure.
 *
 * The value is the editor's HTML (`value`, '' when empty) and its JSON (`json`). The element is
 * form-associated (`name`, `required`, `maxlength` counting text characters, validity, form reset to
 * the `value` attribute, state restore, a disabled `<fieldset>`), fires `input` on every change by
 * the user and `change` when focus leaves it changed, and has `readonly`, `disabled` and a
 * `placeholder`. With `maxlength`, a count ('12 / 500') shows under the text and typing stops at the
 * limit.
 *
 * The editing area is a `role="textbox"` with `aria-multiline="true"`, named by `label` (or the
 * host's `aria-label`), described by the count and the inline error. Built-in texts are Polish or
 * English after the `lang` that applies to the element; each can be replaced through its property.
 *
 * @summary A Tiptap rich-text editor: APG toolbar, links, uploads through the host, form-associated.
 *
 * @fires input - The user changed the text (typing, formatting, a paste, a finished upload).
 * @fires change - Focus left the element and the value differs from when it came in.
 * @fires {CustomEvent<RichTextEditorUploadErrorDetail>} pp-upload-error - An upload failed or a file was refused. Cancelable: `preventDefault()` shows no message.
 *
 * @csspart field - The box around the toolbar and the text.
 * @csspart toolbar - The toolbar.
 * @csspart button - Each toolbar button (with `pressed` while a toggle is on).
 * @csspart pressed - A toolbar toggle that is on, with `button`.
 * @csspart content - The scrolling area that holds the text.
 * @csspart upload - An upload in progress (in the text).
 * @csspart upload-progress - Its progress bar.
 * @csspart upload-cancel - Its cancel button.
 * @csspart error - The inline upload error (when no toaster is in the page).
 * @csspart count - The character count (with `maxlength`).
 * @csspart link-popover - The link form's popover (top layer).
 * @csspart link-input - The link form's address field.
 * @csspart link-error - The link form's error ('Invalid URL').
 *
 * @cssprop [--pp-rich-text-editor-background=var(--pp-color-bg-surface, Field)] - Background of the field. Default --pp-color-bg-surface.
 * @cssprop [--pp-rich-text-editor-border-color=var(--pp-color-border-default, GrayText)] - Border of the field, toolbar and popover. Default --pp-color-border-default.
 * @cssprop [--pp-rich-text-editor-toolbar-background=var(--pp-color-bg-subtle, Canvas)] - Background of the toolbar. Default --pp-color-bg-subtle.
 * @cssprop [--pp-rich-text-editor-radius=var(--pp-radius-md, 0.375rem)] - Corner radius. Default --pp-radius-md.
 * @cssprop [--pp-rich-text-editor-min-height=8rem] - Least height of the text area. Default 8rem.
 * @cssprop [--pp-rich-text-editor-max-height=32rem] - Greatest height of the text area before it scrolls. Default 32rem.
 */
export class PpRichTextEditor extends FormAssociatedElement {
  static override styles = [a11yStyles, styles];

  /** The accessible name of the editing area (the host's `aria-label` is used when this is empty). */
  @property() label = '';

  /** Shown in the empty editor (and its `aria-placeholder`). */
  @property() placeholder = '';

  /** Greatest number of text characters; typing stops there, and a count shows. 0 or unset: no limit. */
  @property({ type: Number }) maxlength = 0;

  /** The text can be read, selected and copied, not changed. */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** The link form also accepts paths relative to the page (`/docs`, `./a`, `#part`). */
  @property({ type: Boolean, attribute: 'allow-relative-links' }) allowRelativeLinks = false;

  /**
   * Uploads a pasted, dropped or chosen file and resolves to `{ url, name, type }`; reject to fail.
   * Without it the attach button is hidden and files are not taken.
   */
  @property({ attribute: false }) uploadHandler: RichTextEditorUploadHandler | undefined = undefined;

  /** Largest file size in bytes an upload may have (0: no limit); larger files are refused. */
  @property({ type: Number, attribute: 'max-file-size' }) maxFileSize = 0;

  /** Accepted files, as `<input type="file" accept>`: MIME types, `image/*`, `.pdf` ('' accepts any). */
  @property() accept = '';

  // Built-in texts: each is described, with its Polish and English defaults, in
  // pp-rich-text-editor.messages.ts (shared/text-property.ts).
  // The text properties read and write through it (shared/text-property.ts).
  // eslint-disable-next-line no-unused-private-class-members -- found by its element, not by name
  readonly #texts = new LocaleController(this, richTextEditorMessages);
  @text('toolbar-label') toolbarLabel!: string;
  @text('bold-label') boldLabel!: string;
  @text('italic-label') italicLabel!: string;
  @text('strike-label') strikeLabel!: string;
  @text('code-label') codeLabel!: string;
  @text('heading2-label') heading2Label!: string;
  @text('heading3-label') heading3Label!: string;
  @text('bullet-list-label') bulletListLabel!: string;
  @text('ordered-list-label') orderedListLabel!: string;
  @text('blockquote-label') blockquoteLabel!: string;
  @text('code-block-label') codeBlockLabel!: string;
  @text('horizontal-rule-label') horizontalRuleLabel!: string;
  @text('link-label') linkLabel!: string;
  @text('attach-label') attachLabel!: string;
  @text('undo-label') undoLabel!: string;
  @text('redo-label') redoLabel!: string;
  @text('link-form-label') linkFormLabel!: string;
  @text('link-url-label') linkUrlLabel!: string;
  @text('link-apply-label') linkApplyLabel!: string;
  @text('link-remove-label') linkRemoveLabel!: string;
  @text('link-cancel-label') linkCancelLabel!: string;
  @text('invalid-url-message') invalidUrlMessage!: string;
  @text('upload-error-message') uploadErrorMessage!: string;
  @text('uploading-text') uploadingText!: string;
  @text('cancel-upload-label') cancelUploadLabel!: string;
  @text('count-label') countLabel!: string;
  @text('required-message') requiredMessage!: string;
  @text('too-long-message') tooLongMessage!: string;

  /**
   * The editor's HTML ('' when empty). The `value` attribute is the value at first and the one a form
   * reset returns to; setting the property replaces the content (not undoable, no `input` event).
   */
  @property()
  get value(): string {
    return this.#html;
  }
  set value(value: string | null | undefined) {
    const next = value ?? '';
    if (this.#editor) {
      // The value it already has (a React host giving back what the user typed) keeps the caret.
      if (next !== this.#html) this.#setContent(next);
    } else {
      this.#pending = next;
      this.#html = next;
    }
  }

  /** The content as Tiptap/ProseMirror JSON; setting it replaces the content like `value`. */
  @property({ attribute: false })
  get json(): JSONContent {
    if (this.#editor) return this.#editor.getJSON();
    // Disconnected: the content it had (or JSON given before the first render).
    return typeof this.#pending === 'object' ? this.#pending : { type: 'doc', content: [] };
  }
  set json(json: JSONContent | null | undefined) {
    if (!json) return;
    if (this.#editor) this.#setContent(json);
    else this.#pending = json;
  }

  /** The Tiptap editor (undefined before the first render and while disconnected), for advanced hosts. */
  get editor(): Editor | undefined {
    return this.#editor;
  }

  /** The number of text characters (what `maxlength` counts). */
  get textLength(): number {
    return this.#characters();
  }

  /** Focuses the editing area (at the end of the text when it had no selection yet). */
  override focus(options?: FocusOptions): void {
    if (this.#editor && !this.#editor.isDestroyed) this.#editor.view.focus();
    else super.focus(options);
  }

  // ---------------------------------------------------------------------------------------------
  // Private state

  @query('.content') private _content!: HTMLElement;
  @query('input[type="file"]') private _fileInput!: HTMLInputElement;

  /** The toolbar button with the tab stop (roving tabindex). */
  @state() private _focusIndex = 0;
  /** The inline upload error (no toaster in the page). */
  @state() private _uploadError = '';

  #editor: Editor | undefined;
  #html = '';
  #pending: string | JSONContent | undefined;
  /** The value when focus came into the element (for `change`). */
  #changeBase: string | undefined;
  readonly #link = new LinkForm(this, {
    editor: () => this.#editor,
    texts: () => this,
    allowRelative: () => this.allowRelativeLinks,
    anchor: () => this.renderRoot.querySelector('#button-link'),
    onDismissed: () => {
      // Focus may have left the element with the press outside.
      if (!this.matches(':focus-within')) this.#changeIfChanged();
    },
  });
  readonly #uploads = new Set<Upload>();
  #settingContent = false;
  /** What the form value and validity were last set from. */
  #formSetFrom: unknown[] | undefined;
  /** An attribute refresh dispatched from updated(): it needs no other render. */
  #refreshing = false;

  // ---------------------------------------------------------------------------------------------
  // Lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated && !this.#editor) this.#createEditor();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const upload of this.#uploads) upload.cancel();
    if (this.#editor) {
      this.#pending = this.#editor.getJSON();
      this.#editor.destroy();
      this.#editor = undefined;
    }
  }

  /** Form-associated callback: the form was reset: back to the `value` attribute. */
  formResetCallback(): void {
    this.value = this.getAttribute('value') ?? '';
    this.#changeBase = undefined;
  }

  /** Form-associated callback: the browser restores the value (back/forward navigation, autofill). */
  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = state;
  }

  protected override firstUpdated(): void {
    this.#createEditor();
  }

  protected override updated(changed: PropertyValues): void {
    const editor = this.#editor;
    if (!editor) return;
    const editable = !this.readonly && !this.isDisabled;
    if (editor.isEditable !== editable) editor.setEditable(editable, false);
    const attributesFrom = ['label', 'placeholder', 'readonly', 'disabled', 'fieldsetDisabled', 'required'];
    if (
      attributesFrom.some((key) => changed.has(key)) ||
      changed.has('maxlength') ||
      changed.has('_uploadError')
    ) {
      // Recomputes the textbox's attributes and the placeholder decoration (no document change).
      this.#refreshing = true;
      editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false));
      this.#refreshing = false;
    }
    this.#updateForm();
  }

  // ---------------------------------------------------------------------------------------------
  // Rendering

  protected override render() {
    const editor = this.#editor;
    const buttons = this.#buttons();
    const count = this.#characters();
    return html`
      <div
        class="field"
        part="field"
        @input=${this.#stopInnerInput}
        @focusin=${this.#onFocusIn}
        @focusout=${this.#onFocusOut}
        @dragover=${this.#onFieldDragOver}
        @drop=${this.#onFieldDrop}
      >
        <div
          role="toolbar"
          part="toolbar"
          aria-label=${this.toolbarLabel}
          aria-controls="content"
          aria-disabled=${this.isDisabled || this.readonly ? 'true' : nothing}
          @keydown=${this.#onToolbarKeyDown}
          @mousedown=${this.#keepEditorFocus}
        >
          ${buttons.map((button, index) => this.#renderButton(button, index, editor))}
        </div>
        <div class="content" part="content" id="content"></div>
        <div class="footer">
          <span id="error" part="error" role="alert">${this._uploadError}</span>
          ${
            this.maxlength > 0
              ? html`<span id="count" part="count" ?data-over=${count > this.maxlength}
                  ><span aria-hidden="true">${count} / ${this.maxlength}</span
                  ><span class="sr-only">${fill(this.countLabel, { count, max: this.maxlength })}</span></span
                >`
              : nothing
          }
        </div>
      </div>
      ${buttons.map(
        (button) =>
          html`<pp-tooltip for="button-${button.id}" placement="top"
            >${this[button.label]}${button.keys ? ` (${shortcutText(button.keys)})` : ''}</pp-tooltip
          >`,
      )}
      <input
        type="file"
        hidden
        multiple
        accept=${this.accept || nothing}
        tabindex="-1"
        @change=${this.#onFileChosen}
      />
      ${this.#link.render()}
    `;
  }

  #renderButton(button: ToolbarButton, index: number, editor: Editor | undefined) {
    const pressed = button.active && editor ? button.active(editor) : undefined;
    const enabled = !!editor && !this.isDisabled && !this.readonly && this.#canRun(button, editor);
    return html`${button.group ? html`<span class="separator" role="separator" aria-orientation="vertical"></span>` : nothing}
      <button
        type="button"
        id="button-${button.id}"
        part=${pressed ? 'button pressed' : 'button'}
        data-command=${button.id}
        tabindex=${index === this._focusIndex ? '0' : '-1'}
        aria-label=${this[button.label]}
        aria-pressed=${button.active ? String(!!pressed) : nothing}
        aria-disabled=${enabled ? nothing : 'true'}
        aria-keyshortcuts=${button.keys ? ariaShortcut(button.keys) : nothing}
        @click=${() => this.#activate(button)}
      >
        ${button.icon}
      </button>`;
  }

  /** The toolbar's buttons: the attach button only while an upload handler is set. */
  #buttons(): readonly ToolbarButton[] {
    return this.uploadHandler ? TOOLBAR : TOOLBAR.filter((button) => button.run !== 'attach');
  }

  #canRun(button: ToolbarButton, editor: Editor): boolean {
    try {
      return button.can(editor);
    } catch {
      return false;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The editor

  #createEditor(): void {
    const content = this.#pending ?? this.getAttribute('value') ?? '';
    this.#pending = undefined;
    this.#settingContent = true;
    this.#editor = new Editor({
      element: this._content,
      injectCSS: false,
      content,
      editable: !this.readonly && !this.isDisabled,
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3] },
          underline: false,
          // No empty paragraph kept after the last block: the value stays as written (the gap cursor
          // still lets the caret past a final image or code block).
          trailingNode: false,
          link: {
            openOnClick: false,
            autolink: true,
            linkOnPaste: true,
            defaultProtocol: 'https',
            // What links may keep (pasted, Markdown, set as value); the link form is stricter.
            isAllowedUri: (url) => isAllowedUrl(url, true),
            HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
          },
        }),
        Image.configure({ allowBase64: false }),
        Placeholder.configure({ placeholder: () => this.placeholder }),
        CharacterCount,
        MaxLength.configure({ limit: () => this.maxlength }),
        FileDrop.configure({ onFiles: (files, pos) => this.#takeFiles(files, pos) }),
        Extension.create({
          name: 'ppShortcuts',
          addKeyboardShortcuts: () => ({
            'Mod-k': () => {
              this.#openLinkForm();
              return true;
            },
            // To the toolbar, as in other editors (its button with the tab stop).
            'Alt-F10': () => {
              this.#focusToolbar();
              return true;
            },
          }),
        }),
      ],
      editorProps: {
        attributes: (state) => this.#textboxAttributes(state),
      },
      onUpdate: () => this.#onEditorUpdate(),
      onTransaction: () => {
        if (!this.#refreshing) this.requestUpdate();
      },
    });
    this.#settingContent = false;
    this.#html = this.#readHtml();
    this.requestUpdate();
  }

  #textboxAttributes(state: EditorState): Record<string, string> {
    const describedBy = [this._uploadError ? 'error' : '', this.maxlength > 0 ? 'count' : ''].filter(Boolean);
    const name = this.label || this.getAttribute('aria-label') || '';
    const attributes: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      class: 'editor',
    };
    if (name) attributes['aria-label'] = name;
    if (describedBy.length > 0) attributes['aria-describedby'] = describedBy.join(' ');
    if (this.placeholder) attributes['aria-placeholder'] = this.placeholder;
    if (this.required) attributes['aria-required'] = 'true';
    if (this.readonly) attributes['aria-readonly'] = 'true';
    if (this.isDisabled) attributes['aria-disabled'] = 'true';
    else if (this.readonly) attributes['tabindex'] = '0';
    const tooLong = this.maxlength > 0 && state.doc.textContent.length > this.maxlength;
    if (tooLong) attributes['aria-invalid'] = 'true';
    return attributes;
  }

  #readHtml(): string {
    const editor = this.#editor;
    if (!editor) return this.#html;
    return editor.isEmpty ? '' : editor.getHTML();
  }

  #characters(): number {
    const storage = this.#editor?.storage as { characterCount?: { characters: () => number } } | undefined;
    return storage?.characterCount?.characters() ?? 0;
  }

  #setContent(content: string | JSONContent): void {
    const editor = this.#editor!;
    this.#settingContent = true;
    // A value set by the host is kept whole, even over maxlength (then it is tooLong, as a textarea's).
    editor
      .chain()
      .setMeta('addToHistory', false)
      .setMeta(HOST_VALUE, true)
      .setContent(content, { emitUpdate: false })
      .run();
    this.#settingContent = false;
    this.#html = this.#readHtml();
    this.requestUpdate();
  }

  #onEditorUpdate(): void {
    if (this.#settingContent) return;
    const html = this.#readHtml();
    if (html === this.#html) return;
    this.#html = html;
    this._uploadError = '';
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }

  /** The form value and validity, when what they follow from changed (as the combobox's ChoiceController). */
  #updateForm(): void {
    const html = this.#html;
    const count = this.#characters();
    const from = [html, count, this.required, this.maxlength, this.requiredMessage, this.tooLongMessage];
    if (this.#formSetFrom?.every((item, i) => item === from[i])) return;
    this.#formSetFrom = from;
    this.internals.setFormValue(html === '' ? null : html, html);
    const anchor = (this.#editor?.view.dom as HTMLElement | undefined) ?? undefined;
    if (this.required && html === '') {
      this.internals.setValidity({ valueMissing: true }, this.requiredMessage, anchor);
    } else if (this.maxlength > 0 && count > this.maxlength) {
      this.internals.setValidity(
        { tooLong: true },
        fill(this.tooLongMessage, { count, max: this.maxlength }),
        anchor,
      );
    } else {
      this.internals.setValidity({});
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Events: input and change

  /** The inner contenteditable's and the link field's native `input` events stay inside; the host fires its own. */
  #stopInnerInput = (event: Event): void => {
    event.stopPropagation();
  };

  #onFocusIn = (): void => {
    this.#changeBase ??= this.#html;
  };

  #onFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget as Node | null;
    if (next && (this.renderRoot.contains(next) || this.contains(next))) return;
    if (this.#link.open) return;
    this.#changeIfChanged();
  };

  /** Focus left the element: `change` when the value differs from when it came in. */
  #changeIfChanged(): void {
    const base = this.#changeBase;
    this.#changeBase = undefined;
    if (base !== undefined && base !== this.#html) {
      this.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The toolbar

  #keepEditorFocus = (event: MouseEvent): void => {
    // A pointer press on a button keeps focus (and the selection) in the text.
    if ((event.target as Element).closest('button') && this.#editor?.isFocused) event.preventDefault();
  };

  #onToolbarKeyDown = (event: KeyboardEvent): void => {
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')];
    const current = buttons.indexOf(event.target as HTMLButtonElement);
    if (current < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const last = buttons.length - 1;
    const rtl = getComputedStyle(this).direction === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? current - 1 : current + 1,
      ArrowLeft: rtl ? current + 1 : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape') {
      // Back to the text, where the selection was.
      event.preventDefault();
      this.#editor?.commands.focus();
      return;
    }
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = target < 0 ? last : target > last ? 0 : target;
    this._focusIndex = index;
    buttons[index]?.focus();
  };

  #focusToolbar(): void {
    const buttons = this.renderRoot.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button');
    (buttons[this._focusIndex] ?? buttons[0])?.focus();
  }

  #activate(button: ToolbarButton): void {
    const editor = this.#editor;
    const index = this.#buttons().indexOf(button);
    if (index >= 0) this._focusIndex = index;
    if (!editor || this.isDisabled || this.readonly || !this.#canRun(button, editor)) return;
    if (button.run === 'link') this.#openLinkForm();
    else if (button.run === 'attach') this._fileInput.click();
    else button.run(editor);
  }

  // ---------------------------------------------------------------------------------------------
  // The link form

  #openLinkForm(): void {
    if (this.#editor && !this.isDisabled && !this.readonly) this.#link.show();
  }

  // ---------------------------------------------------------------------------------------------
  // Uploads

  /** Files dragged over the toolbar or the count (not the text, where ProseMirror takes them) can be dropped. */
  #onFieldDragOver = (event: DragEvent): void => {
    if (this.#acceptsDrop(event)) event.preventDefault();
  };

  /** A drop outside the text goes to the end of the text instead of the browser opening the file. */
  #onFieldDrop = (event: DragEvent): void => {
    if (!this.#acceptsDrop(event)) return;
    event.preventDefault();
    const files = [...(event.dataTransfer?.files ?? [])];
    if (files.length > 0) this.#takeFiles(files, this.#editor!.state.doc.content.size - 1);
  };

  #acceptsDrop(event: DragEvent): boolean {
    const view = this.#editor?.view;
    if (!view || !this.uploadHandler || this.readonly || this.isDisabled || event.defaultPrevented)
      return false;
    if (view.dom.contains(event.target as Node)) return false;
    return [...(event.dataTransfer?.types ?? [])].includes('Files');
  }

  #onFileChosen = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length > 0) this.#takeFiles(files, null);
  };

  /** Starts uploading `files` at `pos` (null: the selection). False when no handler takes them. */
  #takeFiles(files: File[], pos: number | null): boolean {
    const editor = this.#editor;
    const handler = this.uploadHandler;
    if (!editor || !handler || this.readonly || this.isDisabled) return false;
    this._uploadError = '';
    let at = pos ?? editor.state.selection.to;
    for (const file of files) {
      if (this.maxFileSize > 0 && file.size > this.maxFileSize) {
        this.#uploadFailed(file, 'size');
        continue;
      }
      if (!accepts(this.accept, file)) {
        this.#uploadFailed(file, 'type');
        continue;
      }
      const upload = new Upload(file, {
        editor: () => this.#editor,
        handler,
        text: (key, name) => fill(this[key], { name }),
        onFailed: (failed, reason, error) => this.#uploadFailed(failed, reason, error),
        onSettled: (done) => this.#uploads.delete(done),
      });
      this.#uploads.add(upload);
      void upload.run(at);
      at = Math.min(at, editor.state.doc.content.size);
    }
    return true;
  }

  #uploadFailed(file: File, reason: RichTextEditorUploadErrorReason, error?: unknown): void {
    const message = this.uploadErrorMessage;
    const detail: RichTextEditorUploadErrorDetail = {
      file,
      reason,
      message,
      ...(error === undefined ? {} : { error }),
    };
    const event = this.emit('pp-upload-error', detail, { cancelable: true });
    if (event.defaultPrevented) return;
    if (document.querySelector('pp-toaster')) toast.error(message);
    else this._uploadError = message;
  }
}

defineElement('pp-rich-text-editor', PpRichTextEditor);

declare global {
  interface HTMLElementTagNameMap {
    'pp-rich-text-editor': PpRichTextEditor;
  }
  interface HTMLElementEventMap {
    'pp-upload-error': CustomEvent<RichTextEditorUploadErrorDetail>;
  }
}
