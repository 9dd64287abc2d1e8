// Applies the stored colour theme before the first paint, so a reload never flashes the wrong
// theme. Loaded synchronously from <head>; an external file because the CSP allows no inline script.
// Mirrors src/theme/theme.ts (storage key "theme", values system | light | dark).
(function () {
  var setting = 'system';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') setting = stored;
  } catch {
    // Storage blocked: follow the system.
  }
  var dark =
    setting === 'dark' || (setting === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.setAttribute('data-theme-setting', setting);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
