import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR, PAGE_CSS } from '../build.mjs';
import { CSS_FILE, ensureBuilt, findBlock, parseCss, readResolvedTokens, type CssBlock } from './helpers';

await ensureBuilt();
const source = readFileSync(PAGE_CSS, 'utf8');
const sheet = parseCss(source);
const resolved = readResolvedTokens();

/** Every rule of a block and its children, with the at-rules around it. */
function rules(block: CssBlock, within: string[] = []): { path: string[]; block: CssBlock }[] {
  return block.children.flatMap((child) =>
    child.prelude.startsWith('@media') || child.prelude.startsWith('@layer pp-page')
      ? rules(child, [...within, child.prelude])
      : child.prelude.startsWith('@')
        ? []
        : [{ path: [...within, child.prelude], block: child }],
  );
}

describe('page.css (the portal page layout)', () => {
  it('ships in dist/ exactly as written, and the package exports it', () => {
    expect(readFileSync(path.join(DIST_DIR, 'page.css'), 'utf8')).toBe(source);
    const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, '..', 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(manifest.exports['./page.css']).toBe('./dist/page.css');
  });

  it('orders its layer after pp-base and puts every rule in @layer pp-page, on pp- classes only', () => {
    expect(sheet.children.map((c) => c.prelude)).toEqual(['@layer pp-base, pp-page', '@layer pp-page']);
    const all = rules(sheet);
    expect(all.length).toBeGreaterThan(20);
    for (const { path: where } of all) {
      expect(where[0], where.join(' > ')).toBe('@layer pp-page');
      const selector = where[where.length - 1]!;
      // Every compound starts from a class of ours: nothing of the tool's own markup is styled.
      for (const part of selector.split(',')) expect(part.trim(), where.join(' > ')).toMatch(/^\.pp-[a-z]/);
    }
  });

  it('reads only custom properties that tokens.css defines, in both themes', () => {
    // The ones it sets for an element (the button's and the menu's own) are the elements' to read.
    const set = new Set([...source.matchAll(/(--pp-[a-z0-9-]+)\s*:/g)].map((m) => m[1]));
    const used = [...new Set(source.match(/--pp-[a-z0-9-]+/g) ?? [])].filter((name) => !set.has(name));
    expect(used.length).toBeGreaterThan(20);
    const defined = readFileSync(CSS_FILE, 'utf8');
    for (const name of used) {
      expect(defined, `${name} in tokens.css`).toContain(`${name}:`);
      expect(resolved.light[name], `${name} (light)`).toBeDefined();
      expect(resolved.dark[name], `${name} (dark)`).toBeDefined();
    }
  });

  it('lays out the page, its boxes and a form, and keeps the search label a name on a phone', () => {
    const page = findBlock(sheet, ['@layer pp-page', '.pp-page']).declarations;
    expect(page.get('max-width')).toBe('72rem');
    const card = findBlock(sheet, ['@layer pp-page', '.pp-card']).declarations;
    expect(card.get('background')).toBe('var(--pp-color-bg-surface)');
    expect(findBlock(sheet, ['@layer pp-page', '.pp-form']).declarations.get('display')).toBe('grid');
    const hidden = findBlock(sheet, [
      '@layer pp-page',
      '@media (max-width: 767px)',
      '.pp-search-button__label',
    ]).declarations;
    expect(hidden.get('clip-path')).toBe('inset(50%)');
    expect(hidden.get('display')).toBeUndefined();
  });

  it("lays out a record's page: its facts, a toolbar that wraps, and a timeline of messages and events", () => {
    const at = (selector: string) => findBlock(sheet, ['@layer pp-page', selector]).declarations;
    expect(at('.pp-facts').get('grid-template-columns')).toBe('repeat(auto-fill, minmax(11rem, 1fr))');
    expect(at('.pp-facts dd').get('overflow-wrap')).toBe('anywhere');
    expect(at('.pp-toolbar').get('flex-wrap')).toBe('wrap');
    expect(at('.pp-toolbar__group').get('flex-wrap')).toBe('wrap');
    expect(at('.pp-timeline').get('list-style')).toBe('none');
    expect(at('.pp-timeline__entry--message > article').get('border')).toBe(
      '1px solid var(--pp-color-border-default)',
    );
    expect(at('.pp-timeline__body').get('overflow-wrap')).toBe('anywhere');
    // A reopening's reason keeps the lines it was written in.
    expect(at('.pp-timeline__note').get('white-space')).toBe('pre-line');
    // A small table scrolls sideways in its own box; its cells keep one line unless told to wrap.
    expect(at('.pp-table-scroll').get('overflow-x')).toBe('auto');
    expect(at('.pp-table th, .pp-table td').get('white-space')).toBe('nowrap');
    expect(at('.pp-table .pp-table__wrap').get('overflow-wrap')).toBe('anywhere');
    expect(at('.pp-table .pp-table__num').get('font-variant-numeric')).toBe('tabular-nums');
  });
});
