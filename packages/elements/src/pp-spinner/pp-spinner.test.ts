import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import './pp-spinner.js';
import type { PpSpinner } from './pp-spinner.js';
import { ariaSnapshot, getByRole } from '../test-support/accessibility.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { expectTexts, setLang, type BuiltInText } from '../test-support/languages.js';

const svgOf = (el: PpSpinner) => el.shadowRoot!.querySelector('svg')!;
/** The names of the animations running in the spinner's shadow root. */
const animations = (el: PpSpinner) =>
  el.shadowRoot!.getAnimations().map((animation) => (animation as CSSAnimation).animationName);

describe('pp-spinner', () => {
  it('is an indeterminate progress bar named "Ładowanie…": a role, a name and no value', async () => {
    const el = await fixture<PpSpinner>(html`<pp-spinner></pp-spinner>`);
    expect(await ariaSnapshot(el)).to.equal('- progressbar "Ładowanie…"');
    const bar = getByRole(el.shadowRoot!, 'progressbar', { name: 'Ładowanie…' });
    expect(bar.hasAttribute('aria-valuenow')).to.equal(false);
    expect(svgOf(el).getAttribute('aria-hidden')).to.equal('true');
  });

  it('speaks Polish and English, and takes a label of its own', async () => {
    const el = await fixture<PpSpinner>(html`<pp-spinner></pp-spinner>`);
    const texts: BuiltInText<PpSpinner>[] = [
      {
        property: 'label',
        pl: 'Ładowanie…',
        en: 'Loading…',
        read: (spinner) => getByRole(spinner.shadowRoot!, 'progressbar').getAttribute('aria-label'),
      },
    ];
    await expectTexts(el, texts, 'pl');
    await setLang(el, 'en', el);
    await expectTexts(el, texts, 'en');
    el.setAttribute('label', 'Wczytywanie faktur');
    await el.updateComplete;
    expect(await ariaSnapshot(el)).to.equal('- progressbar "Wczytywanie faktur"');
    el.label = null as unknown as string;
    await el.updateComplete;
    expect(await ariaSnapshot(el)).to.equal('- progressbar "Loading…"');
  });

  it('is as tall as the text around it, or takes a fixed size', async () => {
    const root = await fixture<HTMLElement>(
      html`<div style="font-size: 40px">
        <pp-spinner></pp-spinner><pp-spinner size="sm"></pp-spinner><pp-spinner size="md"></pp-spinner
        ><pp-spinner size="lg"></pp-spinner>
      </div>`,
    );
    const sizes = [...root.querySelectorAll('pp-spinner')].map(
      (el) => svgOf(el).getBoundingClientRect().height,
    );
    expect(sizes).to.deep.equal([40, 16, 24, 32]);
  });

  describe('motion', () => {
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

    it('spins, and under reduced motion only pulses (no turning)', async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const el = await fixture<PpSpinner>(html`<pp-spinner></pp-spinner>`);
      expect(animations(el)).to.deep.equal(['spin']);
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(animations(el)).to.deep.equal(['pulse']);
      expect(getComputedStyle(svgOf(el)).transform).to.equal('none');
    });
  });

  it('draws in the system text colour in forced colours', async () => {
    const root = await fixture<HTMLElement>(
      html`<div><pp-spinner></pp-spinner><span style="color: CanvasText">probe</span></div>`,
    );
    const el = root.querySelector('pp-spinner')!;
    await emulateMedia({ forcedColors: 'active' });
    try {
      const canvasText = getComputedStyle(root.querySelector('span')!).color;
      const arc = getComputedStyle(el.shadowRoot!.querySelector('.arc')!);
      expect(arc.stroke).to.equal(canvasText);
    } finally {
      await emulateMedia({ forcedColors: 'none' });
    }
  });

  it('passes axe with the design tokens, light and dark', async function () {
    const render = () =>
      fixture<HTMLElement>(
        html`<div aria-busy="true">
          <pp-spinner></pp-spinner><pp-spinner size="lg" label="Wczytywanie"></pp-spinner>
        </div>`,
      );
    if (!(await inEachTheme(async (theme) => expectNoAxeViolations(await render(), theme)))) this.skip();
  });
});
