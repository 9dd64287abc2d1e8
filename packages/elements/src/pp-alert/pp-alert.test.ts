import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import './pp-alert.js';
import type { AlertVariant, PpAlert } from './pp-alert.js';
import { ariaSnapshot, getByRole } from '../test-support/accessibility.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { expectTexts, setLang, type BuiltInText } from '../test-support/languages.js';

const part = (el: PpAlert, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
/** The close button, found as a person finds it: a button by its name. */
const closeButton = (el: PpAlert, name = 'Zamknij') => getByRole(el.shadowRoot!, 'button', { name });

/** Renders `template` as if it were in the page while it loads (`document.readyState` not yet complete). */
async function atPageLoad<T extends Element>(template: Parameters<typeof fixture>[0]): Promise<T> {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
  try {
    return await fixture<T>(template);
  } finally {
    delete (document as unknown as { readyState?: string }).readyState;
  }
}

/**
 * Inserts an alert after the page has loaded and records its live region as the page changes:
 * whether it was there and what it said, each time the shadow root changed.
 */
async function insertLater(variant: AlertVariant, message: string) {
  const el = document.createElement('pp-alert');
  el.variant = variant;
  el.textContent = message;
  const states: string[] = [];
  const record = () => {
    const region = el.shadowRoot!.querySelector('.region')!;
    const message = region.querySelector('slot:not([name])') as HTMLSlotElement | null;
    const text =
      message
        ?.assignedNodes()
        .map((node) => node.textContent)
        .join('') ?? '';
    states.push(`${region.getAttribute('role')}:${region.textContent!.trim()} ${text}`.trim());
  };
  const container = await fixture<HTMLElement>(html`<div></div>`);
  container.append(el);
  // The shadow root exists once the element is connected; every render shows in it.
  const observer = new MutationObserver(record);
  observer.observe(el.shadowRoot!, { childList: true, subtree: true, attributes: true });
  await el.updateComplete;
  observer.disconnect();
  return { el, states };
}

describe('pp-alert', () => {
  describe('announcements', () => {
    it('is not announced when it is in the page as it loads: no live role, read where it stands', async () => {
      const el = await atPageLoad<PpAlert>(
        html`<pp-alert variant="error" heading="Nie zapisano">Spróbuj ponownie za chwilę.</pp-alert>`,
      );
      expect(el.shadowRoot!.querySelector('[role]')).to.equal(null);
      expect(await ariaSnapshot(el)).to.equal('- text: "Błąd: Nie zapisano Spróbuj ponownie za chwilę."');
    });

    it('is announced when inserted later: the live region is there empty first, then the message enters it', async () => {
      const { el, states } = await insertLater('error', 'Nie udało się zapisać zmian.');
      expect(states[0], 'the first render: the region, empty').to.equal('alert:');
      expect(states.at(-1), 'then the message, in it').to.equal('alert:Błąd: Nie udało się zapisać zmian.');
      expect(await ariaSnapshot(el)).to.equal('- alert: "Błąd: Nie udało się zapisać zmian."');
      el.remove();
    });

    it('is role="alert" for errors and warnings, role="status" for information and success', async () => {
      const roles: Record<AlertVariant, string> = {
        error: 'alert',
        warning: 'alert',
        info: 'status',
        success: 'status',
      };
      for (const [variant, role] of Object.entries(roles) as [AlertVariant, string][]) {
        const { el } = await insertLater(variant, 'Treść');
        const region = el.shadowRoot!.querySelector('.region')!;
        expect(region.getAttribute('role'), variant).to.equal(role);
        el.remove();
      }
    });

    it('is announced when revealed later, even if it was in the page as it loaded', async () => {
      const el = await atPageLoad<PpAlert>(html`<pp-alert variant="success" hidden>Zapisano.</pp-alert>`);
      expect(el.shadowRoot!.querySelector('[role]')).to.equal(null);
      el.hidden = false;
      await el.updateComplete;
      expect(await ariaSnapshot(el)).to.equal('- status: "Sukces: Zapisano."');
    });

    it('follows the announce attribute: never, or always (also at page load)', async () => {
      const always = await atPageLoad<PpAlert>(html`<pp-alert announce="always">Nowa wersja.</pp-alert>`);
      expect(always.shadowRoot!.querySelector('.region')!.getAttribute('role')).to.equal('status');
      const never = document.createElement('pp-alert');
      never.announce = 'never';
      never.variant = 'error';
      (await fixture<HTMLElement>(html`<div></div>`)).append(never);
      await never.updateComplete;
      expect(never.shadowRoot!.querySelector('[role]')).to.equal(null);
    });
  });

  describe('content', () => {
    it('shows a heading from the attribute or the slot, the message and the action slot', async () => {
      const el = await atPageLoad<PpAlert>(
        html`<pp-alert variant="warning"
          ><strong slot="heading">Sesja wygasa</strong>Za 2 minuty nastąpi wylogowanie.<button slot="action">
            Przedłuż
          </button></pp-alert
        >`,
      );
      expect(part(el, 'heading').hidden).to.equal(false);
      expect(part(el, 'action').hidden).to.equal(false);
      expect(await ariaSnapshot(el)).to.equal(
        [
          '- text: "Ostrzeżenie:"',
          '- strong: Sesja wygasa',
          '- text: Za 2 minuty nastąpi wylogowanie.',
          '- button "Przedłuż"',
        ].join('\n'),
      );
      const plain = await atPageLoad<PpAlert>(html`<pp-alert>Tylko treść.</pp-alert>`);
      expect(part(plain, 'heading').hidden, 'no heading, no room for it').to.equal(true);
      expect(part(plain, 'action').hidden).to.equal(true);
    });

    it('has an icon per variant, hidden from screen readers, so colour is not the only sign', async () => {
      const icons = new Set<string>();
      for (const variant of ['info', 'success', 'warning', 'error'] as const) {
        const el = await atPageLoad<PpAlert>(html`<pp-alert variant=${variant}>Treść</pp-alert>`);
        const svg = part(el, 'icon').querySelector('svg')!;
        expect(svg.getAttribute('aria-hidden')).to.equal('true');
        icons.add(svg.innerHTML);
      }
      expect(icons.size).to.equal(4);
    });
  });

  describe('closing', () => {
    it('has no close button unless closable', async () => {
      const el = await atPageLoad<PpAlert>(html`<pp-alert>Treść</pp-alert>`);
      expect(el.shadowRoot!.querySelector('button')).to.equal(null);
    });

    it('fires pp-close and hides on the close button; a cancelled pp-close keeps it shown', async () => {
      const el = await atPageLoad<PpAlert>(html`<pp-alert closable>Zapisano.</pp-alert>`);
      let veto = true;
      const events: CustomEvent[] = [];
      el.addEventListener('pp-close', (event) => {
        events.push(event);
        if (veto) event.preventDefault();
      });
      closeButton(el).click();
      await el.updateComplete;
      expect(events).to.have.length(1);
      expect(events[0]!.cancelable).to.equal(true);
      expect(el.hidden, 'cancelled: still shown').to.equal(false);
      veto = false;
      closeButton(el).click();
      await el.updateComplete;
      expect(el.hidden).to.equal(true);
      expect(el.hasAttribute('hidden')).to.equal(true);
      expect(getComputedStyle(el).display).to.equal('none');
    });

    it('returns focus to the control it came from when closed from the keyboard', async () => {
      const root = await atPageLoad<HTMLElement>(
        html`<div><button>Zapisz</button><pp-alert closable>Zapisano.</pp-alert><button>Dalej</button></div>`,
      );
      const el = root.querySelector('pp-alert')!;
      const before = root.querySelector('button')!;
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(closeButton(el));
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.hidden).to.equal(true);
      expect(document.activeElement).to.equal(before);
    });

    it('is announced again when shown again after closing', async () => {
      const { el } = await insertLater('info', 'Nowa wiadomość.');
      el.closable = true;
      await el.updateComplete;
      closeButton(el).click();
      await el.updateComplete;
      el.hidden = false;
      await el.updateComplete;
      expect(await ariaSnapshot(el)).to.equal('- status: "Informacja: Nowa wiadomość."\n- button "Zamknij"');
      el.remove();
    });
  });

  it('speaks Polish and English, and takes texts set explicitly', async () => {
    const el = await atPageLoad<PpAlert>(html`<pp-alert closable variant="error">Treść</pp-alert>`);
    const prefix = (alert: PpAlert) => alert.shadowRoot!.querySelector('.sr-only')!.textContent!.trim();
    const texts: BuiltInText<PpAlert>[] = [
      {
        property: 'closeLabel',
        pl: 'Zamknij',
        en: 'Dismiss',
        read: (alert) => closeButton(alert, alert.closeLabel).getAttribute('aria-label'),
      },
      { property: 'errorText', pl: 'Błąd:', en: 'Error:', read: prefix },
    ];
    await expectTexts(el, texts, 'pl');
    await setLang(el, 'en', el);
    await expectTexts(el, texts, 'en');
    for (const [variant, en] of [
      ['info', 'Information:'],
      ['success', 'Success:'],
      ['warning', 'Warning:'],
    ] as const) {
      el.variant = variant;
      await el.updateComplete;
      expect(prefix(el)).to.equal(en);
    }
    el.setAttribute('close-label', 'Ukryj komunikat');
    await el.updateComplete;
    closeButton(el, 'Ukryj komunikat');
  });

  it('keeps a border and a visible icon in forced colours', async () => {
    const el = await atPageLoad<PpAlert>(html`<pp-alert variant="error" closable>Treść</pp-alert>`);
    await emulateMedia({ forcedColors: 'active' });
    try {
      const base = getComputedStyle(part(el, 'base'));
      expect(base.borderTopStyle).to.equal('solid');
      expect(base.borderTopWidth).to.equal('1px');
      expect(getComputedStyle(part(el, 'icon')).color).to.equal(base.color);
    } finally {
      await emulateMedia({ forcedColors: 'none' });
    }
  });

  it('has a close button of at least 24 by 24 pixels', async () => {
    const el = await atPageLoad<PpAlert>(html`<pp-alert closable>Treść</pp-alert>`);
    const box = closeButton(el).getBoundingClientRect();
    expect(box.width).to.be.at.least(24);
    expect(box.height).to.be.at.least(24);
  });

  it('passes axe with the design tokens, light and dark, in every variant', async function () {
    const render = () =>
      fixture<HTMLElement>(
        html`<div>
          ${(['info', 'success', 'warning', 'error'] as const).map(
            (variant) =>
              html`<pp-alert variant=${variant} heading="Nagłówek" closable
                >Treść komunikatu.<button slot="action">Spróbuj ponownie</button></pp-alert
              >`,
          )}
        </div>`,
      );
    if (!(await inEachTheme(async (theme) => expectNoAxeViolations(await render(), theme)))) this.skip();
  });
});
