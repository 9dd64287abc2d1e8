import * as React from 'react';
import { createComponent } from '@lit/react';
import { PpBreadcrumb } from './pp-breadcrumb.js';
import { PpBreadcrumbItem } from './pp-breadcrumb-item.js';

/** `<pp-breadcrumb>` for React: a trail of {@link BreadcrumbItem}s, the current page last. */
export const Breadcrumb = createComponent({
  tagName: 'pp-breadcrumb',
  elementClass: PpBreadcrumb,
  react: React,
  displayName: 'Breadcrumb',
});

/** `<pp-breadcrumb-item>` for React: put a router `<Link>` inside, or give it `href`; `current` for the page shown. */
export const BreadcrumbItem = createComponent({
  tagName: 'pp-breadcrumb-item',
  elementClass: PpBreadcrumbItem,
  react: React,
  displayName: 'BreadcrumbItem',
});
