import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, within } from 'storybook/test';
import './pp-alert.js';
import '../pp-button/pp-button.js';
import type { AlertVariant, PpAlert } from './pp-alert.js';

interface AlertArgs {
  variant: AlertVariant;
  heading: string;
  text: string;
  closable: boolean;
}

const VARIANTS: AlertVariant[] = ['info', 'success', 'warning', 'error'];

/** What each variant says in the portal. */
const SAMPLE: Record<AlertVariant, [string, string]> = {
  info: ['Planowana przerwa', 'W sobotę od 22:00 do 23:00 portal będzie niedostępny.'],
  success: ['Zapisano', 'Zmiany w profilu firmy zostały zapisane.'],
  warning: ['Sesja wygasa', 'Za 2 minuty nastąpi automatyczne wylogowanie.'],
  error: ['Nie udało się zapisać', 'Serwer nie odpowiada. Sprawdź połączenie i spróbuj ponownie.'],
};

const meta: Meta<AlertArgs> = {
  title: 'Elements/Alert',
  component: 'pp-alert',
  tags: ['autodocs'],
  args: { variant: 'info', heading: SAMPLE.info[0], text: SAMPLE.info[1], closable: false },
  argTypes: { variant: { control: 'select', options: VARIANTS } },
};
export default meta;

type Story = StoryObj<AlertArgs>;

const alert = (args: AlertArgs) =>
  html`<pp-alert variant=${args.variant} heading=${args.heading} ?closable=${args.closable}
    >${args.text}</pp-alert
  >`;

const all = (args: AlertArgs) =>
  html`<div style="display:grid;gap:0.75rem;max-inline-size:40rem">
    ${VARIANTS.map((variant) =>
      alert({ ...args, variant, heading: SAMPLE[variant][0], text: SAMPLE[variant][1] }),
    )}
  </div>`;

/** The shadow root of an alert, to find its parts by role as a person does. */
const inside = (el: PpAlert) => within(el.shadowRoot as unknown as HTMLElement);

/** The default: an information alert. Use the controls to try every property. */
export const Default: Story = {
  render: alert,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('pp-alert')!;
    await el.updateComplete;
    // Inserted after the page loaded, so announced politely.
    await expect(inside(el).getByRole('status')).toHaveTextContent('Informacja:');
  },
};

/**
 * The four variants, each with its icon and (for screen readers) its prefix: the colour is never the
 * only sign. Errors and warnings are `role="alert"`, information and success `role="status"`.
 */
export const Variants: Story = {
  render: all,
  play: async ({ canvasElement }) => {
    const alerts = [...canvasElement.querySelectorAll('pp-alert')];
    await Promise.all(alerts.map((el) => el.updateComplete));
    const roles = alerts.map((el) => el.shadowRoot!.querySelector('[role]')!.getAttribute('role'));
    await expect(roles).toEqual(['status', 'status', 'alert', 'alert']);
    await expect(inside(alerts[3]!).getByRole('alert')).toHaveTextContent('Błąd:');
  },
};

/** An error with what to do next in the `action` slot. */
export const WithAction: Story = {
  render: () =>
    html`<pp-alert variant="error" heading=${SAMPLE.error[0]} style="max-inline-size:40rem"
      >${SAMPLE.error[1]}<pp-button slot="action" variant="secondary" size="sm"
        >Spróbuj ponownie</pp-button
      ></pp-alert
    >`,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('pp-alert')!;
    await el.updateComplete;
    await expect(el.querySelector('pp-button[slot="action"]')).toBeVisible();
  },
};

/**
 * Closable alerts: the close button ('Zamknij') fires `pp-close` and hides the alert. The play
 * function closes the first one; the second stays.
 */
export const Closable: Story = {
  render: () =>
    html`<div style="display:grid;gap:0.75rem;max-inline-size:40rem">
      <pp-alert variant="success" closable heading=${SAMPLE.success[0]}>${SAMPLE.success[1]}</pp-alert>
      <pp-alert variant="info" closable heading=${SAMPLE.info[0]}>${SAMPLE.info[1]}</pp-alert>
    </div>`,
  play: async ({ canvasElement }) => {
    const [first, second] = [...canvasElement.querySelectorAll('pp-alert')];
    const closed: Event[] = [];
    first!.addEventListener('pp-close', (event) => closed.push(event));
    await userEvent.click(inside(first!).getByRole('button', { name: 'Zamknij' }));
    await first!.updateComplete;
    await expect(closed).toHaveLength(1);
    await expect(first).not.toBeVisible();
    await expect(inside(second!).getByRole('button', { name: 'Zamknij' })).toBeVisible();
  },
};

/** An alert revealed after a failed save: announced as it appears (`role="alert"`). */
export const RevealedLater: Story = {
  render: () =>
    html`<div style="display:grid;gap:0.75rem;max-inline-size:40rem;justify-items:start">
      <button
        type="button"
        @click=${(event: Event) => {
          const next = (event.target as HTMLElement).nextElementSibling as PpAlert;
          next.hidden = false;
        }}
      >
        Zapisz
      </button>
      <pp-alert variant="error" heading=${SAMPLE.error[0]} hidden>${SAMPLE.error[1]}</pp-alert>
    </div>`,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('pp-alert')!;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zapisz' }));
    await el.updateComplete;
    await expect(inside(el).getByRole('alert')).toHaveTextContent(`Błąd: ${SAMPLE.error[0]}`);
  },
};

/** The English texts (the language toolbar, or `lang` on a container): 'Error:', 'Dismiss'. */
export const English: Story = {
  render: () =>
    html`<pp-alert variant="error" closable heading="Could not save" style="max-inline-size:40rem"
      >The server does not answer. Check your connection and try again.</pp-alert
    >`,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('pp-alert')!;
    await el.updateComplete;
    await expect(inside(el).getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await expect(inside(el).getByRole('alert')).toHaveTextContent('Error:');
  },
};

/** The dark theme, every variant, closable. */
export const DarkTheme: Story = {
  render: (args) => all({ ...args, closable: true }),
  globals: { theme: 'dark' },
};
