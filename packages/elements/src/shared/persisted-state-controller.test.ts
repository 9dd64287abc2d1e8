import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { PersistedStateController } from './persisted-state-controller.js';

class PsHost extends LitElement {
  static override properties = { suffix: {} };
  declare suffix: string;
  readonly flag = new PersistedStateController<boolean>(this, {
    key: () => `test-flag${this.suffix ? `-${this.suffix}` : ''}`,
    defaultValue: true,
    parse: (stored) => (typeof stored === 'boolean' ? stored : undefined),
  });

  constructor() {
    super();
    this.suffix = '';
  }

  protected override render() {
    return html`${String(this.flag.value)}`;
  }
}
customElements.define('pp-test-ps-host', PsHost);

/** A Storage whose every call throws, as in a sandboxed frame or with storage disabled. */
const brokenStorage = new Proxy({} as Storage, {
  get() {
    return () => {
      throw new DOMException('denied', 'SecurityError');
    };
  },
});

describe('PersistedStateController', () => {
  beforeEach(() => localStorage.clear());

  it('uses the default when nothing is stored, and stores writes as JSON', async () => {
    const el = await fixture<PsHost>(html`<pp-test-ps-host></pp-test-ps-host>`);
    expect(el.flag.value).to.be.true;
    expect(el.shadowRoot!.textContent).to.equal('true');
    el.flag.value = false;
    await el.updateComplete;
    expect(localStorage.getItem('test-flag')).to.equal('false');
    expect(el.shadowRoot!.textContent, 'a write re-renders the host').to.equal('false');
  });

  it('reads the stored value before the first render', async () => {
    localStorage.setItem('test-flag', 'false');
    const el = await fixture<PsHost>(html`<pp-test-ps-host></pp-test-ps-host>`);
    expect(el.shadowRoot!.textContent).to.equal('false');
  });

  it('falls back to the default for invalid JSON or values parse rejects', async () => {
    for (const raw of ['{not json', '"false"', '1', '[]', 'null']) {
      localStorage.setItem('test-flag', raw);
      const el = await fixture<PsHost>(html`<pp-test-ps-host></pp-test-ps-host>`);
      expect(el.flag.value, raw).to.be.true;
    }
  });

  it('falls back to the default when parse throws', async () => {
    localStorage.setItem('test-throws', '"x"');
    const el = await fixture<PsHost>(html`<pp-test-ps-host></pp-test-ps-host>`);
    const state = new PersistedStateController<string>(el, {
      key: 'test-throws',
      defaultValue: 'default',
      parse: () => {
        throw new TypeError('not a value of ours');
      },
    });
    expect(state.reload()).to.equal('default');
  });

  it('switches to the stored value of a new key', async () => {
    localStorage.setItem('test-flag-b', 'false');
    const el = await fixture<PsHost>(html`<pp-test-ps-host></pp-test-ps-host>`);
    expect(el.flag.key).to.equal('test-flag');
    el.suffix = 'b';
    await el.updateComplete;
    expect(el.flag.key).to.equal('test-flag-b');
    expect(el.shadowRoot!.textContent).to.equal('false');
  });

  it('reloads what someone else stored, and clears', async () => {
    const el = await fixture<PsHost>(html`<pp-test-ps-host></pp-test-ps-host>`);
    localStorage.setItem('test-flag', 'false');
    expect(el.flag.reload()).to.be.false;
    el.flag.clear();
    expect(localStorage.getItem('test-flag')).to.equal(null);
    expect(el.flag.value).to.be.true;
  });

  it('never throws when storage is unavailable', async () => {
    const el = await fixture<PsHost>(html`<pp-test-ps-host></pp-test-ps-host>`);
    const state = new PersistedStateController<string[]>(el, {
      key: 'list',
      defaultValue: () => ['a'],
      storage: () => brokenStorage,
    });
    expect(state.reload()).to.deep.equal(['a']);
    state.value = ['b'];
    expect(state.value, 'kept for this page').to.deep.equal(['b']);
    expect(() => state.clear()).not.to.throw();
    expect(state.value).to.deep.equal(['a']);
  });
});
