import * as React from 'react';
import { createComponent } from '@lit/react';
import { PpScrollArea } from './pp-scroll-area.js';

/** `<pp-scroll-area>` for React: size it with `style={{ maxHeight: … }}`; the children scroll. */
export const ScrollArea = createComponent({
  tagName: 'pp-scroll-area',
  elementClass: PpScrollArea,
  react: React,
  displayName: 'ScrollArea',
});
