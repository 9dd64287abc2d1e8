import * as React from 'react';
import { createComponent } from '@lit/react';
import type { EventName } from '@lit/react';
import { PpToaster } from './pp-toaster.js';
import type { ToasterActionDetail, ToasterDismissDetail } from './pp-toaster.js';

/**
 * `<pp-toaster>` for React. Render it once (in the root layout); show toasts with `toast()` from
 * any component, even before the toaster has mounted.
 *
 * ```tsx
 * <Toaster label="Powiadomienia" onDismiss={(e) => console.log(e.detail.reason)} />
 * ```
 */
export const Toaster = createComponent({
  tagName: 'pp-toaster',
  elementClass: PpToaster,
  react: React,
  events: {
    onDismiss: 'pp-dismiss' as EventName<CustomEvent<ToasterDismissDetail>>,
    onAction: 'pp-action' as EventName<CustomEvent<ToasterActionDetail>>,
  },
  displayName: 'Toaster',
});

export { toast } from './toast.js';
