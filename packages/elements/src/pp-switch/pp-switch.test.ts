import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import './pp-switch.js';
import type { PpSwitch } from './pp-switch.js';
import { switchMessages } from './pp-switch.messages.js';
import { ariaSnapshot, getByRole, type ByRole } from '../test-support/accessibility.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { setLang, withDocumentLang } from '../test-support/languages.js';
import { center } from '../test-support/pointer.js';

const toggle = (el: PpSwitch, options: ByRole = {}) =>
  getByRole(el.shadowRoot!, 'switch', options) as HTMLInputElement;
const input = (el: PpSwitch) => el.shadowRoot!.querySelector('input')!;
const part = (el: PpSwitch, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const shown = (node: HTMLElement) => !node.hidden && node.getClientRects().length > 0;

/** What the host fired, in order. */
function record(el: HTMLElement): string[] {
  const events: string[] = [];
  for (const type of ['input', 'change']) el.addEventListener(type, () => events.push(type));
  return events;
}

/** A real click at the centre of `node`. */
async function clickOn(node: Element): Promise<void> {
  await sendMouse({ type: 'click', position: center(node) });
  await resetMouse();
}

/** Which end of the track the thumb is at. */
function thumbAt(el: PpSwitch): 'left' | 'right' {
  const track = part(el, 'track').getBoundingClientRect();
  const thumb = part(el, 'thumb').getBoundingClientRect();
  return thumb.left - track.left < track.right - thumb.right ? 'left' : 'right';
}

describe('pp-switch', () => {
  describe('accessibility (APG switch)', () => {
    it('is a switch named by its label, on or off', async () => {
      const el = await fixture<PpSwitch>(html`<pp-switch label="Tryb ciemny"></pp-switch>`);
      expect(toggle(el, { name: 'Tryb ciemny' })).to.equal(input(el));
      expect(await ariaSnapshot(el)).to.equal('- switch "Tryb ciemny"\n- text: Tryb ciemny');
      el.checked = true;
      await el.updateComplete;
      expect(await ariaSnapshot(el)).to.contain('- switch "Tryb ciemny" [checked]');
      await expectNoAxeViolations(el);
    });

    it('is described by its hint, and by its error while it shows', async () => {
      const el = await fixture<PpSwitch>(
        html`<pp-switch label="Powiadomienia" hint="E-mailem, raz dziennie."></pp-switch>`,
      );
      expect(toggle(el, { name: 'Powiadomienia', description: 'E-mailem, raz dziennie.' })).to.exist;
      el.error = 'Nie udało się zapisać.';
      await el.updateComplete;
      const box = toggle(el, {
        name: 'Powiadomienia',
        description: 'Nie udało się zapisać. E-mailem, raz dziennie.',
      });
      expect(box.getAttribute('aria-invalid')).to.equal('true');
      await expectNoAxeViolations(el);
    });

    it('shows on and off by the thumb’s place, not by colour alone, also in RTL', async () => {
      const el = await fixture<PpSwitch>(html`<pp-switch label="A"></pp-switch>`);
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(thumbAt(el)).to.equal('left');
        el.checked = true;
        await el.updateComplete;
        expect(thumbAt(el)).to.equal('right');
        el.dir = 'rtl';
        await el.updateComplete;
        expect(thumbAt(el), 'on, right to left').to.equal('left');
        el.checked = false;
        await el.updateComplete;
        expect(thumbAt(el), 'off, right to left').to.equal('right');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

    it('stays usable in forced colours: system colours, the thumb moving', async () => {
      const el = await fixture<PpSwitch>(html`<pp-switch label="A"></pp-switch>`);
      await emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
      try {
        const off = getComputedStyle(part(el, 'thumb')).backgroundColor;
        expect(thumbAt(el)).to.equal('left');
        el.checked = true;
        await el.updateComplete;
        expect(thumbAt(el)).to.equal('right');
        expect(getComputedStyle(part(el, 'track')).backgroundColor, 'the track in Highlight').not.to.equal(
          getComputedStyle(document.body).backgroundColor,
        );
        expect(getComputedStyle(part(el, 'thumb')).backgroundColor).not.to.equal(off);
      } finally {
        await emulateMedia({ forcedColors: 'none', reducedMotion: 'no-preference' });
      }
    });

    it('has a pointer target of 24 px at least in every size', async () => {
      const el = await fixture<HTMLElement>(
        html`<div>
          <pp-switch label="S" size="sm"></pp-switch>
          <pp-switch label="M"></pp-switch>
          <pp-switch label="L" size="lg"></pp-switch>
        </div>`,
      );
      for (const sw of el.querySelectorAll('pp-switch')) {
        const target = input(sw).getBoundingClientRect();
        expect(target.width, sw.label).to.be.at.least(24);
        expect(target.height, sw.label).to.be.at.least(24);
      }
    });

    it('passes axe with the design tokens in every state, light and dark', async function () {
      const ran = await inEachTheme(async (theme) => {
        const el = await fixture<HTMLElement>(
          html`<div>
            <pp-switch label="Wyłączony"></pp-switch>
            <pp-switch label="Włączony" checked></pp-switch>
            <pp-switch label="Nieaktywny" disabled checked></pp-switch>
            <pp-switch label="Wymagany" required hint="Pomoc" error="Błąd"></pp-switch>
            <pp-switch label="Duży" size="lg"></pp-switch>
          </div>`,
        );
        await expectNoAxeViolations(el, theme);
      });
      if (!ran) this.skip();
    });
  });

  describe('toggling', () => {
    it('toggles by a click on the track and on the label, firing input then change', async () => {
      const el = await fixture<PpSwitch>(html`<pp-switch label="Powiadomienia"></pp-switch>`);
      const events = record(el);
      await clickOn(part(el, 'track'));
      expect(el.checked).to.be.true;
      await clickOn(part(el, 'label'));
      expect(el.checked).to.be.false;
      expect(events).to.deep.equal(['input', 'change', 'input', 'change']);
    });

    it('toggles by Space and by Enter, once per press', async () => {
      const el = await fixture<PpSwitch>(html`<pp-switch label="Powiadomienia"></pp-switch>`);
      const events = record(el);
      el.focus();
      await sendKeys({ press: 'Space' });
      expect(el.checked).to.be.true;
      await sendKeys({ press: 'Enter' });
      expect(el.checked).to.be.false;
      await sendKeys({ press: 'Enter' });
      expect(el.checked).to.be.true;
      expect(events).to.deep.equal(['input', 'change', 'input', 'change', 'input', 'change']);
    });

    it('Enter does not submit its form', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><pp-switch name="a" label="A"></pp-switch><button>Wyślij</button></form>`,
      );
      let submitted = false;
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        submitted = true;
      });
      const el = form.querySelector('pp-switch')!;
      el.focus();
      await sendKeys({ press: 'Enter' });
      expect(el.checked).to.be.true;
      expect(submitted).to.be.false;
    });

    it('fires events from the host, and nothing when code sets checked', async () => {
      const el = await fixture<PpSwitch>(html`<pp-switch label="A"></pp-switch>`);
      const change = oneEvent(el, 'change');
      el.click();
      const event = await change;
      expect([event.target, event.bubbles]).to.deep.equal([el, true]);
      const events = record(el);
      el.checked = false;
      await el.updateComplete;
      expect(input(el).checked).to.be.false;
      expect(events).to.deep.equal([]);
    });

    it('does not toggle while disabled', async () => {
      const el = await fixture<PpSwitch>(html`<pp-switch label="A" disabled></pp-switch>`);
      await clickOn(part(el, 'label'));
      el.click();
      expect(el.checked).to.be.false;
      expect(toggle(el, { name: 'A' }).disabled).to.be.true;
    });
  });

  describe('forms', () => {
    it('submits name=value only while on; a reset returns it to the checked attribute', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <pp-switch name="dark" label="Ciemny"></pp-switch>
          <pp-switch name="mail" value="daily" label="Poczta" checked></pp-switch>
        </form>`,
      );
      const [dark, mail] = [...form.querySelectorAll('pp-switch')] as [PpSwitch, PpSwitch];
      expect([...new FormData(form).entries()]).to.deep.equal([['mail', 'daily']]);
      await clickOn(part(dark, 'track'));
      mail.click();
      expect([...new FormData(form).entries()]).to.deep.equal([['dark', 'on']]);
      form.reset();
      await Promise.all([dark.updateComplete, mail.updateComplete]);
      expect([dark.checked, mail.checked]).to.deep.equal([false, true]);
      expect([input(dark).checked, input(mail).checked]).to.deep.equal([false, true]);
      expect([...new FormData(form).entries()]).to.deep.equal([['mail', 'daily']]);
    });

    it('restores a state the browser kept', async () => {
      const el = await fixture<PpSwitch>(html`<pp-switch name="a" label="A"></pp-switch>`);
      el.formStateRestoreCallback('checked');
      await el.updateComplete;
      expect(input(el).checked).to.be.true;
    });

    it('is disabled by a disabled fieldset: not submitted, not toggled', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <fieldset disabled><pp-switch name="a" label="A" checked></pp-switch></fieldset>
        </form>`,
      );
      const el = form.querySelector('pp-switch')!;
      await el.updateComplete;
      expect(new FormData(form).has('a')).to.be.false;
      expect(toggle(el, { name: 'A' }).disabled).to.be.true;
      await clickOn(part(el, 'label'));
      expect(el.checked).to.be.true;
      form.querySelector('fieldset')!.disabled = false;
      await el.updateComplete;
      expect(input(el).disabled).to.be.false;
      expect(new FormData(form).get('a')).to.equal('on');
    });
  });

  describe('validity', () => {
    it('required and off: valueMissing with our message, shown once a submission found it', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><pp-switch name="a" label="Zgoda" required></pp-switch><button>Wyślij</button></form>`,
      );
      const el = form.querySelector('pp-switch')!;
      form.addEventListener('submit', (event) => event.preventDefault());
      expect(el.validity.valueMissing).to.be.true;
      expect(el.validationMessage).to.equal('Włącz tę opcję, aby kontynuować.');
      expect(shown(part(el, 'error'))).to.be.false;
      const invalid = oneEvent(el, 'invalid');
      form.requestSubmit();
      await invalid;
      await el.updateComplete;
      expect(toggle(el, { name: 'Zgoda', description: 'Włącz tę opcję, aby kontynuować.' })).to.exist;
      el.click();
      await el.updateComplete;
      expect(el.validity.valid).to.be.true;
      expect(shown(part(el, 'error'))).to.be.false;
    });

    it('says the message in English after the lang that applies, and the document’s', async () => {
      const el = await fixture<PpSwitch>(html`<pp-switch label="Consent" required></pp-switch>`);
      await setLang(el, 'en', el);
      expect(el.validationMessage).to.equal('Turn this on to continue.');
      el.reportValidity();
      await el.updateComplete;
      expect(part(el, 'error').textContent!.trim()).to.equal('Turn this on to continue.');
      await setLang(el, null, el);
      await withDocumentLang('en', async () => {
        await null; // the shared lang observer
        await el.updateComplete;
        expect(el.validationMessage).to.equal('Turn this on to continue.');
      });
    });
  });

  describe('texts', () => {
    it('has every catalogue text as a property, in Polish and English, each replaceable', async () => {
      const el = await fixture<PpSwitch>(html`<pp-switch label="A" required></pp-switch>`);
      for (const key of Object.keys(switchMessages.pl) as (keyof typeof switchMessages.pl)[]) {
        expect(el[key], key).to.equal(switchMessages.pl[key]);
      }
      await setLang(el, 'en', el);
      for (const key of Object.keys(switchMessages.en) as (keyof typeof switchMessages.en)[]) {
        expect(el[key], key).to.equal(switchMessages.en[key]);
      }
      el.valueMissingMessage = 'Required!';
      await el.updateComplete;
      expect(el.validationMessage).to.equal('Required!');
    });
  });

  describe('motion', () => {
    it('slides the thumb, and not under reduced motion', async () => {
      const el = await fixture<PpSwitch>(html`<pp-switch label="A"></pp-switch>`);
      const thumb = part(el, 'thumb');
      expect(getComputedStyle(thumb).transitionDuration).not.to.equal('0s');
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(getComputedStyle(thumb).transitionDuration).to.equal('0s');
        expect(getComputedStyle(part(el, 'track')).transitionDuration).to.equal('0s');
        el.checked = true;
        await el.updateComplete;
        expect(thumb.getAnimations()).to.deep.equal([]);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  });
});
