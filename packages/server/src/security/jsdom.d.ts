/**
 * The one part of jsdom's API the server uses (security/sanitize-svg.ts): a window to run DOMPurify
 * on. jsdom ships no types of its own; this keeps the server free of `any` without @types/jsdom.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: object;
  }
}
