import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PpDialog, type DialogRequestCloseDetail } from './pp-dialog.js';

/**
 * `<pp-dialog>` for React: `open` opens and closes it; `onRequestClose` hears Escape, the close
 * button and the backdrop (call `preventDefault()` to keep it open) and should clear `open`;
 * `onOpen`, `onAfterOpen`, `onClose` and `onAfterClose` follow its opening and closing.
 */
export const Dialog = createComponent({
  tagName: 'pp-dialog',
  elementClass: PpDialog,
  react: React,
  displayName: 'Dialog',
  events: {
    onRequestClose: 'pp-request-close' as EventName<CustomEvent<DialogRequestCloseDetail>>,
    onOpen: 'pp-open' as EventName<CustomEvent<void>>,
    onAfterOpen: 'pp-after-open' as EventName<CustomEvent<void>>,
    onClose: 'pp-close' as EventName<CustomEvent<void>>,
    onAfterClose: 'pp-after-close' as EventName<CustomEvent<void>>,
  },
});
