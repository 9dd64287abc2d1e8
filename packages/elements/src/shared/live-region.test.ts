import { expect, aTimeout } from '@open-wc/testing';
import { LiveRegion } from './live-region.js';

describe('live-region', () => {
  it('creates polite and assertive regions up front and appends messages after a delay', async () => {
    const live = new LiveRegion({ delay: 20, clearAfter: 100 });
    document.body.append(live.element);
    try {
      expect(live.polite.getAttribute('aria-live')).to.equal('polite');
      expect(live.assertive.getAttribute('aria-live')).to.equal('assertive');
      expect(live.polite.getAttribute('role')).to.equal('log');
      expect(live.polite.getAttribute('aria-atomic')).to.equal('false');
      live.announce('Zapisano');
      live.announce('Błąd', 'assertive');
      live.announce('   ');
      expect(live.polite.textContent).to.equal('');
      await aTimeout(40);
      expect(live.polite.textContent).to.equal('Zapisano');
      expect(live.assertive.textContent).to.equal('Błąd');
      await aTimeout(120);
      expect(live.polite.textContent).to.equal('');
    } finally {
      live.clear();
      live.element.remove();
    }
  });

  it('keeps at most maxMessages and is visually hidden', async () => {
    const live = new LiveRegion({ delay: 0, maxMessages: 2 });
    document.body.append(live.element);
    try {
      for (const text of ['1', '2', '3']) live.announce(text);
      await aTimeout(20);
      expect([...live.polite.children].map((c) => c.textContent)).to.deep.equal(['2', '3']);
      const box = live.element.getBoundingClientRect();
      expect(box.width * box.height).to.be.at.most(1);
    } finally {
      live.clear();
      live.element.remove();
    }
  });

  it('status kind: holds the latest message, replaced by the next; a repeat still changes the region', async () => {
    const live = new LiveRegion({ kind: 'status', delay: 0 });
    document.body.append(live.element);
    try {
      expect(live.polite.getAttribute('role')).to.equal('status');
      expect(live.assertive.getAttribute('role')).to.equal('alert');
      expect(live.polite.getAttribute('aria-atomic')).to.equal('true');
      live.announce('3 wyniki');
      expect(live.polite.textContent).to.equal('3 wyniki');
      live.announce('1 wynik');
      expect(live.polite.textContent).to.equal('1 wynik');
      const before = live.polite.textContent;
      live.announce('1 wynik');
      expect(live.polite.textContent).not.to.equal(before);
      expect(live.polite.textContent?.trim()).to.equal('1 wynik');
      expect(live.polite.childElementCount).to.equal(0);
    } finally {
      live.clear();
      live.element.remove();
    }
  });
});
