import * as React from 'react';
import { createComponent } from '@lit/react';
import { PpSkeleton } from './pp-skeleton.js';

/** `<pp-skeleton>` for React. */
export const Skeleton = createComponent({
  tagName: 'pp-skeleton',
  elementClass: PpSkeleton,
  react: React,
  displayName: 'Skeleton',
});
