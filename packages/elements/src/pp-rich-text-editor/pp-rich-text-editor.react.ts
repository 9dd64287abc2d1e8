import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PpRichTextEditor } from './pp-rich-text-editor.js';
import type { RichTextEditorUploadErrorDetail } from './uploads.js';

/**
 * React wrapper of `<pp-rich-text-editor>`. Properties (`value`, `json`, `uploadHandler`, `maxlength`,
 * texts, ...) are set on the element. `onInput`/`onChange` receive the element's native value events
 * (read `event.currentTarget.value`), `onUploadError` receives `pp-upload-error` (cancelable: call
 * `event.preventDefault()` to show the error yourself).
 */
export const RichTextEditor = createComponent({
  tagName: 'pp-rich-text-editor',
  elementClass: PpRichTextEditor,
  react: React,
  events: {
    onInput: 'input' as EventName<Event>,
    onChange: 'change' as EventName<Event>,
    onUploadError: 'pp-upload-error' as EventName<CustomEvent<RichTextEditorUploadErrorDetail>>,
  },
  displayName: 'RichTextEditor',
});
