/**
 * The packages as a stranger uses them, installed from the registry `npm run release` published them
 * to (global-setup.ts): every documented path resolves, one element alone stays alone, and six
 * consumers (Vite + TypeScript, Vue 3, React 19, Svelte 5, Angular, plain HTML without a build) each do
 * something real in Chromium. The Svelte and Angular ones run the components their guides show.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chooseOption, pageErrors } from './browser';
import { builtScripts, filesUnder, typeCheck } from './scratch';

const dir = () => process.env.CONSUMERS_DIR!;
const origin = () => process.env.CONSUMERS_ORIGIN!;
const installed = () => join(dir(), 'node_modules', '@portal-elements', 'elements');

/**
 * A toast on screen, found by its accessible name (its title). Not `getByText`: the toaster's live
 * region holds the same words a moment later, for screen readers.
 */
function toast(page: Page, title: string) {
  return page.getByRole('region', { name: 'Powiadomienia' }).getByRole('listitem', { name: title });
}

test.describe('the installed packages', () => {
  test('resolve every documented path, in Node and for TypeScript', () => {
    const require = createRequire(join(dir(), 'package.json'));
    const specifiers = [
      '@portal-elements/elements',
      '@portal-elements/elements/package.json',
      '@portal-elements/elements/custom-elements.json',
      '@portal-elements/elements/web-types.json',
      '@portal-elements/elements/vscode.html-custom-data.json',
      '@portal-elements/elements/vscode.css-custom-data.json',
      '@portal-elements/elements/pp-sidebar',
      '@portal-elements/elements/pp-sidebar/pp-sidebar.js',
      '@portal-elements/elements/pp-sidebar/pp-sidebar',
      '@portal-elements/elements/pp-combobox',
      '@portal-elements/elements/pp-toaster',
      '@portal-elements/elements/toast',
      '@portal-elements/elements/pp-tooltip',
      '@portal-elements/elements/pp-tooltip-group',
      '@portal-elements/elements/pp-scroll-area',
      '@portal-elements/elements/pp-data-table',
      '@portal-elements/elements/react',
      '@portal-elements/elements/react/pp-sidebar',
      '@portal-elements/elements/react/pp-combobox',
      '@portal-elements/elements/react/pp-toaster',
      '@portal-elements/elements/react/pp-tooltip',
      '@portal-elements/elements/react/pp-scroll-area',
      '@portal-elements/elements/react/pp-data-table',
      '@portal-elements/elements/pp-rich-text-editor',
      '@portal-elements/elements/react/pp-rich-text-editor',
      '@portal-elements/elements/cdn/pp-rich-text-editor.js',
      '@portal-elements/elements/cdn/pp-data-table.js',
      '@portal-elements/elements/bundle',
      '@portal-elements/elements/cdn/pp-tooltip.js',
      '@portal-elements/tokens',
      '@portal-elements/tokens/tokens.css',
      '@portal-elements/tokens/base.css',
      '@portal-elements/tokens/tokens.json',
      '@portal-elements/tokens/package.json',
      '@portal-elements/tokens/tokens/semantic.tokens.json',
    ];
    for (const specifier of specifiers) {
      const resolved = require.resolve(specifier);
      expect(resolved, specifier).toContain(join(dir(), 'node_modules', '@portal-elements'));
      expect(() => readFileSync(resolved), specifier).not.toThrow();
      expect(resolved, specifier).not.toMatch(/\.js\.js$/);
    }
    // TypeScript resolves the same paths with their types (vite-one-element/resolve-check.ts).
    typeCheck(dir(), 'vite-one-element');
  });

  test('name only the modules that register elements as side effects, and ship what editors read', () => {
    const pkg = JSON.parse(readFileSync(join(installed(), 'package.json'), 'utf8')) as {
      sideEffects: string[];
      license: string;
      dependencies: Record<string, string>;
      'web-types': string;
      customElements: string;
    };
    // What the registry delivered, file by file (a dependency npm had to nest is not the package's).
    const packed = filesUnder(installed()).filter((file) => !file.startsWith('node_modules/'));
    const registering = packed
      .filter(
        (file) =>
          file.startsWith('dist/') && !file.startsWith('dist/bundle/') && !file.startsWith('dist/cdn/'),
      )
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /\bdefineElement\(\s*['"]pp-/.test(readFileSync(join(installed(), file), 'utf8')))
      .map((file) => `./${file}`);
    // The sources' registering modules are listed too, for bundles made inside this repository
    // (Storybook); they are not in the package.
    const declared = pkg.sideEffects.filter(
      (entry) => entry.startsWith('./dist/') && !entry.includes('*') && entry !== './dist/index.js',
    );
    expect(declared.sort()).toEqual(registering.sort());
    expect(pkg.license).toBe('MIT');
    for (const range of Object.values(pkg.dependencies)) expect(range).toMatch(/^\^/);
    for (const file of [
      'LICENSE',
      'custom-elements.json',
      'web-types.json',
      'types/jsx.d.ts',
      'types/vue.d.ts',
    ]) {
      expect(packed, file).toContain(file);
    }
    expect(packed.some((file) => file.startsWith('src/'))).toBe(false);
  });
});

test.describe('Vite + TypeScript, one element by its own path', () => {
  test('the tooltip works, and the built page holds no other element', async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(`${origin()}/vite-one-element/dist/index.html`);
    const save = page.getByRole('button', { name: 'Zapisz' });
    await page.keyboard.press('Tab'); // keyboard focus opens a tooltip at once
    await expect(save).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('Zapisuje zmiany w projekcie');
    await expect(save).toHaveAccessibleDescription('Zapisuje zmiany w projekcie');
    await expect(page.locator('#shown')).toHaveText('save');
    expect(errors).toEqual([]);

    const code = builtScripts(dir(), 'vite-one-element')
      .map((script) => script.text)
      .join('\n');
    expect(code).toContain('pp-tooltip');
    for (const other of ['pp-combobox', 'pp-sidebar', 'pp-toaster', 'pp-scroll-area', 'lit-virtualizer']) {
      expect(code, `${other} in the one-element page`).not.toContain(other);
    }
  });
});

test.describe('Vue 3', () => {
  test('type-checks with the generated GlobalComponents types (vue-tsc)', () => {
    typeCheck(dir(), 'vue');
  });

  test('binds data as properties, hears pp-select, pp-navigate, input and change, and shows a toast', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.goto(`${origin()}/vue/dist/index.html`);
    const nav = page.getByRole('navigation', { name: 'Menu aplikacji' });
    await expect(nav.getByRole('link', { name: 'Raporty' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: /Faktury/ }).click();
    await expect(page.locator('#path')).toHaveText('/invoices');
    await expect(nav.getByRole('link', { name: /Faktury/ })).toHaveAttribute('aria-current', 'page');

    await chooseOption(page, 'Projekt', 'Blog firmowy');
    await expect(page.locator('#selected')).toHaveText('Blog firmowy');
    await expect(page.locator('#events')).toHaveText('pp-select input change');

    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(toast(page, 'Zapisano w Vue')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('renders pp-data-table from a data provider, and submits pp-rich-text-editor in a form', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.goto(`${origin()}/vue/dist/index.html`);
    // The table asks the provider for the first page: 25 of 60 (its default page size), the count under the grid.
    const table = page.getByRole('grid', { name: 'Faktury' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(26); // the header row and 25 rows
    await expect(rows.nth(1)).toContainText('FV/2026/001');
    await expect(page.getByText(/^1–25 z 60$/)).toBeVisible();
    // Sorting by the gross amount, descending on the second press: the provider's order on screen.
    const gross = table.getByRole('columnheader', { name: /^Brutto/ });
    await gross.click();
    await expect(gross).toHaveAttribute('aria-sort', 'ascending');
    await gross.click();
    await expect(gross).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.nth(1)).toContainText('FV/2026/028'); // (27 × 37) mod 500 = 499, the largest
    // The search reaches the provider (after its debounce) and the count follows.
    await page.getByRole('searchbox', { name: 'Szukaj' }).fill('mozaika');
    await expect(page.getByText(/^1–25 z 30$/)).toBeVisible();
    await expect(rows.nth(1)).toContainText('Sklep Mozaika');

    // The editor is form-associated: empty and required, the form does not submit.
    const submit = page.getByRole('button', { name: 'Wyślij' });
    await submit.click();
    await expect(page.locator('#submitted')).toHaveText('nic');
    await page.getByRole('textbox', { name: 'Opis' }).click();
    await page.keyboard.type('Serwer nie odpowiada');
    await submit.click();
    await expect(page.locator('#submitted')).toHaveText('<p>Serwer nie odpowiada</p>');
    expect(errors).toEqual([]);
  });
});

test.describe('React 19 through the wrappers', () => {
  test('type-checks, and a wrong prop or event detail fails tsc', () => {
    // App.tsx holds three @ts-expect-error lines: tsc fails if any of them is not an error.
    typeCheck(dir(), 'react');
  });

  test('navigates from the sidebar, chooses an option, shows a tooltip and a toast', async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(`${origin()}/react/dist/index.html`);
    const nav = page.getByRole('navigation', { name: 'Menu aplikacji' });
    await nav.getByRole('link', { name: 'Użytkownicy' }).click();
    await expect(page.locator('#path')).toHaveText('/users');

    await chooseOption(page, 'Projekt', 'Łódź: magazyn');
    await expect(page.locator('#selected')).toHaveText('Łódź: magazyn');
    await expect(page.locator('#events')).toHaveText('pp-select change');

    const save = page.getByRole('button', { name: 'Zapisz' });
    await page.getByRole('combobox', { name: 'Projekt' }).focus();
    await page.keyboard.press('Tab'); // keyboard focus opens a tooltip at once
    await expect(save).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('Zapisuje zmiany');
    await save.click();
    await expect(toast(page, 'Zapisano w React')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("Svelte 5, the guide's component", () => {
  test('type-checks (svelte-check, warnings fail too)', () => {
    typeCheck(dir(), 'svelte');
  });

  test('the sidebar shows the page in the state from the first render on, and the choice comes back', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.goto(`${origin()}/svelte/dist/index.html`);
    const nav = page.getByRole('navigation', { name: 'Menu' });
    // The component loads the elements after its first render: the path reached the sidebar all the
    // same (an attribute, current-path; `currentPath` would have been an attribute the element ignores).
    await expect(nav.getByRole('link', { name: 'Raporty' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Faktury' }).click();
    await expect(nav.getByRole('link', { name: 'Faktury' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Raporty' })).not.toHaveAttribute('aria-current');
    // The component took the navigation over: the browser stayed on the page.
    expect(new URL(page.url()).pathname).toBe('/svelte/dist/index.html');

    const chosen = page.getByRole('main').getByRole('paragraph');
    await expect(chosen).toHaveText('Wybrano:');
    await chooseOption(page, 'Projekt', 'Blog firmowy');
    await expect(chosen).toHaveText('Wybrano: Blog firmowy');
    expect(errors).toEqual([]);
  });
});

test.describe("Angular, the guide's component", () => {
  test('is compiled ahead of time: ngc with strict templates, Angular linked, no JIT compiler', () => {
    // ngc compiled it in the setup (a template error fails there); the bundle holds Angular's own
    // packages linked, with no partial declaration left for a JIT compiler to finish in the browser.
    const code = builtScripts(dir(), 'angular')
      .map((script) => script.text)
      .join('\n');
    expect(code).toContain('app-project-picker');
    const unlinked = new Set(code.match(/ɵɵngDeclare\w+/g));
    expect([...unlinked], 'partial declarations left unlinked').toEqual([]);
  });

  test('binds options and value as properties, hears pp-select and change, and the value comes back', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.goto(`${origin()}/angular/dist/index.html`);
    const combobox = page.getByRole('combobox', { name: 'Projekt' });
    // The page's value ('1') went down through [value]: the element shows that option of [options].
    await expect(combobox).toHaveText('Sklep internetowy');
    await expect(page.getByRole('status', { name: 'Wartość' })).toHaveText('1');

    await chooseOption(page, 'Projekt', 'Blog firmowy');
    await expect(combobox).toHaveText('Blog firmowy');
    // (pp-select) reached the page through the component's output, (change) through its two-way value.
    await expect(page.getByRole('status', { name: 'Wybrano' })).toHaveText('Blog firmowy');
    await expect(page.getByRole('status', { name: 'Wartość' })).toHaveText('2');
    expect(errors).toEqual([]);
  });
});

test.describe('plain HTML with the build-free modules', () => {
  test('loads one module per element from the package and uses each', async ({ page }) => {
    const errors = pageErrors(page);
    const loaded: string[] = [];
    page.on('response', (response) => loaded.push(new URL(response.url()).pathname));
    await page.goto(`${origin()}/plain-html/index.html`);
    const nav = page.getByRole('navigation', { name: 'Menu narzędzia' });
    await expect(nav).toBeVisible();
    // The frame (pp-app-shell): the first Tab offers to skip the top bar and the menu, and the main
    // region takes focus; the ☰ toggle folds the sidebar away and back.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Przejdź do treści' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    const menuToggle = page.getByRole('button', { name: 'Przełącz menu główne' });
    await expect(menuToggle).toHaveAttribute('aria-expanded', 'true');
    await menuToggle.click();
    await expect(menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await menuToggle.click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: /Faktury/ }).click();
    await expect(page.locator('#path')).toHaveText('/invoices');

    await chooseOption(page, 'Projekt', 'Blog firmowy');
    await expect(page.locator('#selected')).toHaveText('2');

    const save = page.getByRole('button', { name: 'Zapisz' });
    await page.getByRole('combobox', { name: 'Projekt' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Powiadom mnie e-mailem' })).toBeFocused();
    await page.keyboard.press('Tab'); // keyboard focus opens a tooltip at once
    await expect(save).toBeFocused();
    // The tokens' base.css: the page's font, and the focus ring of the tokens (the browser's own is `auto`).
    await expect(page.locator('html')).toHaveCSS('font-family', /^system-ui/);
    await expect(save).toHaveCSS('outline-style', 'solid');
    await expect(page.getByRole('tooltip')).toHaveText('Zapisuje zmiany');
    await page.getByText('Powiadom mnie e-mailem').click();
    await expect(page.getByRole('checkbox', { name: 'Powiadom mnie e-mailem' })).toBeChecked();
    await save.click();
    await expect(toast(page, 'Zapisano bez budowania, z powiadomieniem')).toBeVisible();

    // A confirmation in a modal dialog: named by its heading, focus inside, back on the button after.
    const remove = page.getByRole('button', { name: 'Usuń raport' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Usunąć raport?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await page.getByRole('button', { name: 'Usuń', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Raport usunięto')).toBeVisible();

    // The account menu (pp-menu, a pp-button with a decorative pp-avatar): a radio item sets the theme,
    // Escape gives focus back to the button; signing out reveals an info pp-alert, a status it speaks.
    const account = page.getByRole('button', { name: 'Menu użytkownika' });
    await account.click();
    await expect(page.getByRole('menu', { name: 'Menu użytkownika' })).toBeVisible();
    await expect(page.getByText('Anna Nowak')).toBeVisible();
    await page.getByRole('menuitemradio', { name: 'Ciemny' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('menuitemradio', { name: 'Ciemny' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();
    // From here a keyboard user: the pointer is not left where the menu opens (hovering an item
    // focuses it, as it should for a person who points).
    await page.mouse.move(0, 0);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Jasny' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Wyloguj' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toMatchAriaSnapshot(
      '- status: /Wylogowano\\. Zmiany zostały zapisane\\./',
    );

    const modules = loaded.filter((path) => path.includes('/dist/cdn/'));
    expect(modules.filter((path) => path.includes('/chunks/lit-'))).toHaveLength(1);
    expect(modules.some((path) => path.includes('/dist/bundle/'))).toBe(false);
    expect(errors).toEqual([]);
  });
});
