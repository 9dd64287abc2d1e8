import { useEffect, useId, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { plainTextToHtml } from './plain-text';
import type { UploadHandler } from './upload';

export interface MessageEditorProps {
  /** The form field's name. */
  name: string;
  /** The visible label. */
  label: string;
  /** The message as HTML ('' to clear it). */
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** The id of the field's error text, when there is one. */
  errorId?: string;
  /** Uploads a file the person adds (the editor only). */
  uploadHandler?: UploadHandler;
}

/**
 * The message editor of the support screens, in ONE place so the swap is one change.
 *
 * FALLBACK: `pp-rich-text-editor` (another branch) has not landed here yet, so this is a plain
 * `<textarea>`, labelled as such: its text is sent as escaped paragraphs (plain-text.ts), and there
 * are no attachments (`uploadHandler` is not used).
 */
export function MessageEditor({
  name,
  label,
  value,
  onChange,
  required,
  disabled,
  maxLength,
  errorId,
}: MessageEditorProps) {
  const { t } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState('');
  // The form cleared the message (after sending it): clear the text too.
  useEffect(() => {
    if (value === '') setText('');
  }, [value]);
  return (
    <div className="support-field">
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="support-field__hint">
        {t('support.editorFallback')}
      </p>
      <textarea
        id={id}
        name={name}
        rows={8}
        value={text}
        required={required}
        disabled={disabled}
        maxLength={maxLength}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        onChange={(event) => {
          setText(event.target.value);
          onChange(plainTextToHtml(event.target.value));
        }}
      />
    </div>
  );
}
