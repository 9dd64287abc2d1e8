import * as React from 'react';
import { createComponent } from '@lit/react';
import { PpAppShell } from './pp-app-shell.js';

/** `<pp-app-shell>` for React: the page frame; put the top bar's content, the sidebar and `<main>` in its slots. */
export const AppShell = createComponent({
  tagName: 'pp-app-shell',
  elementClass: PpAppShell,
  react: React,
  displayName: 'AppShell',
});
