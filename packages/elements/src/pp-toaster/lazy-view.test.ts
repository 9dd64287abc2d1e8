import { aTimeout, expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { until } from '../test-support/wait.js';
import { LazyView } from './lazy-view.js';

/** A host that counts the updates it is asked for. */
function fakeHost() {
  const controllers: ReactiveController[] = [];
  let updates = 0;
  const host: ReactiveControllerHost = {
    addController: (controller) => void controllers.push(controller),
    removeController: () => undefined,
    requestUpdate: () => void updates++,
    updateComplete: Promise.resolve(true),
  };
  return { host, controllers, updates: () => updates };
}

/** An import that waits for the test to `arrive` (or `fail`), and counts its calls. */
function held() {
  let arrive!: (view: string) => void;
  let fail!: (error: Error) => void;
  let loads = 0;
  const load = () => {
    loads++;
    return new Promise<string>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
  };
  return { load, arrive: (v: string) => arrive(v), fail: (e: Error) => fail(e), loads: () => loads };
}

/** Makes a view from the module the import gave. */
const make = (module: string) => `view of ${module}`;

describe('LazyView', () => {
  it('loads once however often it is asked, and updates the host when the view arrives', async () => {
    const { host, controllers, updates } = fakeHost();
    const { load, arrive, loads } = held();
    const lazy = new LazyView(host, load, make);
    expect(controllers).to.deep.equal([lazy]);
    expect(loads(), 'nothing before it is asked').to.equal(0);
    const first = lazy.load();
    const second = lazy.load();
    expect(second).to.equal(first);
    expect(lazy.loading).to.equal(first);
    expect(loads()).to.equal(1);
    expect(lazy.view).to.equal(undefined);
    arrive('the module');
    await first;
    expect(lazy.view).to.equal('view of the module');
    expect(lazy.loading).to.equal(undefined);
    expect(updates()).to.equal(1);
    await lazy.load();
    expect(loads(), 'there already').to.equal(1);
  });

  it('forgets a failed import without a word, and the next load imports again', async () => {
    const { host, updates } = fakeHost();
    const { load, arrive, fail, loads } = held();
    const reported: unknown[] = [];
    const onError = (event: Event) => reported.push(event);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    try {
      const lazy = new LazyView(host, load, make);
      const failed = lazy.load();
      fail(new TypeError('Failed to fetch dynamically imported module'));
      await failed; // settles without rejecting
      expect(lazy.view).to.equal(undefined);
      expect(lazy.loading).to.equal(undefined);
      expect(updates()).to.equal(0);
      const retried = lazy.load();
      expect(loads()).to.equal(2);
      arrive('the module');
      await retried;
      expect(lazy.view).to.equal('view of the module');
      expect(updates()).to.equal(1);
      await aTimeout(0);
      expect(reported).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    }
  });

  it('does not take a view that fails to be made for a failed import: its error is not caught', async () => {
    const { host, updates } = fakeHost();
    const { load, arrive } = held();
    const bug = new Error('a bug in the view');
    const lazy = new LazyView(host, load, () => {
      throw bug;
    });
    const loading = lazy.load();
    arrive('the module');
    let caught: unknown;
    await loading.catch((error: unknown) => (caught = error));
    expect(caught).to.equal(bug);
    expect(lazy.view).to.equal(undefined);
    expect(lazy.loading).to.equal(undefined);
    expect(updates()).to.equal(0);
  });

  it('loads when the page is idle after the host connects, unless the host has left by then', async () => {
    const { host } = fakeHost();
    const { load, arrive, loads } = held();
    const lazy = new LazyView(host, load, make);
    lazy.hostConnected();
    lazy.hostConnected();
    expect(loads(), 'not at once').to.equal(0);
    await until(() => loads() > 0, 'the idle load');
    await aTimeout(50);
    expect(loads(), 'once').to.equal(1);
    arrive('the module');
    await lazy.loading;
    expect(lazy.view).to.equal('view of the module');

    const gone = held();
    const left = new LazyView(fakeHost().host, gone.load, make);
    left.hostConnected();
    left.hostDisconnected();
    // whenIdle falls back on a timeout of 1000 ms at the latest.
    await aTimeout(1100);
    expect(gone.loads()).to.equal(0);
  });
});
