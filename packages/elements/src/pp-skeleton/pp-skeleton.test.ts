import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import './pp-skeleton.js';
import type { PpSkeleton } from './pp-skeleton.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { ariaSnapshot } from '../test-support/accessibility.js';

const base = (el: PpSkeleton) => el.shadowRoot!.querySelector<HTMLElement>('.base')!;
const animation = (el: PpSkeleton) => getComputedStyle(base(el)).animationName;

describe('pp-skeleton', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('says nothing to assistive technology: the region that waits says it once', async () => {
    const root = await fixture<HTMLElement>(
      html`<section aria-busy="true" aria-label="Faktury">
        <p role="status">Ładowanie…</p>
        <pp-skeleton></pp-skeleton>
        <pp-skeleton shape="circle" style="width: 2rem"></pp-skeleton>
      </section>`,
    );
    expect(root.querySelector('pp-skeleton')!.getAttribute('aria-hidden')).to.equal('true');
    expect(await ariaSnapshot(root)).to.equal('- region "Faktury":\n  - status: Ładowanie…');
  });

  it('is one line of the surrounding text, as wide as its container unless told otherwise', async () => {
    const root = await fixture<HTMLElement>(
      html`<div style="inline-size: 300px; font-size: 20px; line-height: 30px">
        <pp-skeleton></pp-skeleton>
        <pp-skeleton style="inline-size: 60%"></pp-skeleton>
      </div>`,
    );
    const [full, short] = root.querySelectorAll('pp-skeleton');
    expect(full!.getBoundingClientRect().height).to.equal(30);
    expect(base(full!).getBoundingClientRect().height).to.equal(20);
    expect(base(full!).getBoundingClientRect().width).to.equal(300);
    expect(short!.getBoundingClientRect().width).to.equal(180);
  });

  it('takes the size it is given as a block, and stays round as a circle', async () => {
    const root = await fixture<HTMLElement>(
      html`<div>
        <pp-skeleton shape="rect" style="inline-size: 200px; block-size: 120px"></pp-skeleton>
        <pp-skeleton shape="circle" style="inline-size: 40px"></pp-skeleton>
      </div>`,
    );
    const [rect, circle] = root.querySelectorAll('pp-skeleton');
    expect([base(rect!).offsetWidth, base(rect!).offsetHeight]).to.deep.equal([200, 120]);
    expect([base(circle!).offsetWidth, base(circle!).offsetHeight]).to.deep.equal([40, 40]);
    expect(getComputedStyle(base(circle!)).borderTopLeftRadius).to.equal('50%');
  });

  it('sweeps by default, pulses or stands still on request, and never moves under reduced motion', async () => {
    const root = await fixture<HTMLElement>(
      html`<div>
        <pp-skeleton></pp-skeleton>
        <pp-skeleton effect="pulse"></pp-skeleton>
        <pp-skeleton effect="none"></pp-skeleton>
      </div>`,
    );
    const all = [...root.querySelectorAll('pp-skeleton')];
    expect(all.map(animation)).to.deep.equal(['sheen', 'pulse', 'none']);
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(all.map(animation)).to.deep.equal(['none', 'none', 'none']);
  });

  it('reflects shape and effect, and leaves an aria-hidden the page set alone', async () => {
    const el = await fixture<PpSkeleton>(html`<pp-skeleton aria-hidden="false"></pp-skeleton>`);
    expect(el.getAttribute('aria-hidden')).to.equal('false');
    el.shape = 'rect';
    el.effect = 'none';
    await el.updateComplete;
    expect(el.getAttribute('shape')).to.equal('rect');
    expect(el.getAttribute('effect')).to.equal('none');
  });

  it('passes axe with the design tokens, light and dark', async function () {
    const render = () =>
      fixture<HTMLElement>(
        html`<div aria-busy="true">
          <p role="status">Ładowanie…</p>
          <pp-skeleton></pp-skeleton>
          <pp-skeleton shape="rect" style="block-size: 4rem"></pp-skeleton>
          <pp-skeleton shape="circle" style="inline-size: 2rem"></pp-skeleton>
        </div>`,
      );
    if (!(await inEachTheme(async (theme) => expectNoAxeViolations(await render(), theme)))) this.skip();
  });
});
