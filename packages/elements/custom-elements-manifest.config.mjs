// @custom-elements-manifest/analyzer: the class JSDoc (@summary, @attr, @fires, @csspart,
// @cssprop, @slot) is the single source of custom-elements.json, Storybook's controls and the docs.
// src/docs-check/manifest.test.ts (browser) and src/docs-check/events.vitest.ts (Node) check the
// result against the classes.

import { readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';

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
 *   element called "tag": definitions must name a class declared in their module;
 * - private members are left out.
 */
function defineElementPlugin() {
  return {
    name: 'pp-define-element',
    analyzePhase({ ts, node, moduleDoc }) {
      if (ts.isClassDeclaration(node) && node.name) {
        const declaration = moduleDoc.declarations?.find((d) => d.name === node.name.text);
        const foreign = foreignAssignments(ts, node);
        // Members marked `@internal` (set by a sibling element, as pp-radio-group sets its radios'
        // `groupDisabled`): the analyzer keeps a field declared in `static properties` anyway.
        const internal = node.members.filter((m) => m.name && isIgnored(ts, m)).map((m) => m.name.getText());
        if (declaration?.members && foreign.length + internal.length > 0) {
          declaration.members = declaration.members.filter(
            (m) => !(m.kind === 'field' && (foreign.includes(m.name) || internal.includes(m.name))),
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
          // Private members (`#name`, `private`) are no one's API: the manifest, the editor data and
          // Storybook's controls leave them out. Protected ones stay, for subclasses.
          if (declaration.members) {
            declaration.members = declaration.members.filter(
              (m) => m.privacy !== 'private' && !m.name.startsWith('#'),
            );
          }
        }
      }
    },
  };
}

/** The text of a catalogue value as the manifest shows it: `'Brak wyników'`, `{ one: '…', other: '…' }`. */
function printValue(ts, node) {
  if (ts.isStringLiteralLike(node)) return `'${node.text.replace(/'/g, "\\'")}'`;
  if (ts.isObjectLiteralExpression(node)) {
    const entries = node.properties
      .filter((p) => ts.isPropertyAssignment(p))
      .map((p) => `${p.name.getText()}: ${printValue(ts, p.initializer)}`);
    return `{ ${entries.join(', ')} }`;
  }
  return node.getText();
}

/** `{ descriptions, values: { pl, en } }` of the catalogue `name` exported by the module at `file`. */
function readCatalogue(ts, file, name) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let declaration;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    declaration ??= statement.declarationList.declarations.find((d) => d.name.getText() === name);
  }
  const typeName = declaration?.type?.typeArguments?.[0]?.getText();
  const shape = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === typeName);
  if (!declaration || !shape || !ts.isObjectLiteralExpression(declaration.initializer)) {
    throw new Error(
      `${file}: ${name} must be a Catalogue<Interface> object literal with its interface beside it.`,
    );
  }
  const descriptions = {};
  for (const member of shape.members) {
    const doc = ts.getJSDocCommentsAndTags(member).find((d) => ts.isJSDoc(d));
    descriptions[member.name.getText()] = ts.getTextOfJSDocComment(doc?.comment) ?? '';
  }
  const values = {};
  for (const language of declaration.initializer.properties) {
    if (!ts.isPropertyAssignment(language) || !ts.isObjectLiteralExpression(language.initializer)) continue;
    values[language.name.getText()] = Object.fromEntries(
      language.initializer.properties
        .filter((p) => ts.isPropertyAssignment(p))
        .map((p) => [p.name.getText(), printValue(ts, p.initializer)]),
    );
  }
  return { descriptions, values };
}

/** What the manifest says a text defaults to, from its catalogue values. */
function textDefault(values) {
  return `the catalogue text of the element's language: ${values.pl} (pl), ${values.en} (en)`;
}

/**
 * The built-in texts (`@text('attribute') name!: Type;`, src/shared/text-property.ts): their one copy is
 * the element's catalogue (`*.messages.ts`), so this plugin writes each text property's attribute,
 * description (the JSDoc of its key in the catalogue's interface) and default (the Polish and English
 * texts) into the manifest. The catalogue is the one the class gives its `LocaleController`.
 */
function textsPlugin() {
  return {
    name: 'pp-texts',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const texts = [];
      let catalogueName;
      for (const member of node.members) {
        if (!ts.isPropertyDeclaration(member)) continue;
        const init = member.initializer;
        if (init && ts.isNewExpression(init) && init.expression.getText() === 'LocaleController') {
          catalogueName = init.arguments?.[1]?.getText();
        }
        // `static properties = { ...textProperties(this, { navLabel: 'nav-label' }) }`
        const visit = (child) => {
          if (ts.isCallExpression(child) && child.expression.getText() === 'textProperties') {
            const mapping = child.arguments[1];
            for (const entry of mapping && ts.isObjectLiteralExpression(mapping) ? mapping.properties : []) {
              if (ts.isPropertyAssignment(entry) && ts.isStringLiteral(entry.initializer)) {
                texts.push({ name: entry.name.getText(), attribute: entry.initializer.text });
              }
            }
          }
          ts.forEachChild(child, visit);
        };
        if (init) visit(init);
        for (const decorator of ts.getDecorators?.(member) ?? []) {
          const call = decorator.expression;
          if (!ts.isCallExpression(call) || call.expression.getText() !== 'text') continue;
          const [attribute] = call.arguments;
          if (!attribute || !ts.isStringLiteral(attribute)) continue;
          texts.push({ name: member.name.getText(), attribute: attribute.text });
        }
      }
      if (texts.length === 0) return;
      const sourceFile = node.getSourceFile();
      const where = `${moduleDoc.path}: ${node.name.text}`;
      if (!catalogueName) throw new Error(`${where} has text properties but no LocaleController.`);
      const imported = sourceFile.statements.find(
        (s) =>
          ts.isImportDeclaration(s) &&
          s.importClause?.namedBindings?.elements?.some((e) => e.name.text === catalogueName),
      );
      if (!imported) throw new Error(`${where}: ${catalogueName} must be imported from its *.messages.ts.`);
      const file = resolvePath(
        dirname(sourceFile.fileName),
        imported.moduleSpecifier.text.replace(/\.js$/, '.ts'),
      );
      const catalogue = readCatalogue(ts, file, catalogueName);
      const declaration = moduleDoc.declarations?.find((d) => d.name === node.name.text);
      if (!declaration) return;
      declaration.attributes ??= [];
      for (const { name, attribute } of texts) {
        if (!(name in catalogue.descriptions)) {
          throw new Error(`${where}: the text property ${name} is not a key of ${catalogueName}.`);
        }
        let field = declaration.members?.find((m) => m.kind === 'field' && m.name === name);
        if (!field) {
          // A `declare name: Type;` field is left out by the analyzer: the text's own entry.
          const declared = node.members.find((m) => ts.isPropertyDeclaration(m) && m.name.getText() === name);
          if (!declared) throw new Error(`${where}: the text ${name} has no field declared in the class.`);
          field = {
            kind: 'field',
            name,
            privacy: 'public',
            type: { text: declared.type?.getText() ?? 'string' },
          };
          declaration.members ??= [];
          declaration.members.push(field);
        }
        const description = catalogue.descriptions[name];
        const defaultText = textDefault({ pl: catalogue.values.pl?.[name], en: catalogue.values.en?.[name] });
        Object.assign(field, { description, default: defaultText, attribute });
        const entry = {
          name: attribute,
          type: field.type,
          description,
          default: defaultText,
          fieldName: name,
        };
        const index = declaration.attributes.findIndex((a) => a.name === attribute);
        if (index >= 0) declaration.attributes[index] = entry;
        else declaration.attributes.push(entry);
      }
      // Attributes in the order of their properties, as the analyzer lists those it finds itself.
      const order = new Map((declaration.members ?? []).map((m, i) => [m.name, i]));
      declaration.attributes.sort(
        (a, b) => (order.get(a.fieldName) ?? Infinity) - (order.get(b.fieldName) ?? Infinity),
      );
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
  plugins: [defineElementPlugin(), textsPlugin()],
};
