// WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) and the table of pairs the
// tokens must satisfy. Pure functions, used by contrast.test.ts.

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba() (comma or space syntax). Channels 0..255. */
export function parseColor(input: string): Rgba {
  const value = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d) : (hex.match(/../g) ?? []);
    const [r, g, b, a] = digits.map((d) => parseInt(d, 16));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: a === undefined ? 1 : a / 255 };
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(value)?.[1];
  if (fn) {
    const raw = fn.split(/[\s,/]+/).filter(Boolean);
    // Channels: 0..255 or percentages of 255; alpha: 0..1 or a percentage.
    const nums = raw.map((p, i) => {
      const n = parseFloat(p);
      if (!p.endsWith('%')) return n;
      return i < 3 ? (n / 100) * 255 : n / 100;
    });
    if ((nums.length !== 3 && nums.length !== 4) || nums.some(Number.isNaN)) {
      throw new Error(`Cannot parse colour "${input}"`);
    }
    const [r = 0, g = 0, b = 0, a = 1] = nums;
    return { r, g, b, a };
  }
  throw new Error(`Cannot parse colour "${input}"`);
}

/** Composites a translucent colour over an opaque one. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2 relative luminance of an opaque sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio (1..21) of a foreground on a background. A translucent foreground is composited first. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColor(background);
  if (bg.a < 1)
    throw new Error(`Background ${background} is translucent: contrast depends on what is behind it`);
  let fg = parseColor(foreground);
  if (fg.a < 1) fg = composite(fg, bg);
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastPair {
  /** Custom property names (as in tokens.json). */
  fg: string;
  bg: string;
  /** Minimum ratio: 4.5 for text, 3 for UI components and graphics. */
  min: number;
}

const TEXT = 4.5;
const UI = 3;
const v = (name: string) => `--pp-${name}`;
const pair = (fg: string, bg: string, min: number): ContrastPair => ({ fg: v(fg), bg: v(bg), min });

const TEXT_BACKGROUNDS = ['canvas', 'surface', 'raised', 'subtle', 'hover', 'selected'];
const STATUSES = ['success', 'error', 'warning', 'info'];

/** Every pair the tokens promise, checked in both themes. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  // Text on every background it may sit on.
  ...['fg-default', 'fg-muted', 'fg-link'].flatMap((fg) =>
    TEXT_BACKGROUNDS.map((bg) => pair(`color-${fg}`, `color-bg-${bg}`, TEXT)),
  ),
  // Placeholders and disabled hints are still readable.
  pair('color-fg-subtle', 'color-bg-canvas', TEXT),
  pair('color-fg-subtle', 'color-bg-surface', TEXT),
  pair('color-fg-on-brand', 'color-bg-brand', TEXT),
  pair('color-fg-on-brand', 'color-bg-brand-hover', TEXT),
  pair('color-fg-inverse', 'color-bg-inverse', TEXT),
  ...STATUSES.flatMap((s) => [
    pair(`color-status-${s}-fg`, `color-status-${s}-bg`, TEXT),
    pair(`color-status-${s}-fg`, 'color-bg-canvas', TEXT),
    pair(`color-status-${s}-on-solid`, `color-status-${s}-solid`, TEXT),
    pair(`color-status-${s}-solid`, 'color-bg-canvas', UI),
  ]),
  // Borders that identify a control, and the focus ring.
  pair('color-border-strong', 'color-bg-canvas', UI),
  pair('color-border-strong', 'color-bg-surface', UI),
  pair('color-border-focus', 'color-bg-canvas', UI),
  pair('color-border-focus', 'color-bg-surface', UI),
  // Component tokens (aliases, checked so a re-pointed alias cannot slip through).
  pair('button-primary-fg', 'button-primary-bg', TEXT),
  pair('button-primary-fg', 'button-primary-bg-hover', TEXT),
  pair('button-secondary-fg', 'button-secondary-bg', TEXT),
  pair('button-secondary-fg', 'button-secondary-bg-hover', TEXT),
  pair('button-secondary-border', 'button-secondary-bg', UI),
  pair('button-danger-fg', 'button-danger-bg', TEXT),
  pair('button-danger-fg', 'button-danger-bg-hover', TEXT),
  pair('button-danger-bg', 'color-bg-canvas', UI),
  pair('button-ghost-fg', 'color-bg-canvas', TEXT),
  pair('button-ghost-fg', 'button-ghost-bg-hover', TEXT),
  pair('button-link-fg', 'color-bg-canvas', TEXT),
  pair('button-link-fg', 'color-bg-surface', TEXT),
  pair('input-fg', 'input-bg-disabled', TEXT),
  pair('input-hint-fg', 'color-bg-canvas', TEXT),
  pair('input-hint-fg', 'color-bg-surface', TEXT),
  pair('input-error-fg', 'color-bg-canvas', TEXT),
  pair('input-error-fg', 'color-bg-surface', TEXT),
  pair('input-border-error', 'input-bg', UI),
  pair('input-fg', 'input-bg', TEXT),
  pair('input-placeholder', 'input-bg', TEXT),
  pair('input-border', 'input-bg', UI),
  pair('input-border-focus', 'input-bg', UI),
  pair('sidebar-fg', 'sidebar-bg', TEXT),
  pair('sidebar-fg', 'sidebar-item-bg-hover', TEXT),
  pair('sidebar-item-fg-selected', 'sidebar-item-bg-selected', TEXT),
  pair('toast-fg', 'toast-bg', TEXT),
  pair('tooltip-fg', 'tooltip-bg', TEXT),
  pair('scroll-area-thumb', 'color-bg-surface', UI),
];

export interface ContrastResult extends ContrastPair {
  ratio: number;
  pass: boolean;
}

/** Measures every pair against one theme's resolved values. Missing tokens throw. */
export function checkContrast(
  values: Readonly<Record<string, string>>,
  pairs: readonly ContrastPair[] = CONTRAST_PAIRS,
): ContrastResult[] {
  return pairs.map((p) => {
    const fg = values[p.fg];
    const bg = values[p.bg];
    if (fg === undefined) throw new Error(`Missing token ${p.fg}`);
    if (bg === undefined) throw new Error(`Missing token ${p.bg}`);
    const ratio = contrastRatio(fg, bg);
    return { ...p, ratio, pass: ratio >= p.min };
  });
}

/** Ratio as WCAG tools show it, rounded down so a displayed value never overstates. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
