// @ts-check
// Builds the design tokens (W3C DTCG files in src/) with Style Dictionary into dist/:
//   tokens.css   custom properties (--pp-*) in @layer pp-tokens: light, dark, system dark, reduced motion
//   tokens.json  { light: { "--pp-…": "value" }, dark: { … } }, every value fully resolved
//   tokens.js    the same object plus numeric constants (px and ms as numbers), tokens.d.ts types it
//   base.css     src/base.css as written: the page's base (type, colours, focus ring) on the tokens
//   page.css     src/page.css as written: the portal's page layout (page, card, form rows, top bar, footer)
//
// Usage: `node build.mjs` (the package's `build` script), or `import { buildTokens } from './build.mjs'`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import StyleDictionary from 'style-dictionary';
import { fileHeader, formattedVariables } from 'style-dictionary/utils';
import { propertyFormatNames, transformTypes, transforms as builtInTransforms } from 'style-dictionary/enums';

/**
 * @typedef {import('style-dictionary/types').Dictionary} Dictionary
 * @typedef {import('style-dictionary/types').TransformedToken} Token
 * @typedef {import('style-dictionary/types').Transform} Transform
 * @typedef {import('style-dictionary/types').FormatFn} FormatFn
 * @typedef {{ durationMs: number, bounce?: number, samples?: number, tolerance?: number }} SpringModel
 */

const here = path.dirname(fileURLToPath(import.meta.url));

export const SRC_DIR = path.join(here, 'src');
export const DIST_DIR = path.join(here, 'dist');
export const PREFIX = 'pp';
export const OUTPUT_FILES = ['tokens.css', 'tokens.json', 'tokens.js', 'tokens.d.ts', 'base.css', 'page.css'];
/** The page's base stylesheet, written by hand on the tokens and shipped as it is. */
export const BASE_CSS = path.join(SRC_DIR, 'base.css');
/** The portal's page layout (classes `pp-*`), written by hand on the tokens and shipped as it is. */
export const PAGE_CSS = path.join(SRC_DIR, 'page.css');

const SOURCES = {
  primitive: path.join(SRC_DIR, 'primitive.tokens.json'),
  semantic: path.join(SRC_DIR, 'semantic.tokens.json'),
  semanticDark: path.join(SRC_DIR, 'semantic.dark.tokens.json'),
  component: path.join(SRC_DIR, 'component.tokens.json'),
};

/** Selectors. All wrapped in :where() so they add no specificity: any author rule wins. */
const LAYER = 'pp-tokens';
const SELECTOR_ROOT = ':where(:root)';
const SELECTOR_DARK = ':where(:root[data-theme="dark"])';
const SELECTOR_LIGHT = ':where(:root[data-theme="light"])';
const SELECTOR_SYSTEM_DARK = ':where(:root:not([data-theme="light"]))';
/** Duration used for motion tokens under prefers-reduced-motion: reduce (0.01ms so transitionend still fires). */
export const REDUCED_MOTION_DURATION = '0.01ms';

/**
 * Groups of tokens exported from tokens.js as plain numbers (px and ms dropped, unitless kept).
 * Key: export name; value: token path prefix. Keys inside a group are the rest of the path in camelCase.
 */
const NUMERIC_EXPORTS = {
  breakpoints: ['breakpoint'],
  durations: ['duration'],
  motion: ['motion'],
  toast: ['toast'],
  tooltip: ['tooltip'],
  scrollArea: ['scroll-area'],
  combobox: ['combobox'],
};

// ---------------------------------------------------------------------------------------------------
// Spring easing
// ---------------------------------------------------------------------------------------------------

/**
 * Position of a unit-mass spring released from 0 towards 1 with no initial velocity, at dimensionless
 * time tau = omega * t (omega: undamped angular frequency), for damping ratio zeta.
 * @param {number} tau
 * @param {number} zeta
 */
function springPosition(tau, zeta) {
  if (zeta < 1) {
    const wd = Math.sqrt(1 - zeta * zeta);
    return 1 - Math.exp(-zeta * tau) * (Math.cos(wd * tau) + (zeta / wd) * Math.sin(wd * tau));
  }
  if (zeta === 1) return 1 - Math.exp(-tau) * (1 + tau);
  const root = Math.sqrt(zeta * zeta - 1);
  const r1 = -(zeta - root);
  const r2 = -(zeta + root);
  return 1 + (r2 * Math.exp(r1 * tau) - r1 * Math.exp(r2 * tau)) / (r1 - r2);
}

/**
 * CSS `linear()` easing for a spring that settles (stays within `tolerance` of its target) exactly at
 * the end of the animation.
 *
 * The model is the "duration + bounce" spring: damping ratio = 1 - bounce for 0 <= bounce < 1 (0 is
 * critically damped, 0.2 overshoots by about 1.5 %), 1 / (1 + bounce) for -1 < bounce < 0 (overdamped).
 * The stiffness is solved so the settling time equals `durationMs`; the curve is sampled at `samples`
 * evenly spaced points, rounded to 3 decimals, first point 0 and last point 1.
 *
 * @param {SpringModel} spring
 * @returns {{ easing: string, points: number[], dampingRatio: number, stiffness: number }}
 */
export function springToLinearEasing({ durationMs, bounce = 0, samples = 32, tolerance = 0.0005 }) {
  if (!(durationMs > 0)) throw new Error(`pp.spring: durationMs must be > 0 (got ${durationMs})`);
  if (!(bounce > -1 && bounce < 1)) throw new Error(`pp.spring: bounce must be in (-1, 1) (got ${bounce})`);
  if (!Number.isInteger(samples) || samples < 2)
    throw new Error(`pp.spring: samples must be an integer >= 2`);
  const zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce);

  // Settling time in dimensionless time: the last moment the spring is further than `tolerance` from 1.
  const step = 0.0005;
  const horizon = 400;
  let settleTau = 0;
  for (let tau = 0; tau < horizon; tau += step) {
    if (Math.abs(springPosition(tau, zeta) - 1) > tolerance) settleTau = tau + step;
  }
  if (settleTau >= horizon - step) throw new Error(`pp.spring: bounce ${bounce} is too overdamped to settle`);
  const durationS = durationMs / 1000;
  const omega = settleTau / durationS;

  const round = (/** @type {number} */ n) => Math.round(n * 1000) / 1000 || 0;
  const points = Array.from({ length: samples }, (_, i) => {
    if (i === 0) return 0;
    if (i === samples - 1) return 1;
    return round(springPosition((i / (samples - 1)) * settleTau, zeta));
  });
  return {
    easing: `linear(${points.join(', ')})`,
    points,
    dampingRatio: zeta,
    stiffness: round(omega * omega), // for a unit mass, k = omega^2 (N/m)
  };
}

// ---------------------------------------------------------------------------------------------------
// Style Dictionary hooks
// ---------------------------------------------------------------------------------------------------

/** @param {number} n 0..1 */
const hexByte = (n) =>
  Math.round(Math.min(1, Math.max(0, n)) * 255)
    .toString(16)
    .padStart(2, '0');

/**
 * DTCG colour -> hex. Accepts the DTCG 2025.10 object ({ colorSpace: "srgb", components, alpha?, hex? })
 * and plain hex strings. Opaque colours become #rrggbb, translucent ones #rrggbbaa.
 * @param {unknown} value
 * @param {string} name
 */
function colorToHex(value, name) {
  if (typeof value === 'string') {
    if (/^#([0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) return value.toLowerCase();
    throw new Error(`Token ${name}: colour "${value}" is not #rrggbb or #rrggbbaa`);
  }
  if (value && typeof value === 'object' && 'colorSpace' in value && 'components' in value) {
    const {
      colorSpace,
      components,
      alpha = 1,
    } = /** @type {{ colorSpace: string, components: number[], alpha?: number }} */ (value);
    if (colorSpace !== 'srgb') throw new Error(`Token ${name}: only the srgb colour space is supported`);
    const hex = `#${components.map(hexByte).join('')}`;
    return alpha >= 1 ? hex : `${hex}${hexByte(alpha)}`;
  }
  throw new Error(`Token ${name}: unsupported colour value ${JSON.stringify(value)}`);
}

/**
 * DTCG dimension or duration ({ value, unit }) -> CSS string.
 * @param {unknown} value
 */
function unitValueToString(value) {
  if (value && typeof value === 'object' && 'value' in value && 'unit' in value) {
    return `${value.value}${value.unit}`;
  }
  return String(value);
}

const NAME_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** @type {Record<string, Omit<Transform, 'name'>>} */
const transforms = {
  'pp/name': {
    type: transformTypes.name,
    transform: (token, config) => {
      for (const segment of token.path) {
        if (!NAME_SEGMENT.test(segment)) {
          throw new Error(
            `Token ${token.path.join('.')}: name segment "${segment}" must be lower-case kebab`,
          );
        }
      }
      return [config.prefix, ...token.path].filter(Boolean).join('-');
    },
  },
  'pp/color': {
    type: transformTypes.value,
    filter: (token) => token.$type === 'color',
    transform: (token) => colorToHex(token.$value, token.path.join('.')),
  },
  'pp/unit-value': {
    type: transformTypes.value,
    filter: (token) => token.$type === 'dimension' || token.$type === 'duration',
    transform: (token) => unitValueToString(token.$value),
  },
  'pp/spring': {
    type: transformTypes.value,
    filter: (token) => Boolean(token.$extensions?.['pp.spring']),
    transform: (token) =>
      springToLinearEasing(/** @type {SpringModel} */ (token.$extensions?.['pp.spring'])).easing,
  },
};

const TRANSFORMS = [
  'pp/name',
  'pp/color',
  'pp/unit-value',
  builtInTransforms.fontFamilyCss,
  builtInTransforms.cubicBezierCss,
  builtInTransforms.shadowCssShorthand,
  'pp/spring', // after cubicBezier/css: replaces the cubic-bezier fallback of spring tokens
];

/**
 * Which aliases stay var() references in tokens.css: those of colour and shadow tokens, which are the
 * ones that change with the theme. Aliases of sizes, durations and numbers are written resolved, so the
 * spec constants read as literals (--pp-sidebar-logo-height: 4rem).
 * @param {Token} token
 */
const outputReferences = (token) => token.$type === 'color' || token.$type === 'shadow';

/** @param {Token} token @param {string} file */
const isFrom = (token, file) => path.resolve(token.filePath ?? '') === path.resolve(file);

/** @param {Token} token */
const isMotionDuration = (token) =>
  token.$type === 'duration' && (token.path[0] === 'duration' || token.path[0] === 'motion');

/**
 * A dictionary that formats only `allTokens` but resolves references against everything.
 * @param {Dictionary} dictionary
 * @param {Token[]} allTokens
 * @returns {Dictionary}
 */
const withTokens = (dictionary, allTokens) => ({
  ...dictionary,
  allTokens,
  unfilteredAllTokens: dictionary.unfilteredAllTokens ?? dictionary.allTokens,
  unfilteredTokens: dictionary.unfilteredTokens ?? dictionary.tokens,
});

/**
 * CSS declarations for a dictionary, indented for their nesting level.
 * @param {Dictionary} dictionary
 * @param {number} depth
 * @param {boolean} comments
 */
function declarations(dictionary, depth, comments) {
  const allTokens = comments
    ? dictionary.allTokens
    : dictionary.allTokens.map((t) => ({
        ...t,
        $description: undefined,
        comment: undefined,
      }));
  return formattedVariables({
    format: propertyFormatNames.css,
    dictionary: withTokens(dictionary, allTokens),
    outputReferences,
    usesDtcg: true,
    formatting: { indentation: '  '.repeat(depth), commentPosition: 'above' },
  });
}

/** @param {Token[]} allTokens @returns {Record<string, string>} */
const resolvedMap = (allTokens) =>
  Object.fromEntries(
    allTokens.map((t) => [`--${t.name}`, typeof t.$value === 'string' ? t.$value : String(t.$value)]),
  );

/** @param {string[]} segments */
const camel = (segments) =>
  segments
    .join('-')
    .replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())
    .replace(/^[A-Z]/, (c) => c.toLowerCase());

/** @param {Token[]} allTokens */
function numericExports(allTokens) {
  /** @type {Record<string, Record<string, number>>} */
  const out = {};
  for (const [exportName, prefix] of Object.entries(NUMERIC_EXPORTS)) {
    /** @type {Record<string, number>} */
    const group = {};
    out[exportName] = group;
    for (const t of allTokens) {
      if (!prefix.every((p, i) => t.path[i] === p)) continue;
      const match = /^(-?\d+(?:\.\d+)?)(px|ms)?$/.exec(String(t.$value));
      if (match) group[camel(t.path.slice(prefix.length))] = Number(match[1]);
    }
  }
  return out;
}

/**
 * Formats, given the resolved dark dictionary.
 * @param {Dictionary} dark
 * @returns {Record<string, FormatFn>}
 */
function makeFormats(dark) {
  const darkSemantic = dark.allTokens.filter((t) => isFrom(t, SOURCES.semanticDark));

  return {
    'pp/css': async ({ dictionary, file }) => {
      const header = await fileHeader({ file });
      const darkDictionary = withTokens(dark, darkSemantic);
      const motion = dictionary.allTokens.filter(isMotionDuration);
      const reduced = motion.map((t) => `      --${t.name}: ${REDUCED_MOTION_DURATION};`).join('\n');
      return (
        `${header}@layer ${LAYER} {\n` +
        `  /* Light theme and every non-colour token. */\n` +
        `  ${SELECTOR_ROOT} {\n    color-scheme: light dark;\n${declarations(dictionary, 2, true)}\n  }\n\n` +
        `  /* No data-theme (or data-theme="system"): follow the operating system. */\n` +
        `  @media (prefers-color-scheme: dark) {\n` +
        `    ${SELECTOR_SYSTEM_DARK} {\n      color-scheme: dark;\n${declarations(darkDictionary, 3, false)}\n    }\n  }\n\n` +
        `  /* <html data-theme="dark">: dark whatever the operating system says. */\n` +
        `  ${SELECTOR_DARK} {\n    color-scheme: dark;\n${declarations(darkDictionary, 2, false)}\n  }\n\n` +
        `  /* <html data-theme="light">: light whatever the operating system says. */\n` +
        `  ${SELECTOR_LIGHT} {\n    color-scheme: light;\n  }\n\n` +
        `  /* Motion durations collapse when the user asks for reduced motion (delays are kept). */\n` +
        `  @media (prefers-reduced-motion: reduce) {\n    ${SELECTOR_ROOT} {\n${reduced}\n    }\n  }\n}\n`
      );
    },

    'pp/json': ({ dictionary }) =>
      JSON.stringify(
        { light: resolvedMap(dictionary.allTokens), dark: resolvedMap(dark.allTokens) },
        null,
        2,
      ) + '\n',

    'pp/js': async ({ dictionary, file }) => {
      const header = await fileHeader({ file });
      const tokens = { light: resolvedMap(dictionary.allTokens), dark: resolvedMap(dark.allTokens) };
      const numbers = numericExports(dictionary.allTokens);
      let out = `${header}/** Every token, fully resolved, per theme. Keys are the CSS custom property names. */\n`;
      out += `export const tokens = ${JSON.stringify(tokens, null, 2)};\n`;
      for (const [name, values] of Object.entries(numbers)) {
        out += `\n/** Numeric ${name} tokens (px and ms as plain numbers). */\n`;
        out += `export const ${name} = ${JSON.stringify(values, null, 2)};\n`;
      }
      return out;
    },

    'pp/dts': async ({ dictionary, file }) => {
      const header = await fileHeader({ file });
      /** @param {Record<string, string | number>} values @param {number} depth */
      const literalType = (values, depth) => {
        const pad = '  '.repeat(depth);
        const lines = Object.entries(values).map(
          ([k, v]) => `${pad}  readonly ${JSON.stringify(k)}: ${JSON.stringify(v)};`,
        );
        return `{\n${lines.join('\n')}\n${pad}}`;
      };
      const numbers = numericExports(dictionary.allTokens);
      let out = header;
      out += `/** Every token, fully resolved, per theme. Keys are the CSS custom property names. */\n`;
      out += `export declare const tokens: {\n`;
      out += `  readonly light: ${literalType(resolvedMap(dictionary.allTokens), 1)};\n`;
      out += `  readonly dark: ${literalType(resolvedMap(dark.allTokens), 1)};\n};\n\n`;
      out += `export type Theme = keyof typeof tokens;\n`;
      out += `/** A custom property name, such as "--pp-color-fg-default". */\n`;
      out += `export type TokenName = keyof (typeof tokens)['light'];\n`;
      for (const [name, values] of Object.entries(numbers)) {
        out += `\n/** Numeric ${name} tokens (px and ms as plain numbers). */\n`;
        out += `export declare const ${name}: ${literalType(values, 0)};\n`;
      }
      return out;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Checks that Style Dictionary does not do for us
// ---------------------------------------------------------------------------------------------------

/** @param {Dictionary} light @param {Dictionary} dark */
function validate(light, dark) {
  /** @type {string[]} */
  const errors = [];
  const key = (/** @type {Token} */ t) => t.path.join('.');
  const lightColours = new Set(
    light.allTokens.filter((t) => isFrom(t, SOURCES.semantic) && t.$type === 'color').map(key),
  );
  const darkColours = new Set(dark.allTokens.filter((t) => isFrom(t, SOURCES.semanticDark)).map(key));
  for (const k of lightColours) if (!darkColours.has(k)) errors.push(`${k} has no dark value`);
  for (const k of darkColours) {
    if (!lightColours.has(k))
      errors.push(`${k} is in semantic.dark.tokens.json but not a light semantic colour`);
  }
  for (const t of dark.allTokens) {
    if (isFrom(t, SOURCES.semanticDark) && t.$type !== 'color')
      errors.push(`${key(t)}: only colours may be themed`);
  }

  // A spring's model duration must match its sibling duration token.
  for (const t of light.allTokens) {
    const spring = t.$extensions?.['pp.spring'];
    if (!spring) continue;
    const sibling = light.allTokens.find(
      (s) => s.path.join('.') === [...t.path.slice(0, -1), 'duration'].join('.'),
    );
    if (!sibling) errors.push(`${key(t)}: pp.spring needs a sibling "duration" token`);
    else if (sibling.$value !== `${spring.durationMs}ms`) {
      errors.push(
        `${key(t)}: pp.spring.durationMs ${spring.durationMs} != ${key(sibling)} ${sibling.$value}`,
      );
    }
  }
  if (errors.length) throw new Error(`Invalid tokens:\n  ${errors.join('\n  ')}`);
}

// ---------------------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------------------

function baseConfig() {
  return {
    usesDtcg: true,
    log: {
      warnings: /** @type {const} */ ('error'),
      // Style Dictionary's own progress lines name the temporary folder; we print our own summary.
      verbosity: /** @type {const} */ ('silent'),
      errors: { brokenReferences: /** @type {const} */ ('throw') },
    },
  };
}

/**
 * True when dist/ lacks an output file or one is older than a source file or this script.
 * @param {string} [outDir]
 */
export function isBuildStale(outDir = DIST_DIR) {
  const inputs = [...Object.values(SOURCES), BASE_CSS, fileURLToPath(import.meta.url)];
  const newestInput = Math.max(...inputs.map((f) => fs.statSync(f).mtimeMs));
  return OUTPUT_FILES.some((f) => {
    const out = path.join(outDir, f);
    return !fs.existsSync(out) || fs.statSync(out).mtimeMs < newestInput;
  });
}

/**
 * Builds dist/. Files are written to a temporary folder first and moved into place, so a reader (or a
 * concurrent build) never sees a half-written file.
 * @param {{ outDir?: string, quiet?: boolean }} [options]
 * @returns {Promise<string[]>} the paths written
 */
export async function buildTokens({ outDir = DIST_DIR, quiet = false } = {}) {
  // Dark: light semantics overlaid by the dark colours, and the components resolved through them.
  const darkSd = new StyleDictionary({
    ...baseConfig(),
    include: [SOURCES.primitive, SOURCES.semantic],
    source: [SOURCES.semanticDark, SOURCES.component],
    hooks: { transforms },
    platforms: { web: { prefix: PREFIX, transforms: TRANSFORMS } },
  });
  const dark = await darkSd.getPlatformTokens('web');

  fs.mkdirSync(outDir, { recursive: true });
  const tmpDir = fs.mkdtempSync(path.join(outDir, '.build-'));
  try {
    const lightSd = new StyleDictionary({
      ...baseConfig(),
      source: [SOURCES.primitive, SOURCES.semantic, SOURCES.component],
      hooks: { transforms, formats: makeFormats(dark) },
      platforms: {
        web: {
          prefix: PREFIX,
          transforms: TRANSFORMS,
          buildPath: `${tmpDir}${path.sep}`,
          files: [
            { destination: 'tokens.css', format: 'pp/css' },
            { destination: 'tokens.json', format: 'pp/json' },
            { destination: 'tokens.js', format: 'pp/js' },
            { destination: 'tokens.d.ts', format: 'pp/dts' },
          ],
        },
      },
    });
    validate(await lightSd.getPlatformTokens('web'), dark);
    await lightSd.buildAllPlatforms();
    fs.copyFileSync(BASE_CSS, path.join(tmpDir, 'base.css'));
    fs.copyFileSync(PAGE_CSS, path.join(tmpDir, 'page.css'));
    const written = OUTPUT_FILES.map((f) => {
      const target = path.join(outDir, f);
      fs.renameSync(path.join(tmpDir, f), target);
      return target;
    });
    if (!quiet)
      console.log(`tokens: wrote ${written.map((f) => path.relative(process.cwd(), f)).join(', ')}`);
    return written;
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await buildTokens();
}
