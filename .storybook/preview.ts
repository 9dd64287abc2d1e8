import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components';
import { waitForAnimations } from 'storybook/preview-api';
import manifest from '../packages/elements/custom-elements.json';
import { storyTestA11y } from './story-axe.js';
import './story-chrome.css';

// Controls and the docs tables come from the generated custom-elements.json.
setCustomElementsManifest(manifest);

/**
 * The theme and language toolbar switches, applied the way the portal applies them: on <html>. The
 * elements follow lang at run time, so switching the language changes every built-in text the story
 * does not set itself.
 */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme (data-theme on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description:
        "Language (lang on <html>): the elements' built-in texts follow it, and so do the stories' own texts",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'pl', title: 'Polski' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'pl' },
  decorators: [
    (story, context) => {
      const root = document.documentElement;
      const theme = String(context.globals['theme'] ?? 'light');
      const locale = String(context.globals['locale'] ?? 'pl');
      if (theme === 'system') root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', theme);
      root.lang = locale;
      return story();
    },
  ],
  // In its Vitest runs (vitest.config.ts) Storybook pauses animations with a stylesheet in
  // <head>, which does not reach the elements' shadow roots: wait for their animations to end, as the
  // Storybook UI does, before the a11y check reads colours (this hook runs before the addon's). The
  // check then runs with the story tests' axe options (story-axe.ts).
  afterEach: async (context) => {
    if (!('__vitest_browser__' in globalThis)) return;
    await waitForAnimations();
    context.parameters = { ...context.parameters, a11y: storyTestA11y(context.parameters['a11y']) };
  },
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
    // The widths the story tests use (vitest.config.ts), also offered in the toolbar.
    viewport: {
      options: {
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    layout: 'padded',
  },
};

export default preview;
