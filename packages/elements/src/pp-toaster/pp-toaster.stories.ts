import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { expect, userEvent, waitFor } from 'storybook/test';
import './pp-toaster.js';
import type { PpToaster, ToasterPosition } from './pp-toaster.js';
import { toast } from './toast.js';
import type { ToastOptions } from './toast.js';

// Toasts live in one page-wide store. Every story renders its own toaster with its own
// `toaster-id` and sends its toasts there, so stories on one docs page do not share toasts.

interface ToasterArgs {
  position: ToasterPosition;
  // The built-in texts: unset, each is the toaster's catalogue text of its language (the toolbar's
  // Language sets lang on <html>); set one in Controls to see an explicit text win.
  label?: string;
  closeLabel?: string;
  visibleToasts: number;
  duration: number;
  expand: boolean;
  richColors: boolean;
  closeButton: boolean;
}

interface Texts {
  default: string;
  success: string;
  error: string;
  info: string;
  warning: string;
  loading: string;
  description: string;
  action: string;
  cancel: string;
  buttons: string;
}

const pl: Texts = {
  default: 'Zmiany zostały zapisane',
  success: 'Projekt został zmieniony',
  error: 'Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.',
  info: 'Nowa wersja portalu jest dostępna',
  warning: 'Sesja wkrótce wygaśnie',
  loading: 'Zapisywanie…',
  description: 'Szczegóły znajdziesz w historii zmian.',
  action: 'Cofnij',
  cancel: 'Anuluj',
  buttons: 'Pokaż powiadomienie',
};

const en: Texts = {
  default: 'Your changes were saved',
  success: 'Project changed',
  error: 'Loading the data failed. Try refreshing the page.',
  info: 'A new version of the portal is available',
  warning: 'Your session is about to expire',
  loading: 'Saving…',
  description: 'See the change history for details.',
  action: 'Undo',
  cancel: 'Cancel',
  buttons: 'Show a toast',
};

/** One toast of every type, with fixed ids so re-rendering updates them instead of adding more. */
function seedAll(toasterId: string, t: Texts, extra: ToastOptions = {}): void {
  const o = (id: string): ToastOptions => ({ id: `${toasterId}-${id}`, toasterId, ...extra });
  toast(t.default, { ...o('default'), description: t.description });
  toast.success(t.success, o('success'));
  toast.error(t.error, o('error'));
  toast.info(t.info, o('info'));
  toast.warning(t.warning, { ...o('warning'), action: { label: t.action } });
  toast.loading(t.loading, o('loading'));
}

function controls(toasterId: string, t: Texts) {
  const o: ToastOptions = { toasterId };
  return html`<div style="display:flex;flex-wrap:wrap;gap:0.5rem" role="group" aria-label=${t.buttons}>
    <button type="button" @click=${() => toast(t.default, { ...o, description: t.description })}>
      Default
    </button>
    <button type="button" @click=${() => toast.success(t.success, o)}>Success</button>
    <button type="button" @click=${() => toast.error(t.error, o)}>Error</button>
    <button type="button" @click=${() => toast.info(t.info, o)}>Info</button>
    <button type="button" @click=${() => toast.warning(t.warning, o)}>Warning</button>
    <button type="button" @click=${() => toast.loading(t.loading, o)}>Loading</button>
    <button
      type="button"
      @click=${() =>
        toast(t.default, {
          ...o,
          action: { label: t.action, onClick: () => toast.info(t.info, o) },
          cancel: { label: t.cancel },
        })}
    >
      Action + cancel
    </button>
    <button
      type="button"
      @click=${() =>
        toast.promise(
          new Promise((resolve) => setTimeout(resolve, 1500)),
          {
            loading: t.loading,
            success: t.success,
            error: t.error,
          },
          o,
        )}
    >
      Promise
    </button>
    <button type="button" @click=${() => toast.dismiss()}>Dismiss all</button>
  </div>`;
}

function toaster(toasterId: string, args: ToasterArgs) {
  return html`<pp-toaster
    toaster-id=${toasterId}
    position=${args.position}
    label=${ifDefined(args.label)}
    close-label=${ifDefined(args.closeLabel)}
    visible-toasts=${args.visibleToasts}
    duration=${args.duration}
    ?expand=${args.expand}
    rich-colors=${String(args.richColors)}
    close-button=${String(args.closeButton)}
  ></pp-toaster>`;
}

/** The story's own toast texts in the toolbar's language. */
function storyTexts(globals: Record<string, unknown>): Texts {
  return globals['locale'] === 'en' ? en : pl;
}

/**
 * A story that shows every type at once in the canvas (the docs page only gets the buttons), with
 * `texts`, else the toolbar language's.
 */
function showcase(toasterId: string, texts?: Texts, extra: ToastOptions = {}): Story['render'] {
  return (args, context) => {
    const t = texts ?? storyTexts(context.globals);
    if (context.viewMode === 'story') queueMicrotask(() => seedAll(toasterId, t, { duration: 0, ...extra }));
    return html`${controls(toasterId, t)}${toaster(toasterId, args)}`;
  };
}

const meta: Meta<ToasterArgs> = {
  title: 'Elements/Toaster',
  component: 'pp-toaster',
  tags: ['autodocs'],
  args: {
    position: 'bottom-right',
    visibleToasts: 3,
    duration: 4000,
    expand: false,
    richColors: true,
    closeButton: true,
  },
  argTypes: {
    position: {
      control: 'select',
      options: ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'],
    },
  },
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<ToasterArgs>;

/** Buttons for each type; toasts close after 4 s, pause on hover, Alt+T focuses them. */
export const Default: Story = {
  render: (args, context) =>
    html`${controls('default', storyTexts(context.globals))}${toaster('default', args)}`,
};

/** Every type with its icon and rich colours (kept open). Hover to expand the stack. */
export const AllTypes: Story = { render: showcase('types'), args: { visibleToasts: 6 } };

/** The collapsed stack of three: toasts behind are scaled and lifted by the 14 px gap. */
export const Stacked: Story = { render: showcase('stacked') };

/** The stack always expanded. */
export const Expanded: Story = { render: showcase('expanded'), args: { expand: true, visibleToasts: 6 } };

/** Rich colours off: neutral cards, coloured icons. */
export const PlainColours: Story = {
  render: showcase('plain'),
  args: { richColors: false, visibleToasts: 6, expand: true },
};

/** The dark theme (toolbar: Theme). */
export const DarkTheme: Story = {
  render: showcase('dark'),
  args: { visibleToasts: 6, expand: true },
  globals: { theme: 'dark' },
};

/** English: the region label and close labels come from the toaster's catalogue (lang="en" on <html>). */
export const English: Story = {
  render: showcase('english', en),
  args: { visibleToasts: 6, expand: true },
  globals: { locale: 'en' },
};

/** A label set explicitly wins over the catalogue in every language (switch the toolbar's Language). */
export const ExplicitLabels: Story = {
  render: showcase('explicit'),
  args: { label: 'Komunikaty', closeLabel: 'Schowaj', visibleToasts: 6, expand: true },
};

/** Without close buttons. */
export const WithoutCloseButton: Story = { render: showcase('noclose'), args: { closeButton: false } };

/** Action and cancel buttons; the action here keeps the toast open (`preventDefault()`). */
export const ActionAndCancel: Story = {
  render: (args, context) => {
    if (context.viewMode === 'story') {
      queueMicrotask(() =>
        toast('Plik został usunięty', {
          id: 'actions-1',
          toasterId: 'actions',
          duration: 0,
          description: 'Możesz go jeszcze przywrócić.',
          action: { label: 'Przywróć', onClick: (event) => event.preventDefault() },
          cancel: { label: 'Zamknij' },
        }),
      );
    }
    return toaster('actions', args);
  },
};

/** Rich content: an element and a slotted child of the toaster. */
export const RichContent: Story = {
  render: (args, context) => {
    if (context.viewMode === 'story') {
      const progress = document.createElement('progress');
      progress.max = 100;
      progress.value = 60;
      progress.setAttribute('aria-label', 'Postęp wysyłania');
      progress.style.width = '100%';
      queueMicrotask(() => {
        toast('Wysyłanie pliku', { id: 'rich-1', toasterId: 'rich', duration: 0, element: progress });
        toast('Nowa wiadomość', { id: 'rich-2', toasterId: 'rich', duration: 0, slot: 'message' });
      });
    }
    return html`<pp-toaster
      toaster-id="rich"
      label=${ifDefined(args.label)}
      close-label=${ifDefined(args.closeLabel)}
      expand
    >
      <div slot="message">Od: <strong>Zespół wsparcia</strong> — zgłoszenie #1024 zostało rozwiązane.</div>
    </pp-toaster>`;
  },
};

/** A promise: loading, then success. */
export const PromiseToast: Story = {
  name: 'Promise',
  render: (args, context) => {
    if (context.viewMode === 'story') {
      queueMicrotask(() =>
        toast.promise(
          new Promise<string>((resolve) => setTimeout(() => resolve('VPS-01'), 2000)),
          { loading: 'Uruchamianie serwera…', success: (name) => `Serwer ${name} działa` },
          { id: 'promise-1', toasterId: 'promise', duration: 0 },
        ),
      );
    }
    return toaster('promise', args);
  },
  play: async ({ canvasElement }) => {
    const { shown } = region(canvasElement);
    await waitFor(() => expect(shown()[0]).toHaveTextContent('Serwer VPS-01 działa'), patience);
  },
};

const positionStory = (position: ToasterPosition): Story => ({
  render: showcase(`position-${position}`),
  args: { position },
});
export const TopLeft = positionStory('top-left');
export const TopCenter = positionStory('top-center');
/** Top-right sits 76 px from the top, below the portal's top bar. */
export const TopRight = positionStory('top-right');
export const BottomLeft = positionStory('bottom-left');
export const BottomCenter = positionStory('bottom-center');
export const BottomRight = positionStory('bottom-right');

/** Toasts stay visible and clickable above a modal dialog. */
export const AboveModalDialog: Story = {
  render: (args) => {
    const open = (event: Event) => {
      const dialog = (event.currentTarget as HTMLElement).nextElementSibling as HTMLDialogElement;
      dialog.showModal();
    };
    return html`<button type="button" @click=${open}>Otwórz okno</button>
      <dialog aria-label="Okno modalne">
        <p>Okno modalne. Powiadomienie poniżej da się kliknąć.</p>
        <button
          type="button"
          @click=${() =>
            // A fixed id: a story run again (the screenshot's retry) updates this toast, adds no second.
            toast('Zapisano w oknie', {
              id: 'modal-saved',
              toasterId: 'modal',
              action: { label: 'Cofnij', onClick: () => toast.info('Cofnięto', { toasterId: 'modal' }) },
            })}
        >
          Zapisz
        </button>
        <button type="button" @click=${(e: Event) => (e.target as HTMLElement).closest('dialog')?.close()}>
          Zamknij
        </button>
      </dialog>
      ${toaster('modal', args)}`;
  },
};

/** A burst of 1,000 toasts: never more than three on screen, none lost. */
export const Burst: Story = {
  render: (args) => {
    const burst = () => {
      for (let i = 1; i <= 1000; i++)
        toast(`Powiadomienie ${i} z 1000`, { toasterId: 'burst', duration: 300 });
    };
    return html`<button type="button" @click=${burst}>Wyślij 1000 powiadomień</button>
      <button type="button" @click=${() => toast.dismiss()}>Zamknij wszystkie</button>
      ${toaster('burst', args)}`;
  },
};

// ---- States the element tests cover, put in place by play functions -----------------------------

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
const patience = { timeout: 5000 };

/** The toaster's region (in its shadow root, or moved into the top layer above a modal dialog) and its shown toasts. */
function region(canvasElement: HTMLElement) {
  const toaster = canvasElement.querySelector<PpToaster>('pp-toaster');
  const found =
    toaster?.shadowRoot?.querySelector<HTMLElement>('pp-toast-region') ??
    document.querySelector<HTMLElement>('pp-toast-region');
  if (!found?.shadowRoot) throw new Error('no pp-toast-region');
  const root = found.shadowRoot;
  const shown = () => [...root.querySelectorAll<HTMLElement>('li.toast:not([data-removed])')];
  return { region: found, root, shown };
}

/** Hovering the stack expands it: every toast at full size, 14 px apart. */
export const HoverExpanded: Story = {
  render: showcase('hover'),
  play: async ({ canvasElement }) => {
    const { region: el, shown } = region(canvasElement);
    await waitFor(() => expect(shown().length).toBe(3), patience);
    await userEvent.hover(shown()[0] as HTMLElement);
    await waitFor(() => expect(el).toHaveAttribute('data-expanded'), patience);
  },
};

/** Alt+T moves focus into the stack and expands it (timers pause while focus is inside); Escape returns focus. */
export const KeyboardFocus: Story = {
  render: showcase('keyboard'),
  // Its subject is the focus ring: no pixel may differ (the strict visual policy).
  parameters: { storyTests: { screenshot: 'strict' } },
  play: async ({ canvasElement }) => {
    const { region: el, root, shown } = region(canvasElement);
    await waitFor(() => expect(shown().length).toBe(3), patience);
    canvasElement.querySelector<HTMLButtonElement>('button')?.focus();
    await userEvent.keyboard('{Alt>}[KeyT]{/Alt}');
    await waitFor(() => expect(root.activeElement?.closest('li.toast')).toBeTruthy(), patience);
    await expect(el).toHaveAttribute('data-expanded');
  },
};

/** A promise that fails: loading, then the error toast. */
export const PromiseRejected: Story = {
  render: (args, context) => {
    if (context.viewMode === 'story') {
      queueMicrotask(() =>
        toast.promise(
          new Promise<string>((_, reject) => setTimeout(() => reject(new Error('timeout')), 500)),
          {
            loading: 'Uruchamianie serwera…',
            success: (name) => `Serwer ${name} działa`,
            error: 'Nie udało się uruchomić serwera',
          },
          { id: 'promise-rejected-1', toasterId: 'promise-rejected', duration: 0 },
        ),
      );
    }
    return toaster('promise-rejected', args);
  },
  play: async ({ canvasElement }) => {
    const { shown } = region(canvasElement);
    await waitFor(() => expect(shown()[0]).toHaveTextContent('Nie udało się uruchomić serwera'), patience);
  },
};

/** Right to left (dir="rtl" on html): toasts mirror, the close button moves to the other corner. */
export const RightToLeft: Story = {
  render: showcase('rtl'),
  args: { position: 'bottom-left', visibleToasts: 6, expand: true },
  beforeEach: () => {
    const root = document.documentElement;
    const previous = root.getAttribute('dir');
    root.dir = 'rtl';
    return () => {
      if (previous === null) root.removeAttribute('dir');
      else root.setAttribute('dir', previous);
    };
  },
  play: async ({ canvasElement }) => {
    const { shown } = region(canvasElement);
    await waitFor(() => expect(shown().length).toBe(6), patience);
    await expect(getComputedStyle(shown()[0] as HTMLElement).direction).toBe('rtl');
  },
};

/** The modal dialog open and a toast raised from it: the toast is above the dialog and clickable. */
export const AboveModalDialogOpen: Story = {
  render: AboveModalDialog.render,
  args: { duration: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('button') as HTMLElement);
    const dialog = canvasElement.querySelector('dialog') as HTMLDialogElement;
    await waitFor(() => expect(dialog.open).toBe(true), patience);
    await userEvent.click(dialog.querySelector('button') as HTMLElement);
    await waitFor(
      () => expect(region(canvasElement).shown()[0]).toHaveTextContent('Zapisano w oknie'),
      patience,
    );
  },
};
