import { expect, fixture, html, aTimeout } from '@open-wc/testing';
import { ToastSwipe, follow, swipeDirections, swipeOut } from './toast-swipe.js';
import type { ToastSwipeCallbacks } from './toast-swipe.js';
import type { ToastRecord } from './toast.js';

const record = { id: 1, key: 1, version: 0, type: 'default', title: 'T' } as ToastRecord;

const pointer = (type: string, x: number, y: number, pointerId = 1) =>
  new PointerEvent(type, { clientX: x, clientY: y, pointerId, button: 0 });

/** A swipe on a fresh element, with its callbacks recorded. */
async function swipe(position = 'bottom-right') {
  const element = await fixture<HTMLElement>(html`<div style="width: 200px; height: 50px"></div>`);
  const calls: string[] = [];
  const callbacks: ToastSwipeCallbacks = {
    directions: () => swipeDirections(position),
    threshold: () => 45,
    onStart: () => calls.push('start'),
    onSwipeOut: (r, out) => calls.push(`out ${r.key} ${out}`),
    onEnd: (released) => calls.push(released ? 'end' : 'cancel'),
  };
  return { element, calls, gesture: new ToastSwipe(callbacks) };
}

describe('toast-swipe', () => {
  it('leaves towards the nearest edges of each position', () => {
    expect(swipeDirections('bottom-right')).to.deep.equal({ x: 1, y: 1 });
    expect(swipeDirections('bottom-left')).to.deep.equal({ x: -1, y: 1 });
    expect(swipeDirections('bottom-center')).to.deep.equal({ x: 0, y: 1 });
    expect(swipeDirections('top-right')).to.deep.equal({ x: 1, y: -1 });
    expect(swipeDirections('top-left')).to.deep.equal({ x: -1, y: -1 });
    expect(swipeDirections('top-center')).to.deep.equal({ x: 0, y: -1 });
  });

  it('follows the pointer towards the edge and gives only a little against it', () => {
    expect(follow(60, 1)).to.equal(60);
    expect(follow(-60, -1)).to.equal(-60);
    expect(follow(-60, 1)).to.equal(-10);
    expect(follow(60, 0)).to.equal(10);
  });

  it('dismisses past the threshold (45) or on a flick, and springs back otherwise', () => {
    const d = { x: 1, y: 1 } as const;
    expect(swipeOut('x', 45, 0, d, 45, 1000)).to.equal('110% 0');
    expect(swipeOut('y', 0, 50, d, 45, 1000)).to.equal('0 110%');
    expect(swipeOut('x', -50, 0, { x: -1, y: 1 }, 45, 1000)).to.equal('-110% 0');
    expect(swipeOut('x', 44, 0, d, 45, 1000)).to.equal(undefined);
    // A flick: more than 5 px faster than 0.11 px/ms.
    expect(swipeOut('x', 12, 0, d, 45, 100)).to.equal('110% 0');
    expect(swipeOut('x', 12, 0, d, 45, 110)).to.equal(undefined);
    expect(swipeOut('x', 5, 0, d, 45, 1)).to.equal(undefined);
    // Against the edge, or no movement: never.
    expect(swipeOut('x', -80, 0, d, 45, 10)).to.equal(undefined);
    expect(swipeOut(undefined, 0, 0, d, 45, 10)).to.equal(undefined);
    expect(swipeOut('x', 80, 0, { x: 0, y: 1 }, 45, 10)).to.equal(undefined);
  });

  it('moves the toast along the first axis it moves on and swipes it out', async () => {
    const { element, calls, gesture } = await swipe();
    gesture.start(pointer('pointerdown', 100, 100), record, element);
    expect(gesture.active).to.be.true;
    gesture.move(pointer('pointermove', 101, 101));
    expect(element.hasAttribute('data-swiping'), 'not before 2 px').to.be.false;
    gesture.move(pointer('pointermove', 130, 110));
    expect(element.hasAttribute('data-swiping')).to.be.true;
    expect(element.style.getPropertyValue('--_swipe-x')).to.equal('30');
    expect(element.style.getPropertyValue('--_swipe-y')).to.equal('0');
    gesture.move(pointer('pointermove', 90, 300, 2));
    expect(element.style.getPropertyValue('--_swipe-x'), 'another pointer').to.equal('30');
    gesture.move(pointer('pointermove', 160, 100));
    gesture.end(pointer('pointerup', 160, 100));
    expect(gesture.active).to.be.false;
    expect(element.hasAttribute('data-swiping')).to.be.false;
    expect(calls).to.deep.equal(['start', 'out 1 110% 0', 'end']);
  });

  it('springs back from a short slow drag or a cancel', async () => {
    const { element, calls, gesture } = await swipe('top-left');
    // Slow: 20 px in over 250 ms is no flick.
    const down = pointer('pointerdown', 100, 100);
    await aTimeout(250);
    gesture.start(down, record, element);
    gesture.move(pointer('pointermove', 80, 100));
    expect(element.style.getPropertyValue('--_swipe-x')).to.equal('-20');
    gesture.end(pointer('pointerup', 80, 100));
    expect(element.hasAttribute('data-swiping')).to.be.false;
    expect(element.style.getPropertyValue('--_swipe-x')).to.equal('');
    gesture.start(pointer('pointerdown', 100, 100), record, element);
    gesture.move(pointer('pointermove', 100, 40));
    expect(element.style.getPropertyValue('--_swipe-y')).to.equal('-60');
    gesture.cancel(pointer('pointercancel', 100, 40));
    expect(element.style.getPropertyValue('--_swipe-y')).to.equal('');
    expect(calls).to.deep.equal(['start', 'end', 'start', 'cancel']);
  });

  it('times a swipe by its events, so events handed over late swipe as they would have live', async () => {
    const { element, calls, gesture } = await swipe();
    // Live, this is a slow 20 px drag over 200 ms: it springs back.
    const down = pointer('pointerdown', 100, 100);
    await aTimeout(200);
    const move = pointer('pointermove', 120, 100);
    const up = pointer('pointerup', 120, 100);
    await aTimeout(100);
    gesture.start(down, record, element);
    gesture.move(move);
    gesture.end(up);
    expect(calls).to.deep.equal(['start', 'end']);
  });
});
