import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './pp-textarea.js';
import type { PpTextarea } from './pp-textarea.js';
import { textareaMessages } from './pp-textarea.messages.js';
import { ariaSnapshot, getByRole, type ByRole } from '../test-support/accessibility.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { setLang } from '../test-support/languages.js';
import { until } from '../test-support/wait.js';

const textbox = (el: PpTextarea, options: ByRole = {}) =>
  getByRole(el.shadowRoot!, 'textbox', options) as HTMLTextAreaElement;
const input = (el: PpTextarea) => el.shadowRoot!.querySelector('textarea')!;
const part = (el: PpTextarea, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const shown = (node: HTMLElement) => !node.hidden && node.getClientRects().length > 0;

/** Types at the end of the field as a person would: focus, End, keys. */
async function type(el: PpTextarea, text: string): Promise<void> {
  el.focus();
  await sendKeys({ press: 'End' });
  await sendKeys({ type: text });
  await el.updateComplete;
}

/** Focus leaves the field (its `change` fires when the value changed). */
async function blur(el: PpTextarea): Promise<void> {
  input(el).blur();
  await el.updateComplete;
}

describe('pp-textarea', () => {
  it('names the textarea by its label (no required mark in the name) and describes it by hint and error', async () => {
    const el = await fixture<PpTextarea>(
      html`<pp-textarea label="Opis" hint="Co się stało?" required></pp-textarea>`,
    );
    const box = textbox(el, { name: 'Opis', description: 'Co się stało?' });
    expect(box).to.equal(input(el));
    expect(box.required).to.be.true;
    expect(shown(part(el, 'required')), 'the required mark is seen').to.be.true;
    expect(await ariaSnapshot(el), 'Chromium: the label once, no "*"').to.equal(
      '- text: Opis\n- textbox "Opis"\n- text: Co się stało?',
    );
    expect(part(el, 'required').getAttribute('aria-hidden')).to.equal('true');
    el.error = 'Opis jest za ogólny.';
    await el.updateComplete;
    expect(textbox(el, { name: 'Opis', description: 'Opis jest za ogólny. Co się stało?' })).to.exist;
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
    expect(el.validity.customError).to.be.true;
    expect(el.validationMessage).to.equal('Opis jest za ogólny.');
    await expectNoAxeViolations(el);
  });

  it('hide-label: the label out of sight, still the name of the textarea', async () => {
    const el = await fixture<PpTextarea>(html`<pp-textarea label="Odpowiedź" hide-label></pp-textarea>`);
    expect(el.hideLabel).to.be.true;
    expect(textbox(el, { name: 'Odpowiedź' })).to.equal(input(el));
    const box = part(el, 'label').getBoundingClientRect();
    expect(box.width * box.height).to.be.at.most(1);
    expect(part(el, 'field').getBoundingClientRect().top).to.equal(el.getBoundingClientRect().top);
    await expectNoAxeViolations(el);
  });

  it('takes rich label and hint content from their slots', async () => {
    const el = await fixture<PpTextarea>(
      html`<pp-textarea>
        <span slot="label">Treść <em>zgłoszenia</em></span>
        <span slot="hint">Zobacz <a href="#zasady">zasady</a>.</span>
      </pp-textarea>`,
    );
    expect(textbox(el, { name: 'Treść zgłoszenia', description: 'Zobacz zasady.' })).to.exist;
    await expectNoAxeViolations(el);
  });

  it('focuses the textarea on focus(), fires input from the host and re-dispatches change', async () => {
    const el = await fixture<PpTextarea>(html`<pp-textarea label="Opis"></pp-textarea>`);
    const inputs: string[] = [];
    el.addEventListener('input', (event) => inputs.push((event.target as PpTextarea).value));
    await type(el, 'Ab');
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
    expect(inputs).to.deep.equal(['A', 'Ab']);
    const change = oneEvent(el, 'change');
    await blur(el);
    expect((await change).target).to.equal(el);
    el.select();
    expect([input(el).selectionStart, input(el).selectionEnd]).to.deep.equal([0, 2]);
  });

  it('submits its value (line breaks kept), resets to the value attribute, restores state', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><pp-textarea name="body" label="Treść" value="Dzień dobry"></pp-textarea></form>`,
    );
    const el = form.querySelector('pp-textarea')!;
    expect(new FormData(form).get('body')).to.equal('Dzień dobry');
    await type(el, ',');
    await sendKeys({ press: 'Enter' });
    await type(el, 'proszę');
    expect(new FormData(form).get('body')).to.equal('Dzień dobry,\nproszę');
    form.reset();
    await el.updateComplete;
    expect(input(el).value).to.equal('Dzień dobry');
    el.formStateRestoreCallback('z historii');
    await el.updateComplete;
    expect(input(el).value).to.equal('z historii');
  });

  it('is disabled by a disabled fieldset', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form>
        <fieldset disabled><pp-textarea name="body" label="Treść" value="x"></pp-textarea></fieldset>
      </form>`,
    );
    const el = form.querySelector('pp-textarea')!;
    await el.updateComplete;
    expect(new FormData(form).has('body')).to.be.false;
    expect(input(el).disabled).to.be.true;
  });

  describe('validity, in Polish and English', () => {
    const cases = [
      {
        flag: 'valueMissing' as const,
        pl: 'Wypełnij to pole.',
        en: 'Please fill in this field.',
        render: () => fixture<PpTextarea>(html`<pp-textarea label="Pole" required></pp-textarea>`),
      },
      {
        flag: 'tooShort' as const,
        pl: 'Minimalna liczba znaków: 10 (teraz: 3).',
        en: 'Minimum number of characters: 10 (now: 3).',
        render: async () => {
          const el = await fixture<PpTextarea>(html`<pp-textarea label="Pole" minlength="10"></pp-textarea>`);
          await type(el, 'abc');
          return el;
        },
      },
      {
        flag: 'tooLong' as const,
        pl: 'Maksymalna liczba znaków: 3 (teraz: 4).',
        en: 'Maximum number of characters: 3 (now: 4).',
        render: async () => {
          const el = await fixture<PpTextarea>(
            html`<pp-textarea label="Pole" maxlength="3" value="abcde"></pp-textarea>`,
          );
          await type(el, '');
          await sendKeys({ press: 'Backspace' });
          await el.updateComplete;
          return el;
        },
      },
    ];
    for (const { flag, pl, en, render } of cases) {
      it(`${flag}: '${pl}' / '${en}'`, async () => {
        const el = await render();
        expect(el.validity[flag]).to.be.true;
        expect(el.validationMessage).to.equal(pl);
        expect(part(el, 'error').hidden, 'not shown while typing, before it is reported').to.be.true;
        el.reportValidity();
        await el.updateComplete;
        expect(part(el, 'error').textContent!.trim()).to.equal(pl);
        expect(textbox(el, { name: 'Pole', description: (d) => d.startsWith(pl) })).to.exist;
        await setLang(el, 'en', el);
        expect(el.validationMessage).to.equal(en);
        expect(part(el, 'error').textContent!.trim()).to.equal(en);
      });
    }
  });

  it('counts characters with maxlength and announces near the limit only', async () => {
    const el = await fixture<PpTextarea>(
      html`<pp-textarea label="Opis" maxlength="20" value="abc"></pp-textarea>`,
    );
    const count = part(el, 'count');
    expect(count.textContent!.trim()).to.equal('3 / 20');
    expect(count.getAttribute('aria-hidden')).to.equal('true');
    expect(textbox(el, { name: 'Opis', description: 'Maksymalna liczba znaków: 20.' })).to.exist;
    const status = el.shadowRoot!.querySelector<HTMLElement>('[role="status"]')!;
    await type(el, 'a'.repeat(10));
    expect(status.textContent).to.equal('');
    // nearLimit(20) = 2: 18 characters leave 2.
    await type(el, 'a'.repeat(5));
    await until(() => status.textContent!.trim() === 'Zostały 2 znaki.', 'the remaining count');
    await type(el, 'aa');
    await until(() => status.textContent!.trim() === 'Osiągnięto limit znaków: 20.', 'the limit');
    expect(count.textContent!.trim()).to.equal('20 / 20');
    await expectNoAxeViolations(el);
  });

  it('is rows lines high; resize none, vertical (default) and auto, which grows with the text', async () => {
    const el = await fixture<PpTextarea>(html`<pp-textarea label="Opis" rows="2"></pp-textarea>`);
    expect(el.resize).to.equal('vertical');
    expect(getComputedStyle(input(el)).resize).to.equal('vertical');
    el.resize = 'none';
    await el.updateComplete;
    expect(getComputedStyle(input(el)).resize).to.equal('none');
    el.resize = 'auto';
    await el.updateComplete;
    const short = input(el).getBoundingClientRect().height;
    el.value = Array.from({ length: 6 }, (_, i) => `Wiersz ${i + 1}`).join('\n');
    await el.updateComplete;
    expect(input(el).getBoundingClientRect().height, 'taller with six lines').to.be.above(short * 2);
    el.value = '';
    await el.updateComplete;
    expect(input(el).getBoundingClientRect().height, 'back to its rows').to.equal(short);
  });

  it('has every catalogue text as a property, in Polish and English', async () => {
    const el = await fixture<PpTextarea>(html`<pp-textarea label="Pole"></pp-textarea>`);
    for (const key of Object.keys(textareaMessages.pl) as (keyof typeof textareaMessages.pl)[]) {
      expect(el[key], key).to.deep.equal(textareaMessages.pl[key]);
    }
    await setLang(el, 'en', el);
    for (const key of Object.keys(textareaMessages.en) as (keyof typeof textareaMessages.en)[]) {
      expect(el[key], key).to.deep.equal(textareaMessages.en[key]);
    }
  });

  it('is clean for axe disabled, readonly, with a placeholder, in every size', async () => {
    const el = await fixture<HTMLElement>(
      html`<div>
        <pp-textarea label="A" disabled value="x"></pp-textarea>
        <pp-textarea label="B" readonly value="y"></pp-textarea>
        <pp-textarea label="C" placeholder="Opisz problem"></pp-textarea>
        <pp-textarea label="D" size="sm"></pp-textarea>
        <pp-textarea label="E" size="lg" resize="auto"></pp-textarea>
      </div>`,
    );
    await expectNoAxeViolations(el);
  });
});
