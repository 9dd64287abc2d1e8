import { describe, expect, it } from 'vitest';
import { plainTextToHtml } from './plain-text';

describe('plainTextToHtml', () => {
  it('makes paragraphs at blank lines and <br> at line breaks', () => {
    expect(plainTextToHtml('Hello\nworld\n\n\nSecond')).toBe('<p>Hello<br>world</p><p>Second</p>');
    expect(plainTextToHtml('a\r\n\r\nb')).toBe('<p>a</p><p>b</p>');
  });

  it('escapes markup, so typed HTML stays text', () => {
    expect(plainTextToHtml('<script>alert("x")</script> & \'y\'')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>',
    );
  });

  it('gives nothing for blank text', () => {
    expect(plainTextToHtml('  \n\n \n')).toBe('');
  });
});
