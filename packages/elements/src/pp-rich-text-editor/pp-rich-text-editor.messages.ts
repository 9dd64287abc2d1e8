import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-rich-text-editor>`: each is also a property of the element (same name). */
export interface RichTextEditorMessages {
  /** The accessible name of the toolbar. */
  toolbarLabel: string;
  /** The bold button. */
  boldLabel: string;
  /** The italic button. */
  italicLabel: string;
  /** The strikethrough button. */
  strikeLabel: string;
  /** The inline code button. */
  codeLabel: string;
  /** The level 2 heading button. */
  heading2Label: string;
  /** The level 3 heading button. */
  heading3Label: string;
  /** The bulleted list button. */
  bulletListLabel: string;
  /** The numbered list button. */
  orderedListLabel: string;
  /** The quote button. */
  blockquoteLabel: string;
  /** The code block button. */
  codeBlockLabel: string;
  /** The horizontal line button. */
  horizontalRuleLabel: string;
  /** The link button (opens the link form). */
  linkLabel: string;
  /** The attach file button (shown while `uploadHandler` is set). */
  attachLabel: string;
  /** The undo button. */
  undoLabel: string;
  /** The redo button. */
  redoLabel: string;
  /** The accessible name of the link form. */
  linkFormLabel: string;
  /** The label of the link form's address field. */
  linkUrlLabel: string;
  /** The link form's button that adds or changes the link. */
  linkApplyLabel: string;
  /** The link form's button that removes the link (shown when editing one). */
  linkRemoveLabel: string;
  /** The link form's button that closes it. */
  linkCancelLabel: string;
  /** Shown and announced next to the address field when the address is not allowed. */
  invalidUrlMessage: string;
  /** The error toast (or inline message) of a failed, over-size or refused upload. */
  uploadErrorMessage: string;
  /** The accessible name of an upload in progress: `{name}` is the file name. */
  uploadingText: string;
  /** The button that cancels an upload in progress: `{name}` is the file name. */
  cancelUploadLabel: string;
  /** The accessible description of the character count: `{count}` and `{max}` are replaced. */
  countLabel: string;
  /** The validation message when `required` and empty. */
  requiredMessage: string;
  /** The validation message when the text is longer than `maxlength`: `{count}` and `{max}` are replaced. */
  tooLongMessage: string;
}

/** Polish (the default) and English texts of `<pp-rich-text-editor>`. The two error texts are the spec's. */
export const richTextEditorMessages: Catalogue<RichTextEditorMessages> = {
  pl: {
    toolbarLabel: 'Formatowanie tekstu',
    boldLabel: 'Pogrubienie',
    italicLabel: 'Kursywa',
    strikeLabel: 'Przekreślenie',
    codeLabel: 'Kod w tekście',
    heading2Label: 'Nagłówek 2',
    heading3Label: 'Nagłówek 3',
    bulletListLabel: 'Lista punktowana',
    orderedListLabel: 'Lista numerowana',
    blockquoteLabel: 'Cytat',
    codeBlockLabel: 'Blok kodu',
    horizontalRuleLabel: 'Linia pozioma',
    linkLabel: 'Link',
    attachLabel: 'Dołącz plik',
    undoLabel: 'Cofnij',
    redoLabel: 'Ponów',
    linkFormLabel: 'Link',
    linkUrlLabel: 'Adres URL',
    linkApplyLabel: 'Zastosuj',
    linkRemoveLabel: 'Usuń link',
    linkCancelLabel: 'Anuluj',
    invalidUrlMessage: 'Niepoprawny adres URL',
    uploadErrorMessage: 'Błąd podczas przesyłania pliku',
    uploadingText: 'Przesyłanie pliku {name}',
    cancelUploadLabel: 'Anuluj przesyłanie pliku {name}',
    countLabel: 'Znaki: {count} z {max}',
    requiredMessage: 'Wypełnij to pole.',
    tooLongMessage: 'Tekst jest za długi: {count} z {max} znaków.',
  },
  en: {
    toolbarLabel: 'Text formatting',
    boldLabel: 'Bold',
    italicLabel: 'Italic',
    strikeLabel: 'Strikethrough',
    codeLabel: 'Inline code',
    heading2Label: 'Heading 2',
    heading3Label: 'Heading 3',
    bulletListLabel: 'Bulleted list',
    orderedListLabel: 'Numbered list',
    blockquoteLabel: 'Quote',
    codeBlockLabel: 'Code block',
    horizontalRuleLabel: 'Horizontal line',
    linkLabel: 'Link',
    attachLabel: 'Attach file',
    undoLabel: 'Undo',
    redoLabel: 'Redo',
    linkFormLabel: 'Link',
    linkUrlLabel: 'URL',
    linkApplyLabel: 'Apply',
    linkRemoveLabel: 'Remove link',
    linkCancelLabel: 'Cancel',
    invalidUrlMessage: 'Invalid URL',
    uploadErrorMessage: 'Error while uploading file',
    uploadingText: 'Uploading {name}',
    cancelUploadLabel: 'Cancel uploading {name}',
    countLabel: 'Characters: {count} of {max}',
    requiredMessage: 'Please fill in this field.',
    tooLongMessage: 'The text is too long: {count} of {max} characters.',
  },
};
