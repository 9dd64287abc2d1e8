import { describe, expect, it, vi } from 'vitest';
import { CLIENT_REPLIES, ISSUE_TEMPLATES, STAFF_REPLIES } from '../db/seed-support.js';
import { MAX_RICH_TEXT_DEPTH, MAX_RICH_TEXT_LENGTH, checkRichTextLimits } from './rich-text-limits.js';
import { RichTextLimitError, RichTextSanitizer, SITE_PAGES } from './sanitize-pool.js';
import { sanitizeRichText } from './sanitize-html.js';
import { startServer } from '../testing/harness.js';

const nested = (depth: number, tag = 'blockquote', inner = 'x') =>
  `<${tag}>`.repeat(depth) + inner + `</${tag}>`.repeat(depth);
const DEPTH = { limit: 'depth', max: MAX_RICH_TEXT_DEPTH };

/** Lists nested `levels` deep inside a quote, as the editor writes them, with every mark at the bottom. */
function editorLists(levels: number): string {
  let html = '<p><strong><em><s><a href="https://example.com">x</a></s></em></strong></p>';
  for (let level = 0; level < levels; level += 1) html = `<ul><li><p>poziom ${level}</p>${html}</li></ul>`;
  return `<blockquote>${html}</blockquote><pre><code>kod</code></pre>`;
}

describe('checkRichTextLimits', () => {
  it("takes what the editor writes: the seed's texts and lists 20 levels deep in a quote", () => {
    for (const body of [
      ...ISSUE_TEMPLATES.map((template) => template.description),
      ...STAFF_REPLIES,
      ...CLIENT_REPLIES,
      editorLists(20),
    ]) {
      expect(checkRichTextLimits(body), body.slice(0, 60)).toBeUndefined();
    }
  });

  it('counts the depth of well-formed markup exactly', () => {
    expect(checkRichTextLimits(nested(MAX_RICH_TEXT_DEPTH))).toBeUndefined();
    expect(checkRichTextLimits(nested(MAX_RICH_TEXT_DEPTH + 1))).toEqual(DEPTH);
    // Siblings do not add up, void elements never open.
    expect(checkRichTextLimits(nested(60).repeat(9))).toBeUndefined();
    expect(checkRichTextLimits(nested(90, 'p', '<br><hr><img src=x><br/>'.repeat(10)))).toBeUndefined();
  });

  it("refuses nested quotes just under the length limit, the review's input", () => {
    const hostile = nested(Math.floor((MAX_RICH_TEXT_LENGTH - 1) / 25));
    expect(hostile.length).toBeLessThanOrEqual(MAX_RICH_TEXT_LENGTH);
    expect(checkRichTextLimits(hostile)).toEqual(DEPTH);
  });

  it('refuses text past the length limit before reading it', () => {
    expect(checkRichTextLimits('x'.repeat(MAX_RICH_TEXT_LENGTH))).toBeUndefined();
    expect(checkRichTextLimits('x'.repeat(MAX_RICH_TEXT_LENGTH + 1))).toEqual({
      limit: 'length',
      max: MAX_RICH_TEXT_LENGTH,
    });
  });

  it('counts unclosed and mis-nested tags as open (never less deep than the parser makes them)', () => {
    const deep = MAX_RICH_TEXT_DEPTH + 1;
    for (const hostile of [
      '<blockquote>'.repeat(deep),
      '<li>'.repeat(deep),
      // An end tag that is not the innermost element's closes nothing here; the parser keeps both open.
      '<blockquote><marquee></blockquote>'.repeat(deep),
      '<b><i></b></i>'.repeat(deep),
      '<div/>'.repeat(deep),
    ]) {
      expect(checkRichTextLimits(hostile), hostile.slice(0, 40)).toEqual(DEPTH);
    }
  });

  it('sees the tags a comment, raw text or foreign content would hide from a naive scan', () => {
    const quotes = '<blockquote>'.repeat(MAX_RICH_TEXT_DEPTH + 1);
    for (const prefix of [
      '<!-->', // an empty comment, closed at once
      '<!-- --!>', // a comment closed by --!>
      '<style><!--</style>', // raw text ends at </style>, the comment inside is text
      '<textarea><!--</textarea>',
      '<title><x a="</title>',
      '<script><!--</script>',
      '<xmp><!--</xmp>',
      '<noembed><!--</noembed>',
      '<svg><p>', // an HTML element breaks out of SVG
      '<svg><font color=red><style><!--</style>',
      '<math><mi><style><!--</style>', // MathML text points hold HTML
    ]) {
      expect(checkRichTextLimits(prefix + quotes), prefix).toEqual(DEPTH);
    }
  });
});

describe('RichTextSanitizer', () => {
  it('sanitises in a worker thread as sanitize-html.ts does, and refuses input past a limit unparsed', async () => {
    const sanitizer = new RichTextSanitizer({ threads: 1 });
    try {
      const input =
        '<p>a<script>alert(1)</script> <a href="/impersonate-leave">x</a> <a href="/services">y</a></p>';
      const result = await sanitizer.sanitize(input);
      expect(result).toEqual(sanitizeRichText(input, SITE_PAGES));
      expect(result.html).toBe(
        '<p>a <a>x</a> <a href="/services" rel="noopener noreferrer nofollow">y</a></p>',
      );
      await expect(sanitizer.sanitize(nested(500))).rejects.toBeInstanceOf(RichTextLimitError);
    } finally {
      await sanitizer.close();
    }
    await expect(sanitizer.sanitize('<p>a</p>')).rejects.toThrow('closed');
  });

  it('with warmSanitizer (main.ts), starts its threads when the server listens, before any text', async () => {
    const server = await startServer({ warmSanitizer: true, sanitizeThreads: 1 });
    try {
      await vi.waitFor(() => expect(server.app.richText.warm).toBe(true), { timeout: 30_000, interval: 50 });
    } finally {
      await server.close();
    }
    const cold = await startServer({ sanitizeThreads: 1 });
    try {
      // The default (the test servers): no threads until the first text.
      expect(cold.app.richText.warm).toBe(false);
    } finally {
      await cold.close();
    }
  });

  it('takes a whole number of threads, at least one', () => {
    for (const threads of [0, -1, 1.5, Number.NaN]) {
      expect(() => new RichTextSanitizer({ threads })).toThrow('at least one');
    }
  });
});
