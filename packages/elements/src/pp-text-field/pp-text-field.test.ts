import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import './pp-text-field.js';
import '../pp-button/pp-button.js';
import type { PpTextField } from './pp-text-field.js';
import { textFieldMessages } from './pp-text-field.messages.js';
import { ariaSnapshot, getByRole, type ByRole } from '../test-support/accessibility.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { setLang, withDocumentLang } from '../test-support/languages.js';
import { until } from '../test-support/wait.js';

const textbox = (el: PpTextField, options: ByRole = {}) =>
  getByRole(el.shadowRoot!, el.type === 'number' ? 'spinbutton' : 'textbox', options) as HTMLInputElement;
const input = (el: PpTextField) => el.shadowRoot!.querySelector('input')!;
const part = (el: PpTextField, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const shown = (node: HTMLElement) => !node.hidden && node.getClientRects().length > 0;

/** Types at the end of the field as a person would: focus, End, keys. */
async function type(el: PpTextField, text: string): Promise<void> {
  el.focus();
  await sendKeys({ press: 'End' });
  await sendKeys({ type: text });
  await el.updateComplete;
}

/** Focus leaves the field (its `change` fires when the value changed). */
async function blur(el: PpTextField): Promise<void> {
  input(el).blur();
  await el.updateComplete;
}

describe('pp-text-field', () => {
  describe('accessibility', () => {
    it('names the input by its label, without the required mark', async () => {
      const el = await fixture<PpTextField>(html`<pp-text-field label="E-mail" required></pp-text-field>`);
      const box = textbox(el, { name: 'E-mail' });
      expect(box).to.equal(input(el));
      expect(box.required, 'native required: read once, as "required"').to.be.true;
      const mark = part(el, 'required');
      expect(shown(mark), 'the mark is seen').to.be.true;
      expect(mark.getAttribute('aria-hidden')).to.equal('true');
      // What Chromium gives a screen reader: the label's text once, no '*', the textbox named by it.
      expect(await ariaSnapshot(el)).to.equal('- text: E-mail\n- textbox "E-mail"');
      await expectNoAxeViolations(el);
    });

    it('takes a rich label from the label slot', async () => {
      const el = await fixture<PpTextField>(
        html`<pp-text-field
          ><span slot="label">Adres <b>e-mail</b></span></pp-text-field
        >`,
      );
      expect(textbox(el, { name: 'Adres e-mail' })).to.exist;
      expect(await ariaSnapshot(el), 'Chromium names it through the slot too').to.contain(
        '- textbox "Adres e-mail"',
      );
      await expectNoAxeViolations(el);
    });

    it('is described by its hint, and by its error while it shows', async () => {
      const el = await fixture<PpTextField>(
        html`<pp-text-field label="Login" hint="Od 3 do 20 znaków."></pp-text-field>`,
      );
      expect(textbox(el, { name: 'Login', description: 'Od 3 do 20 znaków.' })).to.exist;
      expect(input(el).hasAttribute('aria-invalid')).to.be.false;
      el.error = 'Ten login jest zajęty.';
      await el.updateComplete;
      const box = textbox(el, { name: 'Login', description: 'Ten login jest zajęty. Od 3 do 20 znaków.' });
      expect(box.getAttribute('aria-invalid')).to.equal('true');
      expect(shown(part(el, 'error'))).to.be.true;
      await expectNoAxeViolations(el);
    });

    it('reads a unit in the suffix as part of the description', async () => {
      const el = await fixture<PpTextField>(
        html`<pp-text-field label="Kwota" type="number"><span slot="suffix">PLN</span></pp-text-field>`,
      );
      expect(textbox(el, { name: 'Kwota', description: 'PLN' })).to.exist;
      expect(shown(part(el, 'suffix'))).to.be.true;
      expect(shown(part(el, 'prefix')), 'an empty prefix takes no room').to.be.false;
      await expectNoAxeViolations(el);
    });

    it('focuses the input on focus(), and passes select() and setSelectionRange() on', async () => {
      const el = await fixture<PpTextField>(html`<pp-text-field label="Imię" value="Anna"></pp-text-field>`);
      el.focus();
      expect(el.shadowRoot!.activeElement).to.equal(input(el));
      el.select();
      expect([input(el).selectionStart, input(el).selectionEnd]).to.deep.equal([0, 4]);
      el.setSelectionRange(1, 3);
      expect([input(el).selectionStart, input(el).selectionEnd]).to.deep.equal([1, 3]);
    });

    it('is clean for axe in every state: disabled, readonly, placeholder, hint, error, count', async () => {
      const el = await fixture<HTMLElement>(
        html`<div>
          <pp-text-field label="A" disabled value="x"></pp-text-field>
          <pp-text-field label="B" readonly value="y"></pp-text-field>
          <pp-text-field label="C" placeholder="np. Jan"></pp-text-field>
          <pp-text-field label="D" hint="Pomoc" error="Błąd" required></pp-text-field>
          <pp-text-field label="E" maxlength="10" value="abc"></pp-text-field>
          <pp-text-field label="F" size="sm"></pp-text-field>
          <pp-text-field label="G" size="lg" type="search"></pp-text-field>
        </div>`,
      );
      await expectNoAxeViolations(el);
    });
  });

  describe('look', () => {
    it('is as high as the control-height tokens: sm 2rem, md 2.5rem (default), lg 3rem', async () => {
      const el = await fixture<HTMLElement>(
        html`<div style="font-size:16px">
          <pp-text-field label="S" size="sm"></pp-text-field>
          <pp-text-field label="M"></pp-text-field>
          <pp-text-field label="L" size="lg"></pp-text-field>
          <pp-text-field label="T" style="--pp-control-height-md: 44px"></pp-text-field>
        </div>`,
      );
      const heights = [...el.querySelectorAll('pp-text-field')].map(
        (field) => part(field, 'field').getBoundingClientRect().height,
      );
      expect(heights).to.deep.equal([32, 40, 48, 44]);
    });

    it('hide-label: the label out of sight, still the name of the field; the field moves up to its place', async () => {
      const el = await fixture<PpTextField>(
        html`<pp-text-field label="Szukaj" hint="Nazwa lub numer"></pp-text-field>`,
      );
      const top = () => part(el, 'field').getBoundingClientRect().top - el.getBoundingClientRect().top;
      const shownTop = top();
      expect(shownTop).to.be.greaterThan(10);
      el.hideLabel = true;
      await el.updateComplete;
      expect(el.hasAttribute('hide-label')).to.be.true;
      expect(textbox(el, { name: 'Szukaj', description: 'Nazwa lub numer' })).to.equal(input(el));
      const box = part(el, 'label').getBoundingClientRect();
      expect(box.width * box.height).to.be.at.most(1);
      expect(top(), 'no room is kept for the label').to.equal(0);
      await expectNoAxeViolations(el);
      el.removeAttribute('hide-label');
      await el.updateComplete;
      expect(el.hideLabel).to.be.false;
      expect(top()).to.equal(shownTop);
    });

    it('drops its transitions under reduced motion', async () => {
      const el = await fixture<PpTextField>(html`<pp-text-field label="Pole"></pp-text-field>`);
      expect(getComputedStyle(part(el, 'field')).transitionDuration).not.to.equal('0s');
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(getComputedStyle(part(el, 'field')).transitionDuration).to.equal('0s');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  });

  describe('value and events', () => {
    it('follows typing and fires input (once per key, from the host) and change (after focus leaves)', async () => {
      const el = await fixture<PpTextField>(html`<pp-text-field label="Imię"></pp-text-field>`);
      const inputs: string[] = [];
      el.addEventListener('input', (event) => inputs.push((event.target as PpTextField).value));
      await type(el, 'Jan');
      expect(el.value).to.equal('Jan');
      expect(inputs).to.deep.equal(['J', 'Ja', 'Jan']);
      const change = oneEvent(el, 'change');
      await blur(el);
      const event = await change;
      expect(event.target).to.equal(el);
      expect(event.bubbles).to.be.true;
    });

    it('shows a value set by code', async () => {
      const el = await fixture<PpTextField>(html`<pp-text-field label="Imię"></pp-text-field>`);
      el.value = 'Ewa';
      await el.updateComplete;
      expect(input(el).value).to.equal('Ewa');
    });
  });

  describe('forms', () => {
    it('submits its value under its name, and a reset returns to the value attribute', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <pp-text-field name="city" label="Miasto" value="Kraków"></pp-text-field>
          <pp-text-field name="empty" label="Puste"></pp-text-field>
        </form>`,
      );
      const el = form.querySelector('pp-text-field')!;
      expect(new FormData(form).get('city')).to.equal('Kraków');
      expect(new FormData(form).get('empty')).to.equal('');
      el.value = '';
      await type(el, 'Łódź');
      expect(new FormData(form).get('city')).to.equal('Łódź');
      form.reset();
      await el.updateComplete;
      expect(el.value).to.equal('Kraków');
      expect(input(el).value).to.equal('Kraków');
      expect(new FormData(form).get('city')).to.equal('Kraków');
    });

    it('submits under a name set as a property, as a React wrapper sets it', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><pp-text-field label="E-mail"></pp-text-field></form>`,
      );
      const el = form.querySelector('pp-text-field')!;
      el.name = 'email';
      el.value = 'client@example.com';
      await el.updateComplete;
      expect([...new FormData(form).entries()]).to.deep.equal([['email', 'client@example.com']]);
    });

    it('restores a state the browser kept', async () => {
      const el = await fixture<PpTextField>(html`<pp-text-field name="a" label="A"></pp-text-field>`);
      el.formStateRestoreCallback('przywrócone');
      await el.updateComplete;
      expect(input(el).value).to.equal('przywrócone');
    });

    it('is disabled by a disabled fieldset: not submitted, not focusable, not validated', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <fieldset disabled>
            <pp-text-field name="city" label="Miasto" value="Kraków" required></pp-text-field>
          </fieldset>
        </form>`,
      );
      const el = form.querySelector('pp-text-field')!;
      await el.updateComplete;
      expect(new FormData(form).has('city')).to.be.false;
      expect(input(el).disabled).to.be.true;
      el.value = '';
      await el.updateComplete;
      expect(form.checkValidity()).to.be.true;
      form.querySelector('fieldset')!.disabled = false;
      await el.updateComplete;
      expect(input(el).disabled).to.be.false;
      expect(form.checkValidity()).to.be.false;
    });

    it('stops a submission while invalid, fires invalid and shows its error then', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <pp-text-field name="mail" label="E-mail" required></pp-text-field>
          <button>Wyślij</button>
        </form>`,
      );
      const el = form.querySelector('pp-text-field')!;
      let submitted = false;
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        submitted = true;
      });
      expect(part(el, 'error').hidden, 'no error before the user was there').to.be.true;
      expect(el.checkValidity()).to.be.false;
      await el.updateComplete;
      expect(part(el, 'error').hidden, 'checkValidity() shows nothing').to.be.true;
      const invalid = oneEvent(el, 'invalid');
      form.requestSubmit();
      await invalid;
      await el.updateComplete;
      expect(submitted).to.be.false;
      expect(part(el, 'error').textContent!.trim()).to.equal('Wypełnij to pole.');
      expect(input(el).getAttribute('aria-invalid')).to.equal('true');
      await type(el, 'a@b.pl');
      form.requestSubmit();
      expect(submitted).to.be.true;
    });
  });

  describe('Enter submits the form, as in a native field', () => {
    /** A form with the field and `buttons`; its submissions are counted and not sent. */
    async function withForm(buttons: unknown) {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <pp-text-field name="q" label="Szukaj" value="serwer"></pp-text-field>
          ${buttons}
        </form>`,
      );
      const submits: SubmitEvent[] = [];
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        submits.push(event as SubmitEvent);
      });
      const el = form.querySelector('pp-text-field')!;
      el.focus();
      return { form, el, submits };
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

    it('clicks the first submit button, so its name and value go with the submission', async () => {
      const { form, submits } = await withForm(html`
        <pp-button>Podgląd</pp-button>
        <pp-button type="submit" name="action" value="search">Szukaj</pp-button>
        <button type="submit" name="action" value="other">Inne</button>
      `);
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(submits).to.have.length(1);
      expect(submits[0]!.submitter).to.equal(form.querySelectorAll('pp-button')[1]);
    });

    it('submits a form without a submit button as it stands', async () => {
      const { submits } = await withForm(html``);
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(submits).to.have.length(1);
    });

    it('does nothing when the default button is disabled, or with Shift', async () => {
      const { submits } = await withForm(html`<pp-button type="submit" disabled>Szukaj</pp-button>`);
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Shift+Enter' });
      await settle();
      expect(submits).to.have.length(0);
    });
  });

  describe('validity', () => {
    type Case = {
      flag: keyof ValidityState;
      pl: string;
      en: string;
      render: () => Promise<PpTextField>;
    };
    const mount = (template: ReturnType<typeof html>) => fixture<PpTextField>(template);
    const cases: Case[] = [
      {
        flag: 'valueMissing',
        pl: 'Wypełnij to pole.',
        en: 'Please fill in this field.',
        render: () => mount(html`<pp-text-field label="Pole" required></pp-text-field>`),
      },
      {
        flag: 'typeMismatch',
        pl: 'Wpisz adres e-mail, np. jan@example.com.',
        en: 'Enter an email address, such as jan@example.com.',
        render: () => mount(html`<pp-text-field label="Pole" type="email" value="jan"></pp-text-field>`),
      },
      {
        flag: 'typeMismatch',
        pl: 'Wpisz pełny adres, np. https://example.com.',
        en: 'Enter a full address, such as https://example.com.',
        render: () => mount(html`<pp-text-field label="Pole" type="url" value="example"></pp-text-field>`),
      },
      {
        flag: 'tooShort',
        pl: 'Minimalna liczba znaków: 5 (teraz: 2).',
        en: 'Minimum number of characters: 5 (now: 2).',
        render: async () => {
          const el = await mount(html`<pp-text-field label="Pole" minlength="5"></pp-text-field>`);
          await type(el, 'ab');
          return el;
        },
      },
      {
        flag: 'tooLong',
        pl: 'Maksymalna liczba znaków: 3 (teraz: 4).',
        en: 'Maximum number of characters: 3 (now: 4).',
        render: async () => {
          // As on a native input, only an edit by the user makes a value too long: delete one of five.
          const el = await mount(
            html`<pp-text-field label="Pole" maxlength="3" value="abcde"></pp-text-field>`,
          );
          el.focus();
          el.setSelectionRange(5, 5);
          await sendKeys({ press: 'Backspace' });
          await el.updateComplete;
          return el;
        },
      },
      {
        flag: 'patternMismatch',
        pl: 'Wpisz wartość w wymaganym formacie.',
        en: 'Enter a value in the required format.',
        render: () =>
          mount(html`<pp-text-field label="Pole" pattern="[0-9]{2}-[0-9]{3}" value="12345"></pp-text-field>`),
      },
      {
        flag: 'rangeUnderflow',
        pl: 'Wartość musi być równa 1 lub większa.',
        en: 'The value must be 1 or more.',
        render: () =>
          mount(html`<pp-text-field label="Pole" type="number" min="1" value="0"></pp-text-field>`),
      },
      {
        flag: 'rangeOverflow',
        pl: 'Wartość musi być równa 10 lub mniejsza.',
        en: 'The value must be 10 or less.',
        render: () =>
          mount(html`<pp-text-field label="Pole" type="number" max="10" value="11"></pp-text-field>`),
      },
      {
        flag: 'stepMismatch',
        pl: 'Wpisz poprawną wartość. Najbliższe to 0.5 i 0.75.',
        en: 'Enter a valid value. The nearest are 0.5 and 0.75.',
        render: () =>
          mount(html`<pp-text-field label="Pole" type="number" step="0.25" value="0.6"></pp-text-field>`),
      },
      {
        flag: 'badInput',
        pl: 'Wpisz liczbę.',
        en: 'Enter a number.',
        render: async () => {
          const el = await mount(html`<pp-text-field label="Pole" type="number"></pp-text-field>`);
          await type(el, '1e');
          return el;
        },
      },
    ];

    for (const { flag, pl, en, render } of cases) {
      it(`${flag}: '${pl}' / '${en}', mirrored from the input and shown once reported`, async () => {
        const el = await render();
        expect(el.validity[flag], flag).to.be.true;
        expect(el.validity.valid).to.be.false;
        expect(el.validationMessage).to.equal(pl);
        expect(el.reportValidity()).to.be.false;
        await el.updateComplete;
        expect(part(el, 'error').textContent!.trim()).to.equal(pl);
        const described = textbox(el, { name: 'Pole', description: (d) => d.startsWith(pl) });
        expect(described.getAttribute('aria-invalid')).to.equal('true');
        await setLang(el, 'en', el);
        expect(el.validationMessage).to.equal(en);
        expect(part(el, 'error').textContent!.trim()).to.equal(en);
        await setLang(el, 'pl-PL', el);
        expect(el.validationMessage).to.equal(pl);
      });
    }

    it('suggests whole numbers for a number field without a step', async () => {
      const el = await fixture<PpTextField>(
        html`<pp-text-field label="Rdzenie" type="number" min="1" value="2.5"></pp-text-field>`,
      );
      expect(el.validity.stepMismatch).to.be.true;
      expect(el.validationMessage).to.equal('Wpisz poprawną wartość. Najbliższe to 2 i 3.');
    });

    it('follows the document language and an ancestor’s lang', async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div lang="en"><pp-text-field label="Field" required></pp-text-field></div>`,
      );
      const el = wrapper.querySelector('pp-text-field')!;
      await el.updateComplete;
      expect(el.validationMessage).to.equal('Please fill in this field.');
      await setLang(wrapper, 'pl', el);
      expect(el.validationMessage).to.equal('Wypełnij to pole.');
    });

    it('follows the document’s lang when no element has one', async () => {
      await withDocumentLang('en-GB', async () => {
        const el = await fixture<PpTextField>(html`<pp-text-field label="Field" required></pp-text-field>`);
        expect(el.validationMessage).to.equal('Please fill in this field.');
      });
    });

    it('shows its own message while the error slot holds an empty element', async () => {
      const el = await fixture<PpTextField>(
        html`<pp-text-field label="Pole" required><span slot="error"></span></pp-text-field>`,
      );
      expect(el.validity.customError, 'an empty slot is no error').to.be.false;
      el.reportValidity();
      await el.updateComplete;
      expect(part(el, 'error').textContent!.trim()).to.equal('Wypełnij to pole.');
      expect(textbox(el, { name: 'Pole', description: 'Wypełnij to pole.' })).to.exist;
    });

    it('anchors the validity to the inner input', async () => {
      const el = await fixture<PpTextField>(html`<pp-text-field label="Pole" required></pp-text-field>`);
      el.reportValidity();
      expect(el.shadowRoot!.activeElement, 'reportValidity() focuses the anchor').to.equal(input(el));
    });

    it('shows a validity error once the user changed the value, not before', async () => {
      const el = await fixture<PpTextField>(html`<pp-text-field label="Pole" type="email"></pp-text-field>`);
      await type(el, 'jan');
      expect(part(el, 'error').hidden, 'while typing the first time').to.be.true;
      expect(input(el).hasAttribute('aria-invalid')).to.be.false;
      await blur(el);
      expect(part(el, 'error').textContent!.trim()).to.equal('Wpisz adres e-mail, np. jan@example.com.');
      await type(el, '@example.com');
      expect(part(el, 'error').hidden, 'fixed: the error goes at once').to.be.true;
      expect(el.validity.valid).to.be.true;
    });

    it('is invalid with the error property’s message (customError) until it is cleared', async () => {
      const el = await fixture<PpTextField>(html`<pp-text-field label="Login" value="anna"></pp-text-field>`);
      el.error = 'Ten login jest zajęty.';
      await el.updateComplete;
      expect(el.validity.customError).to.be.true;
      expect(el.validationMessage).to.equal('Ten login jest zajęty.');
      expect(part(el, 'error').textContent!.trim()).to.equal('Ten login jest zajęty.');
      el.error = '';
      await el.updateComplete;
      expect(el.validity.valid).to.be.true;
      expect(part(el, 'error').hidden).to.be.true;
    });

    it('takes a rich error from the error slot, its text the message', async () => {
      const el = await fixture<PpTextField>(
        html`<pp-text-field label="Login">
          <span slot="error">Zajęty. <a href="#przypomnij">Przypomnij hasło</a></span>
        </pp-text-field>`,
      );
      expect(el.validity.customError).to.be.true;
      expect(el.validationMessage).to.equal('Zajęty. Przypomnij hasło');
      expect(textbox(el, { name: 'Login', description: 'Zajęty. Przypomnij hasło' })).to.exist;
      await expectNoAxeViolations(el);
    });

    it('a form reset hides the error again', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><pp-text-field label="Pole" required></pp-text-field></form>`,
      );
      const el = form.querySelector('pp-text-field')!;
      el.reportValidity();
      await el.updateComplete;
      expect(part(el, 'error').hidden).to.be.false;
      form.reset();
      await el.updateComplete;
      expect(part(el, 'error').hidden).to.be.true;
      expect(input(el).hasAttribute('aria-invalid')).to.be.false;
    });

    it('is valid while readonly or disabled, as a native input', async () => {
      const el = await fixture<PpTextField>(
        html`<pp-text-field label="Pole" required readonly></pp-text-field>`,
      );
      expect(el.checkValidity()).to.be.true;
      el.readonly = false;
      await el.updateComplete;
      expect(el.checkValidity()).to.be.false;
    });
  });

  describe('character count', () => {
    it('shows "count / max", not read by screen readers, the limit in the description', async () => {
      const el = await fixture<PpTextField>(
        html`<pp-text-field label="Nazwa" maxlength="200" value="Serwer produkcji"></pp-text-field>`,
      );
      const count = part(el, 'count');
      expect(count.textContent!.trim()).to.equal('16 / 200');
      expect(count.getAttribute('aria-hidden')).to.equal('true');
      expect(textbox(el, { name: 'Nazwa', description: 'Maksymalna liczba znaków: 200.' })).to.exist;
      await type(el, '!');
      expect(count.textContent!.trim()).to.equal('17 / 200');
      await setLang(el, 'en', el);
      expect(textbox(el, { name: 'Nazwa', description: 'Maximum number of characters: 200.' })).to.exist;
      await expectNoAxeViolations(el);
    });

    it('announces politely near the limit and at it, not on every keystroke (Polish plurals, English)', async () => {
      const el = await fixture<PpTextField>(html`<pp-text-field label="Kod" maxlength="30"></pp-text-field>`);
      const status = () => el.shadowRoot!.querySelector<HTMLElement>('[role="status"]')!;
      expect(status().getAttribute('aria-live')).to.equal('polite');
      await type(el, 'a'.repeat(20));
      expect(status().textContent, 'far from the limit: nothing').to.equal('');
      // nearLimit(30) = 3: 27 typed leaves 3.
      await type(el, 'a'.repeat(7));
      await until(() => status().textContent!.trim() === 'Zostały 3 znaki.', 'the remaining count');
      await type(el, 'a');
      expect(status().textContent!.trim(), 'not again on the next key').to.equal('Zostały 3 znaki.');
      await type(el, 'aa');
      await until(() => status().textContent!.trim() === 'Osiągnięto limit znaków: 30.', 'the limit');

      const en = await fixture<PpTextField>(
        html`<pp-text-field lang="en" label="Code" maxlength="10"></pp-text-field>`,
      );
      const enStatus = en.shadowRoot!.querySelector<HTMLElement>('[role="status"]')!;
      await type(en, 'a'.repeat(9));
      await until(() => enStatus.textContent!.trim() === '1 character left.', 'the English remaining count');
      await type(en, 'a');
      await until(() => enStatus.textContent!.trim() === 'Character limit reached: 10.', 'the English limit');
    });

    it('has no count without maxlength', async () => {
      const el = await fixture<PpTextField>(html`<pp-text-field label="Nazwa"></pp-text-field>`);
      expect(el.shadowRoot!.querySelector('[part~="count"]')).to.equal(null);
      expect(el.shadowRoot!.querySelector('[role="status"]')).to.equal(null);
    });
  });

  describe('texts', () => {
    it('has every catalogue text as a property, in Polish and English, each replaceable', async () => {
      const el = await fixture<PpTextField>(html`<pp-text-field label="Pole"></pp-text-field>`);
      for (const key of Object.keys(textFieldMessages.pl) as (keyof typeof textFieldMessages.pl)[]) {
        expect(el[key], key).to.deep.equal(textFieldMessages.pl[key]);
      }
      await setLang(el, 'en', el);
      for (const key of Object.keys(textFieldMessages.en) as (keyof typeof textFieldMessages.en)[]) {
        expect(el[key], key).to.deep.equal(textFieldMessages.en[key]);
      }
      el.required = true;
      el.valueMissingMessage = 'Required!';
      await el.updateComplete;
      expect(el.validationMessage).to.equal('Required!');
    });
  });
});
