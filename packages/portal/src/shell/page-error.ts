/**
 * A page's code could not be loaded (its chunk, or a chunk it needs). React.lazy keeps the rejected
 * import, and the browser keeps a failed module fetch for the page's lifetime: only a new page load
 * fetches it again.
 */
export class PageLoadError extends Error {
  constructor(cause?: unknown) {
    super('The page could not be loaded.', { cause });
    this.name = 'PageLoadError';
  }
}

/** What the page fallback's retry does: reload for code that failed to load, reset for a render error. */
export function retryKind(error: unknown): 'reload' | 'reset' {
  return error instanceof PageLoadError ? 'reload' : 'reset';
}
