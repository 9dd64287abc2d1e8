import * as React from 'react';
import { createComponent } from '@lit/react';
import { PpBadge } from './pp-badge.js';

/** `<pp-badge>` for React. */
export const Badge = createComponent({
  tagName: 'pp-badge',
  elementClass: PpBadge,
  react: React,
  displayName: 'Badge',
});
