import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';

/**
 * A new, empty jsdom window for a DOMPurify instance (sanitize-html.ts, sanitize-svg.ts). jsdom is
 * required here, when the first purifier is made, rather than imported with those modules: loading it
 * costs about 1.5 s of a core, which every process that imports the routes paid at start (each test
 * file of the server suite, each server the process tests start), whether or not it ever sanitised
 * anything. jsdom is a CommonJS package, so `require` loads it synchronously, as the purifiers'
 * callers need.
 */
export function newJsdomWindow(): unknown {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof Jsdom;
  return new JSDOM('').window;
}
