/**
 * What the toaster imports after its first use: the toasts' view when the first toast arrives (or the
 * page is idle), the swipe code on the first press on a toast. This file runs in a page of its own, so
 * neither module is loaded before its first test (pp-toaster.idle.test.ts has the idle load).
 */
import { aTimeout, expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import './pp-toaster.js';
import type { PpToaster } from './pp-toaster.js';
import { toast, toastStore } from './toast.js';

const loaded = (module: string) =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/${module}.`));

function front(el: PpToaster): HTMLElement {
  const li = el.shadowRoot!.querySelector('pp-toast-region')!.shadowRoot!.querySelector('li.toast');
  if (!(li instanceof HTMLElement)) throw new Error('no toast');
  return li;
}

describe('pp-toaster: the toasts’ view loaded on first use', () => {
  afterEach(() => toastStore.reset());

  it('shows the toasts made before the view arrived once it has: updateComplete waits for it', async () => {
    expect(loaded('toast-view'), 'not part of the first use').to.be.false;
    const el = document.createElement('pp-toaster');
    document.body.append(el);
    try {
      const root = el.shadowRoot!.querySelector('pp-toast-region')!.shadowRoot!;
      // One task: the view cannot arrive before all of this.
      const first = toast('Pierwszy', { duration: Infinity });
      const gone = toast('Odwołany', { duration: Infinity });
      const error = toast.error('Błąd', { duration: Infinity });
      toast.dismiss(gone);
      // A few microtasks: the first update has run; the view, which comes over the network, has not.
      for (let i = 0; i < 10; i++) await null;
      expect(el.hasUpdated).to.be.true;
      expect(el.visibleToastIds).to.deep.equal([error, first]);
      expect(root.querySelector('li.toast'), 'nothing to render them with yet').to.equal(null);
      expect(root.querySelector('[aria-live="polite"]'), 'the live regions are there').to.exist;

      await el.updateComplete;
      expect(loaded('toast-view')).to.be.true;
      const shown = [...root.querySelectorAll<HTMLElement>('li.toast')];
      expect(shown.map((li) => li.querySelector('.title')?.textContent)).to.deep.equal(['Błąd', 'Pierwszy']);
      expect(shown.map((li) => li.dataset['type'])).to.deep.equal(['error', 'default']);
      expect(shown[0]!.querySelector('button.close')!.getAttribute('aria-label')).to.equal(
        'Zamknij powiadomienie',
      );

      // Announced once each, whether before or after the view arrived.
      el.requestUpdate();
      await el.updateComplete;
      await aTimeout(150);
      expect(root.querySelector('[aria-live="polite"]')!.textContent).to.equal('Pierwszy');
      expect(root.querySelector('[aria-live="assertive"]')!.textContent).to.equal('Błąd');
    } finally {
      el.remove();
    }
  });
});

describe('pp-toaster: swipe loaded on first use', () => {
  afterEach(() => toastStore.reset());

  it('swipes a toast whose whole gesture came before the swipe code did', async () => {
    const el = await fixture<PpToaster>(html`<pp-toaster></pp-toaster>`);
    toast('Przeciągnij', { duration: Infinity });
    await el.updateComplete;
    await nextFrame();
    expect(loaded('toast-swipe'), 'not loaded before the first press').to.be.false;
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
    expect(loaded('toast-swipe')).to.be.true;
    expect(toast.getToasts()).to.have.length(0);
  });
});
