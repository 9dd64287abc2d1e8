import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useMemo } from 'react';
import { useI18n } from '../i18n/i18n';
import { fetchUploadQuota, remainingText, type UploadHandler } from './upload';

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
}

/**
 * `pp-rich-text-editor` (Tiptap) and its React wrapper: a lazy chunk, fetched only when a page shows
 * the editor (the new issue form and an issue's reply box), never with the lists or the first load.
 *
 * Tiptap parses HTML with `DOMParser.parseFromString` (its value, pastes), a Trusted Types sink: under
 * the portal's CSP (`require-trusted-types-for 'script'`) that throws unless a default policy exists,
 * and the editor then never starts. The portal's default policy (consent/trusted-types.ts: DOMPurify on
 * every HTML string) is otherwise installed only when the consent banner starts, once the page is
 * idle, which a reloaded issue page's editor beats. So the editor's chunk installs it first
 * (idempotent: an existing default policy is left alone).
 */
const RichTextEditor = lazy(async () => {
  const [{ installDefaultTrustedTypesPolicy }, module] = await Promise.all([
    import('../consent/trusted-types'),
    import('@portal-elements/elements/pp-rich-text-editor/pp-rich-text-editor.react'),
  ]);
  installDefaultTrustedTypesPolicy();
  return { default: module.RichTextEditor };
});

/** What `POST /api/uploads` takes (packages/server/src/db/uploads.ts: by content; text by its name). */
export const UPLOAD_ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,application/pdf,application/zip,.zip,.txt,.log,.csv';
/** The server's default limit (PORTAL_UPLOAD_MAX_MB); a larger limit there is still checked there. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The message editor of the support screens, in ONE place: `pp-rich-text-editor` with the portal's
 * upload handler. Its value is the editor's HTML, which the server sanitises again before storing it.
 * A failed upload is the element's own error toast ('Błąd podczas przesyłania pliku' / 'Error while
 * uploading file'); the text stays.
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
}: MessageEditorProps) {
  const { t } = useI18n();
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
  return (
    <div className="pp-field">
      {!hideLabel && (
        <span className="pp-field__label" aria-hidden="true">
          {label}
          {required && <span className="pp-field__required">*</span>}
        </span>
      )}
      <Suspense
        fallback={
          <div className="support-editor-loading" role="status">
            {t('app.loading')}
          </div>
        }
      >
        <RichTextEditor
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
      </Suspense>
      {uploadHandler && <UploadRoom />}
    </div>
  );
}
