// @custom-elements-manifest/analyzer: the class JSDoc (@summary, @attr, @fires, @csspart,
// @cssprop, @slot) is the single source of custom-elements.json, Storybook's controls and the docs.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.stories.ts', 'src/**/*.react.ts', 'src/react.ts', 'src/test-support/**'],
  litelement: true,
  dependencies: false,
  packagejson: false,
};
