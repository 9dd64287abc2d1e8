import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PpCombobox } from './pp-combobox.js';
import type { ComboboxNavigateDetail, ComboboxSelectDetail, ComboboxToggleDetail } from './types.js';

/**
 * React wrapper of `<pp-combobox>`. Properties (`options`, `dataProvider`, `value`, texts, ...) are set
 * on the element. `onSelect` receives `pp-select` (cancelable), `onNavigate` receives `pp-navigate`
 * (call `event.preventDefault()` to route client-side), `onToggle` receives `pp-toggle`, and
 * `onInput`/`onChange` the element's native value events.
 */
export const Combobox = createComponent({
  tagName: 'pp-combobox',
  elementClass: PpCombobox,
  react: React,
  events: {
    onSelect: 'pp-select' as EventName<CustomEvent<ComboboxSelectDetail>>,
    onNavigate: 'pp-navigate' as EventName<CustomEvent<ComboboxNavigateDetail>>,
    onToggle: 'pp-toggle' as EventName<CustomEvent<ComboboxToggleDetail>>,
    onInput: 'input' as EventName<Event>,
    onChange: 'change' as EventName<Event>,
  },
  displayName: 'Combobox',
});
