import { expect, fixture, html } from '@open-wc/testing';
import { PpElement, defineElement } from './base-element.js';

declare global {
  interface HTMLElementEventMap {
    'pp-test-ping': CustomEvent<{ count: number }>;
  }
}

class PpTestPing extends PpElement {
  ping(cancelable = false) {
    return this.emit('pp-test-ping', { count: 1 }, { cancelable });
  }
}

describe('PpElement', () => {
  before(() => defineElement('pp-test-ping', PpTestPing));

  it('emits bubbling, composed CustomEvents with a typed detail', async () => {
    const el = await fixture<PpTestPing>(html`<div><pp-test-ping></pp-test-ping></div>`);
    const inner = el.querySelector('pp-test-ping') as PpTestPing;
    let received: CustomEvent<{ count: number }> | undefined;
    el.addEventListener('pp-test-ping', (e) => (received = e));
    const event = inner.ping();
    expect(received).to.equal(event);
    expect(event.bubbles).to.be.true;
    expect(event.composed).to.be.true;
    expect(event.cancelable).to.be.false;
    expect(event.detail).to.deep.equal({ count: 1 });
  });

  it('lets a listener veto a cancelable event', async () => {
    const el = await fixture<PpTestPing>(html`<pp-test-ping></pp-test-ping>`);
    el.addEventListener('pp-test-ping', (e) => e.preventDefault());
    expect(el.ping(true).defaultPrevented).to.be.true;
  });

  it('tolerates registering the same tag twice', () => {
    expect(() => defineElement('pp-test-ping', PpTestPing)).not.to.throw();
    class Other extends PpElement {}
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      expect(() => defineElement('pp-test-ping', Other)).not.to.throw();
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(1);
    expect(customElements.get('pp-test-ping')).to.equal(PpTestPing);
  });
});
