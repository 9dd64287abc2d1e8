// @vitest-environment jsdom
/// <reference lib="dom" />
// The test parses the sanitiser's output the way a browser inserts it, so it runs in jsdom; the
// sanitiser itself makes its own jsdom window (the server has no DOM).
import { describe, expect, it } from 'vitest';
import { pageKind } from '../routes/spa.js';
import {
  LINK_REL,
  MAX_RICH_TEXT_LENGTH,
  RICH_TEXT_TAGS,
  hasContent,
  isPagePath,
  isSafeHref,
  sanitizeRichText,
} from './sanitize-html.js';
import { SITE_PAGES } from './sanitize-pool.js';

const UPLOAD = 'AbCdEfGhIjKlMnOpQrSt_-';

/** Parses the output as the portal would insert it, and checks nothing in it can run, fetch or restyle. */
function expectHarmless(markup: string): void {
  const template = document.createElement('template');
  template.innerHTML = markup;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    expect(RICH_TEXT_TAGS as readonly string[]).toContain(element.localName);
    for (const { name, value } of Array.from(element.attributes)) {
      expect(['href', 'src', 'alt', 'rel', 'target'], `${element.localName}[${name}]`).toContain(name);
      if (name === 'href') expect(isSafeHref(value, SITE_PAGES), value).toBe(true);
      if (name === 'src') expect(value).toBe(`/uploads/${UPLOAD}`);
    }
  }
}

const clean = (html: string) => sanitizeRichText(html, SITE_PAGES).html;

describe('sanitizeRichText', () => {
  it("keeps everything the editor's schema has, as it is", () => {
    const html =
      '<h2>Awaria</h2><h3>Szczegóły</h3><p>Serwer <strong>web-01</strong> <em>nie</em> odpowiada, ' +
      '<s>wczoraj</s> <code>curl -I</code>.<br>Druga linia.</p><pre><code>ping 10.0.0.1</code></pre>' +
      '<blockquote><p>Cytat</p></blockquote><ul><li><p>jeden</p></li></ul><ol><li><p>dwa</p></li></ol><hr>' +
      `<p><img src="/uploads/${UPLOAD}" alt="zrzut ekranu"></p>`;
    expect(clean(html)).toBe(html);
  });

  it('adds rel to every link, and target=_blank to http(s) ones', () => {
    expect(clean('<p><a href="https://example.com/a?b=1">x</a></p>')).toBe(
      `<p><a href="https://example.com/a?b=1" rel="${LINK_REL}" target="_blank">x</a></p>`,
    );
    expect(clean('<p><a href="mailto:help@example.com">mail</a></p>')).toBe(
      `<p><a href="mailto:help@example.com" rel="${LINK_REL}">mail</a></p>`,
    );
    expect(clean('<p><a href="/services/backup" target="_top" rel="opener">x</a></p>')).toBe(
      `<p><a href="/services/backup" rel="${LINK_REL}">x</a></p>`,
    );
  });

  it.each([
    ['script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['script in text', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['event handler', '<p onclick="alert(1)" onmouseover="x()">a</p>', '<p>a</p>'],
    ['img onerror', `<img src="/uploads/${UPLOAD}" onerror="alert(1)">`, `<img src="/uploads/${UPLOAD}">`],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: with entities', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['upper-case JAVASCRIPT:', '<a href=" JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['protocol-relative link', '<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['backslash link', '<a href="/\\evil.example">x</a>', '<a>x</a>'],
    ['relative link', '<a href="page.html">x</a>', '<a>x</a>'],
    ['style attribute', '<p style="position:fixed;inset:0">a</p>', '<p>a</p>'],
    ['style element', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['class and id', '<p class="x" id="login">a</p>', '<p>a</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>a</p>', '<p>a</p>'],
    ['form', '<form action="https://evil.example"><input name="password"><button>Go</button></form>', 'Go'],
    ['svg', '<svg><script>alert(1)</script><circle r="1"/></svg><p>a</p>', '<p>a</p>'],
    ['svg image onload', '<svg><image href="x" onload="alert(1)"/></svg>', ''],
    ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['data: image', '<img src="data:image/png;base64,iVBORw0KGgo=">', ''],
    ['foreign image', '<img src="https://evil.example/track.gif" alt="x">', ''],
    ['upload of another path', `<img src="/uploads/${UPLOAD}/../../api/layout">`, ''],
    ['absolute upload address', `<img src="https://evil.example/uploads/${UPLOAD}">`, ''],
    [
      'srcset',
      `<img src="/uploads/${UPLOAD}" srcset="https://evil.example/x 2x">`,
      `<img src="/uploads/${UPLOAD}">`,
    ],
    ['h1 becomes text', '<h1>Tytuł</h1>', 'Tytuł'],
    ['div and span keep their text', '<div><span>a</span></div>', 'a'],
    ['data attributes', '<p data-x="1" aria-label="y">a</p>', '<p>a</p>'],
    [
      'base and meta',
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=x"><p>a</p>',
      '<p>a</p>',
    ],
    ['template', '<template><script>alert(1)</script></template><p>a</p>', '<p>a</p>'],
    ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
    ['comment', '<p>a<!-- <script>alert(1)</script> --></p>', '<p>a</p>'],
  ])('removes %s', (_name, input, expected) => {
    const output = clean(input);
    expect(output).toBe(expected);
    expectHarmless(output);
  });

  it('escapes text, so markup written as text stays text', () => {
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('names the uploads the text shows or links to, each once', () => {
    const other = 'zzzzzzzzzzzzzzzzzzzzzz';
    const result = sanitizeRichText(
      `<p><img src="/uploads/${UPLOAD}"><a href="/uploads/${other}">plik</a><img src="/uploads/${UPLOAD}"></p>`,
    );
    expect(result.uploads).toEqual([UPLOAD, other]);
  });

  it('fails closed on what is not a string, or is too long', () => {
    for (const input of [undefined, null, 42, {}, ['<p>a</p>'], '', 'x'.repeat(MAX_RICH_TEXT_LENGTH + 1)]) {
      expect(sanitizeRichText(input)).toEqual({ html: '', text: '', uploads: [] });
    }
  });

  it('tells empty text from text that says something', () => {
    expect(hasContent(sanitizeRichText('<p> </p><p><br></p>'))).toBe(false);
    expect(hasContent(sanitizeRichText('<script>alert(1)</script>'))).toBe(false);
    expect(hasContent(sanitizeRichText('<p>ok</p>'))).toBe(true);
    expect(hasContent(sanitizeRichText(`<p><img src="/uploads/${UPLOAD}"></p>`))).toBe(true);
  });
});

describe('isSafeHref', () => {
  it.each([
    'https://example.com',
    'http://example.com/a',
    'mailto:a@example.com',
    '/services/b?c#d',
    ' https://x.pl ',
  ])('allows %s', (href) => expect(isSafeHref(href, SITE_PAGES)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'ftp://example.com',
    'tel:123',
    '//evil.example',
    '/\\evil.example',
    'page.html',
    '#top',
    '',
    'https://exa mple.com',
    'java\nscript:alert(1)',
  ])('refuses %j', (href) => expect(isSafeHref(href, SITE_PAGES)).toBe(false));
});

// Issue 27, finding 8: a link is a GET the reader makes with their session. Before, every path of this
// site was kept, /impersonate-leave and /lang/en among them (these failed then).
describe('links of this site', () => {
  it.each([
    '/impersonate-leave',
    '/lang/en',
    '/lang/pl?x=1',
    '/logout',
    '/projects/change',
    '/admin/users/3/impersonate',
    '/check-session',
    '/healthz',
    '/api/layout',
    '/api/csrf-token',
    '/build/app.js',
    '/robots.txt',
    '/nowhere',
    '/IMPERSONATE-LEAVE',
    '/services/../impersonate-leave',
    '/services/%2e%2e/impersonate-leave',
    '/%69mpersonate-leave',
    '/services%2f..%2fimpersonate-leave',
    '/services/..%2fimpersonate-leave',
    '/.//evil.example',
    '/login?next=/impersonate-leave',
    '/login?next=/services&next=/lang/en',
    '/login?next=%2Flogin%3Fnext%3D%252Fimpersonate-leave',
    `/uploads/${UPLOAD}?download=1`,
  ])('drops the address of %s, keeping the text', (href) => {
    expect(clean(`<p><a href="${href}">tu</a></p>`)).toBe('<p><a>tu</a></p>');
  });

  it.each([
    '/',
    '/services',
    '/services/backup?tab=2#top',
    '/support/issues/12',
    '/admin/users',
    '/account/settings',
    '/privacy',
    '/login',
    '/login?next=/support/issues/12',
    `/uploads/${UPLOAD}`,
  ])('keeps a link to the page %s', (href) => {
    expect(clean(`<p><a href="${href}">tu</a></p>`)).toBe(
      `<p><a href="${href}" rel="${LINK_REL}">tu</a></p>`,
    );
  });

  it('agrees with the server on what is a page (routes/spa.ts)', () => {
    for (const path of [
      '/',
      '/privacy',
      '/privacy/',
      '/login',
      '/login/',
      '/services',
      '/services/x',
      '/admin',
    ]) {
      expect(pageKind(path), path).not.toBe('unknown');
      expect(isPagePath(path, SITE_PAGES), path).toBe(true);
    }
    for (const path of ['/lang/en', '/impersonate-leave', '/logout', '/healthz', '/servicesx', '/privacyx']) {
      expect(pageKind(path), path).toBe('unknown');
      expect(isPagePath(path, SITE_PAGES), path).toBe(false);
    }
  });

  it("keeps only uploads without the portal's pages (fails closed)", () => {
    expect(sanitizeRichText('<a href="/services">x</a>').html).toBe('<a>x</a>');
    expect(sanitizeRichText(`<a href="/uploads/${UPLOAD}">x</a>`).html).toBe(
      `<a href="/uploads/${UPLOAD}" rel="${LINK_REL}">x</a>`,
    );
  });
});
