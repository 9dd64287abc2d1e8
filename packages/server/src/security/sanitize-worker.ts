/**
 * A worker thread of the rich-text pool (sanitize-pool.ts, piscina). Per task: the bounds first
 * (rich-text-limits.ts, a linear scan that builds no DOM), then the sanitiser. The jsdom window and
 * DOMPurify are made once per thread, as the thread starts (sanitize-html.ts keeps them); the portal's
 * pages come as the thread's workerData.
 */
import { workerData } from 'node:worker_threads';
import { checkRichTextLimits, type RichTextLimit } from './rich-text-limits.js';
import { sanitizeRichText, type SanitizedRichText, type SitePages } from './sanitize-html.js';

const pages = workerData as SitePages;

// jsdom (loaded on first use, jsdom-window.ts) and the purifier now, as the thread starts, not in the
// first task the thread is given: the pool starts every thread at once, and a burst of replies must
// not wait for a thread that has yet to load jsdom (about 1.5 s of a core). The warm-up of the pool
// (sanitize-pool.ts) waits for this too.
sanitizeRichText('<p>.</p>', pages);

/** The sanitised text, or the limit the input is past (then it was not parsed). */
export type SanitizeResult = { text: SanitizedRichText } | { limit: RichTextLimit };

export default function sanitize(input: string): SanitizeResult {
  const limit = checkRichTextLimits(input);
  return limit ? { limit } : { text: sanitizeRichText(input, pages) };
}
