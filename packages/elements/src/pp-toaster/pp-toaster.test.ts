import { expect, fixture, html, aTimeout, nextFrame, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse, resetMouse, setViewport, emulateMedia } from '@web/test-runner-commands';
import { TOASTER_DEFAULTS } from './pp-toaster.js';
import type { PpToaster } from './pp-toaster.js';
import type { PpToastRegion } from './toast-region.js';
import { toast, toastStore } from './toast.js';
import type { ToastRecord } from './toast.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { center } from '../test-support/pointer.js';
import { until } from '../test-support/wait.js';
import { expectTexts, setLang, withDocumentLang, type BuiltInText } from '../test-support/languages.js';
import { toasterMessages } from './pp-toaster.messages.js';

function regionOf(el: PpToaster): PpToastRegion {
  const region = el.shadowRoot!.querySelector('pp-toast-region') ?? document.querySelector('pp-toast-region');
  if (!region) throw new Error('no region');
  return region;
}

function shown(el: PpToaster): HTMLElement[] {
  return [...regionOf(el).shadowRoot!.querySelectorAll<HTMLElement>('li.toast:not([data-removed])')];
}

function rendered(el: PpToaster): HTMLElement[] {
  return [...regionOf(el).shadowRoot!.querySelectorAll<HTMLElement>('li.toast')];
}

function titles(el: PpToaster): string[] {
  return shown(el).map((li) => li.querySelector('.title')?.textContent ?? '');
}

async function settle(el: PpToaster): Promise<void> {
  await el.updateComplete;
  await nextFrame();
  await el.updateComplete;
}

/** Waits for the toasts' heights to be measured (a frame after they render) and laid out. */
async function measured(el: PpToaster): Promise<void> {
  await settle(el);
  await nextFrame();
  await nextFrame();
  await el.updateComplete;
}

/** Enter and exit animations off, so positions are final at once (prefers-reduced-motion). */
async function still(): Promise<void> {
  await emulateMedia({ reducedMotion: 'reduce' });
}

async function toaster(template = html`<pp-toaster></pp-toaster>`): Promise<PpToaster> {
  const el = await fixture<PpToaster>(template);
  await settle(el);
  return el;
}

describe('pp-toaster', () => {
  before(async () => {
    await setViewport({ width: 1024, height: 768 });
  });

  beforeEach(() => {
    toastStore.reset();
  });

  afterEach(async () => {
    toastStore.reset();
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
    document.documentElement.removeAttribute('dir');
  });

  describe('spec constants', () => {
    it('defaults to the spec: 3 visible, 4000 ms, bottom-right, Alt+T, labels, close button and rich colours on', async () => {
      // The spec's labels are English; without a lang the toaster speaks Polish (see 'languages').
      const el = await toaster(html`<pp-toaster lang="en"></pp-toaster>`);
      expect(el.visibleToasts).to.equal(3);
      expect(el.duration).to.equal(4000);
      expect(el.position).to.equal('bottom-right');
      expect(el.hotkey).to.equal('Alt+T');
      expect(el.label).to.equal('Notifications');
      expect(el.closeLabel).to.equal('Close toast');
      expect(el.closeButton).to.be.true;
      expect(el.richColors).to.be.true;
      expect(TOASTER_DEFAULTS).to.include({ width: 356, gap: 14, offsetTopRight: 76, visibleToasts: 3 });
      const region = regionOf(el);
      expect(region.getAttribute('role')).to.equal('region');
      expect(region.getAttribute('aria-label')).to.equal('Notifications');
      expect(region.getAttribute('aria-keyshortcuts')).to.equal('Alt+T');
      expect(region.hasAttribute('data-rich-colors')).to.be.true;
      expect(TOASTER_DEFAULTS).to.include({ label: 'Notifications', closeLabel: 'Close toast' });
    });

    it('takes the Polish label and close label from properties', async () => {
      const el = await toaster(
        html`<pp-toaster label="Powiadomienia" close-label="Zamknij powiadomienie"></pp-toaster>`,
      );
      toast('Zapisano');
      await settle(el);
      expect(regionOf(el).getAttribute('aria-label')).to.equal('Powiadomienia');
      expect(shown(el)[0]!.querySelector('button.close')!.getAttribute('aria-label')).to.equal(
        'Zamknij powiadomienie',
      );
    });

    it('is 356 px wide, 24 px from the bottom-right corner, with 14 px between expanded toasts', async () => {
      await still();
      const el = await toaster(html`<pp-toaster expand></pp-toaster>`);
      toast('Pierwszy');
      toast('Drugi', { description: 'Z opisem' });
      await measured(el);
      const [front, behind] = shown(el);
      const a = front!.getBoundingClientRect();
      const b = behind!.getBoundingClientRect();
      expect(a.width).to.equal(356);
      expect(Math.round(innerWidth - a.right)).to.equal(24);
      expect(Math.round(innerHeight - a.bottom)).to.equal(24);
      expect(Math.round(a.top - b.bottom)).to.equal(14);
    });

    it('sits 76 px from the top in the top-right position, and supports all six positions', async () => {
      await still();
      const el = await toaster(html`<pp-toaster position="top-right"></pp-toaster>`);
      toast('Na górze');
      await settle(el);
      let rect = shown(el)[0]!.getBoundingClientRect();
      expect(Math.round(rect.top)).to.equal(76);
      expect(Math.round(innerWidth - rect.right)).to.equal(24);
      const expectations: [string, (r: DOMRect) => boolean][] = [
        ['top-left', (r) => Math.round(r.left) === 24 && Math.round(r.top) === 24],
        [
          'top-center',
          (r) => Math.abs(r.left + r.width / 2 - innerWidth / 2) < 1 && Math.round(r.top) === 24,
        ],
        ['bottom-left', (r) => Math.round(r.left) === 24 && Math.round(innerHeight - r.bottom) === 24],
        [
          'bottom-center',
          (r) =>
            Math.abs(r.left + r.width / 2 - innerWidth / 2) < 1 && Math.round(innerHeight - r.bottom) === 24,
        ],
      ];
      for (const [position, ok] of expectations) {
        el.position = position as PpToaster['position'];
        await settle(el);
        rect = regionOf(el).getBoundingClientRect();
        expect(ok(rect), `${position}: ${JSON.stringify(rect)}`).to.be.true;
      }
    });

    it('puts the close button at the top-left corner of the toast', async () => {
      await still();
      const el = await toaster();
      toast('Zapisano');
      await settle(el);
      const li = shown(el)[0]!;
      const close = li.querySelector('button.close')!.getBoundingClientRect();
      const card = li.getBoundingClientRect();
      expect(close.left).to.be.below(card.left + 4);
      expect(close.top).to.be.below(card.top + 4);
    });
  });

  describe('the toast() API', () => {
    it('shows toasts made before the toaster is in the page', async () => {
      toast('Wcześniejszy');
      toast.success('Też wcześniejszy');
      const el = await toaster();
      expect(titles(el)).to.deep.equal(['Też wcześniejszy', 'Wcześniejszy']);
    });

    it('renders every type with its icon', async () => {
      const el = await toaster(html`<pp-toaster visible-toasts="6"></pp-toaster>`);
      toast('Domyślny');
      toast.success('Sukces');
      toast.error('Błąd');
      toast.info('Informacja');
      toast.warning('Ostrzeżenie');
      toast.loading('Ładowanie');
      await settle(el);
      const byType = Object.fromEntries(shown(el).map((li) => [li.dataset['type'], li]));
      expect(Object.keys(byType).sort()).to.deep.equal(
        ['default', 'error', 'info', 'loading', 'success', 'warning'].sort(),
      );
      expect(byType['default']!.querySelector('.icon')).to.equal(null);
      for (const type of ['success', 'error', 'info', 'warning', 'loading']) {
        expect(byType[type]!.querySelector('.icon svg'), type).to.exist;
      }
    });

    it('colours typed toasts with the status tokens when rich colours are on', async () => {
      document.documentElement.style.setProperty('--pp-color-status-success-bg', 'rgb(1, 2, 3)');
      try {
        const el = await toaster();
        toast.success('Sukces');
        await settle(el);
        expect(getComputedStyle(shown(el)[0]!).backgroundColor).to.equal('rgb(1, 2, 3)');
        el.richColors = false;
        await settle(el);
        expect(getComputedStyle(shown(el)[0]!).backgroundColor).not.to.equal('rgb(1, 2, 3)');
      } finally {
        document.documentElement.style.removeProperty('--pp-color-status-success-bg');
      }
    });

    it('updates a toast in place when given an existing id', async () => {
      const el = await toaster();
      const id = toast.loading('Zapisywanie…');
      await settle(el);
      const before = shown(el)[0]!;
      toast.success('Zapisano', { id, description: 'Wszystko gotowe' });
      await settle(el);
      expect(shown(el)).to.have.length(1);
      expect(shown(el)[0]).to.equal(before);
      expect(before.dataset['type']).to.equal('success');
      expect(titles(el)).to.deep.equal(['Zapisano']);
      expect(before.querySelector('.description')!.textContent).to.equal('Wszystko gotowe');
    });

    it('turns a promise into loading, then success or error', async () => {
      const el = await toaster();
      let resolve!: (value: string) => void;
      const ok = toast.promise(new Promise<string>((r) => (resolve = r)), {
        loading: 'Ładowanie',
        success: (value) => `Gotowe: ${value}`,
        error: 'Błąd',
      });
      await settle(el);
      expect(shown(el)[0]!.dataset['type']).to.equal('loading');
      resolve('42');
      expect(await ok.unwrap()).to.equal('42');
      await settle(el);
      expect(shown(el)[0]!.dataset['type']).to.equal('success');
      expect(titles(el)).to.deep.equal(['Gotowe: 42']);

      const failed = toast.promise(Promise.reject(new Error('x')), { loading: 'Ładowanie', error: 'Błąd' });
      await failed.unwrap().catch(() => undefined);
      const response = toast.promise(Promise.resolve(new Response('', { status: 500 })), {
        loading: 'Ładowanie',
        success: 'Nie powinno',
        error: 'Serwer odpowiedział błędem',
      });
      await response.unwrap();
      await settle(el);
      const types = toast.getToasts().map((t) => [t.title, t.type]);
      expect(types).to.deep.include(['Błąd', 'error']);
      expect(types).to.deep.include(['Serwer odpowiedział błędem', 'error']);
    });

    it('dismisses one toast by id or all of them, calling onDismiss', async () => {
      const el = await toaster();
      const dismissed: string[] = [];
      const a = toast('A', { onDismiss: (t) => dismissed.push(t.title) });
      toast('B', { onDismiss: (t) => dismissed.push(t.title) });
      toast('C', { onDismiss: (t) => dismissed.push(t.title) });
      await settle(el);
      toast.dismiss(a);
      await settle(el);
      expect(titles(el)).to.deep.equal(['C', 'B']);
      toast.dismiss();
      await settle(el);
      expect(shown(el)).to.have.length(0);
      expect(dismissed).to.deep.equal(['A', 'B', 'C']);
    });

    it('never leaves a ghost when an id is dismissed and re-created in one tick', async () => {
      const el = await toaster();
      toast('Stary', { id: 'same' });
      await settle(el);
      await aTimeout(50);
      toast.dismiss('same');
      toast('Nowy', { id: 'same' });
      await settle(el);
      await aTimeout(400);
      expect(rendered(el)).to.have.length(1);
      expect(titles(el)).to.deep.equal(['Nowy']);
      expect(toast.getToasts().filter((t) => t.id === 'same')).to.have.length(1);
    });

    it('shows rich content from an element or a slot', async () => {
      const el = await toaster(html`<pp-toaster><strong slot="rich">Treść ze slotu</strong></pp-toaster>`);
      const custom = document.createElement('em');
      custom.textContent = 'Własny element';
      toast('Z elementem', { element: custom });
      toast('Ze slotem', { slot: 'rich' });
      await settle(el);
      const [slotted, withElement] = shown(el);
      expect(withElement!.contains(custom)).to.be.true;
      const slot = slotted!.querySelector('slot')!;
      const assigned = slot.assignedElements({ flatten: true });
      expect(assigned.map((n) => n.textContent)).to.deep.equal(['Treść ze slotu']);
    });
  });

  describe('timers', () => {
    it('closes a toast after its duration and calls onAutoClose', async () => {
      const el = await toaster(html`<pp-toaster duration="150"></pp-toaster>`);
      let closed: ToastRecord | undefined;
      toast('Krótki', { onAutoClose: (t) => (closed = t) });
      const dismiss = oneEvent(el, 'pp-dismiss');
      await settle(el);
      expect(shown(el)).to.have.length(1);
      const event = await dismiss;
      expect(event.detail.reason).to.equal('timeout');
      expect(closed?.title).to.equal('Krótki');
      await settle(el);
      expect(shown(el)).to.have.length(0);
    });

    it('keeps toasts with duration 0, Infinity and loading ones until dismissed', async () => {
      const el = await toaster(html`<pp-toaster duration="60"></pp-toaster>`);
      toast('Zero', { duration: 0 });
      toast('Nieskończoność', { duration: Number.POSITIVE_INFINITY });
      toast.loading('Ładowanie');
      await settle(el);
      await aTimeout(250);
      expect(shown(el)).to.have.length(3);
    });

    it('pauses on hover and keeps the remaining time', async () => {
      const el = await toaster(html`<pp-toaster duration="400"></pp-toaster>`);
      toast('Najedź');
      await settle(el);
      await aTimeout(200);
      await sendMouse({ type: 'move', position: center(shown(el)[0]!) });
      await settle(el);
      expect(regionOf(el).hasAttribute('data-expanded')).to.be.true;
      await aTimeout(500);
      expect(shown(el)).to.have.length(1);
      const left = performance.now();
      await sendMouse({ type: 'move', position: [5, 5] });
      await until(() => shown(el).length === 0, 'auto close after hover', 1000);
      // About 200 ms were left: far less than a full 400 ms restart.
      expect(performance.now() - left).to.be.below(380);
    });

    it('pauses while focus is inside a toast', async () => {
      const el = await toaster(html`<pp-toaster duration="150"></pp-toaster>`);
      toast('Skup się', { action: { label: 'Cofnij' } });
      await settle(el);
      shown(el)[0]!.querySelector<HTMLButtonElement>('button.action')!.focus();
      await aTimeout(350);
      expect(shown(el)).to.have.length(1);
      shown(el)[0]!.querySelector<HTMLButtonElement>('button.action')!.blur();
      await until(() => shown(el).length === 0, 'auto close after blur', 1000);
    });

    it('pauses while the page is hidden', async () => {
      const el = await toaster(html`<pp-toaster duration="150"></pp-toaster>`);
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      try {
        document.dispatchEvent(new Event('visibilitychange'));
        toast('Ukryta strona');
        await settle(el);
        await aTimeout(350);
        expect(shown(el)).to.have.length(1);
      } finally {
        Reflect.deleteProperty(document, 'visibilityState');
        document.dispatchEvent(new Event('visibilitychange'));
      }
      await until(() => shown(el).length === 0, 'auto close when visible', 1000);
    });

    it('queues toasts beyond three and starts their timers only when shown', async () => {
      const el = await toaster(html`<pp-toaster duration="200"></pp-toaster>`);
      for (const n of [1, 2, 3, 4]) toast(`T${n}`);
      await settle(el);
      expect(titles(el)).to.deep.equal(['T3', 'T2', 'T1']);
      await until(() => titles(el).includes('T4'), 'T4 shown', 1000);
      await aTimeout(100);
      expect(titles(el)).to.deep.equal(['T4']);
      await until(() => shown(el).length === 0, 'T4 closed', 1000);
    });
  });

  describe('interaction', () => {
    it('closes on a click anywhere inside the close button, including its icon', async () => {
      await still();
      const el = await toaster();
      toast('Zamknij mnie');
      await settle(el);
      const icon = shown(el)[0]!.querySelector('button.close svg')!;
      const dismiss = oneEvent(el, 'pp-dismiss');
      await sendMouse({ type: 'click', position: center(icon) });
      expect((await dismiss).detail.reason).to.equal('close');
    });

    it('hides the close button when turned off', async () => {
      const el = await toaster(html`<pp-toaster close-button="false"></pp-toaster>`);
      expect(el.closeButton).to.be.false;
      toast('Bez przycisku');
      toast('Z przyciskiem', { closeButton: true });
      toast('Nie do zamknięcia', { closeButton: true, dismissible: false });
      await settle(el);
      expect(shown(el).map((li) => li.querySelector('button.close') !== null)).to.deep.equal([
        false,
        true,
        false,
      ]);
    });

    it('runs the action, which may keep the toast open, and the cancel button', async () => {
      const el = await toaster();
      const clicks: string[] = [];
      toast('Akcja', { action: { label: 'Cofnij', onClick: () => clicks.push('action') } });
      toast('Zostań', {
        action: { label: 'Zostań', onClick: (e) => (clicks.push('stay'), e.preventDefault()) },
      });
      toast('Anuluj', { cancel: { label: 'Anuluj', onClick: () => clicks.push('cancel') } });
      await settle(el);
      const actions: string[] = [];
      el.addEventListener('pp-action', (e) => actions.push(e.detail.button));
      const [cancel, stay, act] = shown(el);
      act!.querySelector<HTMLButtonElement>('button.action')!.click();
      stay!.querySelector<HTMLButtonElement>('button.action')!.click();
      cancel!.querySelector<HTMLButtonElement>('button.cancel')!.click();
      await settle(el);
      expect(clicks).to.deep.equal(['action', 'stay', 'cancel']);
      expect(actions).to.deep.equal(['action', 'action', 'cancel']);
      expect(titles(el)).to.deep.equal(['Zostań']);
    });

    it('collapses the stack (scaled, lifted by the gap) and expands it on hover', async () => {
      await still();
      const el = await toaster();
      toast('Jeden');
      toast('Dwa');
      toast('Trzy');
      await measured(el);
      const region = regionOf(el);
      expect(region.hasAttribute('data-expanded')).to.be.false;
      const [front, second] = shown(el);
      const f = front!.getBoundingClientRect();
      const s = second!.getBoundingClientRect();
      expect(s.width / f.width).to.be.closeTo(0.95, 0.001);
      expect(f.top - s.top).to.be.closeTo(14, 0.5);
      await sendMouse({ type: 'move', position: center(front!) });
      await settle(el);
      expect(region.hasAttribute('data-expanded')).to.be.true;
      await sendMouse({ type: 'move', position: [5, 5] });
      await settle(el);
      expect(region.hasAttribute('data-expanded')).to.be.false;
    });

    it('moves focus into the region with Alt+T; Escape collapses and returns focus', async () => {
      const el = await toaster(html`<div><button id="outside">Poza</button><pp-toaster></pp-toaster></div>`);
      const t = el.querySelector('pp-toaster')!;
      const outside = el.querySelector<HTMLButtonElement>('#outside')!;
      toast('Pierwszy');
      toast('Drugi');
      await settle(t);
      outside.focus();
      await sendKeys({ press: 'Alt+KeyT' });
      await settle(t);
      const region = regionOf(t);
      expect(region.shadowRoot!.activeElement).to.equal(shown(t)[0]);
      expect(region.hasAttribute('data-expanded')).to.be.true;
      await sendKeys({ press: 'Escape' });
      await settle(t);
      expect(document.activeElement).to.equal(outside);
      expect(region.hasAttribute('data-expanded')).to.be.false;
    });

    it('swipes a toast away towards the edge of its position, and springs back from a short drag', async () => {
      await still();
      const el = await toaster();
      toast('Przeciągnij');
      await settle(el);
      const [x, y] = center(shown(el)[0]!);
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [x + 5, y] });
      await aTimeout(100);
      await sendMouse({ type: 'move', position: [x + 10, y] });
      await aTimeout(100);
      await sendMouse({ type: 'up' });
      await settle(el);
      expect(shown(el)).to.have.length(1);
      const dismiss = oneEvent(el, 'pp-dismiss');
      await sendMouse({ type: 'down' });
      for (const dx of [10, 30, 60, 90]) await sendMouse({ type: 'move', position: [x + dx, y] });
      await sendMouse({ type: 'up' });
      expect((await dismiss).detail.reason).to.equal('swipe');
    });

    it('does not swipe towards the opposite side', async () => {
      await still();
      const el = await toaster(html`<pp-toaster position="top-left"></pp-toaster>`);
      toast('W lewo');
      await settle(el);
      const [x, y] = center(shown(el)[0]!);
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      for (const dx of [20, 60, 120]) await sendMouse({ type: 'move', position: [x + dx, y] });
      await sendMouse({ type: 'up' });
      await settle(el);
      expect(shown(el)).to.have.length(1);
      const dismiss = oneEvent(el, 'pp-dismiss');
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      for (const dx of [20, 60, 120]) await sendMouse({ type: 'move', position: [x - dx, y] });
      await sendMouse({ type: 'up' });
      expect((await dismiss).detail.reason).to.equal('swipe');
    });
  });

  describe('accessibility', () => {
    it('has polite and assertive live regions from the start, and announces errors assertively', async () => {
      const el = await toaster();
      const root = regionOf(el).shadowRoot!;
      const polite = root.querySelector('[aria-live="polite"]')!;
      const assertive = root.querySelector('[aria-live="assertive"]')!;
      expect(polite).to.exist;
      expect(assertive).to.exist;
      expect(polite.textContent).to.equal('');
      toast.success('Zapisano', { description: 'Plik jest na serwerze' });
      toast.error('Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.');
      await settle(el);
      await aTimeout(150);
      expect(polite.textContent).to.equal('Zapisano. Plik jest na serwerze');
      expect(assertive.textContent).to.equal('Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.');
    });

    it('announces queued toasts only when they are shown', async () => {
      const el = await toaster(html`<pp-toaster visible-toasts="1"></pp-toaster>`);
      const first = toast('Pierwszy');
      toast('Drugi');
      await settle(el);
      await aTimeout(150);
      const polite = regionOf(el).shadowRoot!.querySelector('[aria-live="polite"]')!;
      expect(polite.textContent).to.equal('Pierwszy');
      toast.dismiss(first);
      await settle(el);
      await aTimeout(150);
      expect(polite.textContent).to.equal('PierwszyDrugi');
    });

    it('stays in the top layer and clickable above a modal dialog', async () => {
      await still();
      const el = await toaster(
        html`<div>
          <dialog>
            <p>Okno modalne</p>
            <button>W oknie</button>
          </dialog>
          <pp-toaster></pp-toaster>
        </div>`,
      );
      const dialog = el.querySelector('dialog')!;
      const t = el.querySelector('pp-toaster')!;
      dialog.showModal();
      let clicked = 0;
      toast('Nad oknem', { action: { label: 'Cofnij', onClick: () => clicked++ } });
      await settle(t);
      const region = regionOf(t);
      expect(region.matches(':popover-open')).to.be.true;
      const button = shown(t)[0]!.querySelector('button.action')!;
      await sendMouse({ type: 'click', position: center(button) });
      expect(clicked).to.equal(1);
      dialog.close();
      await settle(t);
      await aTimeout(20);
      expect(t.shadowRoot!.contains(region)).to.be.true;
      expect(region.matches(':popover-open')).to.be.true;
    });

    it('follows the document direction', async () => {
      await still();
      document.documentElement.dir = 'rtl';
      const el = await toaster();
      toast('Od prawej');
      await settle(el);
      const li = shown(el)[0]!;
      expect(getComputedStyle(li).direction).to.equal('rtl');
      const close = li.querySelector('button.close')!.getBoundingClientRect();
      expect(close.right).to.be.above(li.getBoundingClientRect().right - 4);
    });

    it('honours prefers-reduced-motion: no transitions and no exit delay', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await toaster();
      const id = toast('Bez ruchu');
      await settle(el);
      expect(getComputedStyle(shown(el)[0]!).transitionDuration).to.equal('0s');
      toast.dismiss(id);
      await settle(el);
      expect(rendered(el)).to.have.length(0);
    });

    it('passes axe with every type and buttons', async () => {
      await still();
      const el = await toaster(html`<pp-toaster visible-toasts="6" expand></pp-toaster>`);
      toast('Domyślny', { description: 'Opis', action: { label: 'Cofnij' }, cancel: { label: 'Anuluj' } });
      toast.success('Sukces');
      toast.error('Błąd');
      toast.info('Informacja');
      toast.warning('Ostrzeżenie');
      toast.loading('Ładowanie');
      await settle(el);
      await expectNoAxeViolations(el);
    });
  });

  describe('robustness', () => {
    it('never shows more than 3 while animated toasts come and go', async () => {
      const el = await toaster();
      const root = regionOf(el).shadowRoot!;
      let most = 0;
      const observer = new MutationObserver(() => {
        most = Math.max(most, root.querySelectorAll('li.toast:not([data-removed])').length);
      });
      observer.observe(root, { childList: true, subtree: true, attributes: true });
      for (let i = 0; i < 12; i++) toast(`Animowany ${i}`, { duration: 30 });
      await until(() => toast.getToasts().length === 0, 'the animated burst to drain', 5000);
      await aTimeout(300);
      observer.disconnect();
      expect(most).to.equal(3);
      expect(rendered(el)).to.have.length(0);
    });

    it('shows or dismisses all of a burst of 1,000 toasts, never more than 3 at once', async function () {
      this.timeout(15000);
      // The queue is under test here, not the paint speed of 1,000 enter and exit animations.
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await toaster();
      const root = regionOf(el).shadowRoot!;
      const seen = new Set<string>();
      let most = 0;
      const count = () => {
        const now = root.querySelectorAll<HTMLElement>('li.toast:not([data-removed])');
        most = Math.max(most, now.length);
        for (const li of now) seen.add(li.dataset['id']!);
      };
      const observer = new MutationObserver(count);
      // Reduced motion: toasts leave the DOM at once, so added and removed nodes say it all.
      observer.observe(root, { childList: true, subtree: true });
      let closed = 0;
      let dismissed = 0;
      const created: (string | number)[] = [];
      for (let i = 0; i < 1000; i++) {
        created.push(
          toast(`Toast ${i}`, {
            duration: 1,
            onAutoClose: () => closed++,
            onDismiss: () => dismissed++,
          }),
        );
        // Some are dismissed by the API while they still wait in the queue.
        if (i % 100 === 99) toast.dismiss(created[i - 50]);
      }
      expect(created).to.have.length(1000);
      expect(toast.getToasts().length).to.equal(990);
      await until(() => toast.getToasts().length === 0, 'the burst to drain', 12000);
      await settle(el);
      observer.disconnect();
      expect(most).to.be.at.most(3);
      expect(closed + dismissed).to.equal(1000);
      expect(dismissed).to.equal(10);
      // Every toast that was not dismissed while queued was on screen before it closed.
      expect(seen.size).to.equal(990);
    });
  });

  describe('languages', () => {
    /** Every built-in text of the toaster, and where it shows (the first toast's close button). */
    const texts: BuiltInText<PpToaster>[] = [
      {
        property: 'label',
        pl: 'Powiadomienia',
        en: 'Notifications',
        read: (el) => regionOf(el).getAttribute('aria-label'),
      },
      {
        property: 'closeLabel',
        pl: 'Zamknij powiadomienie',
        en: 'Close toast',
        read: (el) => shown(el)[0]!.querySelector('button.close')!.getAttribute('aria-label'),
      },
    ];

    it('lists every built-in text of the catalogue', () => {
      for (const language of ['pl', 'en'] as const) {
        expect(toasterMessages[language]).to.deep.equal(
          Object.fromEntries(texts.map((text) => [text.property, text[language]])),
        );
      }
    });

    it('speaks Polish with lang="pl", English once lang becomes "en" at run time, and Polish again', async () => {
      const el = await toaster(html`<pp-toaster lang="pl"></pp-toaster>`);
      toast('Zapisano', { duration: Infinity });
      await settle(el);
      await expectTexts(el, texts, 'pl');
      await setLang(el, 'en', el);
      await settle(el);
      await expectTexts(el, texts, 'en');
      await setLang(el, 'pl', el);
      await settle(el);
      await expectTexts(el, texts, 'pl');
    });

    it('speaks Polish without any lang, and follows <html lang> and an ancestor’s lang', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div><pp-toaster></pp-toaster></div>`);
      const el = wrapper.querySelector('pp-toaster')!;
      toast('Zapisano', { duration: Infinity });
      await settle(el);
      await expectTexts(el, texts, 'pl');
      await withDocumentLang('en', async () => {
        await null;
        await settle(el);
        await expectTexts(el, texts, 'en');
        await setLang(wrapper, 'pl-PL', el);
        await settle(el);
        await expectTexts(el, texts, 'pl');
        await setLang(wrapper, 'en-GB', el);
        await settle(el);
        await expectTexts(el, texts, 'en');
      });
    });

    it('keeps a label set by attribute or property in every language; removing it restores the catalogue', async () => {
      const el = await toaster(html`<pp-toaster lang="en" label="Alerts"></pp-toaster>`);
      el.closeLabel = 'Dismiss';
      toast('Saved', { duration: Infinity });
      await settle(el);
      await setLang(el, 'pl', el);
      await settle(el);
      expect(regionOf(el).getAttribute('aria-label')).to.equal('Alerts');
      expect(shown(el)[0]!.querySelector('button.close')!.getAttribute('aria-label')).to.equal('Dismiss');
      el.removeAttribute('label');
      // Typed as the text itself; JavaScript may give it back to the catalogue with undefined.
      (el as { closeLabel: unknown }).closeLabel = undefined;
      await settle(el);
      await expectTexts(el, texts, 'pl');
    });

    it('gives two toasters on one page their own languages', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div>
          <pp-toaster toaster-id="a" lang="pl"></pp-toaster>
          <pp-toaster toaster-id="b" lang="en" position="top-left"></pp-toaster>
        </div>`,
      );
      const [a, b] = [...wrapper.querySelectorAll('pp-toaster')] as [PpToaster, PpToaster];
      toast('A', { toasterId: 'a', duration: Infinity });
      toast('B', { toasterId: 'b', duration: Infinity });
      await settle(a);
      await settle(b);
      await expectTexts(a, texts, 'pl');
      await expectTexts(b, texts, 'en');
    });

    it('carries its lang into a modal dialog it moves into', async () => {
      await still();
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="pl">
          <dialog><button>W oknie</button></dialog>
          <pp-toaster lang="en"></pp-toaster>
        </div>`,
      );
      const el = wrapper.querySelector('pp-toaster')!;
      const dialog = wrapper.querySelector('dialog')!;
      dialog.showModal();
      toast('Saved', { duration: Infinity });
      await settle(el);
      const region = regionOf(el);
      expect(dialog.contains(region)).to.be.true;
      expect(region.getAttribute('lang')).to.equal('en');
      await setLang(el, 'pl', el);
      await settle(el);
      expect(region.getAttribute('lang')).to.equal('pl');
      await expectTexts(el, texts, 'pl');
      dialog.close();
      await settle(el);
      await aTimeout(20);
      expect(el.shadowRoot!.contains(region)).to.be.true;
      expect(region.hasAttribute('lang'), 'inside the toaster it inherits').to.be.false;
    });
  });
});
