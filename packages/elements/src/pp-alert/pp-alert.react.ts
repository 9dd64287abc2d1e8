import * as React from 'react';
import { createComponent } from '@lit/react';
import type { EventName } from '@lit/react';
import { PpAlert } from './pp-alert.js';

/**
 * `<pp-alert>` for React: `onClose` is the cancelable `pp-close` of its close button (call
 * `preventDefault()` to keep the alert shown).
 */
export const Alert = createComponent({
  tagName: 'pp-alert',
  elementClass: PpAlert,
  react: React,
  displayName: 'Alert',
  events: {
    onClose: 'pp-close' as EventName<CustomEvent<void>>,
  },
});
