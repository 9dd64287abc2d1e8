import { describe, expect, it } from 'vitest';
import {
  checkContrast,
  contrastRatio,
  CONTRAST_PAIRS,
  formatRatio,
  parseColor,
  relativeLuminance,
} from './contrast';
import { ensureBuilt, readResolvedTokens, type Theme } from './helpers';

// Built before the tests are collected: every test name shows the ratio measured in dist/tokens.json.
await ensureBuilt();
const resolved = readResolvedTokens();
const THEMES: readonly Theme[] = ['light', 'dark'];

describe('contrast formula', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777', '#777777')).toBe(1);
  });

  it('matches known WCAG values', () => {
    // #767676 on white is the classic "just passes AA" grey (4.54:1); #777777 just fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(relativeLuminance(parseColor('#808080'))).toBeCloseTo(0.2159, 4);
  });

  it('reads hex (3, 4, 6, 8 digits), rgb() and rgba() in comma and space syntax', () => {
    expect(parseColor('#0af')).toEqual({ r: 0, g: 170, b: 255, a: 1 });
    expect(parseColor('#0AF8').a).toBeCloseTo(0x88 / 255, 6);
    expect(parseColor('#11151a80')).toEqual({ r: 17, g: 21, b: 26, a: 128 / 255 });
    expect(parseColor('rgb(17, 21, 26)')).toEqual({ r: 17, g: 21, b: 26, a: 1 });
    expect(parseColor('rgba(17, 21, 26, 0.5)')).toEqual({ r: 17, g: 21, b: 26, a: 0.5 });
    expect(parseColor('rgb(17 21 26 / 50%)')).toEqual({ r: 17, g: 21, b: 26, a: 0.5 });
    expect(() => parseColor('var(--pp-color-fg-default)')).toThrow(/Cannot parse/);
  });

  it('composites a translucent foreground over its background', () => {
    // 50 % black over white is rgb(127.5, 127.5, 127.5).
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#fff'), 1);
    expect(() => contrastRatio('#000', 'rgba(0, 0, 0, 0.5)')).toThrow(/translucent/);
  });
});

for (const theme of THEMES) {
  describe(`WCAG AA contrast, ${theme} theme`, () => {
    for (const result of checkContrast(resolved[theme])) {
      const name = `${theme}: ${result.fg} on ${result.bg} = ${formatRatio(result.ratio)} (min ${result.min}:1)`;
      it(name, () => {
        expect(
          result.ratio,
          `${result.fg} ${resolved[theme][result.fg]} on ${result.bg} ${resolved[theme][result.bg]}`,
        ).toBeGreaterThanOrEqual(result.min);
      });
    }
  });
}

describe('the contrast check itself', () => {
  it('covers every status and every text background in both themes', () => {
    expect(CONTRAST_PAIRS.length).toBeGreaterThanOrEqual(43);
    for (const theme of THEMES) expect(() => checkContrast(resolved[theme])).not.toThrow();
  });

  it('reports a deliberately lowered pair as failing (fg-subtle replaced by a light grey)', () => {
    const lowered = { ...resolved.light, '--pp-color-fg-subtle': '#c8c8c8' };
    const failing = checkContrast(lowered).filter((r) => !r.pass);
    expect(failing.map((r) => `${r.fg} on ${r.bg}`)).toEqual([
      '--pp-color-fg-subtle on --pp-color-bg-canvas',
      '--pp-color-fg-subtle on --pp-color-bg-surface',
    ]);
    for (const r of failing) expect(r.ratio).toBeLessThan(r.min);
    // ...and nothing fails with the real values.
    expect(checkContrast(resolved.light).filter((r) => !r.pass)).toEqual([]);
  });

  it('reports a lowered UI pair (3:1) and a missing token', () => {
    const lowered = {
      ...resolved.dark,
      '--pp-color-border-focus': resolved.dark['--pp-color-bg-surface'] ?? '',
    };
    const failing = checkContrast(lowered).filter((r) => !r.pass);
    expect(failing.map((r) => r.fg)).toContain('--pp-color-border-focus');
    const { ['--pp-color-fg-link']: _removed, ...missing } = resolved.light;
    expect(() => checkContrast(missing)).toThrow(/Missing token --pp-color-fg-link/);
  });
});
