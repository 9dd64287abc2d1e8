import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../pp-breadcrumb/pp-breadcrumb.js';
import '../pp-button/pp-button.js';
import '../pp-checkbox/pp-checkbox.js';
import '../pp-combobox/pp-combobox.js';
import type { ComboboxOption } from '../pp-combobox/pp-combobox.js';
import '../pp-text-field/pp-text-field.js';
import '../pp-textarea/pp-textarea.js';
import { inside, pageDecorator, patience } from './page.js';

/**
 * The form page of the portal: the client's new support issue. A trail (`pp-breadcrumb`), the title,
 * the fields (`pp-text-field`, `pp-combobox` in select mode as a field, `pp-textarea`, `pp-checkbox`)
 * in a plain `<form>` on a surface, and a footer with 'Anuluj' (secondary) and 'Wyślij zgłoszenie'
 * (primary, the form's submit button) as `pp-button`s. The fields are form-associated, so the form's
 * own submission validates them, FormData holds their values and reset empties them.
 *
 * 'Opis' is a `pp-textarea`, not `pp-rich-text-editor`: the editor is about 158 kB gzip at first use
 * (the textarea about 13 kB), too much for a page template to load by default.
 */
const meta: Meta = {
  title: 'Patterns/Form page',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [pageDecorator],
};
export default meta;
type Story = StoryObj;

/** The page's own texts (the elements' built-in ones, such as their messages, follow `lang`). */
type Texts = Record<
  | 'home'
  | 'issues'
  | 'title'
  | 'intro'
  | 'sent'
  | 'subject'
  | 'subjectHint'
  | 'category'
  | 'categoryPlaceholder'
  | 'description'
  | 'descriptionHint'
  | 'notify'
  | 'cancel'
  | 'send',
  string
> & { categories: ComboboxOption[] };

const PL: Texts = {
  home: 'Start',
  issues: 'Zgłoszenia',
  title: 'Nowe zgłoszenie',
  intro: 'Odpowiadamy w dni robocze w ciągu 4 godzin, w awariach krytycznych całą dobę.',
  sent: 'Wysłano',
  subject: 'Temat',
  subjectHint: 'Krótko: czego dotyczy zgłoszenie.',
  category: 'Kategoria',
  categoryPlaceholder: 'Wybierz kategorię',
  description: 'Opis',
  descriptionHint: 'Co się stało, od kiedy, których usług dotyczy. Nie wpisuj haseł.',
  notify: 'Powiadom mnie e-mailem',
  cancel: 'Anuluj',
  send: 'Wyślij zgłoszenie',
  categories: [
    { id: 'incident', name: 'Awaria usługi' },
    { id: 'change', name: 'Zmiana konfiguracji' },
    { id: 'billing', name: 'Rozliczenia i faktury' },
    { id: 'access', name: 'Konto i dostęp' },
    { id: 'security', name: 'Bezpieczeństwo (SOC)' },
  ],
};

const EN: Texts = {
  home: 'Home',
  issues: 'Issues',
  title: 'New support issue',
  intro: 'We answer within 4 hours on working days, around the clock for critical outages.',
  sent: 'Sent',
  subject: 'Subject',
  subjectHint: 'In short: what the issue is about.',
  category: 'Category',
  categoryPlaceholder: 'Choose a category',
  description: 'Description',
  descriptionHint: 'What happened, since when, which services. Do not type passwords.',
  notify: 'Notify me by e-mail',
  cancel: 'Cancel',
  send: 'Send the issue',
  categories: [
    { id: 'incident', name: 'Service outage' },
    { id: 'change', name: 'Configuration change' },
    { id: 'billing', name: 'Billing and invoices' },
    { id: 'access', name: 'Account and access' },
    { id: 'security', name: 'Security (SOC)' },
  ],
};

const form = (t: Texts = PL) => html`
  <main class="pp-page" style="max-inline-size:48rem">
    <pp-breadcrumb>
      <pp-breadcrumb-item href="#/">${t.home}</pp-breadcrumb-item>
      <pp-breadcrumb-item href="#/support/issues">${t.issues}</pp-breadcrumb-item>
      <pp-breadcrumb-item current>${t.title}</pp-breadcrumb-item>
    </pp-breadcrumb>
    <header style="display:grid;gap:var(--pp-space-2)">
      <h1>${t.title}</h1>
      <p class="pp-page-muted">${t.intro}</p>
    </header>
    <form
      class="pp-page-box"
      aria-label=${t.title}
      novalidate
      style="gap:var(--pp-space-5);--pp-text-field-width:100%;--pp-textarea-width:100%;--pp-combobox-width:100%"
      @submit=${(event: SubmitEvent) => {
        event.preventDefault();
        const target = event.currentTarget as HTMLFormElement;
        const out = target.querySelector('output')!;
        // Each invalid field shows its own message once checked; the focus goes to the first one.
        if (!target.checkValidity()) {
          target.querySelector<HTMLElement>(':invalid')?.focus();
          out.textContent = '';
          return;
        }
        const data = new FormData(target);
        out.textContent = `${t.sent}: ${[...data.entries()].map(([key, value]) => `${key}=${String(value)}`).join(', ')}`;
      }}
    >
      <pp-text-field name="subject" label=${t.subject} required hint=${t.subjectHint}></pp-text-field>
      <pp-combobox
        field
        name="category"
        label=${t.category}
        placeholder=${t.categoryPlaceholder}
        required
        .options=${t.categories}
      ></pp-combobox>
      <pp-textarea name="description" label=${t.description} rows="6" hint=${t.descriptionHint}></pp-textarea>
      <pp-checkbox name="notify" value="email" label=${t.notify} checked></pp-checkbox>
      <footer
        style="display:flex;flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:var(--pp-space-3);border-block-start:1px solid var(--pp-color-border-default);padding-block-start:var(--pp-space-4)"
      >
        <output aria-live="polite" class="pp-page-muted" style="margin-inline-end:auto"></output>
        <pp-button variant="secondary" @click=${(e: Event) => e.preventDefault()}>${t.cancel}</pp-button>
        <pp-button type="submit" variant="primary">${t.send}</pp-button>
      </footer>
    </form>
  </main>
`;

/** The empty form as the client opens it: 'Temat' and 'Kategoria' marked required, e-mail notice on. */
export const NewSupportIssue: Story = {
  render: () => form(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nowe zgłoszenie' })).toBeVisible();
    const subject = canvasElement.querySelector('pp-text-field')!;
    await waitFor(
      () => expect(inside(subject).getByRole('textbox', { name: /Temat/ })).toBeRequired(),
      patience,
    );
    const notify = canvasElement.querySelector('pp-checkbox')!;
    await waitFor(
      () => expect(inside(notify).getByRole('checkbox', { name: 'Powiadom mnie e-mailem' })).toBeChecked(),
      patience,
    );
  },
};

/**
 * 'Wyślij zgłoszenie' on the empty form: the form does not send, each required field shows its own
 * message under it ('Wypełnij to pole.', 'Wybierz opcję z listy.') and the focus goes to the first
 * invalid field, 'Temat'. The form is `novalidate` and its submit handler calls `checkValidity()` and
 * focuses the first `:invalid` field: without `novalidate` the browser does the same, but also shows
 * its own bubble over the field's message, saying it twice.
 */
export const SubmittedEmpty: Story = {
  render: () => form(),
  play: async ({ canvasElement }) => {
    const [subject, category, send] = [
      canvasElement.querySelector('pp-text-field')!,
      canvasElement.querySelector('pp-combobox')!,
      canvasElement.querySelectorAll('pp-button')[1]!,
    ];
    const output = canvasElement.querySelector('output')!;
    const sendButton = await waitFor(
      () => inside(send).getByRole('button', { name: 'Wyślij zgłoszenie' }),
      patience,
    );
    await userEvent.click(sendButton);

    const subjectBox = inside(subject).getByRole('textbox', { name: /Temat/ });
    await waitFor(() => expect(subjectBox).toHaveAttribute('aria-invalid', 'true'), patience);
    await expect(subjectBox).toHaveAccessibleDescription(/Wypełnij to pole\./);
    const categoryBox = inside(category).getByRole('combobox', { name: /Kategoria/ });
    await waitFor(() => expect(categoryBox).toHaveAttribute('aria-invalid', 'true'), patience);
    await expect(categoryBox).toHaveAccessibleDescription(/Wybierz opcję z listy\./);
    await expect(subject.matches(':focus')).toBe(true);
    await expect(output).toHaveTextContent('');
  },
};

/**
 * Filled in and sent: typing the subject, choosing the category with the keyboard and describing the
 * problem; 'Wyślij zgłoszenie' submits the form, whose FormData holds every field (shown in the footer).
 */
export const FilledAndSent: Story = {
  render: () => form(),
  play: async ({ canvasElement }) => {
    const [subject, category, description, send] = [
      canvasElement.querySelector('pp-text-field')!,
      canvasElement.querySelector('pp-combobox')!,
      canvasElement.querySelector('pp-textarea')!,
      canvasElement.querySelectorAll('pp-button')[1]!,
    ];
    const subjectBox = await waitFor(() => inside(subject).getByRole('textbox', { name: /Temat/ }), patience);
    await userEvent.type(subjectBox, 'Serwer web-01 nie odpowiada');
    const categoryBox = inside(category).getByRole('combobox', { name: /Kategoria/ });
    await userEvent.click(categoryBox);
    await waitFor(() => expect(categoryBox).toHaveAttribute('aria-expanded', 'true'), patience);
    await userEvent.click(
      await waitFor(() => inside(category).getByRole('option', { name: 'Awaria usługi' }), patience),
    );
    await waitFor(() => expect(categoryBox).toHaveAttribute('aria-expanded', 'false'), patience);
    await userEvent.type(
      inside(description).getByRole('textbox', { name: 'Opis' }),
      'Od 9:40 strona sklepu zwraca błąd 502.',
    );
    await userEvent.click(inside(send).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await waitFor(
      () =>
        expect(canvasElement.querySelector('output')).toHaveTextContent(
          'Wysłano: subject=Serwer web-01 nie odpowiada, category=incident, description=Od 9:40 strona sklepu zwraca błąd 502., notify=email',
        ),
      patience,
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The same empty submission in English (`lang="en"`): the page passes its own English texts, and the
 * elements' built-in messages follow the language ('Please fill in this field.', and the combobox's).
 */
export const SubmittedEmptyEnglish: Story = {
  render: () => form(EN),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const [subject, category, send] = [
      canvasElement.querySelector('pp-text-field')!,
      canvasElement.querySelector('pp-combobox')!,
      canvasElement.querySelectorAll('pp-button')[1]!,
    ];
    await userEvent.click(
      await waitFor(() => inside(send).getByRole('button', { name: 'Send the issue' }), patience),
    );
    const subjectBox = inside(subject).getByRole('textbox', { name: /Subject/ });
    await waitFor(() => expect(subjectBox).toHaveAttribute('aria-invalid', 'true'), patience);
    await expect(subjectBox).toHaveAccessibleDescription(/Please fill in this field\./);
    const categoryBox = inside(category).getByRole('combobox', { name: /Category/ });
    await waitFor(() => expect(categoryBox).toHaveAttribute('aria-invalid', 'true'), patience);
    await expect(categoryBox).toHaveAccessibleDescription(/Choose an option from the list\./);
    await expect(subject.matches(':focus')).toBe(true);
  },
};
