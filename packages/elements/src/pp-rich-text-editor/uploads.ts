import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { isAllowedUrl } from './link-url.js';

/** What an upload handler resolves to: where the file now lives, its name and its MIME type. */
export interface RichTextEditorUploadResult {
  /** The file's address (absolute http(s), or a path on the host's site). */
  url: string;
  /** The file name shown (the link text, or the image's `alt`). */
  name: string;
  /** The MIME type: `image/*` is inserted as an image, anything else as a link. */
  type: string;
}

/** What the editor hands an upload handler next to the file. */
export interface RichTextEditorUploadOptions {
  /** Aborted when the user cancels the upload (or the element leaves the page). */
  signal: AbortSignal;
  /** Report progress as a fraction from 0 to 1; shown in place as a percentage. */
  onProgress: (fraction: number) => void;
}

/** Uploads one file; the element never fetches anything itself. */
export type RichTextEditorUploadHandler = (
  file: File,
  options: RichTextEditorUploadOptions,
) => Promise<RichTextEditorUploadResult>;

/** Why an upload failed: over `maxFileSize`, not in `accept`, or the handler rejected (or gave a bad URL). */
export type RichTextEditorUploadErrorReason = 'size' | 'type' | 'failed';

/** Detail of `pp-upload-error`. */
export interface RichTextEditorUploadErrorDetail {
  file: File;
  reason: RichTextEditorUploadErrorReason;
  /** The handler's rejection, when there was one. */
  error?: unknown;
  /** The message the element shows unless the event is canceled. */
  message: string;
}

/** Whether `file` matches an `accept` list like `<input type="file">`'s ('' accepts anything). */
export function accepts(accept: string, file: File): boolean {
  const entries = accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

// ---- The placeholders: widget decorations that follow the document until the upload settles ----

const placeholderKey = new PluginKey<DecorationSet>('ppUploadPlaceholders');

type PlaceholderAction = { add: { id: string; pos: number; dom: HTMLElement } } | { remove: string };

function placeholderPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: placeholderKey,
    state: {
      init: () => DecorationSet.empty,
      apply(tr, set) {
        let next = set.map(tr.mapping, tr.doc);
        const action = tr.getMeta(placeholderKey) as PlaceholderAction | undefined;
        if (action && 'add' in action) {
          const { id, pos, dom } = action.add;
          const widget = Decoration.widget(pos, dom, {
            id,
            side: -1,
            stopEvent: () => true,
            ignoreSelection: true,
          });
          next = next.add(tr.doc, [widget]);
        } else if (action && 'remove' in action) {
          next = next.remove(next.find(undefined, undefined, (spec) => spec['id'] === action.remove));
        }
        return next;
      },
    },
    props: {
      decorations: (state) => placeholderKey.getState(state),
    },
  });
}

/** Where the placeholder `id` is now, or undefined when it is gone. */
export function placeholderPos(state: EditorState, id: string): number | undefined {
  const set = placeholderKey.getState(state);
  return set?.find(undefined, undefined, (spec) => spec['id'] === id)[0]?.from;
}

export function addPlaceholder(editor: Editor, id: string, pos: number, dom: HTMLElement): void {
  editor.view.dispatch(
    editor.state.tr.setMeta(placeholderKey, { add: { id, pos, dom } }).setMeta('addToHistory', false),
  );
}

export function removePlaceholder(editor: Editor, id: string): void {
  if (editor.isDestroyed) return;
  editor.view.dispatch(
    editor.state.tr.setMeta(placeholderKey, { remove: id }).setMeta('addToHistory', false),
  );
}

/** Options of {@link FileDrop}. */
export interface FileDropOptions {
  /** Files were pasted (pos null: at the selection) or dropped at `pos`; true when they were taken. */
  onFiles: (files: File[], pos: number | null) => boolean;
}

/**
 * Paste and drop of files, through ProseMirror's `handlePaste`/`handleDrop` props (Tiptap's own
 * extension API; @tiptap/extension-file-handler is not used, see the package's dependencies), and the
 * upload placeholders.
 */
export const FileDrop = Extension.create<FileDropOptions>({
  name: 'ppFileDrop',
  addOptions() {
    return { onFiles: () => false };
  },
  addProseMirrorPlugins() {
    const { onFiles } = this.options;
    return [
      placeholderPlugin(),
      new Plugin({
        key: new PluginKey('ppFileDrop'),
        props: {
          handlePaste: (_view, event) => {
            const files = [...(event.clipboardData?.files ?? [])];
            // Text copied from an office suite comes with a picture of itself: the text wins.
            if (files.length === 0 || event.clipboardData?.getData('text/plain')) return false;
            return onFiles(files, null);
          },
          handleDrop: (view, event, _slice, moved) => {
            const files = [...(event.dataTransfer?.files ?? [])];
            if (moved || files.length === 0) return false;
            const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
            return onFiles(files, pos);
          },
        },
      }),
    ];
  },
});

/** What the element gives an {@link Upload}. */
export interface UploadContext {
  editor: () => Editor | undefined;
  handler: RichTextEditorUploadHandler;
  text: (key: 'uploadingText' | 'cancelUploadLabel', name: string) => string;
  onFailed: (file: File, reason: RichTextEditorUploadErrorReason, error?: unknown) => void;
  onSettled: (upload: Upload) => void;
}

let nextUpload = 1;

/** One file on its way: the placeholder in place, the progress, cancel, and what it becomes. */
export class Upload {
  readonly id = `pp-upload-${nextUpload++}`;
  readonly controller = new AbortController();
  readonly dom: HTMLElement;
  readonly #file: File;
  readonly #context: UploadContext;
  readonly #percent: HTMLElement;
  readonly #bar: HTMLElement;

  constructor(file: File, context: UploadContext) {
    this.#file = file;
    this.#context = context;
    const dom = document.createElement('span');
    dom.className = 'upload';
    dom.setAttribute('part', 'upload');
    dom.contentEditable = 'false';
    const name = document.createElement('span');
    name.className = 'upload-name';
    name.textContent = file.name;
    this.#bar = document.createElement('span');
    this.#bar.className = 'upload-bar';
    this.#bar.setAttribute('part', 'upload-progress');
    this.#bar.setAttribute('role', 'progressbar');
    this.#bar.setAttribute('aria-label', context.text('uploadingText', file.name));
    this.#bar.setAttribute('aria-valuemin', '0');
    this.#bar.setAttribute('aria-valuemax', '100');
    this.#bar.append(document.createElement('span'));
    this.#percent = document.createElement('span');
    this.#percent.className = 'upload-percent';
    this.#percent.setAttribute('aria-hidden', 'true');
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.className = 'upload-cancel';
    cancel.setAttribute('part', 'upload-cancel');
    cancel.setAttribute('aria-label', context.text('cancelUploadLabel', file.name));
    cancel.textContent = '×';
    cancel.addEventListener('mousedown', (event) => event.preventDefault());
    cancel.addEventListener('click', () => this.cancel());
    dom.append(name, this.#bar, this.#percent, cancel);
    this.dom = dom;
    this.progress(0);
  }

  /** Shows `fraction` (0 to 1) as a percentage. */
  progress(fraction: number): void {
    const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0)) * 100);
    this.#percent.textContent = `${percent}%`;
    this.#bar.setAttribute('aria-valuenow', String(percent));
    (this.#bar.firstElementChild as HTMLElement).style.inlineSize = `${percent}%`;
  }

  /** Aborts the upload and removes its placeholder; no error is shown. */
  cancel(): void {
    this.controller.abort();
  }

  /** Puts the placeholder at `pos`, runs the handler, and inserts the result where the placeholder is then. */
  async run(pos: number): Promise<void> {
    const editor = this.#context.editor();
    if (!editor) return;
    addPlaceholder(editor, this.id, pos, this.dom);
    const { signal } = this.controller;
    try {
      const aborted = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), {
          once: true,
        }),
      );
      const result = await Promise.race([
        this.#context.handler(this.#file, { signal, onProgress: (fraction) => this.progress(fraction) }),
        aborted,
      ]);
      const now = this.#context.editor();
      if (!now || now.isDestroyed || signal.aborted) return;
      const at = placeholderPos(now.state, this.id);
      removePlaceholder(now, this.id);
      if (!result || typeof result.url !== 'string' || !isAllowedUrl(result.url, true)) {
        this.#context.onFailed(this.#file, 'failed');
        return;
      }
      if (at !== undefined) insertResult(now, at, result, this.#file);
    } catch (error) {
      if (!signal.aborted) this.#context.onFailed(this.#file, 'failed', error);
    } finally {
      const now = this.#context.editor();
      if (now && !now.isDestroyed && placeholderPos(now.state, this.id) !== undefined)
        removePlaceholder(now, this.id);
      this.#context.onSettled(this);
    }
  }
}

/** An image as an image (its name as `alt`), anything else as a link named after the file. */
function insertResult(editor: Editor, pos: number, result: RichTextEditorUploadResult, file: File): void {
  const name = result.name || file.name;
  const type = result.type || file.type;
  if (type.startsWith('image/')) {
    editor
      .chain()
      .insertContentAt(pos, { type: 'image', attrs: { src: result.url, alt: name } })
      .run();
  } else {
    editor
      .chain()
      .insertContentAt(pos, [
        { type: 'text', text: name, marks: [{ type: 'link', attrs: { href: result.url } }] },
        { type: 'text', text: ' ' },
      ])
      .run();
  }
}
