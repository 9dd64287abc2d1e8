import { describe, expect, it } from 'vitest';
import { trustedRichText } from './trusted-html';

describe('trustedRichText', () => {
  it("keeps the editor's schema: formatting, safe links and uploaded images", () => {
    const html =
      '<h2>T</h2><p><strong>b</strong> <em>i</em> <s>s</s> <code>c</code></p><ul><li>x</li></ul>' +
      '<p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">l</a></p>' +
      '<p><img src="/uploads/abcdefghijklmnopqrstuv" alt="a"></p>';
    expect(String(trustedRichText(html))).toBe(html);
  });

  it('removes what the server would have removed, should anything slip through', () => {
    const out = String(
      trustedRichText(
        '<p onclick="x()" style="color:red" class="c">t<script>alert(1)</script></p><a href="javascript:alert(1)">j</a><iframe src="/x"></iframe>',
      ),
    );
    expect(out).toBe('<p>t</p><a>j</a>');
  });
});
