import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  THEME_EVENT,
  THEME_STORAGE_KEY,
  applyTheme,
  followSystemTheme,
  readThemeSetting,
  resolveTheme,
  setThemeSetting,
  type ThemeChangedDetail,
} from './theme';

let systemDark = false;
const mediaListeners = new Set<() => void>();

beforeEach(() => {
  systemDark = false;
  mediaListeners.clear();
  localStorage.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return systemDark;
    },
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  }));
});

afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  it('defaults to system, and reads only known settings', () => {
    expect(readThemeSetting()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readThemeSetting()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, '{"corrupt":');
    expect(readThemeSetting()).toBe('system');
  });

  it('resolves system by the OS preference, light when it states nothing', () => {
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('applies data-theme and color-scheme on <html> and announces the change', () => {
    const seen: ThemeChangedDetail[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<ThemeChangedDetail>).detail);
    window.addEventListener(THEME_EVENT, listener);
    setThemeSetting('dark');
    window.removeEventListener(THEME_EVENT, listener);
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(seen).toEqual([{ setting: 'dark', theme: 'dark' }]);
  });

  it('follows the OS live while the setting is system, and not otherwise', () => {
    const stop = followSystemTheme();
    applyTheme('system');
    expect(document.documentElement.dataset['theme']).toBe('light');
    systemDark = true;
    mediaListeners.forEach((listener) => listener());
    expect(document.documentElement.dataset['theme']).toBe('dark');
    setThemeSetting('light');
    mediaListeners.forEach((listener) => listener());
    expect(document.documentElement.dataset['theme']).toBe('light');
    stop();
    expect(mediaListeners.size).toBe(0);
  });
});
