/**
 * A worker thread of the rich-text pool (sanitize-pool.ts, piscina). Per task: the bounds first
 * (rich-text-limits.ts, a linear scan that builds no DOM), then the sanitiser. The jsdom window and
 * DOMPurify are made once per thread, on its first task (sanitize-html.ts keeps them); the portal's pages
 * come as the thread's workerData.
 */
import { workerData } from 'node:worker_threads';
import { checkRichTextLimits, type RichTextLimit } from './rich-text-limits.js';
import { sanitizeRichText, type SanitizedRichText, type SitePages } from './sanitize-html.js';

const pages = workerData as SitePages;

/** The sanitised text, or the limit the input is past (then it was not parsed). */
export type SanitizeResult = { text: SanitizedRichText } | { limit: RichTextLimit };

export default function sanitize(input: string): SanitizeResult {
  const limit = checkRichTextLimits(input);
  return limit ? { limit } : { text: sanitizeRichText(input, pages) };
}
