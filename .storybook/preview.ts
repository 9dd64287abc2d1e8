import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components';
import manifest from '../packages/elements/custom-elements.json';

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
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
