import { expect, fixture, html, aTimeout } from '@open-wc/testing';
import {
  DelayGroup,
  TOOLTIP_DELAY,
  TOOLTIP_DELAY_TOPBAR,
  TOOLTIP_SKIP_DELAY,
  claimSingleOpen,
  defaultDelayGroup,
  findDelayGroup,
  releaseSingleOpen,
} from './delay-group.js';

describe('delay-group', () => {
  it('has the spec constants: 700 ms, skip 300 ms, 200 ms in the top bar', () => {
    expect([TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY, TOOLTIP_DELAY_TOPBAR]).to.deep.equal([700, 300, 200]);
    const group = new DelayGroup();
    expect([group.delay, group.skipDelay]).to.deep.equal([700, 300]);
    expect([defaultDelayGroup.delay, defaultDelayGroup.skipDelay]).to.deep.equal([700, 300]);
  });

  it('skips the delay while a member is open and for the skip delay after it closed', async () => {
    const group = new DelayGroup(200, 60);
    expect(group.openDelay).to.equal(200);
    group.opened();
    expect(group.openDelay).to.equal(0);
    group.closed();
    expect(group.isSkipping).to.be.true;
    await aTimeout(80);
    expect(group.openDelay).to.equal(200);
  });

  it('finds the group of a provider element or a data attribute, across shadow roots', async () => {
    const provider = Object.assign(document.createElement('div'), { delayGroup: new DelayGroup(50, 10) });
    const inner = document.createElement('span');
    provider.append(inner);
    document.body.append(provider);
    try {
      expect(findDelayGroup(inner)).to.equal(provider.delayGroup);
    } finally {
      provider.remove();
    }
    const el = await fixture<HTMLElement>(
      html`<header data-pp-tooltip-delay="200" data-pp-tooltip-skip-delay="100"><div></div></header>`,
    );
    const host = el.querySelector('div')!;
    const shadowChild = document.createElement('i');
    host.attachShadow({ mode: 'open' }).append(shadowChild);
    const group = findDelayGroup(shadowChild);
    expect([group.delay, group.skipDelay]).to.deep.equal([200, 100]);
    expect(findDelayGroup(host)).to.equal(group);
    expect(findDelayGroup(document.body)).to.equal(defaultDelayGroup);
  });

  it('keeps one member open at a time', () => {
    const hidden: string[] = [];
    const a = { hide: () => hidden.push('a') };
    const b = { hide: () => hidden.push('b') };
    claimSingleOpen(a);
    claimSingleOpen(b);
    expect(hidden).to.deep.equal(['a']);
    releaseSingleOpen(a);
    releaseSingleOpen(b);
    claimSingleOpen(a);
    expect(hidden).to.deep.equal(['a']);
    releaseSingleOpen(a);
  });
});
