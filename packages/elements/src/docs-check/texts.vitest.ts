/**
 * The built-in texts in custom-elements.json against their one copy, the catalogues (Vitest, Node).
 * For every element with a catalogue (`<tag>/<tag>.messages.ts`, imported here as the running code
 * has it, not parsed as the manifest plugin parses it), each text is a public property and an
 * attribute of the element in the manifest, with the catalogue's Polish and English values as its
 * documented default and the description of its key; and the element documents no text that its
 * catalogue lacks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..', '..');
const srcDir = join(packageDir, 'src');

interface Member {
  kind: string;
  name: string;
  description?: string;
  default?: string;
  attribute?: string;
  privacy?: string;
}
interface Attribute {
  name: string;
  fieldName?: string;
  default?: string;
}
interface Declaration {
  tagName?: string;
  members?: Member[];
  attributes?: Attribute[];
}
interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

const manifest = JSON.parse(readFileSync(join(packageDir, 'custom-elements.json'), 'utf8')) as Manifest;
const elements = new Map(
  manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d) => d.tagName)
    .map((d) => [d.tagName!, d]),
);

/** A catalogue value as the documentation writes it: `'text'`, or `{ one: 'text', other: 'text' }`. */
function written(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/'/g, "\\'")}'`;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${written(v)}`);
  return `{ ${entries.join(', ')} }`;
}

/** The JSDoc text of each key of the catalogue's interface, read from the messages module's source. */
function descriptions(file: string): Map<string, string> {
  const source = readFileSync(file, 'utf8');
  const found = new Map<string, string>();
  for (const match of source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\n\s*(\w+)\??:/g)) {
    const text = match[1]!
      .split('\n')
      .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
      .filter(Boolean)
      .join(' ');
    found.set(match[2]!, text);
  }
  return found;
}

const catalogues = readdirSync(srcDir, { recursive: true })
  .map((file) => String(file).split('\\').join('/'))
  .filter((file) => /^(pp-[\w-]+)\/\1\.messages\.ts$/.test(file));

describe('the built-in texts in custom-elements.json', () => {
  it('finds a catalogue for every element that has built-in texts', () => {
    expect(catalogues.map((file) => file.split('/')[0])).toEqual(
      expect.arrayContaining([
        'pp-combobox',
        'pp-data-table',
        'pp-rich-text-editor',
        'pp-sidebar',
        'pp-toaster',
      ]),
    );
  });

  for (const file of catalogues) {
    const tag = file.split('/')[0]!;
    it(`documents every text of <${tag}> with its catalogue's defaults and description`, async () => {
      const module = (await import(join(srcDir, file))) as Record<string, unknown>;
      const catalogue = Object.values(module).find(
        (value): value is { pl: Record<string, unknown>; en: Record<string, unknown> } =>
          typeof value === 'object' && value !== null && 'pl' in value && 'en' in value,
      );
      expect(catalogue, `${file} exports a catalogue`).toBeDefined();
      const element = elements.get(tag);
      expect(element, `<${tag}> is in the manifest`).toBeDefined();
      const about = descriptions(join(srcDir, file));
      const keys = Object.keys(catalogue!.pl);
      expect(Object.keys(catalogue!.en).sort(), 'the same keys in both languages').toEqual([...keys].sort());
      for (const key of keys) {
        const expected = `the catalogue text of the element's language: ${written(catalogue!.pl[key])} (pl), ${written(catalogue!.en[key])} (en)`;
        const member = element!.members?.find((m) => m.kind === 'field' && m.name === key);
        expect(member, `<${tag}>.${key} is a property`).toBeDefined();
        expect(member!.privacy ?? 'public', `<${tag}>.${key}`).toBe('public');
        expect(member!.default, `the documented default of <${tag}>.${key}`).toBe(expected);
        expect(member!.description, `the description of <${tag}>.${key}`).toBe(about.get(key));
        const attribute = element!.attributes?.find((a) => a.fieldName === key);
        expect(attribute?.name, `<${tag}>.${key} has its attribute`).toBe(member!.attribute);
        expect(attribute?.default, `the documented default of <${tag}>'s ${attribute?.name}`).toBe(expected);
      }
      const documented = (element!.members ?? []).filter((m) =>
        m.default?.startsWith("the catalogue text of the element's language"),
      );
      expect(
        documented.map((m) => m.name).filter((name) => !keys.includes(name)),
        'texts documented but not in the catalogue',
      ).toEqual([]);
    });
  }
});
