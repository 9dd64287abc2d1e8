import type { StorybookConfig } from '@storybook/web-components-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  framework: { name: '@storybook/web-components-vite', options: {} },
  stories: [
    './Welcome.mdx',
    '../packages/elements/docs/**/*.mdx',
    '../packages/elements/src/**/*.mdx',
    '../packages/elements/src/**/*.stories.ts',
  ],
  addons: [
    // GitHub-flavoured Markdown in the MDX pages: their tables are tables, not rows of pipes.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
  ],
  // Telemetry off: it writes to the home folder and makes builds about four times slower here.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: [{ from: '../packages/tokens/dist', to: '/tokens' }],
  docs: { defaultName: 'Docs' },
};

export default config;
