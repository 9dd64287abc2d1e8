import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PpRichTextEditor } from '@portal-elements/elements/pp-rich-text-editor/pp-rich-text-editor';
import type * as EditorReact from '@portal-elements/elements/pp-rich-text-editor/pp-rich-text-editor.react';
import type { PpTextarea } from '@portal-elements/elements/pp-textarea/pp-textarea';
import { Textarea } from '@portal-elements/elements/pp-textarea/pp-textarea.react';
import { importOnItsOwn } from '../app/import-on-its-own';
import { useI18n } from '../i18n/i18n';
import { fetchUploadQuota, remainingText, type UploadHandler } from './upload';
import './message-editor.css';

/** The query of GET /api/uploads/quota, refetched after each upload. */
export const UPLOAD_QUOTA_KEY = ['upload-quota'] as const;

/**
 * What the storage quota still leaves ('Pozostało: 190 MB i 49 plików' / 'Remaining: …'), under the
 * editor that uploads; nothing until it is known, or when it cannot be read (a client without a
 * selected project: 403), and the upload itself still answers with what is left.
 */
export function UploadRoom() {
  const { locale } = useI18n();
  const quota = useQuery({
    queryKey: UPLOAD_QUOTA_KEY,
    queryFn: ({ signal }) => fetchUploadQuota(signal),
    retry: false,
    // A quota that cannot be read is no page error: the hint stays away, and no toast says so.
    meta: { silent: true },
  });
  if (!quota.data) return null;
  return (
    <p className="pp-field__hint" aria-live="polite">
      {remainingText(quota.data, locale)}
    </p>
  );
}

export interface MessageEditorProps {
  /** The form field's name. */
  name: string;
  /** The visible label (also the editing area's accessible name). */
  label: string;
  /** The message as HTML ('' to clear it). */
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** The label is only the editing area's name (a heading above already says it). */
  hideLabel?: boolean;
  /** Uploads a file the person adds (paste, drop, the attach button). */
  uploadHandler?: UploadHandler;
  /**
   * The editor starts only when a person reaches for the field: for a box under a thread that most
   * visitors only read (an issue's reply, a case's comment). Without it the editor starts at once, for
   * a form whose purpose is the message (a new issue).
   */
  startOnFocus?: boolean;
}

/**
 * `pp-rich-text-editor` (Tiptap) and its React wrapper: a lazy chunk, fetched only when a page starts
 * the editor (the new issue form at once; an issue's reply box and a SOC case's comment box when a
 * person reaches for them), never with the lists or the first load.
 *
 * Tiptap parses HTML with `DOMParser.parseFromString` (its value, pastes), a Trusted Types sink: under
 * the portal's CSP (`require-trusted-types-for 'script'`) that throws unless a default policy exists,
 * and the editor then never starts. The portal's default policy (consent/trusted-types.ts: DOMPurify on
 * every HTML string) is otherwise installed only when the consent banner starts, once the page is
 * idle, which a reloaded issue page's editor beats. So the editor's chunk installs it first
 * (idempotent: an existing default policy is left alone).
 */
let editorModule: Promise<typeof EditorReact> | undefined;
/** The editor's chunk (and the default policy it needs), fetched once: on the way to the field, or to start it. */
function loadEditorModule() {
  // Their failures are this field's to handle (the plain field stays): never the page's reload. One
  // importOnItsOwn for each import, so that both failures are known as the field's.
  editorModule ??= Promise.all([
    importOnItsOwn(() => import('../consent/trusted-types')),
    importOnItsOwn(() => import('@portal-elements/elements/pp-rich-text-editor/pp-rich-text-editor.react')),
  ]).then(([{ installDefaultTrustedTypesPolicy }, module]) => {
    installDefaultTrustedTypesPolicy();
    return module;
  });
  // A chunk that failed (offline) is asked for again next time.
  editorModule.catch(() => (editorModule = undefined));
  return editorModule;
}

/** What `POST /api/uploads` takes (packages/server/src/db/uploads.ts: by content; text by its name). */
export const UPLOAD_ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,application/pdf,application/zip,.zip,.txt,.log,.csv';
/** The server's default limit (PORTAL_UPLOAD_MAX_MB); a larger limit there is still checked there. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Plain text as the editor's HTML: a paragraph per line, the text escaped. Spaces that HTML would
 * collapse (at a line's start or end, or beside another space) become no-break spaces, as in an
 * editable element: the text moves into the editor while a person types, and a space just typed at
 * the end must not vanish.
 */
export function plainTextToHtml(text: string): string {
  if (text === '') return '';
  const escape = (line: string) =>
    line
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/^ | $| (?= )/g, '&nbsp;');
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

/**
 * The message editor of the support screens and the SOC case page, in ONE place:
 * `pp-rich-text-editor` with the portal's upload handler. Its value is the editor's HTML, which the
 * server sanitises again before storing it. A failed upload is the element's own error toast ('Błąd
 * podczas przesyłania pliku' / 'Error while uploading file'); the text stays.
 *
 * Until the editor is up, a plain text field (`pp-textarea`) of the same size and name stands in its
 * place, and takes typing at once: what is typed there is the message (a paragraph per line), moves
 * into the editor when it is up, and the caret follows to its end. With `startOnFocus` the editor
 * starts only when the field takes focus (the pointer on its way fetches its chunk): starting Tiptap
 * (its chunk, the schema, the view and the toolbar) blocked the main thread for about 0.7 s under
 * Lighthouse's mobile CPU slowdown on the issue and case pages, for a box most visitors only read
 * past. With a value to show from the start, the editor starts at once.
 *
 * When the editor's chunk cannot be fetched (offline), the plain field stays, with what was typed, and
 * says under it that the message goes as plain text; the editor is tried again at the next focus. A
 * failed chunk never reaches the page's error boundary, which would take the typed text with it.
 */
export function MessageEditor({
  name,
  label,
  value,
  onChange,
  required,
  disabled,
  maxLength,
  hideLabel = false,
  uploadHandler,
  startOnFocus = false,
}: MessageEditorProps) {
  const queryClient = useQueryClient();
  // After each upload, whether it was stored or refused, the room left is read again.
  const handler = useMemo<UploadHandler | undefined>(
    () =>
      uploadHandler &&
      (async (file, options) => {
        try {
          return await uploadHandler(file, options);
        } finally {
          void queryClient.invalidateQueries({ queryKey: UPLOAD_QUOTA_KEY });
        }
      }),
    [uploadHandler, queryClient],
  );
  const { t } = useI18n();
  const [wanted, setWanted] = useState(!startOnFocus || value !== '');
  const [Editor, setEditor] = useState<typeof EditorReact.RichTextEditor | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [ready, setReady] = useState(false);
  const [plain, setPlain] = useState('');
  const plainField = useRef<PpTextarea>(null);
  const editor = useRef<PpRichTextEditor | null>(null);
  const focusEditor = useRef(false);
  useEffect(() => {
    if (!wanted || Editor) return;
    let current = true;
    loadEditorModule().then(
      (module) => {
        if (!current) return;
        setUnavailable(false);
        setEditor(() => module.RichTextEditor);
      },
      () => {
        if (!current) return;
        // The plain field goes on as the message; the next focus asks for the chunk again.
        setUnavailable(true);
        setWanted(false);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Editor]);
  // The form emptied (the message was sent): so does the plain field.
  useEffect(() => {
    if (value === '') setPlain('');
  }, [value]);
  const editorMounted = useCallback((element: PpRichTextEditor | null) => {
    editor.current = element;
    if (!element) return;
    // Tiptap is up once the element's first update is done (firstUpdated creates it).
    void element.updateComplete.then(() => {
      focusEditor.current = plainField.current !== null && plainField.current.matches(':focus-within');
      setReady(true);
    });
  }, []);
  useLayoutEffect(() => {
    if (!ready || !focusEditor.current) return;
    focusEditor.current = false;
    const element = editor.current;
    const tiptap = element?.editor;
    if (!tiptap || tiptap.isDestroyed) return void element?.focus();
    // The caret after the text moved in; focus now (Tiptap's own focus waits for the next frame,
    // and a key pressed meanwhile would be lost).
    tiptap.commands.focus('end');
    tiptap.view.focus();
  }, [ready]);
  return (
    <div className="pp-field support-editor-field">
      {!hideLabel && (
        <span className="pp-field__label" aria-hidden="true">
          {label}
          {required && <span className="pp-field__required">*</span>}
        </span>
      )}
      {!ready && (
        <Textarea
          ref={plainField}
          className="support-editor-plain"
          label={label}
          // Its name is the editor's label, which the field above draws (or a heading says).
          hideLabel
          resize="none"
          disabled={disabled}
          hint={unavailable ? t('support.editorUnavailable') : ''}
          value={plain}
          onInput={(event) => {
            const text = (event.currentTarget as PpTextarea).value;
            setPlain(text);
            onChange(plainTextToHtml(text));
          }}
          onFocus={() => setWanted(true)}
          // The pointer on its way: the chunk is fetched, the editor starts on focus (its arrival
          // then follows the person's own input and is no layout shift to them or to CLS).
          onPointerEnter={() => void loadEditorModule().catch(() => undefined)}
        />
      )}
      {wanted && Editor && (
        <div hidden={!ready}>
          <Editor
            ref={editorMounted}
            name={name}
            label={label}
            value={value}
            required={required}
            disabled={disabled}
            maxlength={maxLength ?? 0}
            uploadHandler={handler}
            accept={UPLOAD_ACCEPT}
            maxFileSize={UPLOAD_MAX_BYTES}
            onInput={(event) => onChange((event.currentTarget as HTMLElement & { value: string }).value)}
          />
        </div>
      )}
      {uploadHandler && <UploadRoom />}
    </div>
  );
}
