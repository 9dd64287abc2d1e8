import * as React from 'react';
import { createComponent } from '@lit/react';
import { PpSpinner } from './pp-spinner.js';

/** `<pp-spinner>` for React: `label` names it ('Ładowanie…' / 'Loading…' by default). */
export const Spinner = createComponent({
  tagName: 'pp-spinner',
  elementClass: PpSpinner,
  react: React,
  displayName: 'Spinner',
});
