// @custom-elements-manifest/analyzer: the class JSDoc (@summary, @attr, @fires, @csspart,
// @cssprop, @slot) is the single source of custom-elements.json, Storybook's controls and the docs.
// src/docs-check/manifest.test.ts (browser) and src/docs-check/events.vitest.ts (Node) check the
// result against the classes.

/** Whether a declaration node carries `@internal` or `@ignore` (the analyzer's own rule). */
function isIgnored(ts, node) {
  return ts.getJSDocTags(node).some((tag) => ['internal', 'ignore'].includes(tag.tagName.text));
}

/** The top-level class declaration named `name` in `sourceFile`. */
function findClass(ts, sourceFile, name) {
  return sourceFile.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === name);
}

/**
 * Names a class's constructor assigns on other objects (`this.#region.popover = 'manual'`,
 * `this.#internals.role = 'tooltip'`) and that the class does not declare itself. The analyzer
 * takes every `a.b = c` statement in a constructor for a field `b` of the class.
 */
function foreignAssignments(ts, classNode) {
  const ctor = classNode.members.find((m) => ts.isConstructorDeclaration(m));
  const own = new Set(classNode.members.map((m) => m.name?.getText()).filter(Boolean));
  const names = new Set();
  for (const statement of ctor?.body?.statements ?? []) {
    if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) continue;
    const left = statement.expression.left;
    if (!ts.isPropertyAccessExpression(left)) continue;
    if (left.expression.kind === ts.SyntaxKind.ThisKeyword) own.add(left.name.getText());
    else names.add(left.name.getText());
  }
  return [...names].filter((name) => !own.has(name));
}

/**
 * Our elements register through `defineElement('pp-x', PpX)` (a guard against double loading),
 * which the analyzer does not know: this plugin reads those calls and records the tag name and a
 * custom-element definition, as it would for `customElements.define`. Like the analyzer, it skips
 * classes marked `@internal` or `@ignore` (such as `<pp-toast-region>`), which the analyzer then
 * drops from the manifest because nothing public exports them.
 *
 * It also drops the fields the analyzer invents from constructor assignments to other objects (see
 * `foreignAssignments`). After linking it keeps the manifest to the public elements:
 * - a class that is never registered (the abstract base `PpElement`) stays a plain class, not a
 *   custom element without a tag (the analyzer marks every LitElement or HTMLElement subclass);
 * - `customElements.define(tag, ctor)` inside `defineElement` itself is not a definition of an
 *   element called "tag": definitions must name a class declared in their module.
 */
function defineElementPlugin() {
  return {
    name: 'pp-define-element',
    analyzePhase({ ts, node, moduleDoc }) {
      if (ts.isClassDeclaration(node) && node.name) {
        const declaration = moduleDoc.declarations?.find((d) => d.name === node.name.text);
        const foreign = foreignAssignments(ts, node);
        if (declaration?.members && foreign.length > 0) {
          declaration.members = declaration.members.filter(
            (m) => !(m.kind === 'field' && foreign.includes(m.name)),
          );
        }
        return;
      }
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
      if (node.expression.text !== 'defineElement') return;
      const [tagArg, classArg] = node.arguments;
      if (!tagArg || !classArg || !ts.isStringLiteral(tagArg) || !ts.isIdentifier(classArg)) return;
      const tagName = tagArg.text;
      const className = classArg.text;
      const classNode = findClass(ts, node.getSourceFile(), className);
      if (classNode && isIgnored(ts, classNode)) return;
      const declaration = moduleDoc.declarations?.find((d) => d.name === className);
      if (!declaration) return;
      declaration.tagName = tagName;
      declaration.customElement = true;
      moduleDoc.exports ??= [];
      if (!moduleDoc.exports.some((e) => e.kind === 'custom-element-definition' && e.name === tagName)) {
        moduleDoc.exports.push({
          kind: 'custom-element-definition',
          name: tagName,
          declaration: { name: className, module: moduleDoc.path },
        });
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      // The analyzer lists modules in the order its file reads finish, which varies with the machine's
      // load: sorted by path, the manifest (and the test that compares it) is the same every time.
      customElementsManifest.modules?.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      for (const mod of customElementsManifest.modules ?? []) {
        const classes = new Set(
          (mod.declarations ?? []).filter((d) => d.kind === 'class').map((d) => d.name),
        );
        if (mod.exports) {
          mod.exports = mod.exports.filter(
            (e) =>
              e.kind !== 'custom-element-definition' ||
              e.declaration?.module !== mod.path ||
              classes.has(e.declaration.name),
          );
        }
        for (const declaration of mod.declarations ?? []) {
          if (declaration.kind === 'class' && declaration.customElement && !declaration.tagName) {
            delete declaration.customElement;
          }
        }
      }
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  exclude: [
    'src/**/*.test.ts',
    'src/**/*.stories.ts',
    'src/**/*.react.ts',
    'src/react.ts',
    'src/test-support/**',
    'src/docs-check/**',
  ],
  litelement: true,
  dependencies: false,
  packagejson: false,
  plugins: [defineElementPlugin()],
};
