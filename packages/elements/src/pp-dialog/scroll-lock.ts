/**
 * Keeps the page behind a modal from scrolling: the first lock hides the document's overflow (and
 * keeps the room of its scrollbar, so nothing moves sideways), the last unlock restores what the page
 * had. Locks are counted, so a dialog opened over another one releases only its own.
 */
let locks = 0;
let saved: { overflow: string; gutter: string } | undefined;

/** Locks the document's scrolling; call {@link unlockScroll} once for each call. */
export function lockScroll(): void {
  locks += 1;
  if (locks > 1) return;
  const { style, clientWidth } = document.documentElement;
  saved = { overflow: style.overflow, gutter: style.scrollbarGutter };
  // Only where the page shows a scrollbar: its room stays, so the page does not shift.
  if (window.innerWidth > clientWidth) style.scrollbarGutter = 'stable';
  style.overflow = 'hidden';
}

/** Releases one lock; the last one gives the document its own overflow back. */
export function unlockScroll(): void {
  if (locks === 0) return;
  locks -= 1;
  if (locks > 0 || !saved) return;
  const { style } = document.documentElement;
  style.overflow = saved.overflow;
  style.scrollbarGutter = saved.gutter;
  saved = undefined;
}
