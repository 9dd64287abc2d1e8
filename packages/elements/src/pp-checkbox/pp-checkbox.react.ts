import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PpCheckbox } from './pp-checkbox.js';

/**
 * React wrapper of `<pp-checkbox>`. Properties (`checked`, `indeterminate`, `value`, `label`, `hint`,
 * `error`, texts, ...) are set on the element; `onInput`/`onChange` receive the element's events when
 * the user toggles it (read `event.currentTarget.checked`). Rich label, hint and error go in children
 * with `slot`.
 */
export const Checkbox = createComponent({
  tagName: 'pp-checkbox',
  elementClass: PpCheckbox,
  react: React,
  events: {
    onInput: 'input' as EventName<Event>,
    onChange: 'change' as EventName<Event>,
  },
  displayName: 'Checkbox',
});
