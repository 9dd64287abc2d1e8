import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PpSwitch } from './pp-switch.js';

/**
 * React wrapper of `<pp-switch>`. Properties (`checked`, `value`, `label`, `hint`, `error`, texts, ...)
 * are set on the element; `onInput`/`onChange` receive the element's events when the user toggles it
 * (read `event.currentTarget.checked`). Rich label, hint and error go in children with `slot`.
 */
export const Switch = createComponent({
  tagName: 'pp-switch',
  elementClass: PpSwitch,
  react: React,
  events: {
    onInput: 'input' as EventName<Event>,
    onChange: 'change' as EventName<Event>,
  },
  displayName: 'Switch',
});
