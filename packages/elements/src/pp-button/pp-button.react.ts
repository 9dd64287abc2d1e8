import * as React from 'react';
import { createComponent } from '@lit/react';
import { PpButton } from './pp-button.js';

/**
 * `<pp-button>` for React: `onClick` as on any element; `type="submit"` submits the surrounding
 * form, whose `submit` event names this button as its `submitter`.
 */
export const Button = createComponent({
  tagName: 'pp-button',
  elementClass: PpButton,
  react: React,
  displayName: 'Button',
});
