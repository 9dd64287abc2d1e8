import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../pp-button/pp-button.js';
import '../pp-text-field/pp-text-field.js';
import './pp-dialog.js';
import type { DialogPlacement, DialogSize, PpDialog } from './pp-dialog.js';

interface DialogArgs {
  label: string;
  size: DialogSize;
  placement: DialogPlacement;
  noLightDismiss: boolean;
  noHeader: boolean;
}

const meta: Meta<DialogArgs> = {
  title: 'Elements/Dialog',
  component: 'pp-dialog',
  tags: ['autodocs'],
  args: { label: 'Edytuj projekt', size: 'md', placement: 'center', noLightDismiss: false, noHeader: false },
  // On the docs page each story in a frame of its own: the dialogs are modal and open.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    placement: { control: 'inline-radio', options: ['center', 'end'] },
  },
};
export default meta;

type Story = StoryObj<DialogArgs>;

/** The dialog of a story, and the native `<dialog>` inside it. */
const dialogIn = (canvas: HTMLElement) => {
  const el = canvas.querySelector('pp-dialog')!;
  return { el, dialog: el.shadowRoot!.querySelector('dialog')! };
};

/** Waits until the story's dialog is open and its opening transition has ended. */
async function opened(canvas: HTMLElement): Promise<PpDialog> {
  const { el, dialog } = dialogIn(canvas);
  await waitFor(() => expect(dialog.matches(':modal')).toBe(true));
  await el.show();
  return el;
}

/** A form to edit a project: the body of most stories. */
const projectForm = html`<p style="margin-block-start:0">
    Nazwa jest widoczna dla wszystkich członków projektu.
  </p>
  <pp-text-field label="Nazwa projektu" value="Portal klienta" required></pp-text-field>`;

const footer = (save = 'Zapisz') =>
  html`<pp-button slot="footer" @click=${closeFrom}>Anuluj</pp-button>
    <pp-button slot="footer" variant="primary" @click=${closeFrom}>${save}</pp-button>`;

/** Closes the dialog a footer button is in (the page decides what 'Zapisz' does). */
function closeFrom(event: Event): void {
  void (event.currentTarget as HTMLElement).closest('pp-dialog')!.hide();
}

const dialog = (args: DialogArgs, body: unknown = projectForm, actions: unknown = footer()) =>
  html`<pp-dialog
    open
    label=${args.label}
    size=${args.size}
    placement=${args.placement}
    ?no-light-dismiss=${args.noLightDismiss}
    ?no-header=${args.noHeader}
    >${body}${actions}</pp-dialog
  >`;

/**
 * Open, centred, with a form and the actions in the footer: focus is on the first field, the page
 * behind is dimmed and inert. Escape, the close button or a click on the backdrop close it.
 */
export const Default: Story = {
  render: (args) => dialog(args),
  play: async ({ canvasElement }) => {
    const el = await opened(canvasElement);
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    await expect(dialog).toHaveAccessibleName('Edytuj projekt');
    const field = el.querySelector('pp-text-field')!;
    await waitFor(() => expect(document.activeElement).toBe(field));
  },
};

/** Opened from a button; closing returns focus to it. Escape closes (the play function presses it). */
export const OpenedByAButton: Story = {
  render: (args) =>
    html`<pp-button
        variant="primary"
        @click=${(event: Event) =>
          void ((event.currentTarget as HTMLElement).nextElementSibling as PpDialog).show()}
        >Edytuj projekt</pp-button
      >
      <pp-dialog label=${args.label} size=${args.size} placement=${args.placement}
        >${projectForm}${footer()}</pp-dialog
      >`,
  play: async ({ canvasElement }) => {
    const opener = canvasElement.querySelector('pp-button')!;
    const { el, dialog } = dialogIn(canvasElement);
    // The button inside, which takes the focus (testing-library's click focuses no custom element).
    await userEvent.click(opener.shadowRoot!.querySelector('button')!);
    await waitFor(() => expect(dialog.matches(':modal')).toBe(true));
    await el.show();
    const closed = new Promise((resolve) => el.addEventListener('pp-after-close', resolve, { once: true }));
    await userEvent.keyboard('{Escape}');
    await closed;
    await expect(dialog.open).toBe(false);
    await expect(document.activeElement).toBe(opener);
  },
};

/** The three widths: `sm` 25rem for a question, `md` 35rem (the default), `lg` 50rem for wide content. */
export const Small: Story = {
  args: { size: 'sm', label: 'Usunąć projekt?' },
  // autofocus inside a dialog is what the dialog pattern asks for: the safe action of a question.
  /* eslint-disable lit-a11y/no-autofocus */
  render: (args) =>
    dialog(
      args,
      html`<p style="margin:0">
        Projekt „Portal klienta” i jego zgłoszenia zostaną usunięte. Tego nie cofniesz.
      </p>`,
      html`<pp-button slot="footer" autofocus @click=${closeFrom}>Anuluj</pp-button>
        <pp-button slot="footer" variant="danger" @click=${closeFrom}>Usuń projekt</pp-button>`,
    ),
  /* eslint-enable lit-a11y/no-autofocus */
  play: async ({ canvasElement }) => {
    const el = await opened(canvasElement);
    // A destructive question: focus starts on 'Anuluj' (autofocus), not on 'Usuń projekt'.
    await expect(document.activeElement).toBe(el.querySelector('pp-button[autofocus]'));
  },
};

/** Large, with a body taller than the viewport: the body scrolls, the header and footer stay. */
export const LargeAndLong: Story = {
  args: { size: 'lg', label: 'Regulamin usługi' },
  render: (args) =>
    dialog(
      args,
      html`${Array.from(
        { length: 14 },
        (_, i) =>
          html`<p>
            §${i + 1}. Usługodawca świadczy usługę zgodnie z umową i niniejszym regulaminem, a klient korzysta
            z niej zgodnie z jej przeznaczeniem i obowiązującym prawem.
          </p>`,
      )}`,
      footer('Akceptuję'),
    ),
  play: async ({ canvasElement }) => {
    const el = await opened(canvasElement);
    const body = el.shadowRoot!.querySelector<HTMLElement>('.body')!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

/** A drawer (`placement="end"`): full height along the inline end edge, sliding in from it. */
export const Drawer: Story = {
  args: { placement: 'end', label: 'Filtry' },
  render: (args) =>
    dialog(
      args,
      html`<div style="display:grid;gap:1rem">
        <pp-text-field label="Temat zawiera"></pp-text-field>
        <pp-text-field label="Zgłaszający"></pp-text-field>
      </div>`,
      footer('Zastosuj'),
    ),
  play: async ({ canvasElement }) => {
    const el = await opened(canvasElement);
    const box = el.shadowRoot!.querySelector('dialog')!.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
  },
};

/**
 * Unsaved changes: the page cancels `pp-request-close` and asks first. Here a click on the backdrop
 * does nothing (`no-light-dismiss`), and Escape or the close button show a warning instead.
 */
export const UnsavedChanges: Story = {
  args: { noLightDismiss: true },
  render: (args) =>
    html`<div
      @pp-request-close=${(event: CustomEvent) => {
        event.preventDefault();
        const el = event.target as PpDialog;
        el.querySelector<HTMLElement>('[role="alert"]')!.textContent =
          'Masz niezapisane zmiany. Zapisz je albo wybierz „Anuluj”.';
      }}
    >
      ${dialog(
        args,
        html`${projectForm}
          <p role="alert" style="margin-block-end:0"></p>`,
      )}
    </div>`,
  play: async ({ canvasElement }) => {
    const el = await opened(canvasElement);
    const close = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="close-button"]')!;
    close.click();
    await waitFor(() => expect(el.querySelector('[role="alert"]')).toHaveTextContent('niezapisane zmiany'));
    await expect(el.open).toBe(true);
  },
};

/** The heading from the `label` slot, when it needs more than text. */
export const LabelSlot: Story = {
  args: { size: 'sm' },
  render: (args) =>
    dialog(
      { ...args, label: '' },
      html`<span slot="label">Usuń <em>Portal klienta</em></span>
        <p style="margin:0">Tego nie cofniesz.</p>`,
      html`<pp-button slot="footer" @click=${closeFrom}>Anuluj</pp-button>
        <pp-button slot="footer" variant="danger" @click=${closeFrom}>Usuń</pp-button>`,
    ),
  play: async ({ canvasElement }) => {
    const el = await opened(canvasElement);
    await expect(el.shadowRoot!.querySelector('dialog')).toHaveAccessibleName('Usuń Portal klienta');
  },
};

/**
 * Without a header (`no-header`): a search dialog whose field says what it is, like the portal's
 * command palette. The label still names the dialog; Escape and the backdrop close it.
 */
export const WithoutHeader: Story = {
  args: { label: 'Paleta poleceń', noHeader: true },
  render: (args) =>
    dialog(args, html`<pp-text-field label="Szukaj stron i poleceń" type="search"></pp-text-field>`, ''),
  play: async ({ canvasElement }) => {
    const el = await opened(canvasElement);
    const dialogElement = el.shadowRoot!.querySelector('dialog')!;
    await expect(dialogElement.getAttribute('aria-labelledby')).toBe('title');
    await expect(el.shadowRoot!.querySelector('.header')!.checkVisibility()).toBe(false);
    await expect(el.shadowRoot!.querySelector('[part="close-button"]')!.checkVisibility()).toBe(false);
  },
};

/** English: the close button is named 'Close'. */
export const English: Story = {
  args: { label: 'Edit project' },
  render: (args) =>
    dialog(
      args,
      html`<pp-text-field label="Project name" value="Client portal"></pp-text-field>`,
      html`<pp-button slot="footer" @click=${closeFrom}>Cancel</pp-button>
        <pp-button slot="footer" variant="primary" @click=${closeFrom}>Save</pp-button>`,
    ),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const el = await opened(canvasElement);
    await expect(el.shadowRoot!.querySelector('[part="close-button"]')).toHaveAccessibleName('Close');
  },
};

/** The dark theme, centred. */
export const DarkTheme: Story = {
  render: (args) => dialog(args),
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
  },
};
