/// <reference types="vite/client" />
// The elements' Vue types (GlobalComponents), generated from custom-elements.json.
import type {} from '@portal-elements/elements/vue';

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}
