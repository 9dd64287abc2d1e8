import { expect } from '@open-wc/testing';
import { html, render } from 'lit';
import { KeyedList } from './keyed-list.js';

const item = (key: number, text = `${key}`) => [key, html`<li data-key=${key}>${text}</li>`] as const;

function texts(list: HTMLElement): string[] {
  return [...list.children].map((li) => li.textContent ?? '');
}

describe('KeyedList', () => {
  it('keeps each key’s element, inserts new keys in place and removes gone ones without a trace', () => {
    const list = document.createElement('ol');
    const keyed = new KeyedList<number>(list, render);
    const first = keyed.render([item(3), item(1)], {});
    expect(texts(list)).to.deep.equal(['3', '1']);
    expect(first.map((li) => li.dataset['key'])).to.deep.equal(['3', '1']);
    const [three, one] = first;

    const second = keyed.render([item(5), item(3, 'three'), item(2), item(1)], {});
    expect(texts(list)).to.deep.equal(['5', 'three', '2', '1']);
    expect(second[1]).to.equal(three);
    expect(second[3]).to.equal(one);
    expect(second.map((li) => li.dataset['key'])).to.deep.equal(['5', '3', '2', '1']);

    keyed.render([item(5), item(1)], {});
    expect(texts(list)).to.deep.equal(['5', '1']);
    expect(list.children[1]).to.equal(one);

    keyed.render([], {});
    expect(list.childNodes.length, 'no markers left behind').to.equal(0);
    keyed.render([item(7)], {});
    expect(texts(list)).to.deep.equal(['7']);
  });

  it('leaves what others set on an element alone between renders', () => {
    const list = document.createElement('ol');
    const keyed = new KeyedList<number>(list, render);
    const [li] = keyed.render([item(1)], {});
    li!.style.setProperty('--_swipe-x', '12');
    li!.setAttribute('data-swiping', '');
    keyed.render([item(2), item(1, 'updated')], {});
    expect(li!.textContent).to.equal('updated');
    expect(li!.style.getPropertyValue('--_swipe-x')).to.equal('12');
    expect(li!.hasAttribute('data-swiping')).to.be.true;
  });
});
