import * as React from 'react';
import { createComponent } from '@lit/react';
import type { EventName } from '@lit/react';
import { PpToaster } from './pp-toaster.js';
import type { PpActionDetail, PpDismissDetail } from './pp-toaster.js';

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
    onDismiss: 'pp-dismiss' as EventName<CustomEvent<PpDismissDetail>>,
    onAction: 'pp-action' as EventName<CustomEvent<PpActionDetail>>,
  },
  displayName: 'Toaster',
});

export { toast } from './toast.js';
