import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import '@portal-elements/tokens/tokens.css';
import './app/global.css';
import { applyTheme, followSystemTheme, readThemeSetting } from './theme/theme';

applyTheme(readThemeSetting());
followSystemTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the portal in.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
