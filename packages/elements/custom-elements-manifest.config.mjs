// @custom-elements-manifest/analyzer: the class JSDoc (@summary, @attr, @fires, @csspart,
// @cssprop, @slot) is the single source of custom-elements.json, Storybook's controls and the docs.

/**
 * Our elements register through `defineElement('pp-x', PpX)` (a guard against double loading),
 * which the analyzer does not know: this plugin reads those calls and records the tag name and a
 * custom-element definition, as it would for `customElements.define`.
 */
function defineElementPlugin() {
  return {
    name: 'pp-define-element',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
      if (node.expression.text !== 'defineElement') return;
      const [tagArg, classArg] = node.arguments;
      if (!tagArg || !classArg || !ts.isStringLiteral(tagArg) || !ts.isIdentifier(classArg)) return;
      const tagName = tagArg.text;
      const className = classArg.text;
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
  ],
  litelement: true,
  dependencies: false,
  packagejson: false,
  plugins: [defineElementPlugin()],
};
