import { API } from '@portal-elements/contract';
import { useEffect, useRef } from 'react';
import { request } from '../api/http';
import {
  THEME_EVENT,
  isThemeSetting,
  readThemeSetting,
  setThemeSetting,
  type ThemeChangedDetail,
} from './theme';

/**
 * Keeps the theme a global setting of the signed-in user: the server's setting is applied on this
 * device (unless it is the default, "system", while this device has a choice of its own, which is then
 * saved to the server), and every later change on this device is saved to the server.
 */
export function useThemeSync(serverTheme: string | undefined) {
  const saved = useRef<string | undefined>(serverTheme);

  useEffect(() => {
    if (!isThemeSetting(serverTheme)) return;
    saved.current = serverTheme;
    const local = readThemeSetting();
    if (serverTheme !== 'system' && serverTheme !== local) setThemeSetting(serverTheme);
    else if (serverTheme === 'system' && local !== 'system') save(local);
  }, [serverTheme]);

  useEffect(() => {
    const onChange = (event: Event) => {
      const { setting } = (event as CustomEvent<ThemeChangedDetail>).detail;
      if (setting !== saved.current) save(setting);
    };
    window.addEventListener(THEME_EVENT, onChange);
    return () => window.removeEventListener(THEME_EVENT, onChange);
  }, []);

  function save(setting: string) {
    saved.current = setting;
    request(API.themeSetting, { method: 'POST', body: { theme: setting } }).catch((error: unknown) => {
      // The theme still applies on this device; it is saved again with the next change.
      saved.current = undefined;
      console.warn('The theme could not be saved to your account', error);
    });
  }
}
