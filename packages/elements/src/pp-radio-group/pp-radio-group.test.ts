import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import './pp-radio-group.js';
import type { PpRadioGroup } from './pp-radio-group.js';
import type { PpRadio } from './pp-radio.js';
import { radioGroupMessages } from './pp-radio-group.messages.js';
import { ariaSnapshot, getByRole } from '../test-support/accessibility.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { setLang, withDocumentLang } from '../test-support/languages.js';

const group = (el: PpRadioGroup, name?: string) => getByRole(el.shadowRoot!, 'radiogroup', { name });
const radio = (el: PpRadioGroup, name: string) => getByRole(el, 'radio', { name }) as PpRadio;
const checkedNames = (el: PpRadioGroup) =>
  [...el.querySelectorAll('pp-radio')]
    .filter((r) => r.getAttribute('aria-checked') === 'true')
    .map((r) => r.textContent!.trim());
const part = (el: PpRadioGroup, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const shown = (node: HTMLElement) => !node.hidden && node.getClientRects().length > 0;
const focused = () => (document.activeElement as HTMLElement | null)?.textContent?.trim();

/** Waits for the group and its radios to render. */
async function settle(el: PpRadioGroup): Promise<void> {
  await el.updateComplete;
  await Promise.all([...el.querySelectorAll('pp-radio')].map((r) => r.updateComplete));
  await el.updateComplete;
}

/** The group's user events, in order. */
function record(el: PpRadioGroup): string[] {
  const seen: string[] = [];
  el.addEventListener('input', () => seen.push(`input:${el.value}`));
  el.addEventListener('change', () => seen.push(`change:${el.value}`));
  return seen;
}

async function press(key: string, el: PpRadioGroup): Promise<void> {
  await sendKeys({ press: key });
  await settle(el);
}

const plans = (attrs = html``) =>
  html`<pp-radio-group label="Plan" name="plan" ${attrs}>
    <pp-radio value="basic">Podstawowy</pp-radio>
    <pp-radio value="pro">Pro</pp-radio>
    <pp-radio value="team">Zespół</pp-radio>
  </pp-radio-group>`;

/** Four radios, the second disabled, with buttons around them for Tab. */
async function page(
  value = '',
): Promise<{ el: PpRadioGroup; before: HTMLButtonElement; after: HTMLButtonElement }> {
  const wrap = await fixture<HTMLElement>(
    html`<div>
      <button>Przed</button>
      <pp-radio-group label="Kolor" name="color" value=${value}>
        <pp-radio value="red">Czerwony</pp-radio>
        <pp-radio value="green" disabled>Zielony</pp-radio>
        <pp-radio value="blue">Niebieski</pp-radio>
        <pp-radio value="black">Czarny</pp-radio>
      </pp-radio-group>
      <button>Po</button>
    </div>`,
  );
  const el = wrap.querySelector('pp-radio-group')!;
  await settle(el);
  const [before, after] = wrap.querySelectorAll('button');
  return { el, before: before!, after: after! };
}

describe('pp-radio-group', () => {
  describe('accessibility', () => {
    it('is a radiogroup named by its label, of radios with aria-checked', async () => {
      const el = await fixture<PpRadioGroup>(
        html`<pp-radio-group label="Plan" value="pro">
          <pp-radio value="basic">Podstawowy</pp-radio>
          <pp-radio value="pro">Pro</pp-radio>
          <pp-radio value="team" disabled>Zespół</pp-radio>
        </pp-radio-group>`,
      );
      await settle(el);
      expect(group(el, 'Plan')).to.exist;
      expect(radio(el, 'Pro').getAttribute('aria-checked')).to.equal('true');
      expect(radio(el, 'Podstawowy').getAttribute('aria-checked')).to.equal('false');
      expect(radio(el, 'Zespół').getAttribute('aria-disabled')).to.equal('true');
      expect(shown(part(el, 'label')), 'the label is visible').to.be.true;
      expect(await ariaSnapshot(el)).to.equal(
        [
          '- text: Plan',
          '- radiogroup "Plan":',
          '  - radio "Podstawowy"',
          '  - radio "Pro" [checked]',
          '  - radio "Zespół" [disabled]',
        ].join('\n'),
      );
      await expectNoAxeViolations(el);
    });

    it('takes a rich label from the label slot, and says required without reading the mark', async () => {
      const el = await fixture<PpRadioGroup>(
        html`<pp-radio-group required>
          <span slot="label">Sposób <b>dostawy</b></span>
          <pp-radio value="courier">Kurier</pp-radio>
          <pp-radio value="pickup">Odbiór osobisty</pp-radio>
        </pp-radio-group>`,
      );
      await settle(el);
      const box = group(el, 'Sposób dostawy');
      expect(box.getAttribute('aria-required')).to.equal('true');
      expect(shown(part(el, 'required'))).to.be.true;
      expect(await ariaSnapshot(el)).to.contain('- radiogroup "Sposób dostawy":');
      await expectNoAxeViolations(el);
    });

    it('is described by its hint, and by its error while it shows', async () => {
      const el = await fixture<PpRadioGroup>(plans(html``));
      el.hint = 'Można zmienić później.';
      await settle(el);
      expect(group(el, 'Plan').getAttribute('aria-describedby')).to.equal('hint');
      expect(getByRole(el.shadowRoot!, 'radiogroup', { description: 'Można zmienić później.' })).to.exist;
      expect(group(el).hasAttribute('aria-invalid')).to.be.false;
      el.error = 'Ten plan jest niedostępny.';
      await settle(el);
      expect(
        getByRole(el.shadowRoot!, 'radiogroup', {
          name: 'Plan',
          description: 'Ten plan jest niedostępny. Można zmienić później.',
        }).getAttribute('aria-invalid'),
      ).to.equal('true');
      expect(shown(part(el, 'error'))).to.be.true;
      expect(el.validity.customError).to.be.true;
      expect(el.validationMessage).to.equal('Ten plan jest niedostępny.');
      await expectNoAxeViolations(el);
    });

    it('passes axe (contrast included) with the design tokens, light and dark, in every state', async function () {
      const ran = await inEachTheme(async (theme) => {
        const wrap = await fixture<HTMLElement>(
          html`<div>
            <pp-radio-group label="A" value="1" hint="Pomoc" required>
              <pp-radio value="1">Jeden</pp-radio><pp-radio value="2" disabled>Dwa</pp-radio>
            </pp-radio-group>
            <pp-radio-group label="B" error="Błąd" orientation="horizontal">
              <pp-radio value="1">Jeden</pp-radio><pp-radio value="2">Dwa</pp-radio>
            </pp-radio-group>
            <pp-radio-group label="C" value="2" disabled>
              <pp-radio value="1">Jeden</pp-radio><pp-radio value="2">Dwa</pp-radio>
            </pp-radio-group>
            <pp-radio-group label="D" value="2" appearance="segmented" hide-label>
              <pp-radio value="1">Jeden</pp-radio><pp-radio value="2">Dwa</pp-radio>
              <pp-radio value="3" disabled>Trzy</pp-radio>
            </pp-radio-group>
          </div>`,
        );
        await Promise.all([...wrap.querySelectorAll('pp-radio-group')].map(settle));
        await expectNoAxeViolations(wrap, theme);
      });
      if (!ran) this.skip();
    });
  });

  describe('keyboard', () => {
    it('Tab enters on the checked radio and leaves the group; Shift+Tab the same backwards', async () => {
      const { el, before, after } = await page('blue');
      before.focus();
      await press('Tab', el);
      expect(document.activeElement).to.equal(radio(el, 'Niebieski'));
      await press('Tab', el);
      expect(document.activeElement).to.equal(after);
      await press('Shift+Tab', el);
      expect(document.activeElement).to.equal(radio(el, 'Niebieski'));
      await press('Shift+Tab', el);
      expect(document.activeElement).to.equal(before);
    });

    it('Tab enters on the first enabled radio when none is checked', async () => {
      const { el, before } = await page();
      radio(el, 'Czerwony').disabled = true;
      await settle(el);
      before.focus();
      await press('Tab', el);
      expect(focused()).to.equal('Niebieski');
      expect(checkedNames(el), 'entering checks nothing').to.deep.equal([]);
    });

    it('ArrowDown and ArrowRight check the next enabled radio, skipping disabled ones and wrapping', async () => {
      const { el } = await page('red');
      const seen = record(el);
      el.focus();
      await press('ArrowDown', el);
      expect([focused(), el.value, checkedNames(el)]).to.deep.equal(['Niebieski', 'blue', ['Niebieski']]);
      await press('ArrowRight', el);
      expect([focused(), el.value]).to.deep.equal(['Czarny', 'black']);
      await press('ArrowDown', el);
      expect([focused(), el.value], 'wraps to the first').to.deep.equal(['Czerwony', 'red']);
      expect(seen).to.deep.equal([
        'input:blue',
        'change:blue',
        'input:black',
        'change:black',
        'input:red',
        'change:red',
      ]);
    });

    it('ArrowUp and ArrowLeft check the previous enabled radio, wrapping', async () => {
      const { el } = await page('blue');
      el.focus();
      await press('ArrowUp', el);
      expect([focused(), el.value], 'skips the disabled one').to.deep.equal(['Czerwony', 'red']);
      await press('ArrowLeft', el);
      expect([focused(), el.value], 'wraps to the last').to.deep.equal(['Czarny', 'black']);
    });

    it('swaps Left and Right in a right-to-left context', async () => {
      const { el } = await page('blue');
      el.setAttribute('dir', 'rtl');
      el.focus();
      await press('ArrowLeft', el);
      expect([focused(), el.value]).to.deep.equal(['Czarny', 'black']);
      await press('ArrowRight', el);
      expect([focused(), el.value]).to.deep.equal(['Niebieski', 'blue']);
      await press('ArrowDown', el);
      expect(el.value, 'Down still goes forward').to.equal('black');
    });

    it('Space checks the focused radio when none is checked, and does nothing more on the checked one', async () => {
      const { el, before } = await page();
      const seen = record(el);
      before.focus();
      await press('Tab', el);
      await press('Space', el);
      expect([el.value, checkedNames(el)]).to.deep.equal(['red', ['Czerwony']]);
      await press('Space', el);
      expect(seen).to.deep.equal(['input:red', 'change:red']);
    });

    it('keeps the one tab stop on the checked radio after a choice', async () => {
      const { el } = await page('red');
      el.focus();
      await press('ArrowDown', el);
      const stops = [...el.querySelectorAll('pp-radio')].map((r) => r.getAttribute('tabindex'));
      expect(stops).to.deep.equal(['-1', null, '0', '-1']);
    });

    it('works in a horizontal group the same way', async () => {
      const el = await fixture<PpRadioGroup>(plans(html``));
      el.orientation = 'horizontal';
      await settle(el);
      el.focus();
      await press('ArrowRight', el);
      expect(el.value).to.equal('pro');
      await press('ArrowUp', el);
      expect(el.value).to.equal('basic');
    });
  });

  describe('pointer', () => {
    it('a click checks and focuses the radio, with input and change', async () => {
      const { el } = await page('red');
      const seen = record(el);
      radio(el, 'Czarny').click();
      await settle(el);
      expect([el.value, checkedNames(el), focused()]).to.deep.equal(['black', ['Czarny'], 'Czarny']);
      radio(el, 'Czarny').click();
      expect(seen, 'clicking the checked radio again changes nothing').to.deep.equal([
        'input:black',
        'change:black',
      ]);
    });

    it('a click on a disabled radio does nothing', async () => {
      const { el } = await page('red');
      const seen = record(el);
      radio(el, 'Zielony').click();
      await settle(el);
      expect([el.value, seen]).to.deep.equal(['red', []]);
    });

    it('setting value from code checks that radio without events', async () => {
      const { el } = await page('red');
      const seen = record(el);
      el.value = 'black';
      await settle(el);
      expect([checkedNames(el), seen]).to.deep.equal([['Czarny'], []]);
      el.value = 'nothing-like-it';
      await settle(el);
      expect(checkedNames(el)).to.deep.equal([]);
    });

    it('the whole radio is a target of at least 24 by 24 px, and the layout follows orientation', async () => {
      const el = await fixture<PpRadioGroup>(plans(html``));
      await settle(el);
      const rects = [...el.querySelectorAll('pp-radio')].map((r) => r.getBoundingClientRect());
      for (const rect of rects) {
        expect(rect.height).to.be.at.least(24);
        expect(rect.width).to.be.at.least(24);
      }
      expect(rects[1]!.top, 'vertical: one under the other').to.be.greaterThan(rects[0]!.top);
      el.orientation = 'horizontal';
      await settle(el);
      const row = [...el.querySelectorAll('pp-radio')].map((r) => r.getBoundingClientRect());
      expect(row[1]!.top, 'horizontal: in a row').to.equal(row[0]!.top);
      expect(row[1]!.left).to.be.greaterThan(row[0]!.right);
    });

    it('draws the checked dot in forced colors, and drops its transition under reduced motion', async () => {
      const el = await fixture<PpRadioGroup>(plans(html``));
      el.value = 'pro';
      await settle(el);
      const dot = radio(el, 'Pro').shadowRoot!.querySelector<HTMLElement>('[part="dot"]')!;
      await emulateMedia({ forcedColors: 'active' });
      try {
        const style = getComputedStyle(dot);
        expect(style.backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
        expect(style.backgroundColor).to.not.equal(getComputedStyle(radio(el, 'Pro')).backgroundColor);
      } finally {
        await emulateMedia({ forcedColors: 'none' });
      }
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(getComputedStyle(dot).transitionProperty).to.equal('none');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

    it('shows the focus ring on the radio reached by the keyboard', async () => {
      const { el, before } = await page('blue');
      before.focus();
      await press('Tab', el);
      const stop = radio(el, 'Niebieski');
      expect(stop.matches(':focus-visible')).to.be.true;
      expect(getComputedStyle(stop).outlineStyle).to.equal('solid');
    });

    it('segmented: a strip of segments, no circles, the chosen one filled; circles again in forced colors', async () => {
      const el = await fixture<PpRadioGroup>(plans());
      el.appearance = 'segmented';
      el.value = 'pro';
      await settle(el);
      expect(el.getAttribute('appearance')).to.equal('segmented');
      const [basic, pro, team] = [...el.querySelectorAll('pp-radio')];
      const control = (r: Element) => r.shadowRoot!.querySelector<HTMLElement>('[part="control"]')!;
      expect(shown(control(pro!)), 'no circle').to.be.false;
      const rects = [basic!, pro!, team!].map((r) => r.getBoundingClientRect());
      expect(rects[1]!.top, 'in one row').to.equal(rects[0]!.top);
      for (const rect of rects) expect(rect.height).to.be.at.least(24);
      expect(getComputedStyle(pro!).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
      expect(getComputedStyle(basic!).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
      expect(getComputedStyle(pro!).color).to.not.equal(getComputedStyle(basic!).color);
      pro!.focus();
      await press('ArrowRight', el);
      expect(el.value).to.equal('team');
      await emulateMedia({ forcedColors: 'active' });
      try {
        expect(shown(control(team!)), 'the circle is back').to.be.true;
      } finally {
        await emulateMedia({ forcedColors: 'none' });
      }
    });

    it('hide-label: the label out of sight, still the name of the group', async () => {
      const el = await fixture<PpRadioGroup>(plans());
      el.hideLabel = true;
      await settle(el);
      expect(el.hasAttribute('hide-label')).to.be.true;
      expect(el.hideLabel).to.be.true;
      expect(group(el, 'Plan')).to.exist;
      const box = part(el, 'label').getBoundingClientRect();
      expect(box.width * box.height).to.be.at.most(1);
      el.hideLabel = false;
      await settle(el);
      expect(part(el, 'label').getBoundingClientRect().width).to.be.greaterThan(1);
    });
  });

  describe('form', () => {
    it('submits name=value of the checked radio, nothing when none is checked', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>${plans(html``)}</form>`);
      const el = form.querySelector('pp-radio-group')!;
      await settle(el);
      expect(new FormData(form).has('plan')).to.be.false;
      radio(el, 'Pro').click();
      expect([...new FormData(form).entries()]).to.deep.equal([['plan', 'pro']]);
    });

    it('required: invalid while none is checked, with our message after a submission, in Polish and English', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form @submit=${(e: Event) => e.preventDefault()}>
          <pp-radio-group label="Plan" name="plan" required>
            <pp-radio value="basic">Podstawowy</pp-radio>
            <pp-radio value="pro">Pro</pp-radio>
          </pp-radio-group>
          <button>Wyślij</button>
        </form>`,
      );
      const el = form.querySelector('pp-radio-group')!;
      await settle(el);
      expect(el.validity.valueMissing).to.be.true;
      expect(el.validationMessage).to.equal(radioGroupMessages.pl.valueMissingMessage);
      expect(el.checkValidity()).to.be.false;
      await settle(el);
      expect(shown(part(el, 'error')), 'checkValidity() shows nothing').to.be.false;
      form.requestSubmit();
      await settle(el);
      expect(shown(part(el, 'error'))).to.be.true;
      expect(part(el, 'error').textContent!.trim()).to.equal('Wybierz jedną z opcji.');
      expect(group(el, 'Plan').getAttribute('aria-invalid')).to.equal('true');
      const circle = () => {
        const root = radio(el, 'Pro').shadowRoot!;
        for (const transition of root.getAnimations()) transition.finish(); // the colour's end state
        return getComputedStyle(root.querySelector('[part="control"]')!);
      };
      const errorColour = getComputedStyle(part(el, 'required')).color;
      expect(circle().borderTopColor, 'the circles take the error colour').to.equal(errorColour);
      expect(document.activeElement, 'the submission focuses the first radio').to.equal(
        radio(el, 'Podstawowy'),
      );

      await setLang(form, 'en', el);
      expect(el.valueMissingMessage).to.equal('Please select one of these options.');
      expect(el.validationMessage).to.equal('Please select one of these options.');
      expect(part(el, 'error').textContent!.trim()).to.equal('Please select one of these options.');
      await setLang(form, null, el);

      radio(el, 'Pro').click();
      await settle(el);
      expect(el.validity.valid).to.be.true;
      expect(shown(part(el, 'error'))).to.be.false;
      expect(group(el, 'Plan').hasAttribute('aria-invalid')).to.be.false;
      expect(circle().borderTopColor).to.not.equal(errorColour);
    });

    it('follows the document language, and a message set by the page wins', async () => {
      await withDocumentLang('en', async () => {
        const el = await fixture<PpRadioGroup>(plans(html``));
        el.required = true;
        await settle(el);
        expect(el.validationMessage).to.equal(radioGroupMessages.en.valueMissingMessage);
        el.setAttribute('value-missing-message', 'Pick a plan.');
        await settle(el);
        expect(el.validationMessage).to.equal('Pick a plan.');
      });
    });

    it('a form reset returns to the value attribute and hides the error', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <pp-radio-group label="Plan" name="plan" value="basic" required>
            <pp-radio value="basic">Podstawowy</pp-radio>
            <pp-radio value="pro">Pro</pp-radio>
          </pp-radio-group>
        </form>`,
      );
      const el = form.querySelector('pp-radio-group')!;
      await settle(el);
      radio(el, 'Pro').click();
      el.error = '';
      await settle(el);
      expect(new FormData(form).get('plan')).to.equal('pro');
      const seen = record(el);
      form.reset();
      await settle(el);
      expect([el.value, checkedNames(el), new FormData(form).get('plan'), seen]).to.deep.equal([
        'basic',
        ['Podstawowy'],
        'basic',
        [],
      ]);
    });

    it('restores a state the browser gives back', async () => {
      const el = await fixture<PpRadioGroup>(plans(html``));
      el.formStateRestoreCallback('team');
      await settle(el);
      expect(checkedNames(el)).to.deep.equal(['Zespół']);
    });

    it('is disabled by a disabled fieldset: not submitted, not focusable, no choice', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <fieldset disabled>
            <pp-radio-group label="Plan" name="plan" value="basic" required>
              <pp-radio value="basic">Podstawowy</pp-radio>
              <pp-radio value="pro">Pro</pp-radio>
            </pp-radio-group>
          </fieldset>
        </form>`,
      );
      const el = form.querySelector('pp-radio-group')!;
      await settle(el);
      expect(new FormData(form).has('plan')).to.be.false;
      expect(group(el, 'Plan').getAttribute('aria-disabled')).to.equal('true');
      expect(radio(el, 'Pro').getAttribute('aria-disabled')).to.equal('true');
      expect(radio(el, 'Pro').hasAttribute('tabindex')).to.be.false;
      radio(el, 'Pro').click();
      await settle(el);
      expect(el.value).to.equal('basic');
      form.querySelector('fieldset')!.disabled = false;
      await settle(el);
      expect(new FormData(form).get('plan')).to.equal('basic');
      expect(radio(el, 'Pro').hasAttribute('aria-disabled')).to.be.false;
      expect(radio(el, 'Podstawowy').getAttribute('tabindex')).to.equal('0');
    });

    it('disabled: every radio out of the tab order and unchoosable, not submitted, not validated', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<form>
          <button type="button">Przed</button>
          <pp-radio-group label="Plan" name="plan" value="basic" disabled required>
            <pp-radio value="basic">Podstawowy</pp-radio>
            <pp-radio value="pro">Pro</pp-radio>
          </pp-radio-group>
          <button type="button">Po</button>
        </form>`,
      );
      const el = wrap.querySelector('pp-radio-group')!;
      const [before, after] = wrap.querySelectorAll('button');
      await settle(el);
      expect(await ariaSnapshot(el)).to.contain('- radio "Pro" [disabled]');
      before!.focus();
      await press('Tab', el);
      expect(document.activeElement).to.equal(after);
      radio(el, 'Pro').click();
      await settle(el);
      expect(el.value).to.equal('basic');
      expect(new FormData(wrap as HTMLFormElement).has('plan')).to.be.false;
      expect(el.willValidate).to.be.false;
      el.disabled = false;
      await settle(el);
      expect(radio(el, 'Podstawowy').getAttribute('tabindex')).to.equal('0');
      expect(new FormData(wrap as HTMLFormElement).get('plan')).to.equal('basic');
    });
  });

  describe('radios added and removed', () => {
    it('a radio added later takes part: checked by the value, in the keys, submitted', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <pp-radio-group label="Plan" name="plan" value="later">
            <pp-radio value="basic">Podstawowy</pp-radio>
          </pp-radio-group>
        </form>`,
      );
      const el = form.querySelector('pp-radio-group')!;
      await settle(el);
      expect(new FormData(form).has('plan')).to.be.false;
      const added = document.createElement('pp-radio');
      added.value = 'later';
      added.textContent = 'Dodany';
      el.append(added);
      await settle(el);
      expect(checkedNames(el)).to.deep.equal(['Dodany']);
      expect(new FormData(form).get('plan')).to.equal('later');
      expect(added.getAttribute('tabindex')).to.equal('0');
      el.focus();
      expect(focused()).to.equal('Dodany');
      await press('ArrowDown', el);
      expect(el.value, 'wraps from the added one').to.equal('basic');
      added.remove();
      el.value = 'later';
      await settle(el);
      expect(new FormData(form).has('plan'), 'removed: nothing checked').to.be.false;
    });

    it('a radio wrapped in another element still belongs to the group', async () => {
      const el = await fixture<PpRadioGroup>(
        html`<pp-radio-group label="Plan" value="b">
          <div><pp-radio value="a">A</pp-radio></div>
          <div><pp-radio value="b">B</pp-radio></div>
        </pp-radio-group>`,
      );
      await settle(el);
      expect(await ariaSnapshot(el)).to.contain('radio "B" [checked]');
      el.focus();
      await press('ArrowDown', el);
      expect(el.value).to.equal('a');
    });

    it('a radio disabled while it is the tab stop hands the stop on', async () => {
      const { el } = await page('red');
      radio(el, 'Czerwony').disabled = true;
      await settle(el);
      expect(radio(el, 'Niebieski').getAttribute('tabindex')).to.equal('0');
      expect(radio(el, 'Czerwony').hasAttribute('tabindex')).to.be.false;
    });
  });

  it('fires input and change as the native events: both bubble, input is composed', async () => {
    const { el } = await page('red');
    el.focus();
    const input = oneEvent(el, 'input');
    const change = oneEvent(el, 'change');
    await sendKeys({ press: 'ArrowDown' });
    const [i, c] = await Promise.all([input, change]);
    expect([i.bubbles, i.composed, c.bubbles, c.composed]).to.deep.equal([true, true, true, false]);
  });
});
