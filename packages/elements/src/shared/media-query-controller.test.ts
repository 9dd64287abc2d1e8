import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { MediaQueryController } from './media-query-controller.js';

class MqHost extends LitElement {
  changes: boolean[] = [];
  renders = 0;
  readonly wide = new MediaQueryController(this, '(min-width: 1000px)', {
    onChange: (matches) => this.changes.push(matches),
  });

  protected override render() {
    this.renders += 1;
    return html`${this.wide.matches ? 'wide' : 'narrow'}`;
  }
}
customElements.define('pp-test-mq-host', MqHost);

async function resize(width: number) {
  await setViewport({ width, height: 600 });
  await nextFrame();
  await nextFrame();
}

describe('MediaQueryController', () => {
  beforeEach(() => resize(1200));

  it('answers before the first render and follows the viewport', async () => {
    const el = await fixture<MqHost>(html`<pp-test-mq-host></pp-test-mq-host>`);
    expect(el.renders).to.equal(1);
    expect(el.shadowRoot!.textContent).to.equal('wide');

    await resize(800);
    await el.updateComplete;
    expect(el.wide.matches).to.be.false;
    expect(el.shadowRoot!.textContent).to.equal('narrow');
    expect(el.changes).to.deep.equal([false]);
  });

  it('re-evaluates at once when the query is replaced', async () => {
    const el = await fixture<MqHost>(html`<pp-test-mq-host></pp-test-mq-host>`);
    el.wide.query = '(min-width: 2000px)';
    expect(el.wide.query).to.equal('(min-width: 2000px)');
    expect(el.wide.matches).to.be.false;
    expect(el.changes).to.deep.equal([false]);
    el.wide.query = '(min-width: 2000px)';
    expect(el.changes, 'the same query changes nothing').to.have.length(1);

    await resize(2100);
    expect(el.wide.matches, 'listens to the new query').to.be.true;
  });

  it('stops listening while disconnected and catches up on reconnect', async () => {
    const el = await fixture<MqHost>(html`<pp-test-mq-host></pp-test-mq-host>`);
    const parent = el.parentElement!;
    el.remove();
    await resize(800);
    expect(el.changes).to.deep.equal([]);
    parent.append(el);
    expect(el.wide.matches).to.be.false;
    expect(el.changes).to.deep.equal([false]);
  });
});
