import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_CSS, DIST_DIR } from '../build.mjs';
import { CSS_FILE, ensureBuilt, findBlock, parseCss, readResolvedTokens, type CssBlock } from './helpers';

await ensureBuilt();
const source = readFileSync(BASE_CSS, 'utf8');
const sheet = parseCss(source);
const resolved = readResolvedTokens();

/** Every rule of a block and its children, with the at-rules around it. */
function rules(block: CssBlock, within: string[] = []): { path: string[]; block: CssBlock }[] {
  return block.children.flatMap((child) =>
    child.prelude.startsWith('@')
      ? rules(child, [...within, child.prelude])
      : [{ path: [...within, child.prelude], block: child }],
  );
}

describe('base.css (the page around the elements)', () => {
  it('ships in dist/ exactly as written', () => {
    expect(readFileSync(path.join(DIST_DIR, 'base.css'), 'utf8')).toBe(source);
  });

  it('puts every rule in @layer pp-base, on :where() selectors, so any rule of the page wins', () => {
    expect(sheet.children.map((c) => c.prelude)).toEqual(['@layer pp-base']);
    const all = rules(sheet);
    expect(all.length).toBeGreaterThan(0);
    for (const { path: where } of all) {
      expect(where[0], where.join(' > ')).toBe('@layer pp-base');
      const selector = where[where.length - 1]!;
      expect(selector, where.join(' > ')).toMatch(/^:where\(.*\)$/);
    }
  });

  it('reads only custom properties that tokens.css defines, in both themes', () => {
    const used = [...new Set(source.match(/--pp-[a-z0-9-]+/g) ?? [])];
    expect(used.length).toBeGreaterThan(5);
    const defined = readFileSync(CSS_FILE, 'utf8');
    for (const name of used) {
      expect(defined, `${name} in tokens.css`).toContain(`${name}:`);
      expect(resolved.light[name], `${name} (light)`).toBeDefined();
      expect(resolved.dark[name], `${name} (dark)`).toBeDefined();
    }
  });

  it("gives the document the theme's type and colours, one focus ring and the hidden helper", () => {
    const html = findBlock(sheet, ['@layer pp-base', ':where(html)']).declarations;
    expect(html.get('font-family')).toBe('var(--pp-font-family-sans)');
    expect(html.get('background')).toBe('var(--pp-color-bg-canvas)');
    expect(html.get('color')).toBe('var(--pp-color-fg-default)');
    const ring = findBlock(sheet, ['@layer pp-base', ':where(:focus-visible)']).declarations;
    expect(ring.get('outline')).toBe('var(--pp-focus-ring-width) solid var(--pp-color-border-focus)');
    const hidden = findBlock(sheet, ['@layer pp-base', ':where(.pp-visually-hidden)']).declarations;
    expect(hidden.get('clip-path')).toBe('inset(50%)');
    expect(hidden.get('position')).toBe('absolute');
  });

  it('shortens every transition and animation under reduced motion', () => {
    const reduced = findBlock(sheet, [
      '@layer pp-base',
      '@media (prefers-reduced-motion: reduce)',
      ':where(*, ::before, ::after)',
    ]).declarations;
    expect(reduced.get('transition-duration')).toBe('0.01ms');
    expect(reduced.get('animation-duration')).toBe('0.01ms');
    expect(reduced.get('scroll-behavior')).toBe('auto');
  });
});
