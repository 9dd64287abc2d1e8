import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildTokens, DIST_DIR, isBuildStale } from '../build.mjs';

export const CSS_FILE = path.join(DIST_DIR, 'tokens.css');
export const JSON_FILE = path.join(DIST_DIR, 'tokens.json');
export const JS_FILE = path.join(DIST_DIR, 'tokens.js');
export const DTS_FILE = path.join(DIST_DIR, 'tokens.d.ts');

export type Theme = 'light' | 'dark';
export type ResolvedTokens = Record<Theme, Record<string, string>>;

/**
 * Builds dist/ when it is missing or older than src/ or build.mjs. Test files call this at the top
 * level (before their tests are collected), because some test names carry values read from dist/.
 * Concurrent calls from several test files are safe: the build moves finished files into place.
 */
export async function ensureBuilt(): Promise<void> {
  if (isBuildStale()) await buildTokens({ quiet: true });
}

export function readResolvedTokens(): ResolvedTokens {
  return JSON.parse(readFileSync(JSON_FILE, 'utf8')) as ResolvedTokens;
}

// ---------------------------------------------------------------------------------------------------
// A small CSS reader: enough for the flat, generated tokens.css (rules, at-rules, declarations).
// ---------------------------------------------------------------------------------------------------

export interface CssBlock {
  /** The selector or at-rule prelude, whitespace collapsed ("" for the stylesheet itself). */
  prelude: string;
  declarations: Map<string, string>;
  children: CssBlock[];
}

export function parseCss(source: string): CssBlock {
  const css = source.replace(/\/\*[\s\S]*?\*\//g, '');
  let i = 0;
  const parseBlock = (prelude: string): CssBlock => {
    const block: CssBlock = { prelude, declarations: new Map(), children: [] };
    let buffer = '';
    while (i < css.length) {
      const ch = css[i++];
      if (ch === '{') {
        block.children.push(parseBlock(buffer.trim().replace(/\s+/g, ' ')));
        buffer = '';
      } else if (ch === '}') {
        if (buffer.trim()) throw new Error(`Unterminated declaration "${buffer.trim()}" in "${prelude}"`);
        return block;
      } else if (ch === ';' && buffer.trim().startsWith('@')) {
        // An at-rule statement (`@layer a, b;`): a child without a body.
        block.children.push({
          prelude: buffer.trim().replace(/\s+/g, ' '),
          declarations: new Map(),
          children: [],
        });
        buffer = '';
      } else if (ch === ';') {
        const colon = buffer.indexOf(':');
        if (colon < 0) throw new Error(`Not a declaration: "${buffer.trim()}"`);
        const property = buffer.slice(0, colon).trim();
        if (block.declarations.has(property)) throw new Error(`${property} declared twice in "${prelude}"`);
        block.declarations.set(property, buffer.slice(colon + 1).trim());
        buffer = '';
      } else {
        buffer += ch;
      }
    }
    if (prelude !== '') throw new Error(`Unclosed block "${prelude}"`);
    return block;
  };
  return parseBlock('');
}

/** The child blocks matching a path of preludes, e.g. ['@layer pp-tokens', ':where(:root)']. */
export function findBlocks(root: CssBlock, preludes: readonly string[]): CssBlock[] {
  let current = [root];
  for (const prelude of preludes)
    current = current.flatMap((b) => b.children.filter((c) => c.prelude === prelude));
  return current;
}

/** Exactly one block at that path, or a failed assertion naming the path. */
export function findBlock(root: CssBlock, preludes: readonly string[]): CssBlock {
  const found = findBlocks(root, preludes);
  if (found.length !== 1)
    throw new Error(`Expected one block at ${preludes.join(' > ')}, found ${found.length}`);
  return found[0] as CssBlock;
}
