import { property } from 'lit/decorators.js';
import { FormAssociatedElement } from '../shared/form-associated.js';
import { LocaleController } from '../shared/locale-controller.js';
import { richTextEditorMessages } from './pp-rich-text-editor.messages.js';

/**
 * The built-in texts of `<pp-rich-text-editor>` as properties (pp-rich-text-editor.messages.ts): each
 * is the catalogue text of the element's language (its `lang`, an ancestor's or the document's;
 * Polish by default) unless set explicitly. Setting one to null or undefined, or removing its attribute,
 * gives it back to the catalogue. Kept apart from the element class so that class stays readable.
 */
export class RichTextEditorTexts extends FormAssociatedElement {
  /** The texts of the element's language, each replaceable by its property. */
  protected readonly texts = new LocaleController(this, richTextEditorMessages);

  /**
   * The accessible name of the toolbar.
   * @default the catalogue text of the element's language: 'Formatowanie tekstu' (pl), 'Text formatting' (en)
   */
  @property({ attribute: 'toolbar-label' })
  get toolbarLabel(): string {
    return this.texts.get('toolbarLabel');
  }
  set toolbarLabel(value: string | null | undefined) {
    this.texts.set('toolbarLabel', value);
  }

  /**
   * The bold button.
   * @default the catalogue text of the element's language: 'Pogrubienie' (pl), 'Bold' (en)
   */
  @property({ attribute: 'bold-label' })
  get boldLabel(): string {
    return this.texts.get('boldLabel');
  }
  set boldLabel(value: string | null | undefined) {
    this.texts.set('boldLabel', value);
  }

  /**
   * The italic button.
   * @default the catalogue text of the element's language: 'Kursywa' (pl), 'Italic' (en)
   */
  @property({ attribute: 'italic-label' })
  get italicLabel(): string {
    return this.texts.get('italicLabel');
  }
  set italicLabel(value: string | null | undefined) {
    this.texts.set('italicLabel', value);
  }

  /**
   * The strikethrough button.
   * @default the catalogue text of the element's language: 'Przekreślenie' (pl), 'Strikethrough' (en)
   */
  @property({ attribute: 'strike-label' })
  get strikeLabel(): string {
    return this.texts.get('strikeLabel');
  }
  set strikeLabel(value: string | null | undefined) {
    this.texts.set('strikeLabel', value);
  }

  /**
   * The inline code button.
   * @default the catalogue text of the element's language: 'Kod w tekście' (pl), 'Inline code' (en)
   */
  @property({ attribute: 'code-label' })
  get codeLabel(): string {
    return this.texts.get('codeLabel');
  }
  set codeLabel(value: string | null | undefined) {
    this.texts.set('codeLabel', value);
  }

  /**
   * The level 2 heading button.
   * @default the catalogue text of the element's language: 'Nagłówek 2' (pl), 'Heading 2' (en)
   */
  @property({ attribute: 'heading2-label' })
  get heading2Label(): string {
    return this.texts.get('heading2Label');
  }
  set heading2Label(value: string | null | undefined) {
    this.texts.set('heading2Label', value);
  }

  /**
   * The level 3 heading button.
   * @default the catalogue text of the element's language: 'Nagłówek 3' (pl), 'Heading 3' (en)
   */
  @property({ attribute: 'heading3-label' })
  get heading3Label(): string {
    return this.texts.get('heading3Label');
  }
  set heading3Label(value: string | null | undefined) {
    this.texts.set('heading3Label', value);
  }

  /**
   * The bulleted list button.
   * @default the catalogue text of the element's language: 'Lista punktowana' (pl), 'Bulleted list' (en)
   */
  @property({ attribute: 'bullet-list-label' })
  get bulletListLabel(): string {
    return this.texts.get('bulletListLabel');
  }
  set bulletListLabel(value: string | null | undefined) {
    this.texts.set('bulletListLabel', value);
  }

  /**
   * The numbered list button.
   * @default the catalogue text of the element's language: 'Lista numerowana' (pl), 'Numbered list' (en)
   */
  @property({ attribute: 'ordered-list-label' })
  get orderedListLabel(): string {
    return this.texts.get('orderedListLabel');
  }
  set orderedListLabel(value: string | null | undefined) {
    this.texts.set('orderedListLabel', value);
  }

  /**
   * The quote button.
   * @default the catalogue text of the element's language: 'Cytat' (pl), 'Quote' (en)
   */
  @property({ attribute: 'blockquote-label' })
  get blockquoteLabel(): string {
    return this.texts.get('blockquoteLabel');
  }
  set blockquoteLabel(value: string | null | undefined) {
    this.texts.set('blockquoteLabel', value);
  }

  /**
   * The code block button.
   * @default the catalogue text of the element's language: 'Blok kodu' (pl), 'Code block' (en)
   */
  @property({ attribute: 'code-block-label' })
  get codeBlockLabel(): string {
    return this.texts.get('codeBlockLabel');
  }
  set codeBlockLabel(value: string | null | undefined) {
    this.texts.set('codeBlockLabel', value);
  }

  /**
   * The horizontal line button.
   * @default the catalogue text of the element's language: 'Linia pozioma' (pl), 'Horizontal line' (en)
   */
  @property({ attribute: 'horizontal-rule-label' })
  get horizontalRuleLabel(): string {
    return this.texts.get('horizontalRuleLabel');
  }
  set horizontalRuleLabel(value: string | null | undefined) {
    this.texts.set('horizontalRuleLabel', value);
  }

  /**
   * The link button (opens the link form).
   * @default the catalogue text of the element's language: 'Link' (pl), 'Link' (en)
   */
  @property({ attribute: 'link-label' })
  get linkLabel(): string {
    return this.texts.get('linkLabel');
  }
  set linkLabel(value: string | null | undefined) {
    this.texts.set('linkLabel', value);
  }

  /**
   * The attach file button (shown while `uploadHandler` is set).
   * @default the catalogue text of the element's language: 'Dołącz plik' (pl), 'Attach file' (en)
   */
  @property({ attribute: 'attach-label' })
  get attachLabel(): string {
    return this.texts.get('attachLabel');
  }
  set attachLabel(value: string | null | undefined) {
    this.texts.set('attachLabel', value);
  }

  /**
   * The undo button.
   * @default the catalogue text of the element's language: 'Cofnij' (pl), 'Undo' (en)
   */
  @property({ attribute: 'undo-label' })
  get undoLabel(): string {
    return this.texts.get('undoLabel');
  }
  set undoLabel(value: string | null | undefined) {
    this.texts.set('undoLabel', value);
  }

  /**
   * The redo button.
   * @default the catalogue text of the element's language: 'Ponów' (pl), 'Redo' (en)
   */
  @property({ attribute: 'redo-label' })
  get redoLabel(): string {
    return this.texts.get('redoLabel');
  }
  set redoLabel(value: string | null | undefined) {
    this.texts.set('redoLabel', value);
  }

  /**
   * The accessible name of the link form.
   * @default the catalogue text of the element's language: 'Link' (pl), 'Link' (en)
   */
  @property({ attribute: 'link-form-label' })
  get linkFormLabel(): string {
    return this.texts.get('linkFormLabel');
  }
  set linkFormLabel(value: string | null | undefined) {
    this.texts.set('linkFormLabel', value);
  }

  /**
   * The label of the link form's address field.
   * @default the catalogue text of the element's language: 'Adres URL' (pl), 'URL' (en)
   */
  @property({ attribute: 'link-url-label' })
  get linkUrlLabel(): string {
    return this.texts.get('linkUrlLabel');
  }
  set linkUrlLabel(value: string | null | undefined) {
    this.texts.set('linkUrlLabel', value);
  }

  /**
   * The link form's button that adds or changes the link.
   * @default the catalogue text of the element's language: 'Zastosuj' (pl), 'Apply' (en)
   */
  @property({ attribute: 'link-apply-label' })
  get linkApplyLabel(): string {
    return this.texts.get('linkApplyLabel');
  }
  set linkApplyLabel(value: string | null | undefined) {
    this.texts.set('linkApplyLabel', value);
  }

  /**
   * The link form's button that removes the link (shown when editing one).
   * @default the catalogue text of the element's language: 'Usuń link' (pl), 'Remove link' (en)
   */
  @property({ attribute: 'link-remove-label' })
  get linkRemoveLabel(): string {
    return this.texts.get('linkRemoveLabel');
  }
  set linkRemoveLabel(value: string | null | undefined) {
    this.texts.set('linkRemoveLabel', value);
  }

  /**
   * The link form's button that closes it.
   * @default the catalogue text of the element's language: 'Anuluj' (pl), 'Cancel' (en)
   */
  @property({ attribute: 'link-cancel-label' })
  get linkCancelLabel(): string {
    return this.texts.get('linkCancelLabel');
  }
  set linkCancelLabel(value: string | null | undefined) {
    this.texts.set('linkCancelLabel', value);
  }

  /**
   * Shown and announced next to the address field when the address is not allowed.
   * @default the catalogue text of the element's language: 'Niepoprawny adres URL' (pl), 'Invalid URL' (en)
   */
  @property({ attribute: 'invalid-url-message' })
  get invalidUrlMessage(): string {
    return this.texts.get('invalidUrlMessage');
  }
  set invalidUrlMessage(value: string | null | undefined) {
    this.texts.set('invalidUrlMessage', value);
  }

  /**
   * The error toast (or inline message) of a failed, over-size or refused upload.
   * @default the catalogue text of the element's language: 'Błąd podczas przesyłania pliku' (pl), 'Error while uploading file' (en)
   */
  @property({ attribute: 'upload-error-message' })
  get uploadErrorMessage(): string {
    return this.texts.get('uploadErrorMessage');
  }
  set uploadErrorMessage(value: string | null | undefined) {
    this.texts.set('uploadErrorMessage', value);
  }

  /**
   * The accessible name of an upload in progress: `{name}` is the file name.
   * @default the catalogue text of the element's language: 'Przesyłanie pliku {name}' (pl), 'Uploading {name}' (en)
   */
  @property({ attribute: 'uploading-text' })
  get uploadingText(): string {
    return this.texts.get('uploadingText');
  }
  set uploadingText(value: string | null | undefined) {
    this.texts.set('uploadingText', value);
  }

  /**
   * The button that cancels an upload in progress: `{name}` is the file name.
   * @default the catalogue text of the element's language: 'Anuluj przesyłanie pliku {name}' (pl), 'Cancel uploading {name}' (en)
   */
  @property({ attribute: 'cancel-upload-label' })
  get cancelUploadLabel(): string {
    return this.texts.get('cancelUploadLabel');
  }
  set cancelUploadLabel(value: string | null | undefined) {
    this.texts.set('cancelUploadLabel', value);
  }

  /**
   * The accessible description of the character count: `{count}` and `{max}` are replaced.
   * @default the catalogue text of the element's language: 'Znaki: {count} z {max}' (pl), 'Characters: {count} of {max}' (en)
   */
  @property({ attribute: 'count-label' })
  get countLabel(): string {
    return this.texts.get('countLabel');
  }
  set countLabel(value: string | null | undefined) {
    this.texts.set('countLabel', value);
  }

  /**
   * The validation message when `required` and empty.
   * @default the catalogue text of the element's language: 'Wypełnij to pole.' (pl), 'Please fill in this field.' (en)
   */
  @property({ attribute: 'required-message' })
  get requiredMessage(): string {
    return this.texts.get('requiredMessage');
  }
  set requiredMessage(value: string | null | undefined) {
    this.texts.set('requiredMessage', value);
  }

  /**
   * The validation message when the text is longer than `maxlength`: `{count}` and `{max}` are replaced.
   * @default the catalogue text of the element's language: 'Tekst jest za długi: {count} z {max} znaków.' (pl), 'The text is too long: {count} of {max} characters.' (en)
   */
  @property({ attribute: 'too-long-message' })
  get tooLongMessage(): string {
    return this.texts.get('tooLongMessage');
  }
  set tooLongMessage(value: string | null | undefined) {
    this.texts.set('tooLongMessage', value);
  }
}
