import { expect, fixture, html, aTimeout } from '@open-wc/testing';
import { LitElement, css } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import './pp-scroll-area.js';
import type { PpScrollArea } from './pp-scroll-area.js';
import { SCROLL_AREA_HIDE_DELAY, ScrollAreaController } from '../shared/scroll-area-controller.js';
import { LazyScrollAreaController } from '../shared/lazy-scroll-area-controller.js';
import { scrollAreaStyles } from '../shared/scroll-area.styles.js';
import { expectNoAxeViolations } from '../test-support/axe.js';

/** The computed `scrollbar-color` of a hidden scrollbar. */
const HIDDEN = 'rgba(0, 0, 0, 0) rgba(0, 0, 0, 0)';

const lines = (n: number) => Array.from({ length: n }, (_, i) => html`<p>Wiersz ${i + 1}</p>`);

/** Another element's shadow root using the shared style and controller, as the sidebar does. */
class ScrollHost extends LitElement {
  static override styles = [
    scrollAreaStyles,
    css`
      .list {
        height: var(--test-list-height, 80px);
      }
    `,
  ];
  controller = new ScrollAreaController(this, {
    target: () => this.renderRoot.querySelector<HTMLElement>('.list'),
    hideDelay: 100,
  });
  protected override render() {
    return html`<div class="list">${lines(20)}</div>`;
  }
}
customElements.define('test-scroll-host', ScrollHost);

/** The same with the controller loaded on first need; `eager` decides whether it loads at once. */
class LazyScrollHost extends LitElement {
  static override styles = ScrollHost.styles;
  eager = false;
  lazy = new LazyScrollAreaController(this, {
    target: () => this.renderRoot.querySelector<HTMLElement>('.list'),
    hideDelay: 100,
    eager: () => this.eager,
  });
  protected override render() {
    return html`<div class="list" data-pp-scroll-area>${lines(20)}<button>Akcja</button></div>`;
  }
}
customElements.define('test-lazy-scroll-host', LazyScrollHost);

describe('pp-scroll-area', () => {
  it('defaults to the spec: hide delay 600 ms, shown while scrolling', async () => {
    const el = await fixture<PpScrollArea>(html`<pp-scroll-area></pp-scroll-area>`);
    expect(SCROLL_AREA_HIDE_DELAY).to.equal(600);
    expect(el.hideDelay).to.equal(600);
    expect(el.type).to.equal('scroll');
  });

  it('shows the scrollbar while scrolling and hides it 600 ms after scrolling stops', async () => {
    const el = await fixture<PpScrollArea>(
      html`<pp-scroll-area style="height:100px" label="Lista">${lines(30)}</pp-scroll-area>`,
    );
    const viewport = el.viewport!;
    expect(viewport.hasAttribute('data-scrollbar')).to.be.false;
    expect(getComputedStyle(viewport).scrollbarColor).to.equal(HIDDEN);
    viewport.scrollTop = 40;
    await aTimeout(50);
    expect(viewport.getAttribute('data-scrollbar')).to.equal('visible');
    expect(getComputedStyle(viewport).scrollbarColor).not.to.equal(HIDDEN);
    // Keep scrolling: the countdown starts again from the last scroll.
    await aTimeout(300);
    viewport.scrollTop = 80;
    await aTimeout(450);
    expect(viewport.getAttribute('data-scrollbar')).to.equal('visible');
    await aTimeout(300);
    expect(viewport.hasAttribute('data-scrollbar')).to.be.false;
  });

  it('is focusable only when it overflows and holds nothing focusable', async () => {
    const el = await fixture<HTMLElement>(
      html`<div>
        <pp-scroll-area style="height:100px" label="Tekst">${lines(30)}</pp-scroll-area>
        <pp-scroll-area style="height:100px" label="Z przyciskiem"
          >${lines(30)}<button>Akcja</button></pp-scroll-area
        >
        <pp-scroll-area style="height:300px" label="Krótka">${lines(2)}</pp-scroll-area>
      </div>`,
    );
    const [text, withButton, short] = [...el.querySelectorAll('pp-scroll-area')] as PpScrollArea[];
    await aTimeout(50);
    expect(text!.viewport!.getAttribute('tabindex')).to.equal('0');
    expect(text!.viewport!.getAttribute('role')).to.equal('region');
    expect(withButton!.viewport!.hasAttribute('tabindex')).to.be.false;
    expect(short!.viewport!.hasAttribute('tabindex')).to.be.false;
    // Content grows: now it overflows.
    for (let i = 0; i < 30; i++)
      short!.append(Object.assign(document.createElement('p'), { textContent: 'Nowy' }));
    await aTimeout(100);
    expect(short!.viewport!.getAttribute('tabindex')).to.equal('0');
    await expectNoAxeViolations(el);
  });

  it('adds and removes its tabindex without a ResizeObserver loop error', async () => {
    // Only the container's size changes (page CSS, a layout switch): the tabindex is written inside
    // the ResizeObserver's delivery and wakes the MutationObserver, which must not observe the
    // content afresh then, or the browser reports undelivered notifications.
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(String(event.message));
      if (String(event.message).includes('ResizeObserver loop')) event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      const host = await fixture<ScrollHost>(html`<test-scroll-host></test-scroll-host>`);
      await aTimeout(50);
      const list = host.shadowRoot!.querySelector<HTMLElement>('.list')!;
      expect(list.getAttribute('tabindex')).to.equal('0');
      for (let round = 0; round < 3; round++) {
        host.style.setProperty('--test-list-height', '2000px');
        await aTimeout(100);
        expect(list.hasAttribute('tabindex'), 'tall: no overflow, no tab stop').to.be.false;
        host.style.removeProperty('--test-list-height');
        await aTimeout(100);
        expect(list.getAttribute('tabindex'), 'short again: a tab stop').to.equal('0');
      }
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).to.deep.equal([]);
  });

  it('lets the keyboard scroll it and shows the scrollbar on keyboard focus', async () => {
    const el = await fixture<PpScrollArea>(
      html`<pp-scroll-area style="height:100px" label="Lista">${lines(30)}</pp-scroll-area>`,
    );
    await aTimeout(50);
    const viewport = el.viewport!;
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(viewport);
    expect(getComputedStyle(viewport).scrollbarColor).not.to.equal(HIDDEN);
    await sendKeys({ press: 'ArrowDown' });
    await aTimeout(100);
    expect(viewport.scrollTop).to.be.above(0);
  });

  it('drives a scroll container in another element’s shadow root', async () => {
    const host = await fixture<ScrollHost>(html`<test-scroll-host></test-scroll-host>`);
    await aTimeout(50);
    const list = host.shadowRoot!.querySelector<HTMLElement>('.list')!;
    expect(list.hasAttribute('data-pp-scroll-area')).to.be.true;
    expect(list.getAttribute('tabindex')).to.equal('0');
    list.scrollTop = 30;
    await aTimeout(30);
    expect(host.controller.visible).to.be.true;
    await aTimeout(200);
    expect(host.controller.visible).to.be.false;
  });

  describe('loaded on first need (LazyScrollAreaController)', () => {
    const list = (host: LazyScrollHost) => host.shadowRoot!.querySelector<HTMLElement>('.list')!;

    it('shows the scrollbar on a scroll before the controller arrived, and hides it after the delay', async () => {
      const host = await fixture<LazyScrollHost>(html`<test-lazy-scroll-host></test-lazy-scroll-host>`);
      await aTimeout(50);
      expect(host.lazy.controller, 'nothing touched it yet').to.equal(undefined);
      const scroller = list(host);
      let shownAtScroll: boolean | undefined;
      let loadedAtScroll: boolean | undefined;
      let scrolledAt = 0;
      scroller.addEventListener(
        'scroll',
        () => {
          scrolledAt = performance.now();
          shownAtScroll = scroller.getAttribute('data-scrollbar') === 'visible';
          loadedAtScroll = host.lazy.controller !== undefined;
        },
        { once: true },
      );
      let hiddenAt = 0;
      const observer = new MutationObserver(() => {
        if (!scroller.hasAttribute('data-scrollbar')) hiddenAt ||= performance.now();
      });
      observer.observe(scroller, { attributes: true, attributeFilter: ['data-scrollbar'] });
      scroller.scrollTop = 30;
      await aTimeout(30);
      expect(loadedAtScroll, 'the scroll came first').to.be.false;
      expect(shownAtScroll, 'shown as it scrolls').to.be.true;
      expect(host.lazy.controller, 'loaded by the scroll').to.be.instanceOf(ScrollAreaController);
      expect(host.lazy.controller!.visible).to.be.true;
      await aTimeout(300);
      observer.disconnect();
      expect(scroller.hasAttribute('data-scrollbar'), 'hidden again').to.be.false;
      expect(hiddenAt - scrolledAt, 'not before the hide delay').to.be.at.least(100 - 5);
      // From now on the controller itself drives it.
      scroller.scrollTop = 60;
      await aTimeout(30);
      expect(host.lazy.controller!.visible).to.be.true;
    });

    it('loads on focus or the pointer in the container, or at once when eager', async () => {
      const focused = await fixture<LazyScrollHost>(html`<test-lazy-scroll-host></test-lazy-scroll-host>`);
      await aTimeout(50);
      expect(focused.lazy.controller, 'not before').to.equal(undefined);
      focused.shadowRoot!.querySelector('button')!.focus();
      await aTimeout(50);
      expect(focused.lazy.controller, 'focus').to.be.instanceOf(ScrollAreaController);

      const hovered = await fixture<LazyScrollHost>(html`<test-lazy-scroll-host></test-lazy-scroll-host>`);
      list(hovered).dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
      await aTimeout(50);
      expect(hovered.lazy.controller, 'pointer').to.be.instanceOf(ScrollAreaController);

      const eager = document.createElement('test-lazy-scroll-host') as LazyScrollHost;
      eager.eager = true;
      const wrapper = await fixture<HTMLDivElement>(html`<div>${eager}</div>`);
      await aTimeout(50);
      expect(eager.lazy.controller, 'eager').to.be.instanceOf(ScrollAreaController);
      wrapper.remove();
    });
  });
});
