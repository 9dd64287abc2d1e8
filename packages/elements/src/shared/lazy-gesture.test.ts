import { expect } from '@open-wc/testing';
import { LazyGesture } from './lazy-gesture.js';
import type { PointerGesture } from './lazy-gesture.js';

/** A gesture that records what it is given. */
class Recorder implements PointerGesture<string> {
  readonly calls: string[] = [];
  active = false;
  start(event: PointerEvent, target: string): void {
    this.active = true;
    this.calls.push(`start ${target} ${event.clientX}`);
  }
  move(event: PointerEvent): void {
    this.calls.push(`move ${event.clientX}`);
  }
  end(event: PointerEvent): void {
    this.active = false;
    this.calls.push(`end ${event.clientX}`);
  }
  cancel(event: PointerEvent): void {
    this.active = false;
    this.calls.push(`cancel ${event.clientX}`);
  }
}

const at = (type: string, x: number) => new PointerEvent(type, { clientX: x });

/** A load that waits for the test to `arrive` (or `fail`). */
function held() {
  let arrive!: (gesture: Recorder) => void;
  let fail!: (error: Error) => void;
  let loads = 0;
  const load = () => {
    loads++;
    return new Promise<Recorder>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
  };
  return { load, arrive: (g: Recorder) => arrive(g), fail: (e: Error) => fail(e), loads: () => loads };
}

describe('LazyGesture', () => {
  it('loads on the first start, keeps the events of that gesture and hands them over in order', async () => {
    const { load, arrive, loads } = held();
    let changes = 0;
    const lazy = new LazyGesture(load, () => changes++);
    const element = document.createElement('div');
    lazy.move(at('pointermove', 1));
    expect(loads(), 'nothing before a start').to.equal(0);
    lazy.start(at('pointerdown', 10), 'toast', element);
    expect(lazy.active, 'waiting counts as under way').to.be.true;
    expect(changes).to.equal(1);
    lazy.start(at('pointerdown', 99), 'other', element);
    lazy.move(at('pointermove', 20));
    lazy.move(at('pointermove', 30));
    lazy.end(at('pointerup', 30));
    lazy.cancel(at('lostpointercapture', 30));
    expect(loads()).to.equal(1);
    const gesture = new Recorder();
    arrive(gesture);
    await Promise.resolve();
    await Promise.resolve();
    expect(gesture.calls).to.deep.equal(['start toast 10', 'move 20', 'move 30', 'end 30', 'cancel 30']);
    expect(lazy.active).to.be.false;
    lazy.start(at('pointerdown', 40), 'next', element);
    expect(lazy.active).to.be.true;
    lazy.end(at('pointerup', 50));
    expect(gesture.calls.slice(-2)).to.deep.equal(['start next 40', 'end 50']);
    expect(loads()).to.equal(1);
  });

  it('drops the waiting gesture when the code fails to load, and tries again on the next start', async () => {
    const { load, fail, arrive, loads } = held();
    let changes = 0;
    const lazy = new LazyGesture(load, () => changes++);
    const element = document.createElement('div');
    const reported: unknown[] = [];
    const reportError = window.reportError;
    window.reportError = (error: unknown) => reported.push(error);
    try {
      lazy.start(at('pointerdown', 1), 'toast', element);
      fail(new Error('offline'));
      await Promise.resolve();
      await Promise.resolve();
    } finally {
      window.reportError = reportError;
    }
    expect(lazy.active).to.be.false;
    expect(changes).to.equal(2);
    expect(reported).to.have.length(1);
    lazy.start(at('pointerdown', 2), 'toast', element);
    expect(loads()).to.equal(2);
    const gesture = new Recorder();
    arrive(gesture);
    await Promise.resolve();
    await Promise.resolve();
    expect(gesture.calls).to.deep.equal(['start toast 2']);
  });
});
