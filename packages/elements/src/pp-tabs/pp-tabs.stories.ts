import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import './pp-tabs.js';
import type { PpTabs, TabsActivation, TabsOrientation } from './pp-tabs.js';

interface TabsArgs {
  label: string;
  value: string;
  activation: TabsActivation;
  orientation: TabsOrientation;
}

const meta: Meta<TabsArgs> = {
  title: 'Elements/Tabs',
  component: 'pp-tabs',
  subcomponents: { Tab: 'pp-tab', TabPanel: 'pp-tab-panel' },
  tags: ['autodocs'],
  args: {
    label: 'Ustawienia konta',
    value: '',
    activation: 'automatic',
    orientation: 'horizontal',
  },
  argTypes: {
    activation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  render: (args) => tabs(args),
};
export default meta;

type Story = StoryObj<TabsArgs>;

/** [panel, tab text, panel content]. */
type Entry = [string, string, unknown];

const SETTINGS: Entry[] = [
  ['general', 'Ogólne', html`<p>Nazwa konta, język i strefa czasowa.</p>`],
  [
    'security',
    'Bezpieczeństwo',
    html`<p>Hasło i logowanie dwuetapowe.</p>
      <button>Zmień hasło</button>`,
  ],
  ['billing', 'Płatności', html`<p>Faktury i metoda płatności.</p>`],
  ['team', 'Zespół', html`<p>Członkowie zespołu i ich role.</p>`],
];

const tabs = (args: TabsArgs, entries: Entry[] = SETTINGS, disabled: string[] = []) =>
  html`<pp-tabs
    label=${args.label}
    value=${args.value}
    activation=${args.activation}
    orientation=${args.orientation}
    >${entries.map(
      ([name, text]) => html`<pp-tab panel=${name} ?disabled=${disabled.includes(name)}>${text}</pp-tab>`,
    )}${entries.map(([name, , content]) => html`<pp-tab-panel name=${name}>${content}</pp-tab-panel>`)}</pp-tabs
  >`;

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
const patience = { timeout: 5000 };

const parts = (canvasElement: HTMLElement) => {
  const el = canvasElement.querySelector<PpTabs>('pp-tabs')!;
  return { el, canvas: within(canvasElement), inner: within(el.shadowRoot as unknown as HTMLElement) };
};

/** The default: the first tab selected, its panel shown. A click selects another tab and shows its panel. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { el, canvas, inner } = parts(canvasElement);
    await waitFor(
      () => expect(inner.getByRole('tablist', { name: 'Ustawienia konta' })).toBeTruthy(),
      patience,
    );
    const general = canvas.getByRole('tab', { name: 'Ogólne' });
    await waitFor(() => expect(general).toHaveAttribute('aria-selected', 'true'), patience);
    await expect(canvas.getByRole('tabpanel', { name: 'Ogólne' })).toBeVisible();
    const team = canvas.getByRole('tab', { name: 'Zespół' });
    await userEvent.click(team);
    await waitFor(() => expect(team).toHaveAttribute('aria-selected', 'true'), patience);
    await expect(canvas.getByRole('tabpanel', { name: 'Zespół' })).toBeVisible();
    await expect(canvas.queryByRole('tabpanel', { name: 'Ogólne' })).toBeNull();
    await expect(el.value).toBe('team');
    // Back to the first, for the screenshot.
    el.value = 'general';
  },
};

/**
 * Automatic activation: Tab reaches the selected tab, the arrows select (skipping the disabled one,
 * wrapping around), and Tab goes on into the panel. The ring shows where the focus is.
 */
export const Keyboard: Story = {
  args: { value: 'security' },
  parameters: { storyTests: { screenshot: 'strict' } },
  render: (args) => tabs(args, SETTINGS, ['billing']),
  play: async ({ canvasElement }) => {
    const { el, canvas } = parts(canvasElement);
    const security = canvas.getByRole('tab', { name: 'Bezpieczeństwo' });
    await waitFor(() => expect(security).toHaveAttribute('tabindex', '0'), patience);
    await userEvent.tab();
    await waitFor(() => expect(security).toHaveFocus(), patience);
    await userEvent.keyboard('{ArrowRight}');
    const team = canvas.getByRole('tab', { name: 'Zespół' });
    await waitFor(() => expect(team).toHaveAttribute('aria-selected', 'true'), patience);
    await expect(team).toHaveFocus();
    await expect(el.value).toBe('team');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(el.value).toBe('general'), patience);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(el.value).toBe('team'), patience);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'Zespół' })).toHaveFocus(), patience);
  },
};

/** Manual activation: the arrows move the focus only; Enter (or Space) selects. */
export const ManualActivation: Story = {
  args: { activation: 'manual', value: 'general' },
  play: async ({ canvasElement }) => {
    const { el, canvas } = parts(canvasElement);
    const general = canvas.getByRole('tab', { name: 'Ogólne' });
    await waitFor(() => expect(general).toHaveAttribute('tabindex', '0'), patience);
    general.focus();
    await userEvent.keyboard('{ArrowRight}');
    const security = canvas.getByRole('tab', { name: 'Bezpieczeństwo' });
    await waitFor(() => expect(security).toHaveFocus(), patience);
    await expect(el.value).toBe('general');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(security).toHaveAttribute('aria-selected', 'true'), patience);
    await expect(canvas.getByRole('button', { name: 'Zmień hasło' })).toBeVisible();
  },
};

/** Vertical: the tabs in a column beside the panels; Up and Down move. */
export const Vertical: Story = {
  args: { orientation: 'vertical', value: 'security' },
  play: async ({ canvasElement }) => {
    const { el, canvas, inner } = parts(canvasElement);
    await waitFor(
      () => expect(inner.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical'),
      patience,
    );
    canvas.getByRole('tab', { name: 'Bezpieczeństwo' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(el.value).toBe('billing'), patience);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(el.value).toBe('security'), patience);
  },
};

/** A disabled tab: read as unavailable, skipped by the arrow keys, not clickable. */
export const DisabledTab: Story = {
  args: { value: 'general' },
  render: (args) => tabs(args, SETTINGS, ['billing']),
  play: async ({ canvasElement }) => {
    const { el, canvas } = parts(canvasElement);
    const billing = canvas.getByRole('tab', { name: 'Płatności' });
    await waitFor(() => expect(billing).toHaveAttribute('aria-disabled', 'true'), patience);
    await userEvent.click(billing, { pointerEventsCheck: 0 });
    await expect(el.value).toBe('general');
  },
};

const MANY: Entry[] = [
  'Przegląd',
  'Zgłoszenia',
  'Faktury',
  'Umowy',
  'Użytkownicy',
  'Uprawnienia',
  'Integracje',
  'Powiadomienia',
  'Dziennik',
  'Archiwum',
].map((text, i) => [`p${i}`, text, html`<p>Treść: ${text}.</p>`]);

/**
 * A listener may keep the current tab: here, while the form has unsaved changes, `pp-tab-show` is
 * cancelled and a message says why (a router would navigate there instead).
 */
export const CancelledByListener: Story = {
  args: { value: 'general' },
  render: (args) => {
    const onShow = (event: CustomEvent) => {
      const root = (event.currentTarget as HTMLElement).parentElement!;
      if (!root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked) return;
      event.preventDefault();
      root.querySelector('output')!.textContent = 'Zapisz zmiany, zanim przejdziesz dalej.';
    };
    return html`<div>
      <label style="display:block;margin-block-end:1rem"
        ><input type="checkbox" checked /> Niezapisane zmiany</label
      >
      <div @pp-tab-show=${onShow}>${tabs(args)}</div>
      <output></output>
    </div>`;
  },
  play: async ({ canvasElement }) => {
    const { el, canvas } = parts(canvasElement);
    const team = canvas.getByRole('tab', { name: 'Zespół' });
    await waitFor(() => expect(team).toHaveAttribute('aria-selected', 'false'), patience);
    await userEvent.click(team);
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Zapisz zmiany, zanim przejdziesz dalej.'),
      patience,
    );
    await expect(el.value).toBe('general');
    await expect(canvas.getByRole('tab', { name: 'Ogólne' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Niezapisane zmiany' }));
    await userEvent.click(team);
    await waitFor(() => expect(el.value).toBe('team'), patience);
  },
};

/** Many tabs in a 375px container: the list scrolls sideways and keeps the selected tab in view. */
export const Overflow: Story = {
  args: { label: 'Projekt', value: 'p8' },
  render: (args) => html`<div style="inline-size:375px;max-inline-size:100%">${tabs(args, MANY)}</div>`,
  play: async ({ canvasElement }) => {
    const { el, canvas, inner } = parts(canvasElement);
    const list = inner.getByRole('tablist', { name: 'Projekt' });
    const inView = (name: string) => {
      const box = list.getBoundingClientRect();
      const rect = canvas.getByRole('tab', { name }).getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    };
    await waitFor(() => expect(list.scrollWidth).toBeGreaterThan(list.clientWidth), patience);
    await waitFor(() => expect(inView('Dziennik')).toBe(true), patience);
    await expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

/** Right to left: Left moves forward and Right back, as the reading order goes. */
export const RightToLeft: Story = {
  args: { label: 'الإعدادات', value: 'a' },
  render: (args) =>
    html`<div dir="rtl" lang="ar">
      ${tabs(args, [
        ['a', 'عام', html`<p>الاسم واللغة.</p>`],
        ['b', 'الأمان', html`<p>كلمة المرور.</p>`],
        ['c', 'الفريق', html`<p>الأعضاء.</p>`],
      ])}
    </div>`,
  play: async ({ canvasElement }) => {
    const { el, canvas } = parts(canvasElement);
    const first = canvas.getByRole('tab', { name: 'عام' });
    await waitFor(() => expect(first).toHaveAttribute('tabindex', '0'), patience);
    el.focus();
    await waitFor(() => expect(first).toHaveFocus(), patience);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(el.value).toBe('b'), patience);
    el.value = 'a';
  },
};

/** English content (the element has no built-in texts: the tabs and the list's label are the page's). */
export const English: Story = {
  args: { label: 'Account settings', value: 'security' },
  globals: { locale: 'en' },
  render: (args) =>
    tabs(args, [
      ['general', 'General', html`<p>Account name, language and time zone.</p>`],
      ['security', 'Security', html`<p>Password and two-step sign-in.</p>`],
      ['team', 'Team', html`<p>Team members and their roles.</p>`],
    ]),
  play: async ({ canvasElement }) => {
    const { inner, canvas } = parts(canvasElement);
    await waitFor(
      () => expect(inner.getByRole('tablist', { name: 'Account settings' })).toBeTruthy(),
      patience,
    );
    await waitFor(
      () => expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true'),
      patience,
    );
  },
};

/** The dark theme: a selected tab, a disabled one, horizontal and vertical. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) =>
    html`<div style="display:grid;gap:2rem">
      ${tabs({ ...args, value: 'security' }, SETTINGS, ['billing'])}
      ${tabs({ ...args, label: 'Pionowe', orientation: 'vertical', value: 'team' }, SETTINGS, ['billing'])}
    </div>`,
};
