import { describe, expect, it } from 'vitest';
import { SINGLE_LINE_PATTERN, withoutLayoutControls } from './text-controls.js';

const singleLine = new RegExp(SINGLE_LINE_PATTERN, 'u');

describe('layout controls (issue 27, finding 7)', () => {
  const controls = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069', '\u2028', '\u2029'];

  it('are removed from a text, and nothing else is', () => {
    expect(withoutLayoutControls(`a${controls.join('')}b`)).toBe('ab');
    expect(withoutLayoutControls('Zażółć gęślą jaźń „x” — 1')).toBe('Zażółć gęślą jaźń „x” — 1');
  });

  it('and control characters are refused by the one-line pattern (with and without the u flag)', () => {
    for (const flags of ['u', '']) {
      const pattern = new RegExp(SINGLE_LINE_PATTERN, flags);
      for (const bad of [...controls, '\n', '\t', '\u0000', '\u007f', '\u0085', '\u009f']) {
        expect(pattern.test(`a${bad}b`), JSON.stringify(bad)).toBe(false);
      }
      expect(pattern.test('Zażółć gęślą jaźń: „pilne” — ŁÓDŹ (VAT 23%) 🙂')).toBe(true);
    }
    expect(singleLine.test('')).toBe(true);
  });
});
