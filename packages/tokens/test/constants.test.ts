import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { springToLinearEasing } from '../build.mjs';
import {
  CSS_FILE,
  DTS_FILE,
  ensureBuilt,
  findBlock,
  findBlocks,
  JS_FILE,
  parseCss,
  readResolvedTokens,
  type CssBlock,
} from './helpers';

await ensureBuilt();
const css = readFileSync(CSS_FILE, 'utf8');
const sheet = parseCss(css);
const resolved = readResolvedTokens();

const LAYER = '@layer pp-tokens';
const ROOT = [LAYER, ':where(:root)'];
const DARK = [LAYER, ':where(:root[data-theme="dark"])'];
const LIGHT = [LAYER, ':where(:root[data-theme="light"])'];
const SYSTEM_DARK = [LAYER, '@media (prefers-color-scheme: dark)', ':where(:root:not([data-theme="light"]))'];
const REDUCED_MOTION = [LAYER, '@media (prefers-reduced-motion: reduce)', ':where(:root)'];

/** Spec section 9 constants and the other fixed values of the contract, with their exact CSS values. */
const SPEC_CONSTANTS: Readonly<Record<string, string>> = {
  '--pp-breakpoint-sm': '640px',
  '--pp-breakpoint-md': '768px',
  '--pp-breakpoint-lg': '1024px',
  '--pp-breakpoint-xl': '1280px',
  '--pp-sidebar-width-sm': '16rem',
  '--pp-sidebar-width-md': '22rem',
  '--pp-sidebar-width-lg': '26rem',
  '--pp-sidebar-logo-height': '4rem',
  '--pp-toast-width': '356px',
  '--pp-toast-gap': '14px',
  '--pp-toast-offset-top-right': '76px',
  '--pp-toast-duration': '4000ms',
  '--pp-toast-visible': '3',
  '--pp-tooltip-delay': '700ms',
  '--pp-tooltip-skip-delay': '300ms',
  '--pp-tooltip-delay-topbar': '200ms',
  '--pp-scroll-area-hide-delay': '600ms',
  '--pp-combobox-max-height': '300px',
  '--pp-combobox-row-height': '32px',
  '--pp-combobox-row-height-description': '48px',
  '--pp-combobox-overscan': '5',
  '--pp-combobox-reset-delay': '150ms',
  '--pp-motion-spring-collapse-duration': '300ms',
  '--pp-space-16': '4rem',
};

const STATUSES = ['success', 'error', 'warning', 'info'];

/** Semantic colours other engineers code against; each needs a light and a dark value. */
const CONTRACT_COLOURS = [
  ...['default', 'muted', 'subtle', 'on-brand', 'link', 'inverse'].map((n) => `--pp-color-fg-${n}`),
  ...[
    'canvas',
    'surface',
    'raised',
    'subtle',
    'hover',
    'selected',
    'brand',
    'brand-hover',
    'inverse',
    'backdrop',
  ].map((n) => `--pp-color-bg-${n}`),
  ...['default', 'strong', 'focus'].map((n) => `--pp-color-border-${n}`),
  ...STATUSES.flatMap((s) =>
    ['fg', 'bg', 'border', 'solid', 'on-solid'].map((part) => `--pp-color-status-${s}-${part}`),
  ),
];

/** The rest of the contract: names that must exist (values are free). */
const CONTRACT_NAMES = [
  '--pp-font-family-sans',
  '--pp-font-family-mono',
  ...['xs', 'sm', 'md', 'lg', 'xl', '2xl'].map((n) => `--pp-font-size-${n}`),
  ...['regular', 'medium', 'semibold', 'bold'].map((n) => `--pp-font-weight-${n}`),
  '--pp-line-height-tight',
  '--pp-line-height-normal',
  ...[0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16].map((n) => `--pp-space-${n}`),
  ...['sm', 'md', 'lg', 'full'].map((n) => `--pp-radius-${n}`),
  ...['sm', 'md', 'lg'].map((n) => `--pp-shadow-${n}`),
  '--pp-focus-ring-width',
  '--pp-focus-ring-offset',
  ...['fast', 'normal', 'slow'].map((n) => `--pp-duration-${n}`),
  '--pp-easing-standard',
  '--pp-easing-emphasized',
  '--pp-motion-spring-collapse-duration',
  '--pp-motion-spring-collapse-easing',
  ...Object.keys(SPEC_CONSTANTS),
  ...CONTRACT_COLOURS,
];

const MOTION_DURATIONS = [
  '--pp-duration-fast',
  '--pp-duration-normal',
  '--pp-duration-slow',
  '--pp-motion-spring-collapse-duration',
];

const decl = (block: CssBlock, name: string) => block.declarations.get(name);

/** Numbers of a `linear(...)` easing; throws if it is not one. */
function linearPoints(value: string): number[] {
  const match = /^linear\((.*)\)$/.exec(value);
  if (!match?.[1]) throw new Error(`Not a linear() easing: ${value}`);
  return match[1].split(',').map((part) => {
    const text = part.trim();
    if (!/^-?\d+(\.\d{1,3})?$/.test(text))
      throw new Error(`"${text}" is not a number with at most 3 decimals`);
    return Number(text);
  });
}

describe('tokens.css structure', () => {
  it('puts everything in @layer pp-tokens', () => {
    expect(sheet.declarations.size).toBe(0);
    expect(sheet.children.map((b) => b.prelude)).toEqual([LAYER]);
  });

  it('declares the light values on :where(:root) with color-scheme: light dark', () => {
    expect(decl(findBlock(sheet, ROOT), 'color-scheme')).toBe('light dark');
  });

  it('forces the themes with data-theme and sets color-scheme accordingly', () => {
    expect(decl(findBlock(sheet, DARK), 'color-scheme')).toBe('dark');
    const light = findBlock(sheet, LIGHT);
    expect(decl(light, 'color-scheme')).toBe('light');
    expect(light.declarations.size).toBe(1);
  });

  it('follows the OS in dark mode unless data-theme="light"', () => {
    expect(decl(findBlock(sheet, SYSTEM_DARK), 'color-scheme')).toBe('dark');
  });

  it('orders the blocks so forced and system themes override the defaults', () => {
    const order = [
      ':where(:root) {',
      '@media (prefers-color-scheme: dark)',
      ':where(:root[data-theme="dark"])',
      ':where(:root[data-theme="light"])',
      '@media (prefers-reduced-motion: reduce)',
    ].map((needle) => css.indexOf(needle));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('spec constants', () => {
  const root = findBlock(sheet, ROOT);
  for (const [name, value] of Object.entries(SPEC_CONSTANTS)) {
    it(`${name}: ${value}`, () => {
      expect(decl(root, name)).toBe(value);
      expect(resolved.light[name]).toBe(value);
      expect(resolved.dark[name]).toBe(value);
    });
  }

  it('has a 0.25rem spacing scale', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16]) {
      expect(decl(root, `--pp-space-${n}`)).toBe(`${n * 0.25}rem`);
    }
  });
});

describe('the contract names', () => {
  const root = findBlock(sheet, ROOT);
  it.each(CONTRACT_NAMES)('%s is defined on :root', (name) => {
    const value = decl(root, name);
    expect(value, name).toBeTruthy();
  });
});

describe('dark theme', () => {
  const dark = findBlock(sheet, DARK);
  const system = findBlock(sheet, SYSTEM_DARK);

  it.each(CONTRACT_COLOURS)(
    '%s has a dark value under data-theme="dark" and prefers-color-scheme',
    (name) => {
      expect(decl(dark, name)).toBeTruthy();
      expect(decl(system, name)).toBe(decl(dark, name));
    },
  );

  it('redefines the same declarations in both dark blocks, and only semantic colours', () => {
    expect(Object.fromEntries(system.declarations)).toEqual(Object.fromEntries(dark.declarations));
    for (const name of dark.declarations.keys()) {
      if (name === 'color-scheme') continue;
      expect(name).toMatch(/^--pp-color-(fg|bg|border|status|shadow)-/);
    }
  });

  it('gives every contract colour a dark value of its own, except the brand fills and strong border', () => {
    const sameInBoth = [
      '--pp-color-fg-on-brand',
      '--pp-color-bg-brand',
      '--pp-color-bg-brand-hover',
      '--pp-color-border-strong',
    ];
    const unchanged = CONTRACT_COLOURS.filter((n) => resolved.light[n] === resolved.dark[n]);
    expect(unchanged).toEqual(sameInBoth);
  });

  it('lets component colours follow the theme through var() references', () => {
    const root = findBlock(sheet, ROOT);
    expect(decl(root, '--pp-toast-bg')).toBe('var(--pp-color-bg-raised)');
    expect(decl(root, '--pp-tooltip-bg')).toBe('var(--pp-color-bg-inverse)');
    expect(decl(root, '--pp-toast-shadow')).toBe('var(--pp-shadow-lg)');
    expect(decl(root, '--pp-shadow-sm')).toContain('var(--pp-color-shadow-key)');
    expect(resolved.dark['--pp-toast-bg']).toBe(resolved.dark['--pp-color-bg-raised']);
    expect(resolved.light['--pp-toast-bg']).toBe(resolved.light['--pp-color-bg-raised']);
  });
});

describe('reduced motion', () => {
  const reduced = findBlock(sheet, REDUCED_MOTION);

  it.each(MOTION_DURATIONS)('%s collapses to ~0 under prefers-reduced-motion: reduce', (name) => {
    expect(decl(reduced, name)).toMatch(/^0(\.01)?ms$/);
  });

  it('leaves delays alone (they are not motion)', () => {
    expect(decl(reduced, '--pp-toast-duration')).toBeUndefined();
    expect(decl(reduced, '--pp-tooltip-delay')).toBeUndefined();
  });
});

describe('spring easing', () => {
  const value = decl(findBlock(sheet, ROOT), '--pp-motion-spring-collapse-easing') ?? '';
  const points = linearPoints(value);

  it('is a linear() list of 20-40 points starting at 0 and ending at 1', () => {
    expect(value.startsWith('linear(0, ')).toBe(true);
    expect(points.length).toBeGreaterThanOrEqual(20);
    expect(points.length).toBeLessThanOrEqual(40);
    expect(points[0]).toBe(0);
    expect(points.at(-1)).toBe(1);
  });

  it('looks like a lightly bouncy spring: rises fast, overshoots a little, settles', () => {
    const peak = Math.max(...points);
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThan(1.1);
    expect(points.findIndex((p) => p >= 0.9)).toBeLessThan(points.length / 2);
    expect(Math.abs((points.at(-2) ?? 0) - 1)).toBeLessThanOrEqual(0.002);
    expect(Math.min(...points)).toBe(0);
  });

  it('is computed from the model in the token file', () => {
    expect(springToLinearEasing({ durationMs: 300, bounce: 0.2, samples: 32 }).easing).toBe(value);
    const critical = springToLinearEasing({ durationMs: 300, bounce: 0, samples: 24 }).points;
    expect(critical).toHaveLength(24);
    expect(Math.max(...critical)).toBe(1); // no overshoot without bounce
    const overdamped = springToLinearEasing({ durationMs: 300, bounce: -0.3, samples: 20 }).points;
    expect(overdamped.every((p, i) => i === 0 || p >= (overdamped[i - 1] ?? 0))).toBe(true);
    expect(() => springToLinearEasing({ durationMs: 0 })).toThrow(/durationMs/);
  });
});

describe('JSON and JS outputs', () => {
  it('tokens.json holds the same light values as tokens.css for literal declarations', () => {
    const root = findBlock(sheet, ROOT);
    for (const [name, value] of root.declarations) {
      if (name === 'color-scheme' || value.includes('var(')) continue;
      expect(resolved.light[name], name).toBe(value);
    }
    expect(Object.keys(resolved.dark)).toEqual(Object.keys(resolved.light));
    for (const theme of ['light', 'dark'] as const) {
      for (const value of Object.values(resolved[theme])) expect(value).not.toContain('var(');
    }
  });

  it('tokens.js exports the resolved tokens and numeric constants', async () => {
    const mod = (await import(pathToFileURL(JS_FILE).href)) as Record<string, unknown>;
    expect(mod['tokens']).toEqual(resolved);
    expect(mod['breakpoints']).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280 });
    expect(mod['toast']).toEqual({ width: 356, gap: 14, offsetTopRight: 76, duration: 4000, visible: 3 });
    expect(mod['tooltip']).toEqual({ delay: 700, skipDelay: 300, delayTopbar: 200 });
    expect(mod['scrollArea']).toMatchObject({ hideDelay: 600 });
    expect(mod['combobox']).toEqual({
      maxHeight: 300,
      rowHeight: 32,
      rowHeightDescription: 48,
      overscan: 5,
      resetDelay: 150,
    });
    expect(mod['motion']).toEqual({ springCollapseDuration: 300 });
  });

  it('tokens.d.ts types the values as literals', () => {
    const dts = readFileSync(DTS_FILE, 'utf8');
    expect(dts).toContain('export declare const tokens: {');
    expect(dts).toContain('readonly "--pp-toast-width": "356px";');
    expect(dts).toMatch(/export declare const breakpoints: \{\s+readonly "sm": 640;/);
    expect(dts).toContain('export type TokenName');
  });
});

describe('no duplicates', () => {
  it('declares each custom property once per block (parseCss throws otherwise) and has one :root block', () => {
    const count = (css.match(/--pp-color-fg-default:/g) ?? []).length;
    expect(count).toBe(3); // :root, system dark, data-theme dark
    expect(findBlocks(sheet, ROOT)).toHaveLength(1);
    expect(() => parseCss(':root { --a: 1; --a: 2; }')).toThrow(/declared twice/);
  });
});
