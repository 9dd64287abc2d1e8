import type { Plugin } from 'vite';

/**
 * React Router's DOM components (`Link`, `NavLink`, `Form`, `ScrollRestoration`,
 * `unstable_HistoryRouter`) are created at the top of its `lib/dom/lib.js` by `React.forwardRef(…)`
 * calls without a `@__PURE__` annotation, each followed by a `displayName` assignment. A bundler must
 * assume both have side effects, so every one of them (and the framework-mode prefetching code they
 * reference) stays in the bundle whether the portal uses it or not: 1.7 kB gzip of the first load.
 *
 * This marks those calls pure and drops the `displayName` lines (read only by React's development
 * tools, which the production build does not serve), so that the bundler keeps the components the
 * portal renders and drops the rest. The same change is proposed upstream
 * (https://github.com/remix-run/react-router/pull/15299); remove this plugin when a release has it.
 *
 * It fails the build when the file no longer has the shape it expects, rather than silently letting
 * the first load grow (the size budget would say so too, with less to go on).
 */
export function pureReactRouterComponents(): Plugin {
  const file = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]dom[\\/]lib\.js$/;
  const forwardRef = /(^const \w+ = )(React\$1\.forwardRef\()/gm;
  const displayName = /^(?:Link|NavLink|Form|ScrollRestoration|HistoryRouter)\.displayName = "[\w.]+";\n/gm;
  return {
    name: 'portal:pure-react-router-components',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      if (code.includes('/* @__PURE__ */ React$1.forwardRef(')) return null; // fixed upstream
      const annotated = code.replace(forwardRef, '$1/* @__PURE__ */ $2');
      const names = code.match(displayName)?.length ?? 0;
      if (annotated === code || names !== 5) {
        throw new Error(
          `${id} no longer has the shape vite-pure-react-router.ts patches (${names} of 5 displayName lines): ` +
            'check whether react-router now annotates its components itself, and update or remove the plugin.',
        );
      }
      return { code: annotated.replace(displayName, ''), map: null };
    },
  };
}
