/**
 * README.md against the code. Its drifting facts are generated (scripts/docs.mjs): the first test
 * regenerates them in memory and fails when the file differs. The others check what a generator cannot
 * write: the two opening commands, and the scripts, bench sections, paths, events and pins the prose
 * names. `npm start` itself runs in start.smoke.test.ts.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import * as config from '../packages/server/src/config.js';
import * as paths from '../packages/server/src/paths.js';
import * as seed from '../packages/server/src/db/seed.js';
import { DEMO_PASSWORD } from './http-client.mjs';
import { ELEMENTS_README, README, blocks, catalogueFiles, render, root, textBlocks } from './docs.mjs';

const text = readFileSync(README, 'utf8');
/** The README's prose: fenced blocks and generated blocks left out. */
const prose = text
  .replace(/^```[\s\S]*?^```$/gm, '')
  .replace(/<!-- generated:[\s\S]*?<!-- \/generated -->/g, '');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const rootPackage = readJson('package.json');

/** Every file of the repository outside builds and node_modules, `/`-separated from the root. */
function files(dir = root, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (/^(node_modules|\.git|dist|storybook-static|reports|\.data|test-results)$/.test(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files(path, found);
    else found.push(relative(root, path).split('\\').join('/'));
  }
  return found;
}

describe('README.md', () => {
  it('holds what npm run docs generates (demo accounts, npm start variables, npm scripts, bench sections)', async () => {
    expect(await render(text, blocks({ seed, config, paths })), 'README.md is stale: run npm run docs').toBe(
      text,
    );
    expect(DEMO_PASSWORD, "scripts/http-client.mjs's default password").toBe(seed.DEMO_PASSWORD);
  });

  it("holds in packages/elements/README.md every element's built-in texts as their catalogues have them", async () => {
    const catalogues: Parameters<typeof textBlocks>[0] = {};
    for (const [tag, file] of Object.entries(catalogueFiles())) {
      const module = (await import(file)) as Record<string, unknown>;
      catalogues[tag] = Object.values(module).find(
        (value) => typeof value === 'object' && value !== null && 'pl' in value && 'en' in value,
      ) as (typeof catalogues)[string];
    }
    expect(Object.keys(catalogues)).toContain('pp-combobox');
    const elementsReadme = readFileSync(ELEMENTS_README, 'utf8');
    expect(
      await render(elementsReadme, textBlocks(catalogues), ELEMENTS_README),
      'packages/elements/README.md is stale: run npm run docs',
    ).toBe(elementsReadme);
  });

  it('opens with exactly the two commands npm start and npm test', () => {
    const opening = /^# .*\n\n```sh\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    expect(
      opening
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('#')[0]!.trim()),
    ).toEqual(['npm start', 'npm test']);
  });

  it('names only npm scripts that exist, in the root or the workspace named with -w', () => {
    for (const [, script, workspace] of text.matchAll(/npm run ([\w:.-]+)(?: -w ([^\s`]+))?/g)) {
      const dir =
        workspace &&
        rootPackage.workspaces.find((w: string) => readJson(`${w}/package.json`).name === workspace);
      const scripts = workspace ? readJson(`${dir}/package.json`).scripts : rootPackage.scripts;
      expect(scripts, `npm run ${script}${workspace ? ` -w ${workspace}` : ''}`).toHaveProperty([script!]);
    }
  });

  it('names only bench sections that exist', () => {
    const list = spawnSync(process.execPath, ['bench/run.mjs', '--list'], { cwd: root, encoding: 'utf8' });
    for (const [, name] of text.matchAll(/npm run bench -- ([a-z][\w-]*)/g)) {
      expect(list.stdout.split('\n'), `npm run bench -- ${name}`).toContain(name);
    }
  });

  it('names only paths that exist (`<name>` and `*` stand for any name, `(x)` is optional)', () => {
    const all = files();
    const layout = /^## Layout\n\n```\n([\s\S]*?)```/m.exec(text)?.[1] ?? '';
    const named = [
      ...layout.split('\n').map((line) => line.split(/\s+/)[0]!),
      ...[...prose.matchAll(/`([^`\s@:]+)`/g)].map((m) => m[1]!),
    ].filter(
      (token) =>
        token &&
        !token.startsWith('/') &&
        (token.includes('/') || /\.(m?[jt]sx?|json|md|html|css)$/.test(token)),
    );
    for (const path of new Set(named)) {
      // Build output is looked at once that build ran; reports/ holds what a run leaves.
      const build = /^(.*?)\/(dist|storybook-static)(\/|$)/.exec(path);
      if (path.startsWith('reports/') || (build && !existsSync(join(root, build[1]!, build[2]!)))) continue;
      if (path.startsWith('../')) {
        if (existsSync(join(root, '..', path.split('/')[1]!)))
          expect(existsSync(join(root, path)), path).toBe(true);
        continue;
      }
      const pattern = new RegExp(
        `^(.*/)?${path
          .replace(/\/$/, '')
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\\\(([^)]*)\\\)/g, '(?:$1)?')
          .replace(/\*\*\//g, '(.*/)?')
          .replace(/\*|<[^>]+>/g, '[^/]+')}(/.*)?$`,
      );
      expect(existsSync(join(root, path)) || all.some((file) => pattern.test(file)), path).toBe(true);
    }
  });

  it('names the supported Node.js range, the engines.node of every package, and the rollup pin of overrides.rollup', () => {
    const range = rootPackage.engines.node;
    for (const pkg of ['tokens', 'elements', 'portal']) {
      expect(readJson(`packages/${pkg}/package.json`).engines?.node, pkg).toBe(range);
    }
    expect(prose.replace(/\s+/g, ' ')).toContain(`(\`engines\`: \`${range}\`)`);
    const pin = /`overrides\.rollup` pins rollup[^.]*? to (\d+\.\d+\.\d+)/.exec(
      prose.replace(/\s+/g, ' '),
    )?.[1];
    expect(pin).toBe(rootPackage.overrides.rollup);
    expect(readJson('package-lock.json').packages['node_modules/rollup'].version).toBe(pin);
  });

  it('names only events that custom-elements.json declares', () => {
    const events = /as DOM events \(([^)]*)\)/.exec(prose.replace(/\s+/g, ' '))?.[1] ?? '';
    const manifest = readJson('packages/elements/custom-elements.json');
    const declared = manifest.modules.flatMap((m: { declarations?: { events?: { name: string }[] }[] }) =>
      (m.declarations ?? []).flatMap((d) => (d.events ?? []).map((e) => e.name)),
    );
    const named = [...events.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(declared, name).toContain(name);
  });

  it('says CI runs exactly npm test, and .ci/run does', () => {
    expect(prose).toContain('CI (`.ci/run`) runs exactly `npm test`');
    const commands = readFileSync(join(root, '.ci/run'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !/^(set|cd)\b/.test(line));
    expect(commands).toEqual(['npm test']);
  });
});
