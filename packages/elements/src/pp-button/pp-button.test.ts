import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './pp-button.js';
import type { PpButton } from './pp-button.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { expectTexts, setLang, type BuiltInText } from '../test-support/languages.js';
import { ariaSnapshot } from '../test-support/accessibility.js';

/** The native control inside: `<button>` or `<a>`. */
const control = (el: PpButton) => el.shadowRoot!.querySelector<HTMLElement>('.base')!;

/** A task: the button acts on a click once the page's own click listeners have all run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** A form whose submissions go to a frame, so the test page stays; `submits` counts `submit` events. */
async function formFixture(buttons: unknown) {
  const root = await fixture<HTMLDivElement>(
    html`<div>
      <iframe name="sink" title="sink" hidden></iframe>
      <form action="about:blank" target="sink">
        <input name="subject" aria-label="Temat" value="Awaria" />
        ${buttons}
      </form>
    </div>`,
  );
  const form = root.querySelector('form')!;
  const submits: SubmitEvent[] = [];
  form.addEventListener('submit', (event) => submits.push(event as SubmitEvent));
  return { root, form, submits, input: root.querySelector('input')! };
}

describe('pp-button', () => {
  describe('as a button', () => {
    it('is a button named by its text, a secondary medium one by default', async () => {
      const el = await fixture<PpButton>(html`<pp-button>Zapisz</pp-button>`);
      expect(await ariaSnapshot(el)).to.equal('- button "Zapisz"');
      expect(el.variant).to.equal('secondary');
      expect(el.size).to.equal('md');
      expect(el.type).to.equal('button');
      expect(getComputedStyle(control(el)).minHeight).to.equal('40px');
    });

    it('takes its height from the size and reflects variant and size for styling', async () => {
      const el = await fixture<PpButton>(html`<pp-button variant="primary" size="sm">Dodaj</pp-button>`);
      expect(getComputedStyle(control(el)).minHeight).to.equal('32px');
      el.size = 'lg';
      await el.updateComplete;
      expect(el.getAttribute('size')).to.equal('lg');
      expect(getComputedStyle(control(el)).minHeight).to.equal('48px');
    });

    it('is reached by Tab and activated by Enter and by Space', async () => {
      const el = await fixture<PpButton>(html`<pp-button>Odśwież</pp-button>`);
      let clicks = 0;
      el.addEventListener('click', () => (clicks += 1));
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(el);
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Space' });
      expect(clicks).to.equal(2);
    });

    it('gives focus() to the control inside', async () => {
      const el = await fixture<PpButton>(html`<pp-button>Odśwież</pp-button>`);
      el.focus();
      expect(el.shadowRoot!.activeElement).to.equal(control(el));
    });

    it('with only an icon is square and named by its label', async () => {
      const el = await fixture<PpButton>(
        html`<pp-button label="Zamknij"
          ><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M2 2l12 12"></path></svg
        ></pp-button>`,
      );
      await el.updateComplete;
      expect(await ariaSnapshot(el)).to.equal('- button "Zamknij"');
      const box = control(el).getBoundingClientRect();
      expect(box.width).to.equal(box.height);
    });

    it('gives its keyboard shortcuts to the control a screen reader reads', async () => {
      const el = await fixture<PpButton>(html`<pp-button keyshortcuts="Control+K Meta+K">Szukaj</pp-button>`);
      expect(control(el).getAttribute('aria-keyshortcuts')).to.equal('Control+K Meta+K');
      el.keyshortcuts = undefined;
      await el.updateComplete;
      expect(control(el).hasAttribute('aria-keyshortcuts')).to.equal(false);
    });

    it('warns once on the console when it shows only an icon and has no label', async () => {
      const warn = console.warn;
      const warnings: unknown[] = [];
      console.warn = (...args: unknown[]) => warnings.push(args[0]);
      try {
        const el = await fixture<PpButton>(html`<pp-button><svg viewBox="0 0 16 16"></svg></pp-button>`);
        await el.updateComplete;
        el.variant = 'ghost';
        await el.updateComplete;
      } finally {
        console.warn = warn;
      }
      expect(warnings).to.have.length(1);
      expect(String(warnings[0])).to.contain('label');
    });
  });

  describe('disabled and loading', () => {
    it('when disabled is out of the tab order and runs no click listener', async () => {
      const root = await fixture<HTMLDivElement>(
        html`<div><pp-button disabled>Usuń</pp-button><button>Dalej</button></div>`,
      );
      const el = root.querySelector('pp-button')!;
      let clicks = 0;
      el.addEventListener('click', () => (clicks += 1));
      el.click();
      control(el).click();
      expect(clicks).to.equal(0);
      expect(await ariaSnapshot(el)).to.equal('- button "Usuń" [disabled]');
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(root.querySelector('button'));
    });

    it('follows disabled set and cleared by code', async () => {
      const el = await fixture<PpButton>(html`<pp-button disabled>Wyślij</pp-button>`);
      el.disabled = false;
      await el.updateComplete;
      expect((control(el) as HTMLButtonElement).disabled).to.equal(false);
      el.disabled = true;
      await el.updateComplete;
      expect((control(el) as HTMLButtonElement).disabled).to.equal(true);
    });

    it('stays usable in the first legend of a disabled fieldset, as HTML says', async () => {
      const root = await fixture<HTMLFieldSetElement>(
        html`<fieldset disabled>
          <legend><pp-button>Rozwiń</pp-button></legend>
          <pp-button>Zapisz</pp-button>
        </fieldset>`,
      );
      const [inLegend, inside] = root.querySelectorAll('pp-button');
      await Promise.all([inLegend!.updateComplete, inside!.updateComplete]);
      expect((control(inLegend!) as HTMLButtonElement).disabled).to.equal(false);
      expect((control(inside!) as HTMLButtonElement).disabled).to.equal(true);
    });

    it('is disabled by a disabled fieldset', async () => {
      const root = await fixture<HTMLFieldSetElement>(
        html`<form>
          <fieldset disabled><pp-button type="submit">Wyślij</pp-button></fieldset>
        </form>`,
      );
      const el = root.querySelector('pp-button')!;
      await el.updateComplete;
      expect((control(el) as HTMLButtonElement).disabled).to.equal(true);
      root.querySelector('fieldset')!.disabled = false;
      await el.updateComplete;
      expect((control(el) as HTMLButtonElement).disabled).to.equal(false);
    });

    it('while loading keeps its focus and width, ignores clicks and says it is loading', async () => {
      const el = await fixture<PpButton>(html`<pp-button>Zapisz zmiany</pp-button>`);
      const width = el.getBoundingClientRect().width;
      el.focus();
      el.loading = true;
      await el.updateComplete;
      let clicks = 0;
      el.addEventListener('click', () => (clicks += 1));
      await sendKeys({ press: 'Enter' });
      expect(clicks).to.equal(0);
      expect(el.shadowRoot!.activeElement).to.equal(control(el));
      expect(el.getBoundingClientRect().width).to.equal(width);
      expect(el.shadowRoot!.querySelector('[part="spinner"]')).to.exist;
      expect(await ariaSnapshot(el)).to.equal('- button "Zapisz zmiany (trwa ładowanie)" [disabled]');
      expect(control(el).getAttribute('aria-disabled')).to.equal('true');
      el.loading = false;
      await el.updateComplete;
      expect(await ariaSnapshot(el)).to.equal('- button "Zapisz zmiany"');
    });

    it('while loading adds the loading text to its label when it has one', async () => {
      const el = await fixture<PpButton>(
        html`<pp-button label="Odśwież" loading lang="en"
          ><svg viewBox="0 0 16 16" aria-hidden="true"></svg
        ></pp-button>`,
      );
      expect(await ariaSnapshot(el)).to.equal('- button "Odśwież (loading)" [disabled]');
    });
  });

  describe('in a form', () => {
    it('does not submit the form by default (type="button")', async () => {
      const { root, submits } = await formFixture(html`<pp-button>Podgląd</pp-button>`);
      root.querySelector('pp-button')!.click();
      await nextTask();
      expect(submits).to.have.length(0);
    });

    it('submits the form with its name and value, as the submitter', async () => {
      const { root, form, submits } = await formFixture(
        html`<pp-button type="submit" name="action" value="send">Wyślij</pp-button>`,
      );
      const el = root.querySelector('pp-button')!;
      const formData = oneEvent(form, 'formdata');
      el.click();
      const { formData: data } = (await formData) as unknown as FormDataEvent;
      expect(submits).to.have.length(1);
      expect(submits[0]!.submitter).to.equal(el);
      expect([...data.entries()]).to.deep.equal([
        ['subject', 'Awaria'],
        ['action', 'send'],
      ]);
      expect(form.querySelectorAll('button')).to.have.length(0);
    });

    it('submits by the keyboard too', async () => {
      const { root, submits } = await formFixture(html`<pp-button type="submit">Wyślij</pp-button>`);
      root.querySelector('pp-button')!.focus();
      await sendKeys({ press: 'Enter' });
      await nextTask();
      expect(submits).to.have.length(1);
    });

    it('does nothing when a click listener cancels the click', async () => {
      const { root, submits } = await formFixture(html`<pp-button type="submit">Wyślij</pp-button>`);
      const el = root.querySelector('pp-button')!;
      el.addEventListener('click', (event) => event.preventDefault());
      el.click();
      await nextTask();
      await nextTask();
      expect(submits).to.have.length(0);
    });

    it('validates the form first, unless formnovalidate', async () => {
      const { root, input, submits } = await formFixture(html`
        <pp-button type="submit">Wyślij</pp-button>
        <pp-button type="submit" formnovalidate>Zapisz szkic</pp-button>
      `);
      input.required = true;
      input.value = '';
      const [send, draft] = root.querySelectorAll('pp-button');
      const invalid = oneEvent(input, 'invalid');
      send!.click();
      await invalid;
      expect(submits).to.have.length(0);
      draft!.click();
      await nextTask();
      expect(submits).to.have.length(1);
      expect(submits[0]!.submitter).to.equal(draft);
    });

    it('sends the form where formaction and formmethod say', async () => {
      const { root, form } = await formFixture(
        html`<pp-button type="submit" formaction="/drafts" formmethod="post">Zapisz szkic</pp-button>`,
      );
      const frame = root.querySelector('iframe')!;
      const loaded = oneEvent(frame, 'load');
      root.querySelector('pp-button')!.click();
      await loaded;
      expect(new URL(frame.contentWindow!.location.href).pathname).to.equal('/drafts');
      expect(form.method).to.equal('get');
    });

    it('resets the form when its type is reset', async () => {
      const { root, input } = await formFixture(html`<pp-button type="reset">Wyczyść</pp-button>`);
      input.value = 'Inny temat';
      root.querySelector('pp-button')!.click();
      await nextTask();
      expect(input.value).to.equal('Awaria');
    });

    it('submits the form its form attribute names', async () => {
      const root = await fixture<HTMLDivElement>(
        html`<div>
          <iframe name="sink2" title="sink" hidden></iframe>
          <form id="far" action="about:blank" target="sink2"></form>
          <pp-button form="far" type="submit">Wyślij</pp-button>
        </div>`,
      );
      const el = root.querySelector('pp-button')!;
      expect(el.form).to.equal(root.querySelector('form'));
      const submitted = oneEvent(root.querySelector('form')!, 'submit');
      el.click();
      expect(((await submitted) as unknown as SubmitEvent).submitter).to.equal(el);
    });
  });

  describe('as a link', () => {
    it('is a link to its href', async () => {
      const el = await fixture<PpButton>(html`<pp-button href="/support/new">Nowe zgłoszenie</pp-button>`);
      expect(await ariaSnapshot(el)).to.equal('- link "Nowe zgłoszenie":\n  - /url: /support/new');
      expect(control(el).getAttribute('href')).to.equal('/support/new');
    });

    it('opening a new tab says so and keeps the opener out', async () => {
      const el = await fixture<PpButton>(
        html`<pp-button href="https://example.com/" target="_blank">Dokumentacja</pp-button>`,
      );
      expect(control(el).getAttribute('rel')).to.equal('noopener noreferrer');
      expect(await ariaSnapshot(el)).to.equal(
        '- link "Dokumentacja (otwiera się w nowej karcie)":\n  - /url: https://example.com/',
      );
    });

    it('when disabled has no address and says it is disabled', async () => {
      const el = await fixture<PpButton>(html`<pp-button href="/x" disabled>Pobierz</pp-button>`);
      expect(control(el).hasAttribute('href')).to.equal(false);
      expect(control(el).getAttribute('aria-disabled')).to.equal('true');
      expect(await ariaSnapshot(el)).to.equal('- link "Pobierz" [disabled]');
    });
  });

  describe('texts', () => {
    const texts: BuiltInText<PpButton>[] = [
      {
        property: 'loadingText',
        pl: '(trwa ładowanie)',
        en: '(loading)',
        read: (el) => el.shadowRoot!.querySelector('.sr-only')!.textContent,
      },
    ];
    it('speaks Polish by default and English under lang="en", and keeps a text set by the page', async () => {
      const el = await fixture<PpButton>(html`<pp-button loading>Zapisz</pp-button>`);
      await expectTexts(el, texts, 'pl');
      await setLang(el, 'en', el);
      await expectTexts(el, texts, 'en');
      el.setAttribute('loading-text', '(zapisywanie)');
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('.sr-only')!.textContent).to.equal('(zapisywanie)');
    });

    it('the external-link text follows lang', async () => {
      const el = await fixture<PpButton>(
        html`<pp-button lang="en" href="https://example.com/" target="_blank">Docs</pp-button>`,
      );
      expect(el.externalText).to.equal('(opens in a new tab)');
      expect(await ariaSnapshot(el)).to.contain('- link "Docs (opens in a new tab)"');
    });
  });

  it('has no axe violations in any variant, size or state', async () => {
    const root = await fixture<HTMLDivElement>(
      html`<div>
        ${(['primary', 'secondary', 'danger', 'ghost', 'link'] as const).map(
          (variant) => html`<pp-button variant=${variant}>Zapisz</pp-button>`,
        )}
        <pp-button size="sm">Mały</pp-button>
        <pp-button size="lg">Duży</pp-button>
        <pp-button loading>Wysyłanie</pp-button>
        <pp-button disabled>Niedostępny</pp-button>
        <pp-button label="Zamknij"><svg viewBox="0 0 16 16" aria-hidden="true"></svg></pp-button>
        <pp-button href="/a">Link</pp-button>
        <pp-button href="/a" disabled>Link</pp-button>
      </div>`,
    );
    await Promise.all([...root.querySelectorAll('pp-button')].map((b) => b.updateComplete));
    await expectNoAxeViolations(root);
  });
});
