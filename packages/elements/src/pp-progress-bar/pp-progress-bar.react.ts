import * as React from 'react';
import { createComponent } from '@lit/react';
import { PpProgressBar } from './pp-progress-bar.js';

/** `<pp-progress-bar>` for React: `value`, `max`, `indeterminate`, `label`, `thin`, `showLabel`. */
export const ProgressBar = createComponent({
  tagName: 'pp-progress-bar',
  elementClass: PpProgressBar,
  react: React,
  displayName: 'ProgressBar',
});
