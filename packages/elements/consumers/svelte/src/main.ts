import { mount } from 'svelte';
import '@portal-elements/tokens/tokens.css';
// The component of the Svelte guide (docs/guides/svelte.mdx shows this file): it loads the elements itself.
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
