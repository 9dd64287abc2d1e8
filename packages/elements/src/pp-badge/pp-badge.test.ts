import { expect, fixture, html } from '@open-wc/testing';
import './pp-badge.js';
import type { PpBadge } from './pp-badge.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { ariaSnapshot } from '../test-support/accessibility.js';

const base = (el: PpBadge) => el.shadowRoot!.querySelector<HTMLElement>('.base')!;

describe('pp-badge', () => {
  it('is plain text to assistive technology, read where it stands', async () => {
    const root = await fixture<HTMLElement>(
      html`<h2>Zgłoszenie 7 <pp-badge variant="info">Nowe</pp-badge></h2>`,
    );
    expect(await ariaSnapshot(root)).to.equal('- heading "Zgłoszenie 7 Nowe" [level=2]');
    expect(root.querySelector('pp-badge')!.getAttribute('role')).to.equal(null);
  });

  it('is neutral and soft by default, and reflects variant, appearance and pill for styling', async () => {
    const el = await fixture<PpBadge>(html`<pp-badge>Zamknięte</pp-badge>`);
    expect(el.variant).to.equal('neutral');
    expect(el.appearance).to.equal('soft');
    el.variant = 'error';
    el.appearance = 'solid';
    el.pill = true;
    await el.updateComplete;
    expect(el.getAttribute('variant')).to.equal('error');
    expect(el.getAttribute('appearance')).to.equal('solid');
    expect(el.hasAttribute('pill')).to.equal(true);
    expect(getComputedStyle(base(el)).borderTopLeftRadius).to.equal('9999px');
  });

  it('gives each variant its own colours, soft and solid, and lets the knobs override them', async () => {
    const root = await fixture<HTMLElement>(
      html`<div
        style="--pp-color-status-error-bg: rgb(254, 226, 226); --pp-color-status-error-solid: rgb(185, 28, 28)"
      >
        <pp-badge variant="error">Zaległa</pp-badge>
        <pp-badge variant="error" appearance="solid">Zaległa</pp-badge>
        <pp-badge variant="error" style="--pp-badge-bg: rgb(1, 2, 3)">Zaległa</pp-badge>
      </div>`,
    );
    const [soft, solid, custom] = [...root.querySelectorAll('pp-badge')];
    expect(getComputedStyle(base(soft!)).backgroundColor).to.equal('rgb(254, 226, 226)');
    expect(getComputedStyle(base(solid!)).backgroundColor).to.equal('rgb(185, 28, 28)');
    expect(getComputedStyle(base(custom!)).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('cuts a long text with an ellipsis rather than overflowing its container', async () => {
    const root = await fixture<HTMLElement>(
      html`<div style="inline-size: 5rem"><pp-badge>Oczekuje na odpowiedź klienta</pp-badge></div>`,
    );
    const el = root.querySelector('pp-badge')!;
    expect(el.getBoundingClientRect().width).to.be.at.most(root.getBoundingClientRect().width);
    const label = el.shadowRoot!.querySelector<HTMLElement>('.label')!;
    expect(getComputedStyle(label).textOverflow).to.equal('ellipsis');
  });

  it('has no axe violations in any variant and appearance', async () => {
    const variants = ['neutral', 'info', 'success', 'warning', 'error', 'brand'] as const;
    const root = await fixture<HTMLElement>(
      html`<div>
        ${variants.map((variant) => html`<pp-badge variant=${variant}>Status</pp-badge>`)}
        ${variants.map((variant) => html`<pp-badge variant=${variant} appearance="solid">Status</pp-badge>`)}
        <pp-badge pill><svg slot="prefix" viewBox="0 0 12 12" aria-hidden="true"></svg>3</pp-badge>
      </div>`,
    );
    await expectNoAxeViolations(root);
  });
});
