import { createApp } from 'vue';
import '@portal-elements/tokens/tokens.css';
// Each element registers itself once imported; Vue then binds to the real elements.
import '@portal-elements/elements/pp-sidebar';
import '@portal-elements/elements/pp-combobox';
import '@portal-elements/elements/pp-toaster';
import '@portal-elements/elements/pp-tooltip';
import '@portal-elements/elements/pp-data-table';
import '@portal-elements/elements/pp-rich-text-editor';
import App from './App.vue';

createApp(App).mount('#app');
