import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import './pp-rich-text-editor.js';
import '../pp-toaster/pp-toaster.js';
import { toastStore } from '../pp-toaster/toast.js';
import type { PpRichTextEditor, RichTextEditorUploadHandler } from './pp-rich-text-editor.js';

// Demo content only: the portal hands over the text and its own upload function.

const filled = `<h2>Awaria serwera vm-000123</h2>
<p>Od <strong>8:15</strong> serwer nie odpowiada na <code>ping</code>. Szczegóły w
<a href="https://status.example.com">statusie usług</a>.</p>
<ul><li><p>Sprawdziłem zaporę</p></li><li><p>Zrestartowałem usługę <em>nginx</em></p></li></ul>
<blockquote><p>Błąd 502 Bad Gateway</p></blockquote>`;

/** How long a play function waits for a state: up to 5 s on a busy machine. */
const patience = { timeout: 5000 };

/** The editor of the story, its shadow root and its editing area. */
function parts(canvasElement: HTMLElement) {
  const el = canvasElement.querySelector<PpRichTextEditor>('pp-rich-text-editor');
  if (!el?.shadowRoot) throw new Error('no rendered pp-rich-text-editor in the story');
  return {
    el,
    root: el.shadowRoot,
    textbox: () => el.shadowRoot!.querySelector<HTMLElement>('[role="textbox"]')!,
  };
}

/** Waits for the editor, then pastes `file` at the end of its text (as the browser's paste event would carry it). */
async function pasteFile(canvasElement: HTMLElement, file: File) {
  const { el, textbox } = parts(canvasElement);
  await waitFor(() => expect(el.editor).toBeDefined(), patience);
  // The caret at the end of the text, where a user pastes after typing.
  el.editor!.commands.setTextSelection(el.editor!.state.doc.content.size - 1);
  const transfer = new DataTransfer();
  transfer.items.add(file);
  textbox().dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
  );
  await el.updateComplete;
  return parts(canvasElement);
}

const screenshot = () => new File([new Uint8Array(2048)], 'zrzut-ekranu.png', { type: 'image/png' });

/** An upload that reports 40 % and never ends (until canceled). */
const stuckUpload: RichTextEditorUploadHandler = (_file, { signal, onProgress }) =>
  new Promise((_, reject) => {
    onProgress(0.4);
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });

/** An upload the server refuses after a moment. */
const refusedUpload: RichTextEditorUploadHandler = (_file, { onProgress }) =>
  new Promise((_, reject) => {
    onProgress(0.6);
    setTimeout(() => reject(new Error('413 Payload Too Large')), 50);
  });

/** Opens the link form on the whole text, types `address` and presses Enter. */
async function submitLink(canvasElement: HTMLElement, address: string) {
  const { el, root } = parts(canvasElement);
  await waitFor(() => expect(el.editor).toBeDefined(), patience);
  el.editor!.commands.selectAll();
  root.querySelector<HTMLButtonElement>('[data-command="link"]')!.click();
  const input = root.querySelector<HTMLInputElement>('[part~="link-input"]')!;
  await waitFor(() => expect(root.activeElement).toBe(input), patience);
  await userEvent.keyboard(address);
  await userEvent.keyboard('{Enter}');
  await el.updateComplete;
  return root.querySelector<HTMLElement>('[part~="link-error"]')!;
}

const meta: Meta = {
  title: 'Elements/Rich text editor',
  component: 'pp-rich-text-editor',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    label: 'Opis zgłoszenia',
    placeholder: 'Opisz problem…',
    maxlength: 0,
    readonly: false,
    disabled: false,
    required: false,
  },
  render: (args) => html`
    <pp-rich-text-editor
      style="max-inline-size: 42rem"
      label=${args['label']}
      placeholder=${args['placeholder']}
      maxlength=${args['maxlength']}
      ?readonly=${args['readonly']}
      ?disabled=${args['disabled']}
      ?required=${args['required']}
    ></pp-rich-text-editor>
  `,
};

export default meta;
type Story = StoryObj;

/** Empty: the placeholder shows in the text area; the toolbar is one tab stop (arrows move in it). */
export const Empty: Story = {};

/** Filled: a heading, formatting, a link, a list and a quote; a 500-character limit shows the count. */
export const Filled: Story = {
  render: () => html`
    <pp-rich-text-editor
      style="max-inline-size: 42rem"
      label="Opis zgłoszenia"
      maxlength="500"
      value=${filled}
    ></pp-rich-text-editor>
  `,
};

/** An image on its way: the placeholder in place shows the progress and a cancel button. */
export const UploadInProgress: Story = {
  render: () => html`
    <pp-rich-text-editor
      style="max-inline-size: 42rem"
      label="Opis zgłoszenia"
      value=${'<p>Zrzut ekranu z błędem: </p>'}
      .uploadHandler=${stuckUpload}
    ></pp-rich-text-editor>
  `,
  play: async ({ canvasElement }) => {
    const { root } = await pasteFile(canvasElement, screenshot());
    await waitFor(() => expect(root.querySelector('[part~="upload"]')).toHaveTextContent('40%'), patience);
  },
};

/**
 * A failed upload: the spec's 'Błąd podczas przesyłania pliku' as an error toast (the page has a
 * `<pp-toaster>`); the placeholder is gone and the text is kept.
 */
export const FailedUpload: Story = {
  render: () => html`
    <pp-rich-text-editor
      style="max-inline-size: 42rem"
      label="Opis zgłoszenia"
      value=${'<p>Tekst zostaje.</p>'}
      .uploadHandler=${refusedUpload}
    ></pp-rich-text-editor>
    <pp-toaster duration="0"></pp-toaster>
  `,
  play: async ({ canvasElement }) => {
    const { el } = await pasteFile(canvasElement, screenshot());
    await waitFor(
      () =>
        expect(toastStore.toasts.map((t) => `${t.type}: ${t.title}`)).toContain(
          'error: Błąd podczas przesyłania pliku',
        ),
      patience,
    );
    await expect(el.value).toBe('<p>Tekst zostaje.</p>');
  },
};

/** A failed upload on a page without a toaster: the message shows (and is announced) under the text. */
export const FailedUploadInline: Story = {
  render: () => html`
    <pp-rich-text-editor
      style="max-inline-size: 42rem"
      label="Opis zgłoszenia"
      value=${'<p>Tekst zostaje.</p>'}
      .uploadHandler=${refusedUpload}
    ></pp-rich-text-editor>
  `,
  play: async ({ canvasElement }) => {
    // No toaster in this page (the one of the story before is gone with its canvas).
    await waitFor(() => expect(document.querySelectorAll('pp-toaster').length).toBe(0), patience);
    const { root } = await pasteFile(canvasElement, screenshot());
    await waitFor(
      () => expect(root.querySelector('[part~="error"]')).toHaveTextContent('Błąd podczas przesyłania pliku'),
      patience,
    );
  },
};

/** An invalid address in the link form: 'Niepoprawny adres URL' next to the field, nothing inserted. */
export const InvalidLink: Story = {
  render: () => html`
    <pp-rich-text-editor
      style="max-inline-size: 42rem"
      label="Opis zgłoszenia"
      value=${'<p>Strona produktu</p>'}
    ></pp-rich-text-editor>
  `,
  play: async ({ canvasElement }) => {
    const error = await submitLink(canvasElement, 'javascript:alert(1)');
    await waitFor(() => expect(error).toHaveTextContent('Niepoprawny adres URL'), patience);
    await expect(parts(canvasElement).el.value).toBe('<p>Strona produktu</p>');
  },
};

/** Read-only: the text can be read, selected and copied; the toolbar is disabled. */
export const ReadOnly: Story = {
  render: () => html`
    <pp-rich-text-editor
      style="max-inline-size: 42rem"
      label="Opis zgłoszenia"
      readonly
      value=${filled}
    ></pp-rich-text-editor>
  `,
};

/** Disabled: not editable, not submitted with its form. */
export const Disabled: Story = {
  render: () => html`
    <pp-rich-text-editor
      style="max-inline-size: 42rem"
      label="Opis zgłoszenia"
      disabled
      value=${filled}
    ></pp-rich-text-editor>
  `,
};

/** Colours from the dark tokens (data-theme="dark" on html, as the portal sets it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: Filled.render!,
};

/** Light theme, the same text. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  render: Filled.render!,
};

/** English: every built-in text (toolbar, tooltips, count, link form) after lang="en" on <html>. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => html`
    <pp-rich-text-editor
      style="max-inline-size: 42rem"
      label="Issue description"
      placeholder="Describe the problem…"
      maxlength="500"
    ></pp-rich-text-editor>
  `,
  play: async ({ canvasElement }) => {
    const { root } = parts(canvasElement);
    await waitFor(
      () => expect(root.querySelector('[role="toolbar"]')).toHaveAccessibleName('Text formatting'),
      patience,
    );
  },
};

/** English: an invalid address shows the spec's 'Invalid URL'. */
export const EnglishInvalidLink: Story = {
  globals: { locale: 'en' },
  render: () => html`
    <pp-rich-text-editor
      style="max-inline-size: 42rem"
      label="Description"
      value=${'<p>Product page</p>'}
    ></pp-rich-text-editor>
  `,
  play: async ({ canvasElement }) => {
    const error = await submitLink(canvasElement, 'ftp://example.com');
    await waitFor(() => expect(error).toHaveTextContent('Invalid URL'), patience);
  },
};

/** English: a failed upload shows the spec's 'Error while uploading file'. */
export const EnglishFailedUpload: Story = {
  globals: { locale: 'en' },
  render: () => html`
    <pp-rich-text-editor
      style="max-inline-size: 42rem"
      label="Description"
      value=${'<p>This text stays.</p>'}
      .uploadHandler=${refusedUpload}
    ></pp-rich-text-editor>
  `,
  play: async ({ canvasElement }) => {
    const { root } = await pasteFile(canvasElement, screenshot());
    await waitFor(
      () => expect(root.querySelector('[part~="error"]')).toHaveTextContent('Error while uploading file'),
      patience,
    );
  },
};
