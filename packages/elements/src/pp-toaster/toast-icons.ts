import { svg, nothing } from 'lit';
import type { SVGTemplateResult } from 'lit';
import type { ToastType } from './toast.js';

// Decorative icons (the text carries the meaning), drawn for a 20 x 20 box in currentColor.
const success = svg`<svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false"><path fill-rule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.8a.75.75 0 0 0-1.22-.88l-3.48 4.83-1.79-1.79a.75.75 0 1 0-1.06 1.06l2.4 2.4a.75.75 0 0 0 1.14-.1l4.01-5.52Z" clip-rule="evenodd"/></svg>`;
const error = svg`<svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false"><path fill-rule="evenodd" d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" clip-rule="evenodd"/></svg>`;
const warning = svg`<svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false"><path fill-rule="evenodd" d="M8.48 2.9a1.75 1.75 0 0 1 3.04 0l6.28 11.12A1.75 1.75 0 0 1 16.28 16.6H3.72a1.75 1.75 0 0 1-1.52-2.58L8.48 2.9ZM10 6a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 6Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" clip-rule="evenodd"/></svg>`;
const info = svg`<svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false"><path fill-rule="evenodd" d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v3.25c0 .41.34.75.75.75h1a.75.75 0 0 0 0-1.5h-.25V9.75A.75.75 0 0 0 10 9H9Z" clip-rule="evenodd"/></svg>`;
const loading = svg`<svg class="spinner" viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="7" stroke="currentColor" stroke-opacity="0.25" stroke-width="2.5"/><path d="M17 10a7 7 0 0 0-7-7" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg>`;

/** The close button's cross. */
export const closeIcon = svg`<svg viewBox="0 0 12 12" fill="none" aria-hidden="true" focusable="false"><path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/></svg>`;

/** The icon of a toast type; the default type has none. */
export function toastIcon(type: ToastType): SVGTemplateResult | typeof nothing {
  switch (type) {
    case 'success':
      return success;
    case 'error':
      return error;
    case 'warning':
      return warning;
    case 'info':
      return info;
    case 'loading':
      return loading;
    default:
      return nothing;
  }
}
