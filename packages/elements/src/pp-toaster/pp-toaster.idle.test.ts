/**
 * The toasts' view is imported when the page is idle after the toaster connects, so that it is there
 * before the first toast. This file runs in a page of its own, so the view is not loaded before it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import './pp-toaster.js';
import type { PpToaster } from './pp-toaster.js';
import { toast, toastStore } from './toast.js';
import { until } from '../test-support/wait.js';

const viewLoaded = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('/toast-view.'));

describe('pp-toaster: the toasts’ view loaded when the page is idle', () => {
  afterEach(() => toastStore.reset());

  it('loads the view without a toast, shows nothing meanwhile, and has it ready for the first toast', async () => {
    const el = await fixture<PpToaster>(html`<pp-toaster></pp-toaster>`);
    const region = el.shadowRoot!.querySelector('pp-toast-region')!;
    expect(viewLoaded(), 'not at first use').to.be.false;
    expect(region.matches(':popover-open'), 'the region and its live regions are there').to.be.true;
    expect(region.getBoundingClientRect().height, 'and take no room').to.equal(0);
    await until(viewLoaded, 'the view to load when the page is idle');
    // Its list is there once the view has arrived, empty.
    await until(() => region.shadowRoot!.querySelector('ol.list') !== null, 'the view to arrive');
    expect(region.shadowRoot!.querySelectorAll('li.toast')).to.have.length(0);
    expect(region.shadowRoot!.adoptedStyleSheets, 'the region’s and the toasts’ styles').to.have.length(2);

    toast('Gotowy', { duration: Infinity });
    await el.updateComplete;
    const li = region.shadowRoot!.querySelector('li.toast');
    expect(li?.querySelector('.title')?.textContent).to.equal('Gotowy');
  });
});
