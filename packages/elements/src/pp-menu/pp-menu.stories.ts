import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../pp-button/pp-button.js';
import './pp-menu.js';
import '../pp-avatar/pp-avatar.js';
import type { PpMenu } from './pp-menu.js';
import type { PopupPlacement } from '../shared/popup-position.js';

interface MenuArgs {
  trigger: string;
  placement: PopupPlacement;
}

const meta: Meta<MenuArgs> = {
  title: 'Elements/Menu',
  component: 'pp-menu',
  subcomponents: { MenuItem: 'pp-menu-item', MenuGroup: 'pp-menu-group', MenuSeparator: 'pp-menu-separator' },
  tags: ['autodocs'],
  args: { trigger: 'Konto', placement: 'bottom-start' },
  // On the docs page each story in a frame of its own: the open menus are in the top layer.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  argTypes: {
    placement: {
      control: 'select',
      options: ['bottom-start', 'bottom-end', 'top-start', 'top-end', 'right-start', 'left-start'],
    },
  },
};
export default meta;

type Story = StoryObj<MenuArgs>;

const icon = (d: string) =>
  html`<svg
    slot="prefix"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    stroke-width="1.5"
    aria-hidden="true"
  >
    <path d=${d}></path>
  </svg>`;

/** The account menu: commands, a link, a theme group of radios, a checkbox, a submenu, a disabled item. */
const accountMenu = (args: MenuArgs, { icons = false } = {}) =>
  html`<pp-menu placement=${args.placement}>
    <pp-button slot="trigger">${args.trigger}</pp-button>
    <pp-menu-item value="profile"
      >${icons ? icon('M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 14c0-3 3-4.5 6-4.5s6 1.5 6 4.5') : nothing}Profil${
        icons ? html`<kbd slot="suffix">Ctrl+P</kbd>` : nothing
      }</pp-menu-item
    >
    <pp-menu-item href="#ustawienia"
      >${icons ? icon('M8 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 1v2M8 13v2M1 8h2M13 8h2') : nothing}Ustawienia</pp-menu-item
    >
    <pp-menu-group label="Motyw">
      <pp-menu-item type="radio" name="theme" value="light" checked>Jasny</pp-menu-item>
      <pp-menu-item type="radio" name="theme" value="dark">Ciemny</pp-menu-item>
    </pp-menu-group>
    <pp-menu-item type="checkbox" value="compact">Widok kompaktowy</pp-menu-item>
    <pp-menu-separator></pp-menu-separator>
    <pp-menu-item
      >Więcej
      <pp-menu slot="submenu">
        <pp-menu-item value="help">Pomoc</pp-menu-item>
        <pp-menu-item value="about">O aplikacji</pp-menu-item>
      </pp-menu>
    </pp-menu-item>
    <pp-menu-item value="logout" disabled>Wyloguj</pp-menu-item>
  </pp-menu>`;

const menuIn = (canvas: HTMLElement) => canvas.querySelector<PpMenu>('pp-menu')!;
const panelOf = (menu: PpMenu) => menu.shadowRoot!.querySelector<HTMLElement>('[part="menu"]')!;
const listOf = (menu: PpMenu) => menu.shadowRoot!.querySelector<HTMLElement>('[role="menu"]')!;

/** Waits until `menu` is open and its fade-in has ended (the screenshot shows it settled). */
async function settledOpen(menu: PpMenu): Promise<void> {
  await waitFor(() => expect(panelOf(menu).matches(':popover-open')).toBe(true));
  await Promise.all(
    panelOf(menu)
      .getAnimations()
      .map((animation) => animation.finished),
  );
}

/** Opens the story's menu from its trigger with the keyboard, as a person does. */
async function openByKeyboard(canvas: HTMLElement, key = '{Enter}'): Promise<PpMenu> {
  const menu = menuIn(canvas);
  menu.querySelector('pp-button')!.focus();
  await userEvent.keyboard(key);
  await settledOpen(menu);
  return menu;
}

/**
 * A user menu, as the portal's top bar has it: an avatar button, who is signed in in the `header`
 * slot (above the items, outside the menu: the keyboard moves among the items alone), the theme as
 * radios, and signing out.
 */
export const WithHeader: Story = {
  render: () =>
    html`<div style="display:flex;justify-content:flex-end;inline-size:24rem">
      <pp-menu placement="bottom-end">
        <pp-button slot="trigger" variant="ghost" label="Menu użytkownika"
          ><pp-avatar decorative name="Anna Nowak" size="sm"></pp-avatar
        ></pp-button>
        <div
          slot="header"
          style="display:grid;padding:0.5rem 0.75rem;border-block-end:1px solid var(--pp-color-border-default)"
        >
          <strong>Anna Nowak</strong>
          <span style="color:var(--pp-color-fg-muted)">anna.nowak@example.com</span>
        </div>
        <pp-menu-group label="Motyw">
          <pp-menu-item type="radio" value="system" checked>Systemowy</pp-menu-item>
          <pp-menu-item type="radio" value="light">Jasny</pp-menu-item>
          <pp-menu-item type="radio" value="dark">Ciemny</pp-menu-item>
        </pp-menu-group>
        <pp-menu-separator></pp-menu-separator>
        <pp-menu-item value="logout">Wyloguj</pp-menu-item>
      </pp-menu>
    </div>`,
  args: { placement: 'bottom-end' },
  play: async ({ canvasElement }) => {
    const menu = await openByKeyboard(canvasElement);
    await expect(canvasElement.querySelector('[slot="header"]')!.checkVisibility()).toBe(true);
    // The header is not an item: the focus starts on the first radio.
    await expect(document.activeElement).toBe(menu.items[0]);
  },
};

/** Closed: a button that says it opens a menu. */
export const Closed: Story = {
  render: (args) => accountMenu(args),
  play: async ({ canvasElement }) => {
    const button = menuIn(canvasElement).querySelector('pp-button')!.shadowRoot!.querySelector('button')!;
    await expect(button).toHaveAccessibleName('Konto');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open (Enter on the button): the focus on the first item; radios, a checkbox, a submenu, a disabled item. */
export const Open: Story = {
  render: (args) => accountMenu(args),
  play: async ({ canvasElement }) => {
    const menu = await openByKeyboard(canvasElement);
    // Named by its trigger, by element reference (which testing-library's name computation does not follow).
    await expect(listOf(menu).ariaLabelledByElements).toEqual([menu.querySelector('pp-button')]);
    const items = menu.items;
    await expect(document.activeElement).toBe(items[0]);
    await expect(items.map((item) => item.getAttribute('role'))).toEqual([
      'menuitem',
      'menuitem',
      'menuitemradio',
      'menuitemradio',
      'menuitemcheckbox',
      'menuitem',
      'menuitem',
    ]);
    // Down to the checkbox and Space: it is checked and the menu stays open.
    for (let i = 0; i < 4; i++) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(items[4]).toHaveAttribute('aria-checked', 'true'));
    await expect(menu.open).toBe(true);
  },
};

/** With icons in the `prefix` slot and a shortcut hint in `suffix`; opened with ArrowUp on its last item. */
export const WithIcons: Story = {
  render: (args) => accountMenu(args, { icons: true }),
  play: async ({ canvasElement }) => {
    const menu = await openByKeyboard(canvasElement, '{ArrowUp}');
    await expect(document.activeElement).toBe(menu.items.at(-1));
    await expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The submenu 'Więcej' open (ArrowRight), its first item focused; Escape would return to 'Więcej'. */
export const Submenu: Story = {
  render: (args) => accountMenu(args),
  play: async ({ canvasElement }) => {
    const menu = await openByKeyboard(canvasElement);
    await userEvent.keyboard('{End}{ArrowUp}');
    const more = menu.items.at(-2)!;
    await expect(document.activeElement).toBe(more);
    await userEvent.keyboard('{ArrowRight}');
    const sub = more.submenu as PpMenu;
    await settledOpen(sub);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(document.activeElement).toBe(sub.items[0]);
  },
};

/** Right to left (`dir="rtl"`): the submenu opens to the left, ArrowLeft opens it. */
export const RightToLeft: Story = {
  args: { trigger: 'Account' },
  render: (args) => html`<div dir="rtl" lang="en">${accountMenu(args)}</div>`,
  play: async ({ canvasElement }) => {
    const menu = await openByKeyboard(canvasElement);
    await userEvent.keyboard('{End}{ArrowUp}{ArrowLeft}');
    const more = menu.items.at(-2)!;
    const sub = more.submenu as PpMenu;
    await settledOpen(sub);
    const panel = panelOf(sub).getBoundingClientRect();
    await expect(panel.right).toBeLessThanOrEqual(more.getBoundingClientRect().left + 1);
  },
};
