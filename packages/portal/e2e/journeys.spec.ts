import { type Locator, type Page } from '@playwright/test';
import {
  clickOption,
  dismissConsent,
  expect,
  PASSWORD,
  PASSWORD_CHECK_TIMEOUT,
  sidebarNav,
  test,
  widget,
} from './support';

/**
 * Each seed account signs in and uses every part of the shell it has, once with the mouse and once
 * with the keyboard only, at 1280 px and at 375 px: the sidebar (the sheet on a small screen, groups
 * opened on the way), the project switcher, the view switch (staff), the user menu (theme, language,
 * log out), and the command palette. Keyboard journeys check after every key that focus is on
 * something and visibly marked (`:focus-visible` with an outline or a shadow).
 */

interface Journey {
  email: string;
  staff: boolean;
  /** A sidebar entry to reach: the groups to open on the way (outermost first), the link, the result. */
  nav: { groups: string[]; link: string; url: RegExp };
  /** How many projects the account's switcher lists (0: no switcher). */
  projects: number;
  /** Whether the account has the `search` permission (the palette). */
  search: boolean;
}

/** The project switcher's options (not those of any other list on the page). */
function projectOptions(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Wybierz projekt' }).getByRole('option');
}

const JOURNEYS: Journey[] = [
  {
    email: 'client@example.com',
    staff: false,
    nav: { groups: [], link: 'Projekty', url: /\/projects$/ },
    projects: 3,
    search: true,
  },
  {
    email: 'basic@example.com',
    staff: false,
    nav: { groups: [], link: 'Dokumenty', url: /\/documents$/ },
    projects: 1,
    search: false,
  },
  {
    email: 'staff@example.com',
    staff: true,
    nav: { groups: ['Konta i użytkownicy'], link: 'Użytkownicy', url: /\/admin\/users$/ },
    projects: 0,
    search: true,
  },
  {
    email: 'support@example.com',
    staff: true,
    nav: { groups: ['Support'], link: 'Zgłoszenia', url: /\/admin\/support\/issues$/ },
    projects: 0,
    search: false,
  },
];

const MOBILE = 375;

/**
 * The element that has focus (looking into open shadow roots), its name as a person would hear it
 * (aria-label, aria-labelledby, its label, else its text), and whether its focus is visibly marked.
 */
async function focused(page: Page): Promise<{ text: string; visible: boolean; tag: string }> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return { text: '', visible: false, tag: 'body' };
    const root = active.getRootNode() as Document | ShadowRoot;
    const labelledBy = (active.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => (id ? (root.getElementById(id)?.textContent ?? '') : ''))
      .join(' ');
    const labels = 'labels' in active ? (active as HTMLInputElement).labels : null;
    // A label's text as it is read: without what is hidden from screen readers (a required mark).
    const spoken = (node: Node): string =>
      node instanceof Element && node.getAttribute('aria-hidden') === 'true'
        ? ''
        : node.nodeType === Node.TEXT_NODE
          ? (node.textContent ?? '')
          : [...node.childNodes].map(spoken).join('');
    const name =
      active.getAttribute('aria-label') ||
      labelledBy.trim() ||
      (labels?.[0] ? spoken(labels[0]).trim() : '') ||
      (active.textContent ?? '');
    // The ring is on the element, or (a composite widget such as the combobox) on a wrapper that
    // shows it while the element has focus (`:has(:focus-visible)`, `:focus-within`).
    const ringed = (element: Element, ownShadow: boolean) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (ownShadow && style.boxShadow !== 'none');
    };
    let marked = false;
    if (active.matches(':focus-visible')) {
      let node: Element | null = active;
      for (let depth = 0; node && depth < 4 && !marked; depth++) {
        marked = ringed(node, depth === 0);
        node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
      }
    }
    return { text: name.trim().replace(/\s+/g, ' '), visible: marked, tag: active.tagName.toLowerCase() };
  });
}

/** Presses `key` and expects focus to land on something visibly focused; returns where it landed. */
async function press(page: Page, key: string, trail: string[] = [], { mayLeave = false } = {}) {
  await page.keyboard.press(key);
  const now = await focused(page);
  trail.push(`${key} → <${now.tag}> "${now.text}"`);
  // Tab past the last element leaves the page for the browser's own controls, and comes back.
  if (mayLeave && now.tag === 'body') return now;
  expect(now.visible, `focus is visible after ${trail.join(', ')}`).toBe(true);
  return now;
}

/**
 * Presses Tab until the focused element's name matches, unless it already
 * does (at most `limit` presses). Focus may leave the page once and come back, as in a browser.
 */
async function tabTo(page: Page, name: RegExp, limit = 150) {
  if (name.test((await focused(page)).text)) return;
  const trail: string[] = [];
  let left = 0;
  for (let i = 0; i < limit; i++) {
    const now = await press(page, 'Tab', trail, { mayLeave: left === 0 });
    if (now.tag === 'body') left++;
    if (name.test(now.text)) return;
  }
  throw new Error(`Tab never reached ${name}: ${trail.join(', ')}`);
}

/** Presses ArrowDown in an open menu until the focused item's name matches. */
async function arrowTo(page: Page, name: RegExp, limit = 20) {
  for (let i = 0; i < limit; i++) {
    if (name.test((await focused(page)).text)) return;
    await press(page, 'ArrowDown');
  }
  throw new Error(`ArrowDown never reached ${name}`);
}

async function expectTheme(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

function themeSaved(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/api/settings/theme') && r.ok());
}

function groupToggle(page: Page, name: string): Locator {
  return sidebarNav(page).getByRole('button', { name, exact: true });
}

async function mouseJourney(page: Page, journey: Journey, width: number) {
  // Sign in.
  await page.goto('/login');
  await dismissConsent(page);
  await page.getByLabel('E-mail').fill(journey.email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: PASSWORD_CHECK_TIMEOUT,
  });

  // Staff: the staff view.
  if (journey.staff) {
    await page.getByRole('radio', { name: 'CumulusStaff' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  }

  // The sidebar (the sheet on a small screen): open the groups on the way, follow the link.
  if (width === MOBILE) {
    await page.getByRole('button', { name: 'Przełącz menu główne' }).click();
    await expect(page.getByRole('dialog', { name: 'Okno nawigacji' })).toBeVisible();
  }
  for (const group of journey.nav.groups) {
    const toggle = groupToggle(page, group);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await sidebarNav(page).getByRole('link', { name: journey.nav.link, exact: true }).click();
  await expect(page).toHaveURL(journey.nav.url);
  await expect(page.getByRole('heading', { level: 1, name: journey.nav.link })).toBeVisible();
  if (width === MOBILE) await expect(page.getByRole('dialog', { name: 'Okno nawigacji' })).toBeHidden();

  // The project switcher, with its tooltip.
  if (journey.projects > 0) {
    const switcher = page.getByRole('combobox', { name: 'Wybierz projekt' });
    await switcher.hover();
    await expect(page.getByRole('tooltip', { name: 'Zmień aktywny projekt' })).toBeVisible();
    await switcher.click();
    await expect(projectOptions(page)).toHaveCount(journey.projects);
    const other = page
      .getByRole('listbox', { name: 'Wybierz projekt' })
      .getByRole('option', { selected: false })
      .first();
    if (journey.projects > 1) {
      const name = ((await other.textContent()) ?? '').trim();
      await clickOption(other);
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await expect(switcher).toContainText(name);
    } else {
      await clickOption(page.getByRole('option').first());
      await expect(page.getByRole('listbox')).toBeHidden();
    }
  }

  // The palette.
  if (journey.search) {
    await page.getByRole('button', { name: 'Szukaj' }).click();
    const dialog = widget(page, 'pp-dialog', 'dialog', 'Paleta poleceń');
    await dialog.getByRole('combobox').fill('dashboard');
    await clickOption(dialog.getByRole('option').first());
    await expect(page.getByRole('dialog', { name: 'Paleta poleceń' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }

  // The user menu: theme, language, log out.
  const userMenu = page.getByRole('button', { name: 'Menu użytkownika' });
  await userMenu.click();
  let saved = themeSaved(page);
  await page.getByRole('menuitemradio', { name: 'Ciemny' }).click();
  await saved;
  await expectTheme(page, 'dark');
  await userMenu.click();
  saved = themeSaved(page);
  await page.getByRole('menuitemradio', { name: 'Systemowy' }).click();
  await saved;
  await userMenu.click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Polski' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function keyboardJourney(page: Page, journey: Journey, width: number) {
  // Sign in: the consent banner first (it takes focus), then the form.
  await page.goto('/login');
  // The banner takes focus (a div at the start of its dialog) twice: 100 ms after it shows and again
  // when its fade-in ends, so a Tab pressed between the two is undone. Wait for both: focus inside
  // it, its transitions over, and a frame for the transitionend handler.
  await expect(page.getByRole('dialog', { name: 'Zgoda na pliki cookie' })).toBeVisible();
  await page.waitForFunction(() => {
    const banner = document.getElementById('cc-main');
    return (
      banner != null &&
      document.activeElement?.closest('#cc-main') != null &&
      banner.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running')
    );
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await tabTo(page, /^Tylko niezbędne$/);
  await press(page, 'Enter');
  await expect(page.getByRole('button', { name: 'Tylko niezbędne' })).toBeHidden();
  await tabTo(page, /^E-mail$/);
  const email = page.getByLabel('E-mail');
  await expect(email).toBeFocused();
  await page.keyboard.type(journey.email);
  await press(page, 'Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: PASSWORD_CHECK_TIMEOUT,
  });

  // Staff: the view switch is a radio group; arrows choose.
  if (journey.staff) {
    await tabTo(page, /^Klient$/);
    await press(page, 'ArrowRight');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // Tab once the staff dashboard is shown: while its page loads, the focused breadcrumb of the
    // page before is replaced, focus falls to <body>, and the next Tab starts where it was.
    await expect(page.getByRole('heading', { level: 2, name: 'Twoje sekcje' })).toBeVisible();
  }

  // The sidebar.
  if (width === MOBILE) {
    await tabTo(page, /^Przełącz menu główne$/);
    await press(page, 'Enter');
    await expect(page.getByRole('dialog', { name: 'Okno nawigacji' })).toBeVisible();
  }
  for (const group of journey.nav.groups) {
    await tabTo(page, new RegExp(`^${group}`));
    const toggle = groupToggle(page, group);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await press(page, 'Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await tabTo(page, new RegExp(`^${journey.nav.link}$`));
  await press(page, 'Enter');
  await expect(page).toHaveURL(journey.nav.url);
  await expect(page.getByRole('heading', { level: 1, name: journey.nav.link })).toBeVisible();
  if (width === MOBILE) await expect(page.getByRole('dialog', { name: 'Okno nawigacji' })).toBeHidden();

  // The project switcher: open with ArrowDown, choose another with the arrows and Enter.
  if (journey.projects > 0) {
    const switcher = page.getByRole('combobox', { name: 'Wybierz projekt' });
    await tabTo(page, /^Wybierz projekt$/);
    await expect(switcher).toBeFocused();
    await press(page, 'ArrowDown');
    await expect(projectOptions(page)).toHaveCount(journey.projects);
    if (journey.projects > 1) {
      // Home goes to the first project; if that is the current one, ArrowDown to the next.
      const current = ((await switcher.textContent()) ?? '').trim();
      await press(page, 'Home');
      const activeName = await projectOptions(page)
        .first()
        .evaluate((option) => option.textContent?.trim() ?? '');
      if (current.includes(activeName)) await press(page, 'ArrowDown');
      await press(page, 'Enter');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await expect(switcher).toBeFocused();
    } else {
      await press(page, 'Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
    }
  }

  // The palette.
  if (journey.search) {
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Szukaj stron i poleceń' });
    await expect(input).toBeFocused();
    await page.keyboard.type('dashboard');
    // The palette's options (the page behind it may have option lists of its own, e.g. a table's page size).
    const palette = widget(page, 'pp-dialog', 'dialog', 'Paleta poleceń');
    await expect(palette.getByRole('option').first()).toHaveAccessibleName(/Dashboard/);
    await press(page, 'Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }

  // The user menu: Enter opens it, arrows move, Enter chooses; focus comes back to the button.
  const userMenu = page.getByRole('button', { name: 'Menu użytkownika' });
  await tabTo(page, /^Menu użytkownika$/);
  await press(page, 'Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await arrowTo(page, /^Ciemny$/);
  let saved = themeSaved(page);
  await press(page, 'Enter');
  await saved;
  await expectTheme(page, 'dark');
  await expect(userMenu).toBeFocused();
  await press(page, 'Enter');
  await arrowTo(page, /^Systemowy$/);
  saved = themeSaved(page);
  await press(page, 'Enter');
  await saved;
  await press(page, 'Enter');
  await arrowTo(page, /^English$/);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await tabTo(page, /^User menu$/);
  await press(page, 'Enter');
  await arrowTo(page, /^Polski$/);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(userMenu).toBeVisible();
  await tabTo(page, /^Menu użytkownika$/);
  await press(page, 'Enter');
  await arrowTo(page, /^Wyloguj$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
}

for (const journey of JOURNEYS) {
  for (const width of [1280, MOBILE]) {
    test(`${journey.email} with the mouse at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await mouseJourney(page, journey, width);
    });
    test(`${journey.email} with the keyboard only at ${width} px, focus always visible`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await keyboardJourney(page, journey, width);
    });
  }
}
