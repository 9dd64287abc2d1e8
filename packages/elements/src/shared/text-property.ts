import type { PropertyDeclaration, ReactiveElement } from 'lit';
import { localeControllerOf } from './locale-controller.js';

/**
 * Declares one of the element's built-in texts as a reactive property with its attribute. The
 * property has the name of its key in the element's catalogue (`*.messages.ts`, given to the
 * element's `LocaleController`), which is the one copy of the text: reading the property gives the
 * text set explicitly, else the catalogue's in the element's language (its `lang`, an ancestor's or
 * the document's; Polish by default); setting it to `null` or `undefined`, or removing its attribute,
 * gives it back to the catalogue.
 *
 * ```ts
 * readonly #texts = new LocaleController(this, comboboxMessages);
 * @text('empty-text') emptyText!: string;
 * @text('count-text', { type: Object }) countText!: ComboboxCountText; // plural forms, JSON in the attribute
 * ```
 *
 * The property's description and default in custom-elements.json are written from the catalogue
 * (custom-elements-manifest.config.mjs, `textsPlugin`) and checked against it
 * (src/docs-check/texts.vitest.ts): nothing about a text is written in the element's class but its
 * name and attribute.
 */
export function text(attribute: string, { type }: Pick<PropertyDeclaration, 'type'> = {}) {
  return (prototype: ReactiveElement, name: string): void => {
    defineTextAccessor(prototype, name);
    // As Lit's own @property does: Lit wraps the accessor, so a change requests an update with the
    // old value.
    (prototype.constructor as typeof ReactiveElement).createProperty(name, { attribute, type });
  };
}

/**
 * The same for an element that declares its properties in `static properties` rather than with
 * decorators (they add a helper to its first-use size): its texts, by name and attribute, spread into
 * them, and each declared as a field for TypeScript.
 *
 * ```ts
 * static override properties = { ...textProperties(this, { navLabel: 'nav-label' }) };
 * declare navLabel: string;
 * ```
 */
export function textProperties<K extends string>(
  element: typeof ReactiveElement,
  attributes: Record<K, string>,
): Record<K, PropertyDeclaration> {
  const declarations = {} as Record<K, PropertyDeclaration>;
  for (const name of Object.keys(attributes) as K[]) {
    defineTextAccessor(element.prototype, name);
    declarations[name] = { attribute: attributes[name] };
  }
  return declarations;
}

/** Reads and writes `name` through the element's `LocaleController`. */
function defineTextAccessor(prototype: ReactiveElement, name: string): void {
  Object.defineProperty(prototype, name, {
    configurable: true,
    enumerable: true,
    get(this: ReactiveElement) {
      return localeControllerOf(this).get(name);
    },
    set(this: ReactiveElement, value: unknown) {
      localeControllerOf(this).set(name, value);
    },
  });
}
