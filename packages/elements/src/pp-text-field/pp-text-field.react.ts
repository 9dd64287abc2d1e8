import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PpTextField } from './pp-text-field.js';

/**
 * React wrapper of `<pp-text-field>`. Properties (`value`, `label`, `hint`, `error`, `type`, texts, ...)
 * are set on the element; `onInput`/`onChange` receive the element's value events (read
 * `event.currentTarget.value`). Rich label, hint, error, prefix and suffix go in children with `slot`.
 */
export const TextField = createComponent({
  tagName: 'pp-text-field',
  elementClass: PpTextField,
  react: React,
  events: {
    onInput: 'input' as EventName<InputEvent>,
    onChange: 'change' as EventName<Event>,
  },
  displayName: 'TextField',
});
