import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PpRadioGroup } from './pp-radio-group.js';
import { PpRadio } from './pp-radio.js';

/**
 * React wrapper of `<pp-radio-group>`. Properties (`value`, `label`, `hint`, `error`, `orientation`,
 * texts, ...) are set on the element; `onInput`/`onChange` receive its events when the user chooses
 * (read `event.currentTarget.value`). The options are `Radio` children; a rich label, hint or error
 * goes in a child with `slot`.
 */
export const RadioGroup = createComponent({
  tagName: 'pp-radio-group',
  elementClass: PpRadioGroup,
  react: React,
  events: {
    onInput: 'input' as EventName<Event>,
    onChange: 'change' as EventName<Event>,
  },
  displayName: 'RadioGroup',
});

/** React wrapper of `<pp-radio>`: one option of a `RadioGroup`, with `value`, `disabled` and its text as children. */
export const Radio = createComponent({
  tagName: 'pp-radio',
  elementClass: PpRadio,
  react: React,
  displayName: 'Radio',
});
