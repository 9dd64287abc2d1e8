import { expect, fixture, html, aTimeout, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse, resetMouse, setViewport, emulateMedia } from '@web/test-runner-commands';
import './pp-tooltip.js';
import './pp-tooltip-group.js';
import '../pp-button/pp-button.js';
import type { PpTooltip } from './pp-tooltip.js';
import type { PpTooltipGroup } from './pp-tooltip-group.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { center } from '../test-support/pointer.js';
import { until } from '../test-support/wait.js';
import { PopupPosition } from '../shared/popup-position.js';
import {
  TOOLTIP_DELAY,
  TOOLTIP_DELAY_TOPBAR,
  TOOLTIP_SKIP_DELAY,
  defaultDelayGroup,
} from '../shared/delay-group.js';

const isOpen = (tip: PpTooltip) => tip.open && tip.matches(':popover-open');

/** A fixture: a group with a short delay around two buttons with tooltips. */
async function pair(delay = 150) {
  const root = await fixture<PpTooltipGroup>(html`
    <pp-tooltip-group delay=${delay} skip-delay="300" style="display:block;padding:40px">
      <button id="a">Projekt</button>
      <pp-tooltip for="a">Zmień aktywny projekt</pp-tooltip>
      <span style="display:inline-block;width:40px"></span>
      <button id="b">Pomoc</button>
      <pp-tooltip for="b" placement="bottom">Otwórz pomoc</pp-tooltip>
    </pp-tooltip-group>
  `);
  const [tipA, tipB] = [...root.querySelectorAll('pp-tooltip')] as [PpTooltip, PpTooltip];
  const a = root.querySelector<HTMLButtonElement>('#a')!;
  const b = root.querySelector<HTMLButtonElement>('#b')!;
  await tipA.updateComplete;
  await tipB.updateComplete;
  return { root, a, b, tipA, tipB };
}

describe('pp-tooltip', () => {
  before(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  afterEach(async () => {
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
    for (const tip of document.querySelectorAll('pp-tooltip')) tip.hide();
  });

  it('has the spec delays as defaults: 700 ms, skip 300 ms, 200 ms in the top bar', async () => {
    expect(TOOLTIP_DELAY).to.equal(700);
    expect(TOOLTIP_SKIP_DELAY).to.equal(300);
    expect(TOOLTIP_DELAY_TOPBAR).to.equal(200);
    expect(defaultDelayGroup.delay).to.equal(700);
    expect(defaultDelayGroup.skipDelay).to.equal(300);
    const group = await fixture<PpTooltipGroup>(html`<pp-tooltip-group></pp-tooltip-group>`);
    expect(group.delay).to.equal(700);
    expect(group.skipDelay).to.equal(300);
    const tip = await fixture<PpTooltip>(html`<pp-tooltip></pp-tooltip>`);
    expect(tip.placement).to.equal('top');
    expect(tip.longPressDelay).to.equal(500);
  });

  it('opens on hover after the default 700 ms delay', async () => {
    const el = await fixture<HTMLElement>(
      html`<div style="padding:40px">
        <button>Projekt</button>
        <pp-tooltip content="Zmień aktywny projekt"></pp-tooltip>
      </div>`,
    );
    const tip = el.querySelector('pp-tooltip')!;
    await sendMouse({ type: 'move', position: center(el.querySelector('button')!) });
    const start = performance.now();
    await aTimeout(500);
    expect(isOpen(tip)).to.be.false;
    await until(() => isOpen(tip), 'open', 1500);
    expect(performance.now() - start).to.be.at.least(690);
    expect(tip.shadowRoot!.textContent).to.contain('Zmień aktywny projekt');
  });

  it('uses the delay of a parent group, skips it right after another tooltip closed, then waits again', async () => {
    const { a, b, tipA, tipB } = await pair(200);
    await sendMouse({ type: 'move', position: center(a) });
    await aTimeout(100);
    expect(isOpen(tipA)).to.be.false;
    await until(() => isOpen(tipA), 'A open', 1000);
    // Straight to B: within the skip delay it opens at once, and A closes.
    await sendMouse({ type: 'move', position: center(b) });
    await until(() => isOpen(tipB), 'B open at once', 60);
    expect(isOpen(tipA)).to.be.false;
    // Away for longer than the skip delay: the full delay applies again.
    await sendMouse({ type: 'move', position: [790, 590] });
    await aTimeout(TOOLTIP_SKIP_DELAY + 50);
    await sendMouse({ type: 'move', position: center(a) });
    await aTimeout(100);
    expect(isOpen(tipA)).to.be.false;
    await until(() => isOpen(tipA), 'A open after the delay', 1000);
  });

  it('takes the delay from a data-pp-tooltip-delay attribute on an ancestor', async () => {
    const el = await fixture<HTMLElement>(
      html`<header data-pp-tooltip-delay="200" style="padding:40px">
        <button>Menu</button><pp-tooltip>Przełącz menu główne</pp-tooltip>
      </header>`,
    );
    const tip = el.querySelector('pp-tooltip')!;
    await sendMouse({ type: 'move', position: center(el.querySelector('button')!) });
    const start = performance.now();
    await until(() => isOpen(tip), 'open', 1000);
    const waited = performance.now() - start;
    expect(waited).to.be.at.least(190);
    expect(waited).to.be.below(650);
  });

  it('opens at once on keyboard focus and closes on blur', async () => {
    const { a, tipA } = await pair(5000);
    const before = document.createElement('button');
    before.textContent = 'Przed';
    a.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(a);
    await tipA.updateComplete;
    expect(isOpen(tipA)).to.be.true;
    await sendKeys({ press: 'Tab' });
    await tipA.updateComplete;
    expect(isOpen(tipA)).to.be.false;
  });

  it('has role tooltip and describes the trigger only while open', async () => {
    // The role is set through ElementInternals: capture the internals the element attaches.
    const attach = HTMLElement.prototype.attachInternals;
    const attached: ElementInternals[] = [];
    HTMLElement.prototype.attachInternals = function (this: HTMLElement) {
      const internals = attach.call(this);
      attached.push(internals);
      return internals;
    };
    let roles: (string | null)[];
    try {
      document.createElement('pp-tooltip');
      roles = attached.map((internals) => internals.role);
    } finally {
      HTMLElement.prototype.attachInternals = attach;
    }
    expect(roles).to.deep.equal(['tooltip']);
    const { a, tipA } = await pair();
    expect(a.hasAttribute('aria-describedby')).to.be.false;
    const shown = oneEvent(tipA, 'pp-show');
    tipA.show();
    expect((await shown).detail.trigger).to.equal(a);
    expect(a.getAttribute('aria-describedby')).to.equal(tipA.id);
    expect(tipA.id).to.match(/^pp-tooltip-/);
    await expectNoAxeViolations(tipA.parentElement!);
    const hidden = oneEvent(tipA, 'pp-hide');
    tipA.hide();
    await hidden;
    expect(a.hasAttribute('aria-describedby')).to.be.false;
  });

  it('describes the control inside a trigger that delegates its focus (pp-button), which is what is read', async () => {
    const root = await fixture<HTMLElement>(
      html`<div>
        <pp-button id="save-button">Zapisz</pp-button>
        <pp-tooltip for="save-button" content="Zapisuje zmiany"></pp-tooltip>
      </div>`,
    );
    const button = root.querySelector('pp-button')!;
    await button.updateComplete;
    const inner = button.shadowRoot!.querySelector('button')!;
    const tip = root.querySelector('pp-tooltip')!;
    const shown = oneEvent(tip, 'pp-show');
    tip.show();
    await shown;
    // The inner <button> is announced, not the host: the description goes there, by element
    // reference (an id cannot reach out of the shadow root).
    expect([...(inner.ariaDescribedByElements ?? [])].includes(tip)).to.be.true;
    expect(button.hasAttribute('aria-describedby')).to.be.false;
    const hidden = oneEvent(tip, 'pp-hide');
    tip.hide();
    await hidden;
    expect(inner.ariaDescribedByElements ?? []).to.have.length(0);
  });

  it('closes on Escape and stays closed while the pointer rests on the trigger', async () => {
    const { a, tipA } = await pair(50);
    await sendMouse({ type: 'move', position: center(a) });
    await until(() => isOpen(tipA), 'open', 1000);
    await sendKeys({ press: 'Escape' });
    await tipA.updateComplete;
    expect(isOpen(tipA)).to.be.false;
    await aTimeout(150);
    expect(isOpen(tipA)).to.be.false;
  });

  it('closes on a pointer press on the trigger', async () => {
    const { a, tipA } = await pair(50);
    await sendMouse({ type: 'move', position: center(a) });
    await until(() => isOpen(tipA), 'open', 1000);
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    await tipA.updateComplete;
    expect(isOpen(tipA)).to.be.false;
    expect(document.activeElement).to.equal(a);
    await aTimeout(150);
    expect(isOpen(tipA), 'a click focuses, but is not keyboard focus').to.be.false;
  });

  it('lets the pointer move onto the tooltip without closing it (WCAG 1.4.13), and closes on leave', async () => {
    const { a, tipA } = await pair(50);
    await sendMouse({ type: 'move', position: center(a) });
    await until(() => isOpen(tipA), 'open', 1000);
    await aTimeout(50);
    const [ax, ay] = center(a);
    const [tx, ty] = center(tipA.shadowRoot!.querySelector('.body')!);
    expect(ty).to.be.below(ay);
    // Cross the gap in small steps, as a hand would.
    for (let i = 1; i <= 6; i++) {
      await sendMouse({
        type: 'move',
        position: [Math.round(ax + ((tx - ax) * i) / 6), Math.round(ay + ((ty - ay) * i) / 6)],
      });
    }
    await aTimeout(100);
    expect(isOpen(tipA)).to.be.true;
    await sendMouse({ type: 'move', position: [790, 590] });
    await tipA.updateComplete;
    expect(isOpen(tipA)).to.be.false;
  });

  it('closes when the pointer leaves away from the tooltip', async () => {
    const { a, tipA } = await pair(50);
    await sendMouse({ type: 'move', position: center(a) });
    await until(() => isOpen(tipA), 'open', 1000);
    const [ax, ay] = center(a);
    await sendMouse({ type: 'move', position: [ax, ay + 60] });
    await tipA.updateComplete;
    expect(isOpen(tipA)).to.be.false;
  });

  it('keeps one tooltip open at a time', async () => {
    const { tipA, tipB } = await pair();
    tipA.show();
    await tipA.updateComplete;
    tipB.show();
    await tipB.updateComplete;
    await tipA.updateComplete;
    expect(isOpen(tipB)).to.be.true;
    expect(isOpen(tipA)).to.be.false;
  });

  it('closes when an ancestor of the trigger scrolls', async () => {
    const el = await fixture<HTMLElement>(
      html`<div style="height:120px;overflow:auto">
        <div style="height:400px;padding-top:60px">
          <button id="s">Przewiń</button><pp-tooltip for="s">Podpowiedź</pp-tooltip>
        </div>
      </div>`,
    );
    const tip = el.querySelector('pp-tooltip')!;
    tip.show();
    await tip.updateComplete;
    await aTimeout(120);
    expect(isOpen(tip)).to.be.true;
    el.scrollTop = 30;
    await until(() => !isOpen(tip), 'closed by scroll', 500);
  });

  for (const fallback of [false, true]) {
    const how = fallback ? 'by Floating UI (browsers without CSS anchors)' : 'by CSS anchor positioning';
    it(`is placed ${how}: above the trigger, flipped or shifted when there is no room, its arrow at the trigger`, async () => {
      PopupPosition.forceFallback = fallback;
      try {
        await emulateMedia({ reducedMotion: 'reduce' });
        const el = await fixture<HTMLElement>(
          html`<div>
            <button id="top" style="position:fixed;top:2px;left:300px">Na górze</button>
            <pp-tooltip for="top">Pod spodem</pp-tooltip>
            <button id="mid" style="position:fixed;top:300px;left:300px">W środku</button>
            <pp-tooltip for="mid">Nad przyciskiem</pp-tooltip>
            <button id="edge" style="position:fixed;top:300px;right:2px">Brzeg</button>
            <pp-tooltip for="edge">Długi opis przycisku przy prawej krawędzi okna</pp-tooltip>
          </div>`,
        );
        const [flipped, above, shifted] = [...el.querySelectorAll('pp-tooltip')] as [
          PpTooltip,
          PpTooltip,
          PpTooltip,
        ];
        const arrowCentre = (tip: PpTooltip) => center(tip.shadowRoot!.querySelector('[part="arrow"]')!)[0];
        above.show();
        await until(() => above.hasAttribute('data-side'), 'positioned', 1000);
        const mid = el.querySelector('#mid')!.getBoundingClientRect();
        const box = above.getBoundingClientRect();
        expect(above.getAttribute('data-side')).to.equal('top');
        expect(Math.round(mid.top - box.bottom)).to.equal(8);
        expect(Math.abs(box.left + box.width / 2 - (mid.left + mid.width / 2))).to.be.below(1);
        expect(Math.abs(arrowCentre(above) - (mid.left + mid.width / 2))).to.be.at.most(1);
        // CSS anchors name the trigger in the tooltip's own style; Floating UI sets left and top.
        expect(above.style.getPropertyValue('position-anchor') === '').to.equal(fallback);
        flipped.show();
        await until(() => flipped.hasAttribute('data-side'), 'positioned', 1000);
        expect(flipped.getAttribute('data-side')).to.equal('bottom');
        const top = el.querySelector('#top')!.getBoundingClientRect();
        expect(Math.round(flipped.getBoundingClientRect().top - top.bottom)).to.equal(8);
        expect(getComputedStyle(flipped).transitionDuration).to.equal('0s');
        shifted.show();
        await until(() => shifted.hasAttribute('data-side'), 'positioned', 1000);
        const edge = el.querySelector('#edge')!.getBoundingClientRect();
        const bubble = shifted.getBoundingClientRect();
        expect(shifted.getAttribute('data-side')).to.equal('top');
        expect(bubble.right).to.be.at.most(window.innerWidth - 8 + 0.5);
        expect(bubble.width).to.be.above(edge.width);
        expect(Math.abs(arrowCentre(shifted) - (edge.left + edge.width / 2))).to.be.at.most(1);
      } finally {
        PopupPosition.forceFallback = false;
      }
    });
  }

  it('opens on a touch long press and not on a tap, without activating the trigger', async () => {
    const { a, tipA } = await pair(50);
    let clicks = 0;
    a.addEventListener('click', () => clicks++);
    const touch = (type: string, init: PointerEventInit = {}) =>
      a.dispatchEvent(
        new PointerEvent(type, {
          pointerType: 'touch',
          pointerId: 7,
          bubbles: true,
          composed: true,
          clientX: 10,
          clientY: 10,
          ...init,
        }),
      );
    // A tap: released before the long-press delay.
    touch('pointerenter', { bubbles: false });
    touch('pointerdown');
    await aTimeout(100);
    touch('pointerup');
    await aTimeout(500);
    expect(isOpen(tipA), 'a tap never opens (and touch never hovers)').to.be.false;
    // A long press.
    touch('pointerdown');
    await aTimeout(550);
    await tipA.updateComplete;
    expect(isOpen(tipA)).to.be.true;
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    a.dispatchEvent(menu);
    expect(menu.defaultPrevented).to.be.true;
    touch('pointerup');
    a.click();
    expect(clicks).to.equal(0);
    expect(isOpen(tipA)).to.be.true;
    // A press elsewhere dismisses it.
    document.body.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
    await tipA.updateComplete;
    expect(isOpen(tipA)).to.be.false;
  });

  it('keeps the first definitions when loaded twice; the second copies still have their property accessors', async () => {
    const warn = console.warn;
    console.warn = () => {};
    try {
      const tooltip = (await import(new URL('./pp-tooltip.ts?second-copy', import.meta.url).href)) as {
        PpTooltip: typeof PpTooltip;
      };
      const group = (await import(new URL('./pp-tooltip-group.ts?second-copy', import.meta.url).href)) as {
        PpTooltipGroup: typeof PpTooltipGroup;
      };
      expect(tooltip.PpTooltip).not.to.equal(customElements.get('pp-tooltip'));
      expect(group.PpTooltipGroup).not.to.equal(customElements.get('pp-tooltip-group'));
      // @lit/react sets a prop as a property only when the class's prototype has it.
      for (const name of ['anchor', 'placement', 'open', 'longPressDelay']) {
        expect(name in tooltip.PpTooltip.prototype, name).to.be.true;
      }
      expect('skipDelay' in group.PpTooltipGroup.prototype).to.be.true;
    } finally {
      console.warn = warn;
    }
  });

  it('opens for a pointer that was already on its trigger when it attached (elements loaded after the page)', async () => {
    const el = await fixture<HTMLElement>(
      html`<div style="padding:40px"><button id="late">Projekt</button></div>`,
    );
    const button = el.querySelector('button')!;
    await sendMouse({ type: 'move', position: center(button) });
    const tip = document.createElement('pp-tooltip');
    tip.setAttribute('for', 'late');
    tip.delay = 100;
    tip.textContent = 'Zmień aktywny projekt';
    el.append(tip);
    await until(() => isOpen(tip), 'open without a new pointerenter', 1500);
    await sendMouse({ type: 'move', position: [790, 590] });
    await until(() => !isOpen(tip), 'closed on leave', 1500);
  });

  it('opens for keyboard focus that was already on its trigger when it attached, not for a click', async () => {
    const el = await fixture<HTMLElement>(
      html`<div style="padding:40px">
        <button id="typed">Projekt</button>
        <pp-button id="clicked">Pomoc</pp-button>
      </div>`,
    );
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('typed');
    const typed = document.createElement('pp-tooltip');
    typed.setAttribute('for', 'typed');
    typed.textContent = 'Zmień aktywny projekt';
    el.append(typed);
    await until(() => isOpen(typed), 'open at once for keyboard focus', 500);
    typed.remove();

    const clicked = el.querySelector<HTMLElement>('#clicked')!;
    await sendMouse({ type: 'click', position: center(clicked) });
    await sendMouse({ type: 'move', position: [790, 590] });
    const tip = document.createElement('pp-tooltip');
    tip.setAttribute('for', 'clicked');
    tip.textContent = 'Otwórz pomoc';
    el.append(tip);
    await aTimeout(200);
    expect(isOpen(tip), 'a click focuses without :focus-visible').to.be.false;
  });

  it('finds its trigger by `for`, by `anchor` or as the previous sibling, and can be disabled', async () => {
    const el = await fixture<HTMLElement>(
      html`<div>
        <button id="x">X</button><button>Y</button><pp-tooltip>Obok</pp-tooltip>
        <pp-tooltip for="x">Po id</pp-tooltip><pp-tooltip disabled>Wyłączony</pp-tooltip>
      </div>`,
    );
    const [sibling, byId, disabled] = [...el.querySelectorAll('pp-tooltip')] as [
      PpTooltip,
      PpTooltip,
      PpTooltip,
    ];
    expect(sibling.trigger?.textContent).to.equal('Y');
    expect(byId.trigger?.id).to.equal('x');
    const other = document.createElement('span');
    el.append(other);
    byId.anchor = other;
    await byId.updateComplete;
    expect(byId.trigger).to.equal(other);
    disabled.show();
    await disabled.updateComplete;
    expect(isOpen(disabled)).to.be.false;
  });
});
