import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/web-components-vite', options: {} },
  stories: [
    './Welcome.mdx',
    '../packages/elements/docs/**/*.mdx',
    '../packages/elements/src/**/*.mdx',
    '../packages/elements/src/**/*.stories.ts',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // Telemetry off: it writes to the home folder and makes builds about four times slower here.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: [{ from: '../packages/tokens/dist', to: '/tokens' }],
  docs: { defaultName: 'Docs' },
};

export default config;
