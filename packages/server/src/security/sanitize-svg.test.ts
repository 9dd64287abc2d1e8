// @vitest-environment jsdom
/// <reference lib="dom" />
// The test parses the sanitiser's output the way a browser inserts it, so it runs in jsdom; the
// sanitiser itself makes its own jsdom window (the server has no DOM).
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
// The web app's own icons: the sanitiser must keep every one of them whole.
import { navIcons } from '../../../portal/src/navigation/icons.js';
import { MAX_SVG_LENGTH, sanitizeSvg } from './sanitize-svg.js';

/** Parses the output as the sidebar would insert it, and checks nothing in it can run or fetch. */
function expectHarmless(markup: string): Element | null {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const elements = Array.from(template.content.querySelectorAll('*'));
  for (const element of elements) {
    expect([
      'script',
      'foreignobject',
      'style',
      'a',
      'use',
      'image',
      'iframe',
      'img',
      'set',
      'animate',
    ]).not.toContain(element.localName.toLowerCase());
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name, `${element.localName}[${name}]`).not.toMatch(/^on/i);
      expect(value, `${element.localName}[${name}]`).not.toMatch(/javascript:|data:|vbscript:/i);
      if (name === 'href' || name.endsWith(':href')) expect(value.startsWith('#')).toBe(true);
    }
  }
  return template.content.firstElementChild;
}

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none">' +
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#09f"/></linearGradient></defs>' +
  '<title>VPS</title><path d="M4 4h16v16H4z" fill="url(#g)" stroke="currentColor"/><circle cx="12" cy="12" r="3"/></svg>';

describe('sanitizeSvg: clean icons', () => {
  it('keeps a clean icon: its shapes, gradient, title and presentation attributes', () => {
    const out = sanitizeSvg(ICON);
    const svg = expectHarmless(out)!;
    expect(svg.localName).toBe('svg');
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('url(#g)');
    expect(svg.querySelector('path')?.getAttribute('d')).toBe('M4 4h16v16H4z');
    expect(svg.querySelector('linearGradient stop, lineargradient stop')).not.toBeNull();
    expect(svg.querySelector('title')?.textContent).toBe('VPS');
    expect(svg.querySelector('circle')?.getAttribute('r')).toBe('3');
  });

  it.each(Object.entries(navIcons))('keeps our %s icon whole, its namespace declared', (_name, icon) => {
    const out = sanitizeSvg(String(icon));
    const template = document.createElement('template');
    template.innerHTML = String(icon);
    template.content.firstElementChild?.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    expect(out).toBe(template.innerHTML);
  });

  it('keeps SVG filters and fragment links inside the icon', () => {
    const out = sanitizeSvg(
      '<svg viewBox="0 0 8 8"><filter id="f"><feGaussianBlur stdDeviation="1"/></filter>' +
        '<path id="p" d="M0 0h8" filter="url(#f)"/><text><textPath href="#p">x</textPath></text></svg>',
    );
    expectHarmless(out);
    expect(out).toMatch(/<fegaussianblur|<feGaussianBlur/);
    expect(out).toContain('filter="url(#f)"');
    expect(out).toContain('href="#p"');
  });
});

describe('sanitizeSvg: hostile input', () => {
  it.each([
    ['a script element', '<svg><script>alert(1)</script><path d="M0 0"/></svg>'],
    ['an event handler on the root', '<svg onload="alert(1)"><path d="M0 0"/></svg>'],
    ['event handlers on shapes', '<svg><path d="M0 0" onclick="alert(1)" onmouseover="alert(2)"/></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    [
      'a javascript: xlink:href',
      '<svg><a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>',
    ],
    [
      'an obfuscated javascript: link',
      '<svg><a href="&#106;ava&#x73;cript:alert(1)"><text>x</text></a></svg>',
    ],
    ['a data: image', '<svg><image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/></svg>'],
    ['a data: link', '<svg><a href="data:text/html,<script>alert(1)</script>"><text>x</text></a></svg>'],
    [
      'foreignObject with HTML',
      '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
    ],
    [
      'foreignObject with an image handler',
      '<svg><foreignObject><img src="x" onerror="alert(1)"></foreignObject></svg>',
    ],
    ['a use of an outside sprite', '<svg><use href="https://evil.example/sprite.svg#icon"/></svg>'],
    [
      'a use of a data: sprite',
      '<svg><use xlink:href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
    ],
    [
      'an animation rewriting href',
      '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
    ],
    ['a set of a handler', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>'],
    ['a style element', '<svg><style>@import url(https://evil.example/x.css); *{display:none}</style></svg>'],
    ['an outside url() in a fill', '<svg><path d="M0 0" fill="url(https://evil.example/x.svg#g)"/></svg>'],
    ['a javascript: url() in a style', '<svg><path d="M0 0" style="fill:url(javascript:alert(1))"/></svg>'],
    ['an escaped url in a style', '<svg><path d="M0 0" style="fill:u\\72l(https://evil.example)"/></svg>'],
    [
      'a feImage from outside',
      '<svg><filter id="f"><feImage href="https://evil.example/x.png"/></filter></svg>',
    ],
    ['an iframe in SVG', '<svg><iframe srcdoc="<script>alert(1)</script>"></iframe></svg>'],
    ['a style mXSS attempt', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
    ['a CDATA breakout', '<svg><![CDATA[</svg><img src=x onerror=alert(1)>]]></svg>'],
    ['a comment breakout', '<svg><!--</svg><img src=x onerror=alert(1)>--></svg>'],
    ['a title breakout', '<svg><title></title><img src=x onerror=alert(1)></title></svg>'],
  ])('removes %s', (_what, input) => {
    const out = sanitizeSvg(input);
    expectHarmless(out);
    // Markup smuggled in as text stays text: escaped, never elements.
    expect(out).not.toMatch(/<(img|script|iframe|style|a)[\s>]/i);
    expect(out.toLowerCase()).not.toContain('evil.example');
  });

  it('keeps the harmless rest of a hostile icon', () => {
    const out = sanitizeSvg(
      '<svg onload="alert(1)" viewBox="0 0 2 2"><script>x()</script><rect width="2" height="2"/></svg>',
    );
    expect(out).toBe(
      '<svg viewBox="0 0 2 2" xmlns="http://www.w3.org/2000/svg"><rect width="2" height="2"></rect></svg>',
    );
  });

  it.each([
    ['empty input', ''],
    ['plain HTML', '<img src="x" onerror="alert(1)">'],
    ['text', 'just text'],
    ['two roots', '<svg></svg><svg></svg>'],
    ['an SVG with text beside it', 'hello <svg></svg>'],
    ['a MathML namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['a shape without an svg root', '<path d="M0 0"/>'],
    ['an oversized icon', `<svg>${'<path d="M0 0"/>'.repeat(MAX_SVG_LENGTH / 16 + 1)}</svg>`],
  ])('gives nothing for %s', (_what, input) => {
    expect(sanitizeSvg(input)).toBe('');
  });

  it('gives nothing for a value that is not a string', () => {
    expect(sanitizeSvg(undefined as unknown as string)).toBe('');
    expect(sanitizeSvg({ toString: () => '<svg></svg>' } as unknown as string)).toBe('');
  });

  it('gives the same answer the second time (from its cache)', () => {
    const input = '<svg onload="alert(1)"><circle r="1"/></svg>';
    expect(sanitizeSvg(input)).toBe(sanitizeSvg(input));
  });

  it("leaves DOMPurify's shared instance as it found it", () => {
    sanitizeSvg(ICON);
    expect(DOMPurify.sanitize('<a href="https://example.com/">x</a>')).toBe(
      '<a href="https://example.com/">x</a>',
    );
  });
});
