import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import './pp-checkbox.js';
import type { PpCheckbox } from './pp-checkbox.js';
import { checkboxMessages } from './pp-checkbox.messages.js';
import { ariaSnapshot, getByRole, type ByRole } from '../test-support/accessibility.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { setLang, withDocumentLang } from '../test-support/languages.js';
import { center } from '../test-support/pointer.js';

const checkbox = (el: PpCheckbox, options: ByRole = {}) =>
  getByRole(el.shadowRoot!, 'checkbox', options) as HTMLInputElement;
const input = (el: PpCheckbox) => el.shadowRoot!.querySelector('input')!;
const part = (el: PpCheckbox, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
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

describe('pp-checkbox', () => {
  describe('accessibility (APG checkbox)', () => {
    it('is a checkbox named by its label, without the required mark', async () => {
      const el = await fixture<PpCheckbox>(
        html`<pp-checkbox label="Akceptuję regulamin" required></pp-checkbox>`,
      );
      const box = checkbox(el, { name: 'Akceptuję regulamin' });
      expect(box).to.equal(input(el));
      expect(box.required).to.be.true;
      expect(part(el, 'required').getAttribute('aria-hidden')).to.equal('true');
      expect(await ariaSnapshot(el)).to.equal(
        '- checkbox "Akceptuję regulamin"\n- text: Akceptuję regulamin',
      );
      el.checked = true;
      await el.updateComplete;
      expect(await ariaSnapshot(el)).to.contain('- checkbox "Akceptuję regulamin" [checked]');
      await expectNoAxeViolations(el);
    });

    it('takes a rich label from the label slot', async () => {
      const el = await fixture<PpCheckbox>(
        html`<pp-checkbox
          ><span slot="label">Akceptuję <a href="#r">regulamin</a></span></pp-checkbox
        >`,
      );
      expect(checkbox(el, { name: 'Akceptuję regulamin' })).to.exist;
      await expectNoAxeViolations(el);
    });

    it('is described by its hint, and by its error while it shows', async () => {
      const el = await fixture<PpCheckbox>(
        html`<pp-checkbox label="Newsletter" hint="Raz w miesiącu."></pp-checkbox>`,
      );
      expect(checkbox(el, { name: 'Newsletter', description: 'Raz w miesiącu.' })).to.exist;
      el.error = 'Nie udało się zapisać.';
      await el.updateComplete;
      const box = checkbox(el, { name: 'Newsletter', description: 'Nie udało się zapisać. Raz w miesiącu.' });
      expect(box.getAttribute('aria-invalid')).to.equal('true');
      expect(shown(part(el, 'error'))).to.be.true;
      await expectNoAxeViolations(el);
    });

    it('has a pointer target of 24 px at least in every size, the box drawn from the tokens', async () => {
      const el = await fixture<HTMLElement>(
        html`<div>
          <pp-checkbox label="S" size="sm"></pp-checkbox>
          <pp-checkbox label="M"></pp-checkbox>
          <pp-checkbox label="L" size="lg"></pp-checkbox>
        </div>`,
      );
      const boxes = [...el.querySelectorAll('pp-checkbox')];
      for (const box of boxes) {
        const target = input(box).getBoundingClientRect();
        expect(target.width, box.label).to.be.at.least(24);
        expect(target.height, box.label).to.be.at.least(24);
      }
      const sizes = boxes.map((box) => part(box, 'box').getBoundingClientRect().width);
      expect(sizes[0]).to.be.below(sizes[1]!);
      expect(sizes[1]).to.be.below(sizes[2]!);
    });

    it('stays usable in forced colours: the box and its mark in system colours', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="A" checked></pp-checkbox>`);
      await emulateMedia({ forcedColors: 'active' });
      try {
        const box = getComputedStyle(part(el, 'box'));
        const mark = getComputedStyle(part(el, 'box').querySelector('.mark')!);
        expect(mark.display).to.equal('inline');
        expect(box.backgroundColor, 'the mark (HighlightText) on Highlight').not.to.equal(box.color);
        expect(box.borderTopStyle).to.equal('solid');
      } finally {
        await emulateMedia({ forcedColors: 'none' });
      }
    });

    it('focuses the input on focus(), and shows the focus ring from the keyboard', async () => {
      const root = await fixture<HTMLElement>(
        html`<div><button>Przed</button><pp-checkbox label="A"></pp-checkbox></div>`,
      );
      const el = root.querySelector('pp-checkbox')!;
      el.focus();
      expect(el.shadowRoot!.activeElement === input(el), 'focus() reaches the input').to.be.true;
      root.querySelector('button')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement === input(el), 'Tab reaches the input').to.be.true;
      expect(getComputedStyle(part(el, 'box')).outlineStyle).to.equal('solid');
    });

    it('passes axe with the design tokens in every state, light and dark', async function () {
      const ran = await inEachTheme(async (theme) => {
        const el = await fixture<HTMLElement>(
          html`<div>
            <pp-checkbox label="Pusty"></pp-checkbox>
            <pp-checkbox label="Zaznaczony" checked></pp-checkbox>
            <pp-checkbox label="Częściowo" indeterminate></pp-checkbox>
            <pp-checkbox label="Wyłączony" disabled checked></pp-checkbox>
            <pp-checkbox label="Wymagany" required hint="Pomoc" error="Błąd"></pp-checkbox>
            <pp-checkbox label="Mały" size="sm"></pp-checkbox>
          </div>`,
        );
        await expectNoAxeViolations(el, theme);
      });
      if (!ran) this.skip();
    });
  });

  describe('toggling', () => {
    it('toggles by a click on the box and on the label, firing input then change', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="Powiadomienia"></pp-checkbox>`);
      const events = record(el);
      await clickOn(part(el, 'box'));
      expect(el.checked).to.be.true;
      expect(events).to.deep.equal(['input', 'change']);
      await clickOn(part(el, 'label'));
      expect(el.checked).to.be.false;
      expect(input(el).checked).to.be.false;
      expect(events).to.deep.equal(['input', 'change', 'input', 'change']);
    });

    it('toggles by Space', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="Powiadomienia"></pp-checkbox>`);
      const events = record(el);
      el.focus();
      await sendKeys({ press: 'Space' });
      expect(el.checked).to.be.true;
      await sendKeys({ press: 'Space' });
      expect(el.checked).to.be.false;
      expect(events).to.deep.equal(['input', 'change', 'input', 'change']);
    });

    it('fires events from the host, bubbling, input also composed; change with the new state', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="A"></pp-checkbox>`);
      const input = oneEvent(el, 'input');
      const change = oneEvent(el, 'change');
      el.click();
      const [i, c] = await Promise.all([input, change]);
      expect([i.target, i.bubbles, i.composed]).to.deep.equal([el, true, true]);
      expect([c.target, c.bubbles]).to.deep.equal([el, true]);
      expect(el.checked).to.be.true;
    });

    it('fires nothing when code sets checked, and shows it', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="A"></pp-checkbox>`);
      const events = record(el);
      el.checked = true;
      await el.updateComplete;
      expect(input(el).checked).to.be.true;
      el.checked = false;
      await el.updateComplete;
      expect(input(el).checked).to.be.false;
      expect(events).to.deep.equal([]);
    });

    it('does not toggle when the page cancels the click', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="A"></pp-checkbox>`);
      const events = record(el);
      el.addEventListener('click', (event) => event.preventDefault());
      await clickOn(part(el, 'box'));
      await el.updateComplete;
      expect([el.checked, input(el).checked]).to.deep.equal([false, false]);
      expect(events).to.deep.equal([]);
    });

    it('does not toggle while disabled', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="A" disabled></pp-checkbox>`);
      await clickOn(part(el, 'label'));
      el.click();
      expect(el.checked).to.be.false;
      expect(checkbox(el, { name: 'A' }).disabled).to.be.true;
    });
  });

  describe('indeterminate (mixed)', () => {
    it('is read as mixed, shows the dash, and a toggle by the user clears it and checks', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="Wszystkie" indeterminate></pp-checkbox>`);
      expect(input(el).indeterminate).to.be.true;
      expect(await ariaSnapshot(el)).to.contain('- checkbox "Wszystkie" [checked=mixed]');
      const dash = part(el, 'box').querySelector<SVGElement>('.dash')!;
      const mark = part(el, 'box').querySelector<SVGElement>('.mark')!;
      expect([getComputedStyle(dash).display, getComputedStyle(mark).display]).to.deep.equal([
        'inline',
        'none',
      ]);
      const events = record(el);
      el.focus();
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect([el.indeterminate, el.checked, input(el).indeterminate]).to.deep.equal([false, true, false]);
      expect(events).to.deep.equal(['input', 'change']);
      expect(await ariaSnapshot(el)).to.contain('- checkbox "Wszystkie" [checked]');
      expect([getComputedStyle(dash).display, getComputedStyle(mark).display]).to.deep.equal([
        'none',
        'inline',
      ]);
    });

    it('takes indeterminate as a property, checked underneath kept', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="A" checked></pp-checkbox>`);
      el.indeterminate = true;
      await el.updateComplete;
      expect(input(el).indeterminate).to.be.true;
      expect(el.checked).to.be.true;
      expect(await ariaSnapshot(el)).to.contain('[checked=mixed]');
      el.indeterminate = false;
      await el.updateComplete;
      expect(await ariaSnapshot(el)).to.contain('- checkbox "A" [checked]');
    });
  });

  describe('forms', () => {
    it('submits name=value only while checked, value "on" by default', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <pp-checkbox name="terms" label="Regulamin"></pp-checkbox>
          <pp-checkbox name="topic" value="billing" label="Faktury" checked></pp-checkbox>
        </form>`,
      );
      const [terms] = form.querySelectorAll('pp-checkbox');
      expect([...new FormData(form).entries()]).to.deep.equal([['topic', 'billing']]);
      await clickOn(part(terms!, 'box'));
      expect([...new FormData(form).entries()]).to.deep.equal([
        ['terms', 'on'],
        ['topic', 'billing'],
      ]);
    });

    it('has its new state in the form already when input and change fire', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><pp-checkbox name="a" label="A"></pp-checkbox></form>`,
      );
      const el = form.querySelector('pp-checkbox')!;
      const seen: boolean[] = [];
      for (const type of ['input', 'change'])
        el.addEventListener(type, () => seen.push(new FormData(form).has('a')));
      el.click();
      expect(seen).to.deep.equal([true, true]);
    });

    it('submits under a name set as a property, as a React wrapper sets it', async () => {
      const form = await fixture<HTMLFormElement>(html`<form><pp-checkbox label="A"></pp-checkbox></form>`);
      const el = form.querySelector('pp-checkbox')!;
      Object.assign(el, { name: 'consent', value: 'yes', checked: true });
      await el.updateComplete;
      expect([...new FormData(form).entries()]).to.deep.equal([['consent', 'yes']]);
    });

    it('a form reset returns it to the checked attribute and hides the error', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <pp-checkbox name="a" label="A" checked required></pp-checkbox>
          <pp-checkbox name="b" label="B"></pp-checkbox>
        </form>`,
      );
      const [a, b] = [...form.querySelectorAll('pp-checkbox')] as [PpCheckbox, PpCheckbox];
      a.click();
      b.click();
      await a.updateComplete;
      expect(shown(part(a, 'error'))).to.be.true;
      form.reset();
      await Promise.all([a.updateComplete, b.updateComplete]);
      expect([a.checked, b.checked]).to.deep.equal([true, false]);
      expect([input(a).checked, input(b).checked]).to.deep.equal([true, false]);
      expect([...new FormData(form).entries()]).to.deep.equal([['a', 'on']]);
      expect(shown(part(a, 'error'))).to.be.false;
    });

    it('restores a state the browser kept', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox name="a" label="A"></pp-checkbox>`);
      el.formStateRestoreCallback('checked');
      await el.updateComplete;
      expect(input(el).checked).to.be.true;
      el.formStateRestoreCallback('unchecked');
      await el.updateComplete;
      expect(el.checked).to.be.false;
    });

    it('is disabled by a disabled fieldset: not submitted, not toggled, not validated', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <fieldset disabled>
            <pp-checkbox name="a" label="A" checked></pp-checkbox>
            <pp-checkbox name="b" label="B" required></pp-checkbox>
          </fieldset>
        </form>`,
      );
      const [a, b] = [...form.querySelectorAll('pp-checkbox')] as [PpCheckbox, PpCheckbox];
      await Promise.all([a.updateComplete, b.updateComplete]);
      expect(new FormData(form).has('a')).to.be.false;
      expect(checkbox(b, { name: 'B' }).disabled).to.be.true;
      await clickOn(part(b, 'label'));
      expect(b.checked).to.be.false;
      expect(form.checkValidity()).to.be.true;
      form.querySelector('fieldset')!.disabled = false;
      await Promise.all([a.updateComplete, b.updateComplete]);
      expect(input(b).disabled).to.be.false;
      expect(new FormData(form).get('a')).to.equal('on');
      expect(form.checkValidity()).to.be.false;
    });
  });

  describe('validity', () => {
    it('required and unchecked: valueMissing with our message, shown only once a submission found it', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <pp-checkbox name="terms" label="Akceptuję regulamin" required></pp-checkbox>
          <button>Wyślij</button>
        </form>`,
      );
      const el = form.querySelector('pp-checkbox')!;
      let submitted = false;
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        submitted = true;
      });
      expect(el.validity.valueMissing).to.be.true;
      expect(el.validationMessage).to.equal('Zaznacz to pole, aby kontynuować.');
      expect(el.checkValidity()).to.be.false;
      await el.updateComplete;
      expect(shown(part(el, 'error')), 'checkValidity() shows nothing').to.be.false;
      const invalid = oneEvent(el, 'invalid');
      form.requestSubmit();
      await invalid;
      await el.updateComplete;
      expect(submitted).to.be.false;
      expect(part(el, 'error').textContent!.trim()).to.equal('Zaznacz to pole, aby kontynuować.');
      checkbox(el, {
        name: 'Akceptuję regulamin',
        description: 'Zaznacz to pole, aby kontynuować.',
      });
      expect(input(el).getAttribute('aria-invalid')).to.equal('true');
      el.focus();
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(el.validity.valid).to.be.true;
      expect(shown(part(el, 'error'))).to.be.false;
      form.requestSubmit();
      expect(submitted).to.be.true;
    });

    it('anchors the validity to the inner input', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="A" required></pp-checkbox>`);
      el.reportValidity();
      expect(el.shadowRoot!.activeElement).to.equal(input(el));
    });

    it('says the message in English after the lang that applies, and the document’s', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="Terms" required></pp-checkbox>`);
      await setLang(el, 'en', el);
      expect(el.validationMessage).to.equal('Tick this box to continue.');
      el.reportValidity();
      await el.updateComplete;
      expect(part(el, 'error').textContent!.trim()).to.equal('Tick this box to continue.');
      await setLang(el, null, el);
      await withDocumentLang('en-GB', async () => {
        await null; // the shared lang observer
        await el.updateComplete;
        expect(el.validationMessage).to.equal('Tick this box to continue.');
      });
      await el.updateComplete;
      expect(el.validationMessage).to.equal('Zaznacz to pole, aby kontynuować.');
    });

    it('is invalid with the error property’s message (customError) until it is cleared', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="A" checked></pp-checkbox>`);
      el.error = 'Zgoda wygasła.';
      await el.updateComplete;
      expect([el.validity.customError, el.validationMessage]).to.deep.equal([true, 'Zgoda wygasła.']);
      el.error = '';
      await el.updateComplete;
      expect(el.validity.valid).to.be.true;
    });
  });

  describe('texts', () => {
    it('has every catalogue text as a property, in Polish and English, each replaceable', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="A" required></pp-checkbox>`);
      for (const key of Object.keys(checkboxMessages.pl) as (keyof typeof checkboxMessages.pl)[]) {
        expect(el[key], key).to.equal(checkboxMessages.pl[key]);
      }
      await setLang(el, 'en', el);
      for (const key of Object.keys(checkboxMessages.en) as (keyof typeof checkboxMessages.en)[]) {
        expect(el[key], key).to.equal(checkboxMessages.en[key]);
      }
      el.valueMissingMessage = 'Required!';
      await el.updateComplete;
      expect(el.validationMessage).to.equal('Required!');
    });
  });

  describe('motion', () => {
    it('drops its transitions under reduced motion', async () => {
      const el = await fixture<PpCheckbox>(html`<pp-checkbox label="A"></pp-checkbox>`);
      expect(getComputedStyle(part(el, 'box')).transitionDuration).not.to.equal('0s');
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(getComputedStyle(part(el, 'box')).transitionDuration).to.equal('0s');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  });
});
