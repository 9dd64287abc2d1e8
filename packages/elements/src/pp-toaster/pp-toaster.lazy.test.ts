/**
 * The swipe code is imported on the first press on a toast. This file runs in a page of its own, so
 * the module is not loaded before its first test.
 */
import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import './pp-toaster.js';
import type { PpToaster } from './pp-toaster.js';
import { toast, toastStore } from './toast.js';

const swipeModuleLoaded = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('/toast-swipe.'));

function front(el: PpToaster): HTMLElement {
  const li = el.shadowRoot!.querySelector('pp-toast-region')!.shadowRoot!.querySelector('li.toast');
  if (!(li instanceof HTMLElement)) throw new Error('no toast');
  return li;
}

describe('pp-toaster: swipe loaded on first use', () => {
  afterEach(() => toastStore.reset());

  it('swipes a toast whose whole gesture came before the swipe code did', async () => {
    const el = await fixture<PpToaster>(html`<pp-toaster></pp-toaster>`);
    toast('Przeciągnij', { duration: Infinity });
    await el.updateComplete;
    await nextFrame();
    expect(swipeModuleLoaded(), 'not loaded before the first press').to.be.false;
    const li = front(el);
    const r = li.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const fire = (type: string, dx: number) =>
      li.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          composed: true,
          pointerId: 1,
          pointerType: 'mouse',
          isPrimary: true,
          button: 0,
          buttons: type === 'pointerup' ? 0 : 1,
          clientX: x + dx,
          clientY: y,
        }),
      );
    const dismiss = oneEvent(el, 'pp-dismiss');
    // One task: the import cannot have finished before the pointer goes up.
    fire('pointerdown', 0);
    for (const dx of [10, 30, 60, 90]) fire('pointermove', dx);
    fire('pointerup', 90);
    expect(toast.getToasts(), 'still waiting for the code').to.have.length(1);
    expect((await dismiss).detail.reason).to.equal('swipe');
    expect(swipeModuleLoaded()).to.be.true;
    expect(toast.getToasts()).to.have.length(0);
  });
});
