import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import './pp-progress-bar.js';
import type { PpProgressBar } from './pp-progress-bar.js';
import { ariaSnapshot, getByRole } from '../test-support/accessibility.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { expectTexts, setLang, type BuiltInText } from '../test-support/languages.js';

const bar = (el: PpProgressBar, name?: string) => getByRole(el.shadowRoot!, 'progressbar', { name });
const part = (el: PpProgressBar, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
/** The value attributes a screen reader is given. */
const values = (el: PpProgressBar) =>
  ['aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-valuetext'].map((name) =>
    bar(el).getAttribute(name),
  );
const animations = (el: PpProgressBar) =>
  el.shadowRoot!.getAnimations().map((animation) => (animation as CSSAnimation).animationName);

describe('pp-progress-bar', () => {
  it('is a progress bar named by its label, with its value, range and a percentage to read', async () => {
    const el = await fixture<PpProgressBar>(
      html`<pp-progress-bar label="Wysyłanie pliku" value="40"></pp-progress-bar>`,
    );
    expect(await ariaSnapshot(el)).to.equal('- progressbar "Wysyłanie pliku"');
    expect(values(el)).to.deep.equal(['0', '100', '40', '40%']);
    el.max = 8;
    el.value = 3;
    await el.updateComplete;
    expect(values(el)).to.deep.equal(['0', '8', '3', '37,5%']);
    expect(part(el, 'indicator').style.inlineSize).to.equal('37.5%');
  });

  it('holds the value between 0 and max', async () => {
    const el = await fixture<PpProgressBar>(html`<pp-progress-bar value="140"></pp-progress-bar>`);
    expect(values(el)).to.deep.equal(['0', '100', '100', '100%']);
    el.value = -5;
    await el.updateComplete;
    expect(values(el)).to.deep.equal(['0', '100', '0', '0%']);
  });

  it('formats the percentage in the page language, and reads value-text instead when given', async () => {
    const el = await fixture<PpProgressBar>(html`<pp-progress-bar value="42.5"></pp-progress-bar>`);
    expect(bar(el).getAttribute('aria-valuetext')).to.equal('42,5%');
    await setLang(el, 'en', el);
    expect(bar(el).getAttribute('aria-valuetext')).to.equal('42.5%');
    el.setAttribute('value-text', '3 z 5 plików');
    await el.updateComplete;
    expect(bar(el).getAttribute('aria-valuetext')).to.equal('3 z 5 plików');
  });

  it('has no value when indeterminate, as ARIA defines it', async () => {
    const el = await fixture<PpProgressBar>(
      html`<pp-progress-bar indeterminate value="40" label="Ładowanie strony"></pp-progress-bar>`,
    );
    expect(await ariaSnapshot(el)).to.equal('- progressbar "Ładowanie strony"');
    expect(values(el)).to.deep.equal([null, null, null, null]);
  });

  it('names itself "Postęp" / "Progress" when the page gives no label', async () => {
    const el = await fixture<PpProgressBar>(html`<pp-progress-bar value="10"></pp-progress-bar>`);
    const texts: BuiltInText<PpProgressBar>[] = [
      { property: 'label', pl: 'Postęp', en: 'Progress', read: (e) => bar(e).getAttribute('aria-label') },
    ];
    await expectTexts(el, texts, 'pl');
    await setLang(el, 'en', el);
    await expectTexts(el, texts, 'en');
  });

  it('shows the label and the percentage with show-label, the percentage hidden from screen readers', async () => {
    const el = await fixture<PpProgressBar>(
      html`<pp-progress-bar label="Import danych" value="25"></pp-progress-bar>`,
    );
    expect(part(el, 'label').parentElement!.hidden).to.equal(true);
    el.showLabel = true;
    await el.updateComplete;
    expect(part(el, 'label').parentElement!.hidden).to.equal(false);
    expect(part(el, 'label').textContent).to.equal('Import danych');
    expect(part(el, 'value').textContent).to.equal('25%');
    expect(await ariaSnapshot(el)).to.equal('- text: Import danych\n- progressbar "Import danych"');
  });

  it('is 3 px with square ends and no label row when thin', async () => {
    const el = await fixture<PpProgressBar>(
      html`<pp-progress-bar thin indeterminate show-label label="Ładowanie strony"></pp-progress-bar>`,
    );
    const track = getComputedStyle(part(el, 'track'));
    expect(track.height).to.equal('3px');
    expect(track.borderTopLeftRadius).to.equal('0px');
    expect(part(el, 'label').parentElement!.hidden).to.equal(true);
  });

  describe('motion', () => {
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

    it('slides when indeterminate, and under reduced motion fills the track and only pulses', async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const el = await fixture<PpProgressBar>(html`<pp-progress-bar indeterminate></pp-progress-bar>`);
      expect(animations(el)).to.deep.equal(['slide']);
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(animations(el)).to.deep.equal(['pulse']);
      const indicator = getComputedStyle(part(el, 'indicator'));
      expect(indicator.transform).to.equal('none');
      expect(indicator.width).to.equal(getComputedStyle(part(el, 'track')).width);
    });

    it('grows to a new value smoothly, and at once under reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const el = await fixture<PpProgressBar>(html`<pp-progress-bar value="10"></pp-progress-bar>`);
      expect(getComputedStyle(part(el, 'indicator')).transitionProperty).to.equal('inline-size');
      expect(getComputedStyle(part(el, 'indicator')).transitionDuration).not.to.equal('0s');
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(getComputedStyle(part(el, 'indicator')).transitionProperty).to.equal('none');
    });
  });

  it('keeps a bordered track and a Highlight bar in forced colours', async () => {
    const root = await fixture<HTMLElement>(
      html`<div>
        <pp-progress-bar value="50"></pp-progress-bar><span style="color: Highlight">probe</span>
      </div>`,
    );
    const el = root.querySelector('pp-progress-bar')!;
    await emulateMedia({ forcedColors: 'active' });
    try {
      const track = getComputedStyle(part(el, 'track'));
      expect(track.borderTopStyle).to.equal('solid');
      expect(getComputedStyle(part(el, 'indicator')).backgroundColor).to.equal(
        getComputedStyle(root.querySelector('span')!).color,
      );
    } finally {
      await emulateMedia({ forcedColors: 'none' });
    }
  });

  it('passes axe with the design tokens, light and dark', async function () {
    const render = () =>
      fixture<HTMLElement>(
        html`<div>
          <pp-progress-bar label="Wysyłanie pliku" value="40" show-label></pp-progress-bar>
          <pp-progress-bar label="Ładowanie strony" indeterminate thin></pp-progress-bar>
        </div>`,
      );
    if (!(await inEachTheme(async (theme) => expectNoAxeViolations(await render(), theme)))) this.skip();
  });
});
