/**
 * Events in custom-elements.json against the sources (Vitest, Node; the rest of the manifest is
 * checked in the browser by `manifest.test.ts` next to this file).
 *
 * Which events an element fires is not visible on the class at run time, so this reads the
 * TypeScript sources the way the analyzer does (same files, same parser) and finds every dispatch:
 * `this.emit('name', ...)` (the typed helper of `PpElement`) and `dispatchEvent(new XxxEvent('name'))`,
 * also through a local `const event = new XxxEvent('name')`. Each is attributed to the class it is
 * written in, and for every element in the manifest:
 * - every event it dispatches (or inherits the dispatch of) is in its `events` (add `@fires`);
 * - every event in its `events` is dispatched somewhere in its class chain (a stale `@fires`).
 * A dispatch whose name is not a string literal, or that is written outside a custom element class
 * of the manifest (a controller, an internal element), cannot be checked and fails too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..', '..');
const srcDir = join(packageDir, 'src');

interface Declaration {
  kind: string;
  name: string;
  customElement?: boolean;
  tagName?: string;
  superclass?: { name: string; module?: string };
  events?: { name?: string }[];
}
interface Manifest {
  modules: { path: string; declarations?: Declaration[] }[];
}

const manifest = JSON.parse(readFileSync(join(packageDir, 'custom-elements.json'), 'utf8')) as Manifest;

/** The analyzer's sources (see custom-elements-manifest.config.mjs): no tests, stories, React wrappers. */
function sourceFiles(): string[] {
  return (readdirSync(srcDir, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .filter((file) => !/\.(test|stories|react)\.ts$/.test(file) && file !== 'react.ts')
    .filter((file) => !file.startsWith('test-support/') && !file.startsWith('docs-check/'))
    .sort();
}

interface Dispatch {
  /** The event name, or undefined when it is not a string literal. */
  name: string | undefined;
  /** The class the dispatch is written in, if any. */
  className: string | undefined;
  /** `src/...ts:line`. */
  where: string;
  /** The call as written (shortened), for messages. */
  code: string;
}

/** A string literal's text, or undefined. */
function literal(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

function enclosing<T extends ts.Node>(node: ts.Node, test: (n: ts.Node) => n is T): T | undefined {
  for (let current = node.parent; current; current = current.parent) if (test(current)) return current;
  return undefined;
}

/** `new XxxEvent(...)` (Event, CustomEvent, KeyboardEvent ...). */
function isEventConstruction(node: ts.Node | undefined): node is ts.NewExpression {
  return (
    !!node &&
    ts.isNewExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text.endsWith('Event')
  );
}

/** The `new XxxEvent(...)` a `dispatchEvent` argument stands for: inline, or a local `const`. */
function eventConstruction(argument: ts.Expression | undefined): ts.NewExpression | undefined {
  if (isEventConstruction(argument)) return argument;
  if (!argument || !ts.isIdentifier(argument)) return undefined;
  const scope = enclosing(argument, ts.isFunctionLike);
  let found: ts.NewExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === argument.text &&
      isEventConstruction(node.initializer)
    ) {
      found = node.initializer;
    }
    ts.forEachChild(node, visit);
  };
  if (scope) visit(scope);
  return found;
}

function dispatchesIn(file: string, text = readFileSync(join(srcDir, file), 'utf8')): Dispatch[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const found: Dispatch[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const classNode = enclosing(node, ts.isClassLike);
      const className = classNode?.name?.text;
      const methodNode = enclosing(node, ts.isMethodDeclaration);
      // The helper itself: its dispatch is checked at each `this.emit(...)` call.
      const inEmitHelper = className === 'PpElement' && methodNode?.name.getText() === 'emit';
      let name: string | undefined;
      let isDispatch = false;
      if (method === 'emit' && node.expression.expression.kind === ts.SyntaxKind.ThisKeyword) {
        isDispatch = true;
        name = literal(node.arguments[0]);
      } else if (method === 'dispatchEvent' && !inEmitHelper) {
        isDispatch = true;
        name = literal(eventConstruction(node.arguments[0])?.arguments?.[0]);
      }
      if (isDispatch) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        const code = node.getText().replace(/\s+/g, ' ');
        found.push({
          name,
          className,
          where: `src/${file}:${line + 1}`,
          code: code.length > 80 ? `${code.slice(0, 77)}...` : code,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const dispatches = sourceFiles().flatMap((file) => dispatchesIn(file));

const classes = new Map<string, Declaration>();
for (const mod of manifest.modules) {
  for (const declaration of mod.declarations ?? []) {
    if (declaration.kind === 'class') classes.set(declaration.name, declaration);
  }
}
const elements = [...classes.values()].filter((d) => d.customElement && d.tagName);

/** The class and its superclasses declared in this package, nearest first. */
function chain(declaration: Declaration): string[] {
  const names: string[] = [];
  for (let current: Declaration | undefined = declaration; current;) {
    names.push(current.name);
    current = current.superclass?.name ? classes.get(current.superclass.name) : undefined;
  }
  return names;
}

describe('custom-elements.json events', () => {
  it('finds every kind of dispatch (the scan itself works)', () => {
    const sample = `
      class PpElement extends LitElement {
        protected emit(name, detail) {
          const event = new CustomEvent(name, { detail });
          this.dispatchEvent(event);
          return event;
        }
      }
      class PpSample extends PpElement {
        a() { this.emit('pp-a', {}); }
        b() { this.dispatchEvent(new Event('b', { bubbles: true })); }
        c() {
          const event = new CustomEvent(\`c\`, { cancelable: true });
          this.dispatchEvent(event);
        }
        d(name: string) { this.emit(name, {}); }
      }
      export function helper(host: HTMLElement) {
        host.dispatchEvent(new KeyboardEvent('keydown'));
      }`;
    expect(dispatchesIn('sample.ts', sample).map(({ name, className }) => [name, className])).toEqual([
      ['pp-a', 'PpSample'],
      ['b', 'PpSample'],
      ['c', 'PpSample'],
      [undefined, 'PpSample'],
      ['keydown', undefined],
    ]);
    expect(dispatches.some((d) => d.name === 'pp-toggle' && d.className === 'PpSidebar')).toBe(true);
    expect(elements.length).toBeGreaterThan(0);
  });

  it('has a literal event name for every dispatch, written in an element class of the manifest', () => {
    const problems: string[] = [];
    const elementClasses = new Set(elements.flatMap(chain));
    for (const dispatch of dispatches) {
      if (dispatch.name === undefined) {
        problems.push(
          `${dispatch.where}: cannot tell which event \`${dispatch.code}\` dispatches (name it with a string literal)`,
        );
      } else if (!dispatch.className || !elementClasses.has(dispatch.className)) {
        problems.push(
          `${dispatch.where}: event '${dispatch.name}' is dispatched outside a custom element of ` +
            `custom-elements.json (${dispatch.className ?? 'no class'}): fire it from the element, with @fires`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  for (const element of elements) {
    const tag = element.tagName!;

    it(`${tag}: every event it dispatches is documented, and every documented event is dispatched`, () => {
      const problems: string[] = [];
      const own = new Set(chain(element));
      const mine = dispatches.filter((d) => d.name !== undefined && d.className && own.has(d.className));
      const documented = new Set((element.events ?? []).map((e) => e.name));
      for (const dispatch of mine) {
        if (!documented.has(dispatch.name)) {
          problems.push(
            `${tag}: event '${dispatch.name}' is dispatched (${dispatch.where}) but not in custom-elements.json ` +
              `(add @fires ${dispatch.name} to the class JSDoc)`,
          );
        }
      }
      for (const name of documented) {
        if (name === undefined) {
          problems.push(`${tag}: an event without a name is in custom-elements.json (fix its @fires)`);
        } else if (!mine.some((d) => d.name === name)) {
          problems.push(
            `${tag}: event '${name}' is in custom-elements.json but ${element.name} never dispatches it ` +
              `(fix or remove its @fires)`,
          );
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    });
  }

  it('reads the same source files as the analyzer', () => {
    const scanned = sourceFiles().map((file) => `src/${file}`);
    expect(scanned).toEqual(manifest.modules.map((m) => m.path).sort());
  });
});
