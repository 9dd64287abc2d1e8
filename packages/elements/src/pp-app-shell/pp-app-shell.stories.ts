import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import './pp-app-shell.js';
import type { PpAppShell } from './pp-app-shell.js';
import '../pp-avatar/pp-avatar.js';
import '../pp-badge/pp-badge.js';
import '../pp-button/pp-button.js';
import '../pp-combobox/pp-combobox.js';
import '../pp-menu/pp-menu.js';
import '../pp-sidebar/pp-sidebar.js';
import type { PpSidebar, SidebarSection } from '../pp-sidebar/pp-sidebar.js';

interface AppShellArgs {
  side: 'left' | 'right';
  environment: string;
  /** Fill the `project` and `top-bar` slots too (a project switcher, a connection status). */
  everySlot?: boolean;
}

/** The client menu of the spec, as a tool would hand it to its sidebar. */
const clientMenu = (en: boolean): SidebarSection[] => [
  {
    name: 'client',
    items: [
      { name: 'Dashboard', href: '/', exact: true },
      {
        name: en ? 'Services' : 'Usługi',
        collapsible: true,
        children: [
          { name: en ? 'VPS servers' : 'Serwery VPS', href: '/services/vps', badge: 4 },
          { name: en ? 'Colocation' : 'Kolokacja', href: '/services/colocation', badge: 1 },
        ],
      },
      { name: 'Support', href: '/support/issues' },
      { name: en ? 'Payments' : 'Płatności', href: '/payments' },
      { name: en ? 'Projects' : 'Projekty', href: '/projects' },
      { name: en ? 'Contacts' : 'Kontakty', href: '/contacts' },
      { name: en ? 'Documents' : 'Dokumenty', href: '/documents' },
      { name: 'SOC', href: '/siem/integrations' },
    ],
  },
];

// prettier-ignore
const logo = html`<svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true"><rect width="32" height="32" rx="7" fill="var(--pp-color-bg-brand)"></rect><path d="M9 22a7 7 0 0 1 1-13.9A8 8 0 0 1 25 12a5 5 0 0 1-1 10z" fill="var(--pp-color-fg-on-brand)"></path></svg>`;
// prettier-ignore
const searchIcon = html`<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" stroke-width="1.8"></circle><path d="M13 13l4 4" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"></path></svg>`;

/** A tool's frame: the shell, its sidebar and the top bar's content, all elements and tokens. */
function frame(args: AppShellArgs, locale: string) {
  const en = locale === 'en';
  return html`<pp-app-shell lang=${en ? 'en' : 'pl'}>
    <a
      slot="logo"
      href="#/"
      style="display:inline-flex;align-items:center;gap:0.5rem;color:inherit;font-weight:700;text-decoration:none"
      >${logo}<span>Portal</span></a
    >
    ${
      args.environment
        ? html`<pp-badge slot="environment" variant="warning">${args.environment}</pp-badge>`
        : ''
    }
    ${
      args.everySlot
        ? html`<pp-combobox
              slot="project"
              mode="select"
              label=${en ? 'Project' : 'Projekt'}
              placeholder=${en ? 'Project' : 'Projekt'}
              value="1"
              .options=${[
                { id: '1', name: 'Sklep internetowy' },
                { id: '2', name: 'Blog firmowy' },
              ]}
              style="inline-size:14rem"
            ></pp-combobox>
            <pp-badge slot="top-bar" variant="info" pill>${en ? 'Offline' : 'Brak połączenia'}</pp-badge>`
        : ''
    }
    <pp-button slot="search" variant="ghost" label=${en ? 'Search' : 'Szukaj'}>${searchIcon}</pp-button>
    <pp-menu slot="user" placement="bottom-end">
      <pp-button slot="trigger" variant="ghost" label=${en ? 'User menu' : 'Menu użytkownika'}
        ><pp-avatar decorative name="Anna Nowak" size="sm"></pp-avatar
      ></pp-button>
      <pp-menu-item value="settings">${en ? 'Settings' : 'Ustawienia'}</pp-menu-item>
      <pp-menu-separator></pp-menu-separator>
      <pp-menu-item value="logout">${en ? 'Sign out' : 'Wyloguj'}</pp-menu-item>
    </pp-menu>
    <pp-sidebar
      slot="sidebar"
      id="story-nav"
      storage-id="story-shell"
      side=${args.side}
      .sections=${clientMenu(en)}
      current-path="/"
    ></pp-sidebar>
    <main id="main" style="padding:var(--pp-space-6);font-family:var(--pp-font-family-sans)">
      <h1 style="margin:0 0 var(--pp-space-3);font-size:var(--pp-font-size-2xl)">Dashboard</h1>
      <p style="margin:0">
        ${
          en
            ? 'The page of the tool goes here: the shell gives it the portal’s frame.'
            : 'Tu jest strona narzędzia: powłoka daje jej ramę portalu.'
        }
      </p>
    </main>
    <footer
      slot="footer"
      style="padding:var(--pp-space-4) var(--pp-space-6);border-block-start:1px solid var(--pp-color-border-default);color:var(--pp-color-fg-muted);font-size:var(--pp-font-size-sm)"
    >
      © 2026 Portal
    </footer>
  </pp-app-shell>`;
}

const meta: Meta<AppShellArgs> = {
  title: 'Elements/App shell',
  component: 'pp-app-shell',
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { side: 'left', environment: 'staging' },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
  render: (args, context) => frame(args, String(context.globals['locale'])),
  beforeEach: () => localStorage.removeItem('sidebarOpenDesktop-story-shell'),
};
export default meta;
type Story = StoryObj<AppShellArgs>;

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
const patience = { timeout: 5000 };

const shellIn = (canvas: HTMLElement) => canvas.querySelector<PpAppShell>('pp-app-shell')!;
const part = (shell: PpAppShell, name: string) =>
  shell.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

/**
 * The client's frame: logo, environment badge, search and user menu in the top bar, the client menu
 * in the sidebar (a sheet behind ☰ on a phone), the page's main region and footer.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const shell = shellIn(canvasElement);
    await shell.updateComplete;
    const sidebar = shell.querySelector<PpSidebar>('pp-sidebar')!;
    await sidebar.updateComplete;
    const toggle = part(shell, 'menu-toggle');
    await expect(toggle).toHaveAccessibleName('Przełącz menu główne');
    // The sidebar wired the shell's toggle once it was defined.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded'), patience);
    await expect(part(shell, 'top-bar').tagName).toBe('HEADER');
  },
};

/** The ☰ toggle closes the desktop column (the page takes the room); on a phone it opens the sheet. */
export const Toggled: Story = {
  play: async ({ canvasElement }) => {
    const shell = shellIn(canvasElement);
    const sidebar = shell.querySelector<PpSidebar>('pp-sidebar')!;
    await sidebar.updateComplete;
    const toggle = part(shell, 'menu-toggle');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded'), patience);
    const before = toggle.getAttribute('aria-expanded');
    await userEvent.click(toggle);
    await waitFor(
      () => expect(toggle).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true'),
      patience,
    );
    await sidebar.updateComplete;
  },
};

/** The skip link, the first Tab stop: shown when focused, it moves focus to the main region. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const shell = shellIn(canvasElement);
    await shell.updateComplete;
    const skip = part(shell, 'skip-link');
    skip.focus();
    await expect(skip).toHaveAccessibleName('Przejdź do treści');
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

/**
 * Every slot filled: a project switcher (a select-only `pp-combobox`) in `project`, and a status in
 * `top-bar`, which takes the room left and moves to a row of its own on a phone.
 */
export const EverySlot: Story = {
  args: { everySlot: true },
  play: async ({ canvasElement }) => {
    const shell = shellIn(canvasElement);
    await shell.updateComplete;
    for (const name of ['logo', 'environment', 'project', 'top-bar', 'search', 'user', 'sidebar', 'footer']) {
      await expect(shell.querySelector(`[slot="${name}"]`)).not.toBeNull();
    }
    await expect(shell.querySelector(':scope > main')).not.toBeNull();
  },
};

/** The sidebar on the right (`side="right"` on the `pp-sidebar`). */
export const RightSidebar: Story = { args: { side: 'right' } };

/** Production: no environment badge. */
export const Production: Story = { args: { environment: '' } };

/** English, after `lang`: the skip link and the toggle speak it too. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const shell = shellIn(canvasElement);
    await shell.updateComplete;
    await expect(part(shell, 'menu-toggle')).toHaveAccessibleName('Toggle main menu');
    await expect(part(shell, 'skip-link')).toHaveTextContent('Skip to content');
  },
};

/** The dark theme. */
export const DarkTheme: Story = { globals: { theme: 'dark' } };
