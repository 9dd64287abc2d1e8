/**
 * What a release publishes and what the docs promise about it, checked without a registry: every
 * version the README and the guides name (install lines, CDN URLs) is the one in package.json, the
 * packed packages hold nothing outside their `files`, and `npm run release` refuses the placeholder
 * repository URL. The release itself, against a throwaway registry, is proved by the consumers'
 * suite (packages/elements/consumers/release.spec.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { root } from './deps.mjs';
import {
  PLACEHOLDER_HOST,
  REPOSITORY_VARIABLE,
  publicPackages,
  repositoryProblem,
  type PublicPackage,
} from './release.mjs';

/** The README, the docs and the guides: where a user reads which version to install or load. */
const DOCUMENTS = [
  'README.md',
  'docs/**/*.{md,mdx}',
  'packages/*/README.md',
  'packages/*/docs/**/*.{md,mdx}',
];

/** A package named with a version (`@portal-elements/elements@0.2`), as an install line or in a URL. */
const VERSIONED = /@portal-elements\/([a-z][a-z0-9-]*)@([^\s/'"`)\]]*)/g;
/** A URL that names one of our packages without a version after it: a page that would move on a release. */
const UNVERSIONED_URL = /https?:\/\/[^\s'"`)]*?@portal-elements\/([a-z][a-z0-9-]*)(?![a-z0-9-]|@)/g;

interface Mention {
  where: string;
  text: string;
}

/**
 * What disagrees with the packages' versions in `text`: each problem as `where: what`. A documented
 * version agrees when it is the package's version or its major.minor line (`0.2` for 0.2.0, as a CDN
 * range), with or without `^` or `~`.
 */
function versionProblems(
  text: string,
  file: string,
  versions: Record<string, string>,
): { mentions: Mention[]; problems: string[] } {
  const mentions: Mention[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const [found, name, documented] of line.matchAll(VERSIONED)) {
      mentions.push({ where, text: found });
      const version = versions[name!];
      if (!version) {
        problems.push(`${where}: ${found} names a package that is not published`);
        continue;
      }
      const named = documented!.replace(/^[\^~]/, '');
      const series = version.split('.').slice(0, 2).join('.');
      if (named !== version && named !== series) {
        problems.push(
          `${where}: ${found} names ${documented || 'no version'}, but @portal-elements/${name} is at ${version} (write ${version} or ${series})`,
        );
      }
    }
    for (const [found] of line.matchAll(UNVERSIONED_URL)) {
      mentions.push({ where, text: found });
      problems.push(`${where}: ${found} names no version`);
    }
  });
  return { mentions, problems };
}

const packages = publicPackages();
const versions = Object.fromEntries(packages.map((pkg) => [pkg.json.name.split('/')[1]!, pkg.json.version]));

describe('documented versions', () => {
  it('the README, docs and guides name the versions the packages have', () => {
    const documents = globSync(DOCUMENTS, { cwd: root, ignore: ['**/node_modules/**'] }).sort();
    const all = documents.map((file) =>
      versionProblems(readFileSync(join(root, file), 'utf8'), file, versions),
    );
    expect(all.flatMap((result) => result.problems)).toEqual([]);
    // Not an empty pass: the elements' README loads both packages from a CDN by version.
    const mentions = all.flatMap((result) => result.mentions.map((mention) => mention.where));
    expect(
      mentions.filter((where) => where.startsWith('packages/elements/README.md')).length,
    ).toBeGreaterThan(1);
  });

  it('a wrong, missing or placeholder version fails', () => {
    const check = (text: string) => versionProblems(text, 'doc.md', { elements: '0.2.0', tokens: '0.2.0' });
    expect(
      check('npm install @portal-elements/elements@0.2.0 @portal-elements/tokens@^0.2.0').problems,
    ).toEqual([]);
    expect(
      check('https://cdn.jsdelivr.net/npm/@portal-elements/tokens@0.2/dist/tokens.css').problems,
    ).toEqual([]);
    for (const wrong of [
      'https://cdn.jsdelivr.net/npm/@portal-elements/tokens@0.1/dist/tokens.css',
      'npm install @portal-elements/elements@0.2.1',
      'https://unpkg.com/@portal-elements/elements@<version>/dist/cdn/pp-tooltip.js',
      'https://unpkg.com/@portal-elements/elements/dist/cdn/pp-tooltip.js',
      'npm install @portal-elements/portal@0.1.0',
    ]) {
      expect(check(wrong).problems, wrong).toHaveLength(1);
    }
  });
});

/** The files `npm publish` would send, as `npm publish --dry-run --json` lists them. */
function dryRunFiles(pkg: PublicPackage): string[] {
  // --offline: npm asks the registry which versions exist even in a dry run; the answer is not needed.
  const result = spawnSync('npm', ['publish', '--dry-run', '--json', '--offline'], {
    cwd: pkg.dir,
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  const report = JSON.parse(result.stdout) as
    { files: { path: string }[] } | Record<string, { files: { path: string }[] }>;
  // Inside a workspace npm keys its report by the package's name.
  const entry = 'files' in report ? report : report[pkg.json.name]!;
  return (entry.files as { path: string }[]).map((file) => file.path);
}

describe('npm publish --dry-run', () => {
  for (const pkg of packages) {
    it(`${pkg.json.name} sends no file outside its package.json "files"`, () => {
      const patterns = pkg.json.files ?? [];
      expect(patterns.length, 'a published package lists its files').toBeGreaterThan(0);
      // What `files` selects: its entries (a folder stands for everything in it), less its negations.
      const selected = new Set(
        globSync(
          patterns.filter((pattern) => !pattern.startsWith('!')),
          {
            cwd: pkg.dir,
            dot: true,
            ignore: patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1)),
          },
        ),
      );
      const sent = dryRunFiles(pkg);
      // package.json is in every package, whatever `files` says.
      expect(sent.filter((file) => file !== 'package.json' && !selected.has(file))).toEqual([]);
      for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'])
        expect(sent).toContain(file);
      expect(sent.some((file) => file.startsWith('dist/'))).toBe(true);
      // What `files` is there to keep out: tests, stories, source maps, build state.
      expect(sent.filter((file) => /\.(test|spec|stories)\.|\.map$|\.tsbuildinfo$/.test(file))).toEqual([]);
    });
  }
});

describe('npm run release', () => {
  it('names the repository: the placeholder URL is refused', () => {
    expect(repositoryProblem(undefined)).toBe('no repository URL');
    expect(repositoryProblem(`git+https://${PLACEHOLDER_HOST}/portal-elements/portal-elements.git`)).toMatch(
      /placeholder/,
    );
    expect(repositoryProblem('git+https://github.com/acme/portal-elements.git')).toBeUndefined();
  });

  it('refuses to publish while the repository URL is the placeholder, before it asks any registry', () => {
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'release.mjs')], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        [REPOSITORY_VARIABLE]: `git+https://${PLACEHOLDER_HOST}/portal-elements/portal-elements.git`,
        // Nothing listens there: a release that went on would fail asking it, with another message.
        npm_config_registry: 'http://127.0.0.1:9/',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('refusing to publish: the packages do not name their repository.');
    for (const pkg of packages) expect(result.stderr).toContain(`${pkg.json.name}: still the placeholder`);
    expect(result.stderr).toContain(`Set ${REPOSITORY_VARIABLE}`);
    expect(result.stderr).toContain('Nothing was published.');
  });
});
