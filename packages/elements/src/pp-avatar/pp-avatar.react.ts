import * as React from 'react';
import { createComponent } from '@lit/react';
import { PpAvatar } from './pp-avatar.js';

/** `<pp-avatar>` for React. */
export const Avatar = createComponent({
  tagName: 'pp-avatar',
  elementClass: PpAvatar,
  react: React,
  displayName: 'Avatar',
});
