import { describe, expect, it } from 'vitest';
import { ORIGIN, REDIRECT_CASES } from './redirect-cases.js';
import { sameOriginPath } from './same-origin-path.js';

const origin = 'http://127.0.0.1:3000';

describe('sameOriginPath (the table of hostile addresses, as the sign-in page reads ?next=)', () => {
  it.each(REDIRECT_CASES)('$input -> $expected', ({ input, expected }) => {
    expect(sameOriginPath(input.replace(ORIGIN, origin), origin)).toBe(expected);
  });

  it('never returns an address the browser would read as another host', () => {
    for (const { input } of REDIRECT_CASES) {
      const path = sameOriginPath(input.replace(ORIGIN, origin), origin);
      if (path !== undefined) expect(new URL(path, origin).origin).toBe(origin);
    }
  });

  it('refuses nothing and empty values', () => {
    expect(sameOriginPath(null, origin)).toBeUndefined();
    expect(sameOriginPath(undefined, origin)).toBeUndefined();
    expect(sameOriginPath('', origin)).toBeUndefined();
  });
});
