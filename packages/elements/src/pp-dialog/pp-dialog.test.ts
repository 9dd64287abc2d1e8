import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../pp-button/pp-button.js';
import './pp-dialog.js';
import type { DialogRequestCloseDetail, PpDialog } from './pp-dialog.js';
import { ariaSnapshot, getByRole } from '../test-support/accessibility.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { deepActiveElement } from '../shared/dom.js';
import { expectTexts, setLang, type BuiltInText } from '../test-support/languages.js';

/** The native `<dialog>` inside. */
const dialogOf = (el: PpDialog) => el.shadowRoot!.querySelector('dialog')!;
/** The close button, found as a person finds it: a button by its name. */
const closeButton = (el: PpDialog, name = 'Zamknij') => getByRole(el.shadowRoot!, 'button', { name });

/** A page with a button that opens the dialog, something after it, and the dialog with a form. */
async function page({ noLightDismiss = false, placement = 'center' } = {}) {
  const root = await fixture<HTMLDivElement>(
    html`<div>
      <button id="opener">Edytuj projekt</button>
      <button id="after">Inny przycisk</button>
      <pp-dialog label="Edytuj projekt" placement=${placement} ?no-light-dismiss=${noLightDismiss}>
        <p>Zmień nazwę projektu.</p>
        <label>Nazwa <input name="name" value="Portal" /></label>
        <pp-button slot="footer">Anuluj</pp-button>
        <pp-button slot="footer" variant="primary">Zapisz</pp-button>
      </pp-dialog>
    </div>`,
  );
  const el = root.querySelector('pp-dialog')!;
  const opener = root.querySelector<HTMLButtonElement>('#opener')!;
  const input = root.querySelector('input')!;
  return { root, el, opener, input };
}

/** Opens the dialog from its opener, as a page does on a click. */
async function openFrom(el: PpDialog, opener: HTMLElement) {
  opener.focus();
  await el.show();
}

describe('pp-dialog', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('opens as a modal dialog named by its label, with its body and footer', async () => {
    const { el, opener } = await page();
    expect(dialogOf(el).open).to.equal(false);
    await openFrom(el, opener);
    const dialog = getByRole(el.shadowRoot!, 'dialog', { name: 'Edytuj projekt' });
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(getByRole(el.shadowRoot!, 'heading', { name: 'Edytuj projekt' }).tagName).to.equal('H2');
    const tree = await ariaSnapshot(el);
    expect(tree).to.contain('- dialog "Edytuj projekt"');
    expect(tree).to.contain('- heading "Edytuj projekt" [level=2]');
    expect(tree).to.contain('- button "Zamknij"');
    expect(tree).to.contain('- button "Zapisz"');
  });

  it('takes its heading from the label slot when one is given', async () => {
    const el = await fixture<PpDialog>(
      html`<pp-dialog open
        ><span slot="label">Usuń <em>Portal</em></span>
        <p>Tego nie cofniesz.</p></pp-dialog
      >`,
    );
    await el.updateComplete;
    getByRole(el.shadowRoot!, 'dialog', { name: 'Usuń Portal' });
    expect(await ariaSnapshot(el)).to.contain('- dialog "Usuń Portal"');
    await el.hide();
  });

  it('without a header shows no heading and no close button, is still named and closes with Escape', async () => {
    const root = await fixture<HTMLDivElement>(
      html`<div>
        <button id="opener">Szukaj</button>
        <pp-dialog label="Paleta poleceń" no-header><input aria-label="Szukaj" /></pp-dialog>
      </div>`,
    );
    const el = root.querySelector('pp-dialog')!;
    await openFrom(el, root.querySelector<HTMLButtonElement>('#opener')!);
    const tree = await ariaSnapshot(el);
    expect(tree).to.contain('- dialog "Paleta poleceń"');
    expect(tree).not.to.contain('heading');
    expect(tree).not.to.contain('button');
    expect(getComputedStyle(el.shadowRoot!.querySelector('.header')!).display).to.equal('none');
    expect(document.activeElement).to.equal(root.querySelector('input'));
    const closed = oneEvent(el, 'pp-after-close');
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(el.open).to.equal(false);
    expect(document.activeElement).to.equal(root.querySelector('#opener'));
  });

  describe('focus', () => {
    it('goes to the first focusable element of the body on open, and back to the opener on close', async () => {
      const { el, opener, input } = await page();
      await openFrom(el, opener);
      expect(document.activeElement).to.equal(input);
      await el.hide();
      expect(document.activeElement).to.equal(opener);
    });

    it('goes to the element with autofocus when there is one', async () => {
      // autofocus inside a dialog is what the dialog pattern asks for: the safe action of a question.
      /* eslint-disable lit-a11y/no-autofocus */
      const root = await fixture<HTMLDivElement>(
        html`<div>
          <pp-dialog label="Usunąć projekt?">
            <p>Tego nie cofniesz.</p>
            <pp-button slot="footer" autofocus>Anuluj</pp-button>
            <pp-button slot="footer" variant="danger">Usuń</pp-button>
          </pp-dialog>
        </div>`,
      );
      /* eslint-enable lit-a11y/no-autofocus */
      const el = root.querySelector('pp-dialog')!;
      await el.show();
      expect(document.activeElement).to.equal(root.querySelector('pp-button[autofocus]'));
      await el.hide();
    });

    it('goes to the first control inside a custom element of the body', async () => {
      const el = await fixture<PpDialog>(
        html`<pp-dialog label="Szczegóły"
          ><p>Opis</p>
          <pp-button>Pobierz</pp-button></pp-dialog
        >`,
      );
      await el.show();
      expect(deepActiveElement()).to.equal(
        el.querySelector('pp-button')!.shadowRoot!.querySelector('button'),
      );
      await el.hide();
    });

    it('goes to the dialog itself when its body has nothing focusable', async () => {
      const el = await fixture<PpDialog>(
        html`<pp-dialog label="Informacja"
          ><p>Zmiany zapisano.</p>
          <pp-button slot="footer">OK</pp-button></pp-dialog
        >`,
      );
      await el.show();
      expect(deepActiveElement()).to.equal(dialogOf(el));
      // From there Tab reaches the close button first.
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(closeButton(el));
      await el.hide();
    });

    it('Tab and Shift+Tab stay inside the dialog, wrapping around', async () => {
      const { el, opener, input } = await page();
      await openFrom(el, opener);
      const [cancel, save] = [...el.querySelectorAll('pp-button')].map((button) =>
        button.shadowRoot!.querySelector('button')!,
      );
      const forward: (Element | null)[] = [];
      for (let i = 0; i < 5; i++) {
        await sendKeys({ press: 'Tab' });
        forward.push(deepActiveElement());
      }
      expect(forward).to.deep.equal([cancel, save, closeButton(el), input, cancel]);
      const backward: (Element | null)[] = [];
      for (let i = 0; i < 4; i++) {
        await sendKeys({ press: 'Shift+Tab' });
        backward.push(deepActiveElement());
      }
      expect(backward).to.deep.equal([input, closeButton(el), save, cancel]);
      await el.hide();
    });

    it('is closed when hide() returns, so the page may move focus right after', async () => {
      const { root, el, opener } = await page();
      await openFrom(el, opener);
      const after = root.querySelector<HTMLButtonElement>('#after')!;
      const settled = el.hide();
      after.focus();
      await settled;
      expect(document.activeElement).to.equal(after);
    });

    it('is open with focus inside when show() returns, once rendered', async () => {
      const { el, opener, input } = await page();
      opener.focus();
      const settled = el.show();
      expect(document.activeElement).to.equal(input);
      await settled;
      await el.hide();
    });
  });

  describe('closing', () => {
    it('closes on Escape, asking first, and returns focus', async () => {
      const { el, opener } = await page();
      await openFrom(el, opener);
      const requests: DialogRequestCloseDetail[] = [];
      el.addEventListener('pp-request-close', (event) => requests.push(event.detail));
      const closed = oneEvent(el, 'pp-after-close');
      await sendKeys({ press: 'Escape' });
      await closed;
      expect(requests).to.deep.equal([{ source: 'escape' }]);
      expect(el.open).to.equal(false);
      expect(el.hasAttribute('open')).to.equal(false);
      expect(dialogOf(el).open).to.equal(false);
      expect(document.activeElement).to.equal(opener);
    });

    it('closes by its close button, named "Zamknij"', async () => {
      const { el, opener } = await page();
      await openFrom(el, opener);
      const request = oneEvent(el, 'pp-request-close');
      closeButton(el).click();
      expect((await request).detail).to.deep.equal({ source: 'close-button' });
      await el.updateComplete;
      expect(el.open).to.equal(false);
    });

    it('closes by the keyboard on the close button', async () => {
      const { el, opener } = await page();
      await openFrom(el, opener);
      await sendKeys({ press: 'Shift+Tab' }); // from the field back to the close button
      expect(deepActiveElement()).to.equal(closeButton(el));
      const closed = oneEvent(el, 'pp-after-close');
      await sendKeys({ press: 'Enter' });
      await closed;
      expect(document.activeElement).to.equal(opener);
    });

    it('closes on a click on the backdrop, not on a click inside', async () => {
      const { el, opener } = await page();
      await openFrom(el, opener);
      const requests: DialogRequestCloseDetail[] = [];
      el.addEventListener('pp-request-close', (event) => requests.push(event.detail));
      const box = dialogOf(el).getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.left + 10), Math.round(box.top + 10)] });
      expect(el.open).to.equal(true);
      await sendMouse({ type: 'click', position: [5, 5] });
      await el.updateComplete;
      expect(requests).to.deep.equal([{ source: 'backdrop' }]);
      expect(el.open).to.equal(false);
    });

    it('stays open on a backdrop click with no-light-dismiss, and still closes on Escape', async () => {
      const { el, opener } = await page({ noLightDismiss: true });
      await openFrom(el, opener);
      await sendMouse({ type: 'click', position: [5, 5] });
      await el.updateComplete;
      expect(el.open).to.equal(true);
      // After that click Escape still asks first (a veto holds).
      const veto = (event: Event) => event.preventDefault();
      el.addEventListener('pp-request-close', veto);
      await sendKeys({ press: 'Escape' });
      await sendKeys({ press: 'Escape' });
      expect(dialogOf(el).open).to.equal(true);
      el.removeEventListener('pp-request-close', veto);
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(el.open).to.equal(false);
    });

    it('stays open when pp-request-close is cancelled, Escape after Escape (unsaved changes)', async () => {
      const { el, opener } = await page();
      await openFrom(el, opener);
      const sources: string[] = [];
      el.addEventListener('pp-request-close', (event) => {
        sources.push(event.detail.source);
        event.preventDefault();
      });
      await sendKeys({ press: 'Escape' });
      await sendKeys({ press: 'Escape' });
      closeButton(el).click();
      await sendMouse({ type: 'click', position: [5, 5] });
      await el.updateComplete;
      expect(sources).to.deep.equal(['escape', 'escape', 'close-button', 'backdrop']);
      expect(el.open).to.equal(true);
      expect(dialogOf(el).open).to.equal(true);
      // The page decides: hide() closes without asking.
      await el.hide();
      expect(dialogOf(el).open).to.equal(false);
    });

    it('leaves Escape to a control inside that uses it', async () => {
      const { el, opener, input } = await page();
      await openFrom(el, opener);
      input.addEventListener('keydown', (event) => event.key === 'Escape' && event.preventDefault());
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(el.open).to.equal(true);
      await el.hide();
    });
  });

  describe('open', () => {
    it('follows the open attribute both ways, and reflects open', async () => {
      const { el } = await page();
      el.setAttribute('open', '');
      await el.updateComplete;
      expect(dialogOf(el).open).to.equal(true);
      el.removeAttribute('open');
      await el.updateComplete;
      expect(dialogOf(el).open).to.equal(false);
      el.open = true;
      await el.updateComplete;
      expect(el.hasAttribute('open')).to.equal(true);
      await el.hide();
    });

    it('is open on arrival when the markup says open, focus on a control that renders after it', async () => {
      const el = await fixture<PpDialog>(
        html`<pp-dialog label="Witaj" open
          ><p>Treść</p>
          <pp-button>Dalej</pp-button></pp-dialog
        >`,
      );
      await el.show();
      expect(dialogOf(el).matches(':modal')).to.equal(true);
      expect(document.activeElement).to.equal(el.querySelector('pp-button'));
      await el.hide();
    });

    it('fires pp-open, pp-after-open, pp-close and pp-after-close in order', async () => {
      const { el } = await page();
      const fired: string[] = [];
      for (const name of ['pp-open', 'pp-after-open', 'pp-close', 'pp-after-close'] as const) {
        el.addEventListener(name, () => fired.push(name));
      }
      await el.show();
      expect(fired).to.deep.equal(['pp-open', 'pp-after-open']);
      await el.hide();
      expect(fired).to.deep.equal(['pp-open', 'pp-after-open', 'pp-close', 'pp-after-close']);
    });

    it('keeps the page behind from scrolling while open, and gives it back', async () => {
      const { el } = await page();
      const html = document.documentElement;
      html.style.overflow = 'clip';
      try {
        await el.show();
        expect(getComputedStyle(html).overflow).to.equal('hidden');
        await el.hide();
        expect(html.style.overflow).to.equal('clip');
      } finally {
        html.style.overflow = '';
      }
    });

    it('gives the scroll back when removed while open, and opens again when put back', async () => {
      const { root, el } = await page();
      await el.show();
      el.remove();
      expect(document.documentElement.style.overflow).to.equal('');
      root.append(el);
      await el.updateComplete;
      expect(dialogOf(el).matches(':modal')).to.equal(true);
      expect(document.documentElement.style.overflow).to.equal('hidden');
      await new Promise((resolve) => setTimeout(resolve)); // the close event of the removal, a task later
      expect(el.open).to.equal(true);
      expect(dialogOf(el).matches(':modal')).to.equal(true);
      await el.hide();
    });

    it('makes the page behind inert', async () => {
      const { root, el } = await page();
      await el.show();
      const outside = root.querySelector<HTMLButtonElement>('#after')!;
      outside.focus();
      expect(document.activeElement).not.to.equal(outside);
      await el.hide();
    });
  });

  describe('placement and size', () => {
    it('is centred, as wide as its size allows', async () => {
      const { el } = await page();
      await el.show();
      const box = dialogOf(el).getBoundingClientRect();
      expect(Math.round(box.width)).to.equal(560); // md: 35rem
      expect(Math.round(box.left)).to.equal(Math.round(window.innerWidth - box.right));
      el.size = 'sm';
      await el.updateComplete;
      expect(dialogOf(el).getBoundingClientRect().width).to.equal(400);
      el.size = 'lg';
      await el.updateComplete;
      expect(dialogOf(el).getBoundingClientRect().width).to.equal(Math.min(800, window.innerWidth - 32));
      await el.hide();
    });

    it('with placement="end" is a drawer along the inline end edge, full height', async () => {
      const { el, opener, input } = await page({ placement: 'end' });
      await openFrom(el, opener);
      const box = dialogOf(el).getBoundingClientRect();
      expect(Math.round(box.right)).to.equal(document.documentElement.clientWidth);
      expect(Math.round(box.top)).to.equal(0);
      expect(Math.round(box.height)).to.equal(window.innerHeight);
      getByRole(el.shadowRoot!, 'dialog', { name: 'Edytuj projekt' });
      expect(document.activeElement).to.equal(input);
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(document.activeElement).to.equal(opener);
    });

    it('as a drawer sits on the left in a right-to-left page', async () => {
      const root = await fixture<HTMLDivElement>(
        html`<div dir="rtl">
          <pp-dialog label="Filtry" placement="end"><p>Treść</p></pp-dialog>
        </div>`,
      );
      const el = root.querySelector('pp-dialog')!;
      await el.show();
      expect(Math.round(dialogOf(el).getBoundingClientRect().left)).to.equal(0);
      await el.hide();
    });
  });

  it('puts a body that scrolls in the Tab order, and one that does not out of it', async () => {
    const el = await fixture<PpDialog>(
      html`<pp-dialog label="Regulamin"
        >${Array.from({ length: 40 }, (_, i) => html`<p>Paragraf ${i + 1}.</p>`)}</pp-dialog
      >`,
    );
    const body = el.shadowRoot!.querySelector<HTMLElement>('[part="body"]')!;
    const resized = () => new Promise((resolve) => new ResizeObserver(resolve).observe(body));
    await el.show();
    await resized();
    expect(body.scrollHeight).to.be.greaterThan(body.clientHeight);
    expect(body.getAttribute('tabindex')).to.equal('0');
    expect(document.activeElement).to.equal(el); // the dialog itself: nothing else to focus
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(body);
    await el.hide();
    el.replaceChildren(document.createTextNode('Krótko.'));
    await el.show();
    await resized();
    expect(body.hasAttribute('tabindex')).to.equal(false);
    await el.hide();
  });

  it('Tab goes from control to control inside a body that scrolls, and wraps from the last', async () => {
    const el = await fixture<PpDialog>(
      html`<pp-dialog label="Formularz"
        ><button id="first">Pierwszy</button
        >${Array.from({ length: 40 }, (_, i) => html`<p>Paragraf ${i + 1}.</p>`)}<button id="second">
          Drugi
        </button></pp-dialog
      >`,
    );
    const body = el.shadowRoot!.querySelector<HTMLElement>('[part="body"]')!;
    await el.show();
    await new Promise((resolve) => new ResizeObserver(resolve).observe(body));
    expect(body.getAttribute('tabindex')).to.equal('0');
    el.querySelector<HTMLElement>('#first')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(el.querySelector('#second'));
    await sendKeys({ press: 'Tab' });
    // From the last control, round to the first: the close button.
    expect(el.shadowRoot!.activeElement).to.equal(el.shadowRoot!.querySelector('[part="close-button"]'));
    await el.hide();
  });

  describe('motion', () => {
    it('fades and scales in (centred) or slides in (drawer) with transitions', async () => {
      const { el } = await page();
      el.open = true;
      await el.updateComplete;
      const properties = dialogOf(el)
        .getAnimations()
        .map((a) => (a as CSSTransition).transitionProperty);
      expect(properties).to.include.members(['opacity', 'scale']);
      await el.hide();
      el.placement = 'end';
      el.open = true;
      await el.updateComplete;
      expect(
        dialogOf(el)
          .getAnimations()
          .map((a) => (a as CSSTransition).transitionProperty),
      ).to.include('translate');
      await el.hide();
    });

    it('has no transitions under prefers-reduced-motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { el } = await page();
      el.open = true;
      await el.updateComplete;
      expect(dialogOf(el).getAnimations({ subtree: true })).to.have.length(0);
      expect(getComputedStyle(dialogOf(el)).opacity).to.equal('1');
      el.open = false;
      await el.updateComplete;
      expect(dialogOf(el).getAnimations({ subtree: true })).to.have.length(0);
      expect(getComputedStyle(dialogOf(el)).display).to.equal('none');
    });
  });

  describe('texts', () => {
    const texts: BuiltInText<PpDialog>[] = [
      {
        property: 'closeLabel',
        pl: 'Zamknij',
        en: 'Close',
        read: (el) => closeButton(el, el.closeLabel).getAttribute('aria-label'),
      },
    ];

    it('names the close button in Polish by default and in English under lang="en"', async () => {
      const { el } = await page();
      await el.show();
      await expectTexts(el, texts, 'pl');
      await setLang(el, 'en', el);
      await expectTexts(el, texts, 'en');
      expect(await ariaSnapshot(el)).to.contain('- button "Close"');
      el.setAttribute('close-label', 'Anuluj edycję');
      await el.updateComplete;
      closeButton(el, 'Anuluj edycję');
      await el.hide();
    });
  });

  describe('accessibility', () => {
    it('passes axe open, centred and as a drawer', async function () {
      this.timeout(30000); // axe runs twice over the page; a loaded machine takes its time
      const { root, el } = await page();
      await el.show();
      await expectNoAxeViolations(root, 'centred');
      await el.hide();
      el.placement = 'end';
      await el.show();
      await expectNoAxeViolations(root, 'drawer');
      await el.hide();
    });

    it('passes axe (contrast included) with the design tokens, light and dark', async function () {
      this.timeout(30000);
      const ran = await inEachTheme(async (theme) => {
        const { root, el } = await page();
        await el.show();
        await expectNoAxeViolations(root, theme);
        await el.hide();
      });
      if (!ran) this.skip();
    });
  });
});
