#!/usr/bin/env node
// Compiles src/ into dist/ exactly as `tsc -p tsconfig.build.json` does (the same program, options,
// diagnostics, .d.ts and source maps) with one transform on the JavaScript: the contents of Lit's
// `css`, `html` and `svg` tagged templates are minified by the library the shipped bundle uses
// (@lit-labs/rollup-plugin-minify-html-literals: Lightning CSS for `css`, html-minifier-next for
// `html`/`svg`). Consumers' bundlers keep template contents as they are, so without this every
// comment and indentation of our templates would reach their pages. See bench/sizes/README.md.
//
// The literals are replaced in the TypeScript AST before emit (a `before` transformer), so tsc itself
// writes the source maps: everything outside a template maps exactly as before, and a template maps
// to where it starts in the source.
//
// And one change to what tsc adds: its `__decorate` helper (for `@property()` and the other Lit
// decorators) is written once, to dist/shared/decorate.js, and imported by the modules that use it,
// instead of being repeated at the top of each of them (`importHelpers` would do the same with tslib,
// a dependency we would add only for this). The helper's text is tsc's own.
//
//   node scripts/build-dist.mjs            (from packages/elements; `npm run build:js` runs it)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { minifyHTMLLiterals } from '@lit-labs/rollup-plugin-minify-html-literals/lib/minify-html-literals.js';
import { defaultMinifyOptions } from '@lit-labs/rollup-plugin-minify-html-literals/lib/strategy.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The options html-minifier-next gets for `html` and `svg` templates (the CSS ones use Lightning CSS). */
export const htmlMinifyOptions = {
  ...defaultMinifyOptions,
  // Every run of white space becomes one space instead of disappearing: the rendered DOM keeps the
  // same nodes (text nodes included), so nothing that walks or counts child nodes sees a change.
  conservativeCollapse: true,
  // `alt=""`, `class=""` and the like mean something; keep them.
  removeEmptyAttributes: false,
};

const tags = { css: 'css', html: 'html', svg: 'html' };

/**
 * The minified text of every template part of `source` that the minifier changes, by the offset
 * where the part's text starts (just after the backtick or the `}` of a substitution).
 */
export async function templateEdits(source, fileName) {
  const edits = new Map();
  // minifyHTMLLiterals writes its result through MagicString#overwrite; record those calls instead.
  class Recorder {
    constructor(text) {
      this.text = text;
    }
    overwrite(start, end, text) {
      if (source.slice(start, end) !== text) edits.set(start, { end, text });
    }
    toString() {
      return this.text;
    }
  }
  await minifyHTMLLiterals(source, {
    fileName,
    MagicString: Recorder,
    generateSourceMap: false,
    minifyOptions: htmlMinifyOptions,
    shouldMinify: (template) => tags[template.tag] === 'html',
    shouldMinifyCSS: (template) => tags[template.tag] === 'css',
  });
  return edits;
}

function minifyTemplates(editsByFile) {
  return (context) => (sourceFile) => {
    const edits = editsByFile.get(sourceFile.fileName);
    if (!edits?.size) return sourceFile;
    const { factory } = context;
    let used = 0;
    const visit = (node) => {
      const edit = ts.isTemplateLiteralToken(node) ? edits.get(node.getStart(sourceFile) + 1) : undefined;
      if (!edit) return ts.visitEachChild(node, visit, context);
      used += 1;
      // Synthesised literals (no text range) are printed from their raw text.
      switch (node.kind) {
        case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
          return factory.createNoSubstitutionTemplateLiteral(undefined, edit.text);
        case ts.SyntaxKind.TemplateHead:
          return factory.createTemplateHead(undefined, edit.text);
        case ts.SyntaxKind.TemplateMiddle:
          return factory.createTemplateMiddle(undefined, edit.text);
        default:
          return factory.createTemplateTail(undefined, edit.text);
      }
    };
    const result = ts.visitEachChild(sourceFile, visit, context);
    if (used !== edits.size) {
      throw new Error(`${sourceFile.fileName}: ${edits.size - used} minified template parts not placed`);
    }
    return result;
  };
}

function dedent(text) {
  const lines = text.trim().split('\n');
  const indent = Math.min(...lines.slice(1).map((line) => line.match(/^ */)[0].length));
  return lines.map((line, i) => (i === 0 ? line : line.slice(indent))).join('\n');
}

/** The module that holds tsc's helper, relative to rootDir / outDir. */
const HELPERS = 'shared/decorate.js';

/**
 * With `noEmitHelpers` tsc leaves its helpers out and calls them by name: imports `__decorate` from
 * HELPERS where a module calls it, and collects the helper's text (the same for every module).
 */
function importHelpers(options, helperTexts) {
  return (context) => (sourceFile) => {
    const helpers = ts.getEmitHelpers(sourceFile) ?? [];
    if (helpers.length === 0) return sourceFile;
    for (const helper of helpers) {
      if (helper.name !== 'typescript:decorate' || typeof helper.text !== 'string') {
        throw new Error(`${sourceFile.fileName}: tsc wants its helper ${helper.name}, which is not shared`);
      }
      helperTexts.add(dedent(helper.text));
    }
    const { factory } = context;
    let from = relative(dirname(sourceFile.fileName), join(options.rootDir, HELPERS)).replaceAll('\\', '/');
    if (!from.startsWith('.')) from = `./${from}`;
    const imported = factory.createImportDeclaration(
      undefined,
      factory.createImportClause(
        false,
        undefined,
        factory.createNamedImports([
          factory.createImportSpecifier(false, undefined, factory.createIdentifier('__decorate')),
        ]),
      ),
      factory.createStringLiteral(from, true),
    );
    return factory.updateSourceFile(sourceFile, [imported, ...sourceFile.statements]);
  };
}

export async function build(project = join(root, 'tsconfig.build.json')) {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => report([diagnostic]),
  };
  const config = ts.getParsedCommandLineOfConfigFile(project, {}, host);
  if (!config) return 1;
  const options = { ...config.options, noEmitHelpers: true };
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options,
    projectReferences: config.projectReferences,
  });
  const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
  const editsByFile = new Map();
  for (const fileName of config.fileNames) {
    const sourceFile = program.getSourceFile(fileName);
    if (sourceFile) editsByFile.set(sourceFile.fileName, await templateEdits(sourceFile.text, fileName));
  }
  const helperTexts = new Set();
  const emitted = program.emit(undefined, undefined, undefined, false, {
    before: [minifyTemplates(editsByFile)],
    after: [importHelpers(options, helperTexts)],
  });
  diagnostics.push(...emitted.diagnostics);
  if (helperTexts.size > 1) throw new Error('tsc wrote its __decorate helper in more than one way');
  if (!emitted.emitSkipped) {
    const helpersFile = join(options.outDir, HELPERS);
    mkdirSync(dirname(helpersFile), { recursive: true });
    writeFileSync(
      helpersFile,
      `// tsc's helper for legacy decorators, imported by the modules that use decorators.\n` +
        `${[...helperTexts].join('\n')}\nexport { __decorate };\n`,
    );
  }
  report(diagnostics);
  return diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error) || emitted.emitSkipped ? 1 : 0;
}

function report(diagnostics) {
  if (!diagnostics.length) return;
  const formatHost = {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: ts.sys.getCurrentDirectory,
    getNewLine: () => ts.sys.newLine,
  };
  process.stderr.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await build();
