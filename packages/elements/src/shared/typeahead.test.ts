import { expect, aTimeout } from '@open-wc/testing';
import { Typeahead, findByPrefix } from './typeahead.js';

describe('typeahead', () => {
  const names = ['alfa', 'beta', 'bravo', 'brzoza', 'charlie'];

  it('collects characters typed in quick succession and starts over after the pause', async () => {
    const typeahead = new Typeahead(30);
    expect(typeahead.typing).to.be.false;
    expect(typeahead.type('b')).to.deep.equal({ needle: 'b', cycle: true });
    expect(typeahead.type('r')).to.deep.equal({ needle: 'br', cycle: false });
    expect(typeahead.typing).to.be.true;
    await aTimeout(60);
    expect(typeahead.typing).to.be.false;
    expect(typeahead.type('c')).to.deep.equal({ needle: 'c', cycle: true });
    typeahead.reset();
    expect(typeahead.typing).to.be.false;
  });

  it('a repeated character cycles through the items starting with it', () => {
    const typeahead = new Typeahead();
    expect(typeahead.type('b')).to.deep.equal({ needle: 'b', cycle: true });
    expect(typeahead.type('b')).to.deep.equal({ needle: 'b', cycle: true });
    typeahead.reset();
  });

  it('finds the next item by prefix from a start index, wrapping around', () => {
    const text = (name: string) => name;
    expect(findByPrefix(names, 'b', 0, text)).to.equal(1);
    expect(findByPrefix(names, 'b', 2, text)).to.equal(2);
    expect(findByPrefix(names, 'b', 4, text)).to.equal(1);
    expect(findByPrefix(names, 'br', 0, text)).to.equal(2);
    expect(findByPrefix(names, 'brz', 0, text)).to.equal(3);
    expect(findByPrefix(names, 'x', 0, text)).to.equal(-1);
    expect(findByPrefix([], 'a', 0, text)).to.equal(-1);
    expect(findByPrefix(['a', null, 'ab'], 'ab', 0, (item) => item ?? undefined)).to.equal(2);
  });
});
