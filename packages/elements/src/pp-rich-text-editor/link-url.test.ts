import { expect } from '@open-wc/testing';
import { isAllowedUrl } from './link-url.js';

describe('isAllowedUrl', () => {
  it('accepts http, https and mailto addresses', () => {
    for (const url of [
      'https://example.com',
      'http://example.com/a?b=1#c',
      ' https://przykład.pl/ścieżka ',
      'mailto:jan@example.com',
      'MAILTO:jan@example.com?subject=Hi',
    ]) {
      expect(isAllowedUrl(url), url).to.equal(true);
    }
  });

  it('refuses other schemes, hostless and malformed addresses', () => {
    for (const url of [
      '',
      '   ',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://example.com',
      'http://',
      'https:example.com',
      'https://exa mple.com',
      'mailto:',
      'mailto:nobody',
      'example.com',
      '/relative',
    ]) {
      expect(isAllowedUrl(url), url).to.equal(false);
    }
  });

  it('accepts relative paths only when allowed, never a protocol-relative address', () => {
    for (const url of ['/docs', './a', '../b', '#part', '?q=1', 'file.pdf']) {
      expect(isAllowedUrl(url, true), url).to.equal(true);
      expect(isAllowedUrl(url, false), url).to.equal(false);
    }
    expect(isAllowedUrl('//evil.example', true)).to.equal(false);
    expect(isAllowedUrl('\\\\evil.example', true)).to.equal(false);
    expect(isAllowedUrl('javascript:alert(1)', true)).to.equal(false);
  });
});
