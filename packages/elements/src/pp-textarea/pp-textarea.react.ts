import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PpTextarea } from './pp-textarea.js';

/**
 * React wrapper of `<pp-textarea>`. Properties (`value`, `label`, `hint`, `error`, `rows`, `resize`,
 * texts, ...) are set on the element; `onInput`/`onChange` receive the element's value events (read
 * `event.currentTarget.value`). Rich label, hint and error go in children with `slot`.
 */
export const Textarea = createComponent({
  tagName: 'pp-textarea',
  elementClass: PpTextarea,
  react: React,
  events: {
    onInput: 'input' as EventName<InputEvent>,
    onChange: 'change' as EventName<Event>,
  },
  displayName: 'Textarea',
});
