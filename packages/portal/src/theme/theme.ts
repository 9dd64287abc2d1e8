/**
 * The colour theme (spec 4): system, light or dark. "System" follows the operating system's
 * `prefers-color-scheme` live, and is light when the system states nothing. The resolved theme is
 * applied as `data-theme` and `color-scheme` on <html>; `public/theme-boot.js` does the same before
 * the first paint (an external script: the CSP forbids inline ones). Every change dispatches
 * `theme-changed` on window so other code and the elements can follow.
 */
import { THEME_SETTINGS, type ThemeSetting } from '@portal-elements/contract';

export { THEME_SETTINGS, type ThemeSetting } from '@portal-elements/contract';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const THEME_EVENT = 'theme-changed';

export interface ThemeChangedDetail {
  setting: ThemeSetting;
  theme: ResolvedTheme;
}

export function isThemeSetting(value: unknown): value is ThemeSetting {
  return typeof value === 'string' && (THEME_SETTINGS as readonly string[]).includes(value);
}

/** The stored setting; anything unreadable or foreign means system. */
export function readThemeSetting(storage: Pick<Storage, 'getItem'> = localStorage): ThemeSetting {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return isThemeSetting(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function resolveTheme(
  setting: ThemeSetting,
  prefersDark: boolean = darkQuery().matches,
): ResolvedTheme {
  if (setting === 'system') return prefersDark ? 'dark' : 'light';
  return setting;
}

/** Puts the theme on <html> and tells listeners. */
export function applyTheme(
  setting: ThemeSetting,
  root: HTMLElement = document.documentElement,
): ResolvedTheme {
  const theme = resolveTheme(setting);
  root.dataset['theme'] = theme;
  root.dataset['themeSetting'] = setting;
  root.style.colorScheme = theme;
  window.dispatchEvent(new CustomEvent<ThemeChangedDetail>(THEME_EVENT, { detail: { setting, theme } }));
  return theme;
}

/** Stores and applies a new setting. */
export function setThemeSetting(setting: ThemeSetting): ResolvedTheme {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, setting);
  } catch {
    // Storage may be full or blocked: the theme still applies for this page.
  }
  return applyTheme(setting);
}

/**
 * Keeps the page in step with the OS while the setting is "system", and with other tabs (storage
 * events). Returns a function that stops listening.
 */
export function followSystemTheme(): () => void {
  const query = darkQuery();
  const onSystemChange = () => {
    if (readThemeSetting() === 'system') applyTheme('system');
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(readThemeSetting());
  };
  query.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    query.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}
