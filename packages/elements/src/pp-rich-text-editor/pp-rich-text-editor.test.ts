import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import './pp-rich-text-editor.js';
import type {
  PpRichTextEditor,
  RichTextEditorUploadErrorDetail,
  RichTextEditorUploadHandler,
  RichTextEditorUploadOptions,
} from './pp-rich-text-editor.js';
import { toastStore } from '../pp-toaster/toast.js';
import { frames, until } from '../test-support/wait.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { setLang } from '../test-support/languages.js';

// ------------------------------------------------------------------------------------------------
// Harness

const MOD = navigator.platform.toLowerCase().includes('mac') ? 'Meta' : 'Control';

async function editorFixture(template = html`<pp-rich-text-editor label="Opis"></pp-rich-text-editor>`) {
  const el = await fixture<PpRichTextEditor>(template);
  await until(() => el.editor !== undefined, 'the editor');
  await el.updateComplete;
  return el;
}

const root = (el: PpRichTextEditor) => el.shadowRoot!;
const textbox = (el: PpRichTextEditor) => root(el).querySelector<HTMLElement>('[role="textbox"]')!;
const toolbar = (el: PpRichTextEditor) => root(el).querySelector<HTMLElement>('[role="toolbar"]')!;
const buttons = (el: PpRichTextEditor) => [...toolbar(el).querySelectorAll<HTMLButtonElement>('button')];
const button = (el: PpRichTextEditor, command: string) =>
  toolbar(el).querySelector<HTMLButtonElement>(`[data-command="${command}"]`)!;
const focused = (el: PpRichTextEditor) => root(el).activeElement;
const linkPopover = (el: PpRichTextEditor) => root(el).querySelector<HTMLElement>('.link-popover')!;
const linkInput = (el: PpRichTextEditor) => root(el).querySelector<HTMLInputElement>('#link-url')!;
const linkError = (el: PpRichTextEditor) => root(el).querySelector<HTMLElement>('#link-error')!;
const placeholders = (el: PpRichTextEditor) => [...root(el).querySelectorAll('.upload')];

async function settle(el: PpRichTextEditor) {
  await el.updateComplete;
  await frames(1);
  await el.updateComplete;
}

/** Puts the caret at the end of the text (Tiptap focuses in the next frame). */
async function focusEnd(el: PpRichTextEditor) {
  el.editor!.commands.focus('end');
  await until(() => root(el).activeElement === textbox(el), 'focus in the text');
}

/** Focuses the text at its end and types `text` with real key presses. */
async function typeInto(el: PpRichTextEditor, text: string) {
  await focusEnd(el);
  await sendKeys({ type: text });
  await settle(el);
}

async function press(el: PpRichTextEditor, key: string) {
  await sendKeys({ press: key });
  await settle(el);
}

/** A paste event as the browser fires it, with `data` on its clipboard. */
function paste(el: PpRichTextEditor, data: Record<string, string>, files: File[] = []) {
  const transfer = new DataTransfer();
  for (const [type, value] of Object.entries(data)) transfer.setData(type, value);
  for (const file of files) transfer.items.add(file);
  textbox(el).dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
  );
}

const image = (name = 'kot.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pdf = (name = 'umowa.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** An upload handler whose uploads the test settles by hand. */
function manualHandler() {
  const calls: {
    file: File;
    options: RichTextEditorUploadOptions;
    resolve: (value: { url: string; name: string; type: string }) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const handler: RichTextEditorUploadHandler = (file, options) =>
    new Promise((resolve, reject) => calls.push({ file, options, resolve, reject }));
  return { handler, calls };
}

afterEach(() => {
  toastStore.reset();
  document.querySelectorAll('pp-toaster').forEach((t) => t.remove());
  document.documentElement.removeAttribute('lang');
});

// ------------------------------------------------------------------------------------------------

describe('pp-rich-text-editor', () => {
  describe('structure and accessibility', () => {
    it('is a labelled multi-line textbox under a labelled toolbar', async () => {
      const el = await editorFixture();
      const box = textbox(el);
      expect(box.getAttribute('aria-multiline')).to.equal('true');
      expect(box.getAttribute('aria-label')).to.equal('Opis');
      expect(box.isContentEditable).to.equal(true);
      expect(toolbar(el).getAttribute('aria-label')).to.equal('Formatowanie tekstu');
      expect(button(el, 'bold').getAttribute('aria-label')).to.equal('Pogrubienie');
      expect(button(el, 'bold').getAttribute('aria-pressed')).to.equal('false');
      expect(button(el, 'horizontalRule').hasAttribute('aria-pressed')).to.equal(false);
      expect(button(el, 'bold').getAttribute('aria-keyshortcuts')).to.match(/^(Control|Meta)\+B$/);
      // No upload handler: no attach button.
      expect(button(el, 'attach')).to.equal(null);
    });

    it('takes its name from aria-label on the host when there is no label', async () => {
      const el = await editorFixture(
        html`<pp-rich-text-editor aria-label="Odpowiedź"></pp-rich-text-editor>`,
      );
      expect(textbox(el).getAttribute('aria-label')).to.equal('Odpowiedź');
    });

    it('shows each shortcut in its button tooltip', async () => {
      const el = await editorFixture();
      const tip = root(el).querySelector('pp-tooltip[for="button-bold"]')!;
      expect(tip.textContent).to.match(/Pogrubienie \((Ctrl\+B|⌘B)\)/);
      const link = root(el).querySelector('pp-tooltip[for="button-link"]')!;
      expect(link.textContent).to.match(/Link \((Ctrl\+K|⌘K)\)/);
    });

    it('passes axe, empty and filled, with a placeholder and a count', async () => {
      const el = await editorFixture(
        html`<pp-rich-text-editor
          label="Opis"
          placeholder="Opisz problem"
          maxlength="100"
        ></pp-rich-text-editor>`,
      );
      await expectNoAxeViolations(el, 'empty');
      el.value =
        '<h2>Tytuł</h2><p><strong>Ważne</strong> <a href="https://example.com">link</a></p><ul><li>a</li></ul>';
      await settle(el);
      await expectNoAxeViolations(el, 'filled');
    });

    it('passes axe (contrast included) with the design tokens, light and dark', async function () {
      const ran = await inEachTheme(async (theme) => {
        const el = await editorFixture(
          html`<pp-rich-text-editor
            label="Opis"
            placeholder="Opisz problem"
            maxlength="100"
          ></pp-rich-text-editor>`,
        );
        el.value =
          '<p><strong>Ważne</strong> <a href="https://example.com">link</a> <code>x</code></p><blockquote><p>cytat</p></blockquote>';
        await settle(el);
        await expectNoAxeViolations(el, theme);
        await focusEnd(el);
        await sendKeys({ press: `${MOD}+k` });
        await settle(el);
        await sendKeys({ type: 'zly adres' });
        await press(el, 'Enter');
        await expectNoAxeViolations(root(el).querySelector('.link-popover')!, `${theme}, invalid link`);
      });
      if (!ran) this.skip();
    });
  });

  describe('toolbar keyboard (APG toolbar)', () => {
    it('is one tab stop before the text', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div>
          <button id="before">przed</button><pp-rich-text-editor label="Opis"></pp-rich-text-editor>
        </div>`,
      );
      const el = wrapper.querySelector('pp-rich-text-editor')!;
      await until(() => el.editor !== undefined, 'the editor');
      await el.updateComplete;
      expect(buttons(el).filter((b) => b.tabIndex === 0)).to.have.length(1);
      wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
      await press(el, 'Tab');
      expect(focused(el)).to.equal(button(el, 'bold'));
      await press(el, 'Tab');
      expect(focused(el)).to.equal(textbox(el));
    });

    it('moves with Left/Right (wrapping) and Home/End, and keeps the tab stop where focus went', async () => {
      const el = await editorFixture();
      const all = buttons(el);
      all[0]!.focus();
      await press(el, 'ArrowRight');
      expect(focused(el)).to.equal(all[1]);
      await press(el, 'ArrowRight');
      expect(focused(el)).to.equal(all[2]);
      await press(el, 'ArrowLeft');
      expect(focused(el)).to.equal(all[1]);
      await press(el, 'End');
      expect(focused(el)).to.equal(all[all.length - 1]);
      await press(el, 'ArrowRight');
      expect(focused(el)).to.equal(all[0]);
      await press(el, 'ArrowLeft');
      expect(focused(el)).to.equal(all[all.length - 1]);
      await press(el, 'Home');
      expect(focused(el)).to.equal(all[0]);
      await press(el, 'ArrowRight');
      expect(buttons(el).map((b) => b.tabIndex)).to.deep.equal(all.map((_, i) => (i === 1 ? 0 : -1)));
    });

    it('Alt+F10 goes from the text to the toolbar, Escape back to the text', async () => {
      const el = await editorFixture();
      await typeInto(el, 'abc');
      await press(el, 'Alt+F10');
      expect(focused(el)).to.equal(button(el, 'bold'));
      await press(el, 'ArrowRight');
      await press(el, 'Escape');
      expect(focused(el)).to.equal(textbox(el));
      await press(el, 'Alt+F10');
      expect(focused(el)).to.equal(button(el, 'italic'));
    });

    it('marks commands that cannot run as aria-disabled (undo before any change)', async () => {
      const el = await editorFixture();
      expect(button(el, 'undo').getAttribute('aria-disabled')).to.equal('true');
      await typeInto(el, 'abc');
      expect(button(el, 'undo').hasAttribute('aria-disabled')).to.equal(false);
      expect(button(el, 'redo').getAttribute('aria-disabled')).to.equal('true');
    });

    it('runs a button with Enter and Space', async () => {
      const el = await editorFixture();
      await typeInto(el, 'tekst');
      el.editor!.commands.selectAll();
      button(el, 'italic').focus();
      await press(el, 'Enter');
      expect(el.value).to.equal('<p><em>tekst</em></p>');
      expect(button(el, 'italic').getAttribute('aria-pressed')).to.equal('true');
    });
  });

  describe('formatting', () => {
    it('Ctrl/Cmd+B toggles bold and the button’s aria-pressed', async () => {
      const el = await editorFixture();
      await typeInto(el, 'a');
      await press(el, `${MOD}+b`);
      expect(button(el, 'bold').getAttribute('aria-pressed')).to.equal('true');
      await sendKeys({ type: 'bc' });
      await press(el, `${MOD}+b`);
      expect(button(el, 'bold').getAttribute('aria-pressed')).to.equal('false');
      await sendKeys({ type: 'd' });
      await settle(el);
      expect(el.value).to.equal('<p>a<strong>bc</strong>d</p>');
    });

    it('Ctrl/Cmd+I italic, and undo/redo with the keyboard', async () => {
      const el = await editorFixture();
      await typeInto(el, 'x');
      await press(el, `${MOD}+i`);
      await sendKeys({ type: 'y' });
      await settle(el);
      expect(el.value).to.equal('<p>x<em>y</em></p>');
      await press(el, `${MOD}+z`);
      expect(el.value).to.not.include('<em>y</em>');
      await press(el, `${MOD}+Shift+z`);
      expect(el.value).to.equal('<p>x<em>y</em></p>');
    });

    it('turns Markdown into formatting as it is typed', async () => {
      const el = await editorFixture();
      await typeInto(el, '## Tytuł');
      expect(el.value).to.equal('<h2>Tytuł</h2>');
      await press(el, 'Enter');
      await sendKeys({ type: '- punkt' });
      await settle(el);
      expect(el.value).to.include('<ul><li><p>punkt</p></li></ul>');
      await press(el, 'Enter');
      await press(el, 'Enter');
      await sendKeys({ type: '**gruby** i `kod` ' });
      await settle(el);
      expect(el.value).to.include('<strong>gruby</strong> i <code>kod</code>');
      await press(el, 'Enter');
      await sendKeys({ type: '> cytat' });
      await settle(el);
      expect(el.value).to.include('<blockquote><p>cytat</p></blockquote>');
    });

    it('formats a selection made with the keyboard inside the shadow root', async () => {
      const el = await editorFixture();
      await typeInto(el, 'jeden dwa');
      for (let i = 0; i < 3; i++) await sendKeys({ press: 'Shift+ArrowLeft' });
      await settle(el);
      expect(el.editor!.state.selection.empty).to.equal(false);
      await press(el, `${MOD}+b`);
      expect(el.value).to.equal('<p>jeden <strong>dwa</strong></p>');
      // A pointer press on a toolbar button keeps focus and the selection in the text.
      const rect = button(el, 'italic').getBoundingClientRect();
      await sendMouse({
        type: 'click',
        position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)],
      });
      await settle(el);
      expect(el.value).to.equal('<p>jeden <strong><em>dwa</em></strong></p>');
      expect(focused(el)).to.equal(textbox(el));
      await resetMouse();
    });

    it('wraps its toolbar at 375 px instead of overflowing', async () => {
      const el = await editorFixture();
      el.style.inlineSize = '375px';
      el.uploadHandler = () => new Promise(() => {});
      await settle(el);
      const bar = toolbar(el);
      expect(bar.scrollWidth).to.be.at.most(bar.clientWidth);
      const tops = new Set(buttons(el).map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(tops.size).to.be.greaterThan(1);
      expect(el.getBoundingClientRect().width).to.equal(375);
    });

    it('keeps its content when moved in the page', async () => {
      const el = await editorFixture();
      el.value = '<p>zostaje</p>';
      await settle(el);
      const other = document.createElement('div');
      el.parentElement!.append(other);
      other.append(el);
      await until(() => el.editor !== undefined && !el.editor.isDestroyed, 'the editor again');
      await settle(el);
      expect(root(el).querySelectorAll('[role="textbox"]')).to.have.length(1);
      expect(el.value).to.equal('<p>zostaje</p>');
      // While out of the page, value and json still tell the content.
      el.remove();
      expect(el.value).to.equal('<p>zostaje</p>');
      expect(el.json.content?.[0]?.content?.[0]?.text).to.equal('zostaje');
    });
  });

  describe('links', () => {
    it('Ctrl/Cmd+K opens the form in the top layer; a valid address links the selection', async () => {
      const el = await editorFixture();
      await typeInto(el, 'strona');
      el.editor!.commands.selectAll();
      await press(el, `${MOD}+k`);
      expect(linkPopover(el).matches(':popover-open')).to.equal(true);
      expect(focused(el)).to.equal(linkInput(el));
      await sendKeys({ type: 'https://example.com/a' });
      await press(el, 'Enter');
      expect(linkPopover(el).matches(':popover-open')).to.equal(false);
      expect(el.value).to.equal(
        '<p><a rel="noopener noreferrer nofollow" href="https://example.com/a">strona</a></p>',
      );
      expect(focused(el)).to.equal(textbox(el));
    });

    it('refuses an invalid address with "Niepoprawny adres URL", tied to the field, and inserts nothing', async () => {
      const el = await editorFixture();
      await typeInto(el, 'tekst');
      el.editor!.commands.selectAll();
      const before = el.value;
      button(el, 'link').click();
      await settle(el);
      await sendKeys({ type: 'javascript:alert(1)' });
      await press(el, 'Enter');
      expect(linkError(el).textContent).to.equal('Niepoprawny adres URL');
      expect(linkError(el).getAttribute('role')).to.equal('alert');
      expect(linkInput(el).getAttribute('aria-invalid')).to.equal('true');
      expect(linkInput(el).getAttribute('aria-describedby')).to.equal('link-error');
      expect(linkPopover(el).matches(':popover-open')).to.equal(true);
      expect(el.value).to.equal(before);
      // A relative path is refused too unless allow-relative-links is set.
      linkInput(el).select();
      await sendKeys({ type: '/docs' });
      await press(el, 'Enter');
      expect(linkError(el).textContent).to.equal('Niepoprawny adres URL');
      expect(el.value).to.equal(before);
      await press(el, 'Escape');
      expect(linkPopover(el).matches(':popover-open')).to.equal(false);
      expect(el.value).to.equal(before);
    });

    it('says "Invalid URL" in English', async () => {
      const el = await editorFixture(
        html`<pp-rich-text-editor lang="en" label="Text"></pp-rich-text-editor>`,
      );
      await typeInto(el, 'x');
      await press(el, `${MOD}+k`);
      await sendKeys({ type: 'ftp://example.com' });
      await press(el, 'Enter');
      expect(linkError(el).textContent).to.equal('Invalid URL');
      expect(el.value).to.equal('<p>x</p>');
    });

    it('accepts mailto, relative paths when allowed, edits and removes a link', async () => {
      const el = await editorFixture(
        html`<pp-rich-text-editor label="Opis" allow-relative-links></pp-rich-text-editor>`,
      );
      await typeInto(el, 'napisz');
      el.editor!.commands.selectAll();
      await press(el, `${MOD}+k`);
      await sendKeys({ type: 'mailto:jan@example.com' });
      await press(el, 'Enter');
      expect(el.value).to.include('href="mailto:jan@example.com"');
      // Edit: the form opens with the address and a remove button.
      el.editor!.commands.setTextSelection(2);
      await press(el, `${MOD}+k`);
      expect(linkInput(el).value).to.equal('mailto:jan@example.com');
      linkInput(el).select();
      await sendKeys({ type: '/kontakt' });
      await press(el, 'Enter');
      expect(el.value).to.include('href="/kontakt"');
      el.editor!.commands.setTextSelection(2);
      await press(el, `${MOD}+k`);
      root(el).querySelector<HTMLButtonElement>('.link-remove')!.click();
      await settle(el);
      expect(el.value).to.equal('<p>napisz</p>');
    });
  });

  describe('paste', () => {
    it('reduces pasted HTML to the schema: scripts, handlers, styles and frames go, marks stay', async () => {
      const el = await editorFixture();
      paste(el, {
        'text/html':
          '<p style="color:red" onclick="alert(1)"><strong>gruby</strong> <em>pochyły</em> <s>skreślony</s> <code>kod</code>' +
          '<script>alert(1)</script><a href="javascript:alert(1)">zły</a> <a href="https://example.com" onclick="x()">dobry</a></p>' +
          '<iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)"><h1>Duży</h1><u>podkreślony</u>',
        'text/plain': 'gruby',
      });
      await settle(el);
      const value = el.value;
      for (const banned of [
        'script',
        'onclick',
        'onerror',
        'style=',
        'iframe',
        'javascript:',
        '<u>',
        '<h1',
      ]) {
        expect(value, banned).to.not.include(banned);
      }
      expect(value).to.include('<strong>gruby</strong>');
      expect(value).to.include('<em>pochyły</em>');
      expect(value).to.include('<s>skreślony</s>');
      expect(value).to.include('<code>kod</code>');
      expect(value).to.include('href="https://example.com"');
      expect(value).to.include('zły');
      expect(value).to.include('Duży');
      // Nothing ran.
      expect(textbox(el).querySelector('script, iframe, [onclick], [onerror], [style]')).to.equal(null);
    });
  });

  describe('uploads', () => {
    it('inserts an uploaded image with the returned url, showing progress in place meanwhile', async () => {
      const { handler, calls } = manualHandler();
      const el = await editorFixture();
      el.uploadHandler = handler;
      await typeInto(el, 'Zrzut: ');
      paste(el, {}, [image()]);
      await settle(el);
      expect(calls).to.have.length(1);
      expect(calls[0]!.file.name).to.equal('kot.png');
      expect(placeholders(el)).to.have.length(1);
      calls[0]!.options.onProgress(0.45);
      expect(placeholders(el)[0]!.textContent).to.include('45%');
      expect(
        placeholders(el)[0]!.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow'),
      ).to.equal('45');
      const input = oneEvent(el, 'input');
      calls[0]!.resolve({ url: 'https://cdn.example.com/kot.png', name: 'kot.png', type: 'image/png' });
      await input;
      await settle(el);
      expect(placeholders(el)).to.have.length(0);
      expect(el.value).to.include('Zrzut:');
      expect(el.value).to.include('<img src="https://cdn.example.com/kot.png" alt="kot.png">');
    });

    it('inserts another file as a link named after it (through the attach button)', async () => {
      const { handler, calls } = manualHandler();
      const el = await editorFixture();
      el.uploadHandler = handler;
      await el.updateComplete;
      expect(button(el, 'attach').getAttribute('aria-label')).to.equal('Dołącz plik');
      const fileInput = root(el).querySelector<HTMLInputElement>('input[type="file"]')!;
      const transfer = new DataTransfer();
      transfer.items.add(pdf());
      fileInput.files = transfer.files;
      fileInput.dispatchEvent(new Event('change'));
      await settle(el);
      calls[0]!.resolve({ url: '/uploads/7', name: 'umowa.pdf', type: 'application/pdf' });
      await until(() => el.value.includes('umowa.pdf'), 'the link');
      expect(el.value).to.include('<a rel="noopener noreferrer nofollow" href="/uploads/7">umowa.pdf</a>');
    });

    it('on failure shows the error toast, removes the placeholder and keeps the text', async () => {
      const { handler, calls } = manualHandler();
      document.body.append(document.createElement('pp-toaster'));
      const el = await editorFixture();
      el.uploadHandler = handler;
      await typeInto(el, 'Ważny tekst');
      const errors: RichTextEditorUploadErrorDetail[] = [];
      el.addEventListener('pp-upload-error', (e) => errors.push(e.detail));
      paste(el, {}, [image()]);
      await settle(el);
      expect(placeholders(el)).to.have.length(1);
      calls[0]!.reject(new Error('500'));
      await until(() => toastStore.toasts.length > 0, 'the toast');
      expect(toastStore.toasts[0]!.title).to.equal('Błąd podczas przesyłania pliku');
      expect(toastStore.toasts[0]!.type).to.equal('error');
      expect(errors.map((e) => e.reason)).to.deep.equal(['failed']);
      await settle(el);
      expect(placeholders(el)).to.have.length(0);
      expect(el.value).to.equal('<p>Ważny tekst</p>');
    });

    it('says "Error while uploading file" in English, inline when there is no toaster', async () => {
      const { handler, calls } = manualHandler();
      const el = await editorFixture(
        html`<pp-rich-text-editor lang="en" label="Text"></pp-rich-text-editor>`,
      );
      el.uploadHandler = handler;
      await typeInto(el, 'kept');
      paste(el, {}, [image()]);
      await settle(el);
      calls[0]!.reject(new Error('nope'));
      await until(() => root(el).querySelector('#error')!.textContent !== '', 'the inline error');
      await settle(el);
      expect(root(el).querySelector('#error')!.textContent).to.equal('Error while uploading file');
      expect(root(el).querySelector('#error')!.getAttribute('role')).to.equal('alert');
      expect(textbox(el).getAttribute('aria-describedby')).to.include('error');
      expect(toastStore.toasts).to.have.length(0);
      expect(el.value).to.equal('<p>kept</p>');
    });

    it('a canceled pp-upload-error shows nothing', async () => {
      const el = await editorFixture();
      el.uploadHandler = () => Promise.reject(new Error('x'));
      el.addEventListener('pp-upload-error', (e) => e.preventDefault());
      paste(el, {}, [image()]);
      await frames(3);
      await settle(el);
      expect(root(el).querySelector('#error')!.textContent).to.equal('');
      expect(toastStore.toasts).to.have.length(0);
    });

    it('cancel aborts the signal and removes the placeholder without an error', async () => {
      const { handler, calls } = manualHandler();
      const el = await editorFixture();
      el.uploadHandler = handler;
      await typeInto(el, 'abc');
      paste(el, {}, [pdf()]);
      await settle(el);
      const cancel = placeholders(el)[0]!.querySelector<HTMLButtonElement>('button')!;
      expect(cancel.getAttribute('aria-label')).to.equal('Anuluj przesyłanie pliku umowa.pdf');
      cancel.click();
      expect(calls[0]!.options.signal.aborted).to.equal(true);
      await until(() => placeholders(el).length === 0, 'the placeholder to go');
      // A late answer is ignored.
      calls[0]!.resolve({ url: 'https://example.com/u.pdf', name: 'umowa.pdf', type: 'application/pdf' });
      await frames(2);
      expect(el.value).to.equal('<p>abc</p>');
      expect(root(el).querySelector('#error')!.textContent).to.equal('');
    });

    it('refuses a file over max-file-size or outside accept without calling the handler', async () => {
      const { handler, calls } = manualHandler();
      const el = await editorFixture(
        html`<pp-rich-text-editor
          label="Opis"
          max-file-size="100"
          accept="image/*,.pdf"
        ></pp-rich-text-editor>`,
      );
      el.uploadHandler = handler;
      await typeInto(el, 'tekst');
      const reasons: string[] = [];
      el.addEventListener('pp-upload-error', (e) => reasons.push(e.detail.reason));
      paste(el, {}, [image('duzy.png', 101)]);
      paste(el, {}, [new File(['x'], 'a.exe', { type: 'application/x-msdownload' })]);
      await settle(el);
      expect(calls).to.have.length(0);
      expect(reasons).to.deep.equal(['size', 'type']);
      expect(root(el).querySelector('#error')!.textContent).to.equal('Błąd podczas przesyłania pliku');
      expect(placeholders(el)).to.have.length(0);
      expect(el.value).to.equal('<p>tekst</p>');
    });

    it('pastes the text, not its picture, when the clipboard holds both (office suites)', async () => {
      const { handler, calls } = manualHandler();
      const el = await editorFixture();
      el.uploadHandler = handler;
      paste(el, { 'text/html': '<p><strong>z arkusza</strong></p>', 'text/plain': 'z arkusza' }, [image()]);
      await settle(el);
      expect(calls).to.have.length(0);
      expect(el.value).to.equal('<p><strong>z arkusza</strong></p>');
    });

    it('takes files dropped on the toolbar at the end of the text', async () => {
      const { handler, calls } = manualHandler();
      const el = await editorFixture();
      el.uploadHandler = handler;
      await typeInto(el, 'tekst');
      const transfer = new DataTransfer();
      transfer.items.add(pdf());
      const drop = new DragEvent('drop', {
        dataTransfer: transfer,
        bubbles: true,
        cancelable: true,
        composed: true,
      });
      toolbar(el).dispatchEvent(drop);
      await settle(el);
      expect(drop.defaultPrevented).to.equal(true);
      expect(calls).to.have.length(1);
      calls[0]!.resolve({ url: 'https://example.com/u.pdf', name: 'umowa.pdf', type: 'application/pdf' });
      await until(() => el.value.includes('umowa.pdf'), 'the link');
      expect(el.value).to.match(/^<p>tekst<a [^>]*href="https:\/\/example.com\/u.pdf">umowa.pdf<\/a> <\/p>$/);
    });

    it('takes dropped files at the drop point', async () => {
      const { handler, calls } = manualHandler();
      const el = await editorFixture();
      el.uploadHandler = handler;
      await typeInto(el, 'tekst');
      const transfer = new DataTransfer();
      transfer.items.add(image());
      const rect = textbox(el).getBoundingClientRect();
      textbox(el).dispatchEvent(
        new DragEvent('drop', {
          dataTransfer: transfer,
          clientX: rect.left + 5,
          clientY: rect.top + 10,
          bubbles: true,
          cancelable: true,
        }),
      );
      await settle(el);
      expect(calls).to.have.length(1);
      expect(placeholders(el)).to.have.length(1);
    });
  });

  describe('value and form', () => {
    it('fires input while typing and change when focus leaves changed', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div>
          <pp-rich-text-editor label="Opis"></pp-rich-text-editor><button id="after">po</button>
        </div>`,
      );
      const el = wrapper.querySelector('pp-rich-text-editor')!;
      await until(() => el.editor !== undefined, 'the editor');
      let inputs = 0;
      let changes = 0;
      el.addEventListener('input', (e) => {
        if (e.target === el) inputs++;
      });
      wrapper.addEventListener('input', (e) => {
        // Only the host's own input events reach the page.
        expect(e.target).to.equal(el);
      });
      el.addEventListener('change', () => changes++);
      await typeInto(el, 'ab');
      expect(inputs).to.equal(2);
      expect(changes).to.equal(0);
      wrapper.querySelector<HTMLButtonElement>('#after')!.focus();
      await settle(el);
      expect(changes).to.equal(1);
      // A change, then the link form closed by a press outside the element: change.
      await typeInto(el, 'c');
      await press(el, `${MOD}+k`);
      expect(changes).to.equal(1);
      wrapper.querySelector<HTMLButtonElement>('#after')!.focus();
      const rect = wrapper.querySelector<HTMLButtonElement>('#after')!.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(rect.x + 2), Math.round(rect.y + 2)] });
      await resetMouse();
      await settle(el);
      expect(root(el).querySelector('.link-popover')!.matches(':popover-open')).to.equal(false);
      expect(changes).to.equal(2);
      // Focus in and out without a change: no change event.
      el.focus();
      wrapper.querySelector<HTMLButtonElement>('#after')!.focus();
      await settle(el);
      expect(changes).to.equal(2);
    });

    it('submits its HTML under its name, is required and too long per maxlength, resets to the value attribute', async () => {
      const form = await fixture<HTMLFormElement>(html`
        <form>
          <pp-rich-text-editor
            name="opis"
            label="Opis"
            required
            maxlength="10"
            value=${'<p>Początek</p>'}
          ></pp-rich-text-editor>
        </form>
      `);
      const el = form.querySelector('pp-rich-text-editor')!;
      await until(() => el.editor !== undefined, 'the editor');
      await settle(el);
      expect(el.value).to.equal('<p>Początek</p>');
      expect(new FormData(form).get('opis')).to.equal('<p>Początek</p>');
      expect(el.checkValidity()).to.equal(true);
      expect(root(el).querySelector('[part~="count"] [aria-hidden]')!.textContent).to.equal('8 / 10');

      // Typing stops at the limit.
      await typeInto(el, 'abcdef');
      expect(el.textLength).to.equal(10);
      expect(root(el).querySelector('[part~="count"] [aria-hidden]')!.textContent).to.equal('10 / 10');

      // Set longer from outside: too long, with the Polish message.
      el.value = '<p>Za długi tekst</p>';
      await settle(el);
      expect(el.validity.tooLong).to.equal(true);
      expect(el.validationMessage).to.equal('Tekst jest za długi: 14 z 10 znaków.');
      expect(textbox(el).getAttribute('aria-invalid')).to.equal('true');

      el.value = '';
      await settle(el);
      expect(el.validity.valueMissing).to.equal(true);
      expect(el.validationMessage).to.equal('Wypełnij to pole.');
      expect(textbox(el).getAttribute('aria-required')).to.equal('true');
      expect(new FormData(form).get('opis')).to.equal(null);

      form.reset();
      await settle(el);
      expect(el.value).to.equal('<p>Początek</p>');
      expect(el.checkValidity()).to.equal(true);
    });

    it('keeps the caret when given the value it already has (a controlled React host)', async () => {
      const el = await editorFixture();
      await typeInto(el, 'abcd');
      el.editor!.commands.setTextSelection(3);
      const same = el.value;
      el.value = same;
      await settle(el);
      expect(el.editor!.state.selection.from).to.equal(3);
      await sendKeys({ type: 'X' });
      await settle(el);
      expect(el.value).to.equal('<p>abXcd</p>');
    });

    it('cuts a paste to maxlength, and describes the textbox with the count', async () => {
      const el = await editorFixture(
        html`<pp-rich-text-editor label="Opis" maxlength="6"></pp-rich-text-editor>`,
      );
      await typeInto(el, 'ab');
      paste(el, { 'text/plain': 'cdefgh' });
      await settle(el);
      expect(el.textLength).to.equal(6);
      expect(el.value).to.equal('<p>abcdef</p>');
      const describedBy = textbox(el).getAttribute('aria-describedby')!;
      expect(describedBy.split(' ')).to.include('count');
      expect(root(el).getElementById('count')!.querySelector('.sr-only')!.textContent).to.equal(
        'Znaki: 6 z 6',
      );
    });

    it('restores a state and gives its JSON', async () => {
      const el = await editorFixture();
      el.formStateRestoreCallback('<p><em>z historii</em></p>');
      await settle(el);
      expect(el.value).to.equal('<p><em>z historii</em></p>');
      expect(el.json.content?.[0]?.type).to.equal('paragraph');
      el.json = {
        type: 'doc',
        content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'J' }] }],
      };
      await settle(el);
      expect(el.value).to.equal('<h2>J</h2>');
    });

    it('readonly: selectable and focusable, not editable; the toolbar is disabled', async () => {
      const el = await editorFixture(
        html`<pp-rich-text-editor label="Opis" readonly value=${'<p>stały</p>'}></pp-rich-text-editor>`,
      );
      expect(textbox(el).isContentEditable).to.equal(false);
      expect(textbox(el).getAttribute('aria-readonly')).to.equal('true');
      expect(textbox(el).tabIndex).to.equal(0);
      expect(buttons(el).every((b) => b.getAttribute('aria-disabled') === 'true')).to.equal(true);
      textbox(el).focus();
      await sendKeys({ type: 'xyz' });
      await press(el, `${MOD}+b`);
      expect(el.value).to.equal('<p>stały</p>');
      el.readonly = false;
      await settle(el);
      expect(textbox(el).isContentEditable).to.equal(true);
    });

    it('disabled: not editable, not submitted, aria-disabled', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <pp-rich-text-editor name="opis" label="Opis" disabled value=${'<p>x</p>'}></pp-rich-text-editor>
        </form>`,
      );
      const el = form.querySelector('pp-rich-text-editor')!;
      await until(() => el.editor !== undefined, 'the editor');
      await settle(el);
      expect(textbox(el).isContentEditable).to.equal(false);
      expect(textbox(el).getAttribute('aria-disabled')).to.equal('true');
      expect(new FormData(form).get('opis')).to.equal(null);
      el.disabled = false;
      await settle(el);
      expect(new FormData(form).get('opis')).to.equal('<p>x</p>');
    });
  });

  describe('languages', () => {
    it('follows lang between Polish and English; an explicit text wins', async () => {
      const el = await editorFixture(
        html`<pp-rich-text-editor label="Opis" maxlength="5"></pp-rich-text-editor>`,
      );
      expect(toolbar(el).getAttribute('aria-label')).to.equal('Formatowanie tekstu');
      expect(button(el, 'undo').getAttribute('aria-label')).to.equal('Cofnij');
      expect(el.uploadErrorMessage).to.equal('Błąd podczas przesyłania pliku');
      expect(el.invalidUrlMessage).to.equal('Niepoprawny adres URL');
      await setLang(document.documentElement, 'en', el);
      await settle(el);
      expect(toolbar(el).getAttribute('aria-label')).to.equal('Text formatting');
      expect(button(el, 'undo').getAttribute('aria-label')).to.equal('Undo');
      expect(root(el).querySelector('pp-tooltip[for="button-undo"]')!.textContent).to.match(/^Undo/);
      expect(el.uploadErrorMessage).to.equal('Error while uploading file');
      expect(el.invalidUrlMessage).to.equal('Invalid URL');
      expect(root(el).querySelector('[part~="count"] .sr-only')!.textContent).to.equal('Characters: 0 of 5');
      el.boldLabel = 'Gruby';
      await settle(el);
      expect(button(el, 'bold').getAttribute('aria-label')).to.equal('Gruby');
      await setLang(document.documentElement, 'pl', el);
      await settle(el);
      expect(button(el, 'bold').getAttribute('aria-label')).to.equal('Gruby');
      expect(button(el, 'undo').getAttribute('aria-label')).to.equal('Cofnij');
    });
  });
});
