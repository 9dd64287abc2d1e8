import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  MAX_QUERY_LENGTH,
  MAX_TEXT_LENGTH,
  RECENT_RESULTS,
  Rank,
  SearchIndex,
  countMarked,
  matchRange,
  normalize,
  normalizeQuery,
  pick,
  rankText,
  type Searchable,
} from './filter.js';

const names = (index: SearchIndex, query: string) =>
  Array.from(index.search(query).indices, (i) => index.items[i]?.name);

/**
 * The ranking spelled out: every item ranked on its own with rankText (then the description), sorted
 * by tier and original position. The index must give the same answer however it gets there.
 */
function reference(items: readonly Searchable[], rawQuery: string): number[] {
  const query = normalizeQuery(rawQuery);
  if (query === '') return items.map((_, i) => i);
  const words = query.split(' ');
  const ranked: [number, number][] = [];
  items.forEach((item, i) => {
    let tier = rankText(normalize(item.name.slice(0, MAX_TEXT_LENGTH)), query, words);
    const description = item.description && normalize(item.description.slice(0, MAX_TEXT_LENGTH));
    if (tier === 255 && description && description.includes(query)) tier = Rank.description;
    if (tier !== 255) ranked.push([tier, i]);
  });
  return ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, i]) => i);
}

describe('pp-combobox filter', () => {
  it('normalises case and Polish diacritics one to one', () => {
    expect(normalize('Łódź')).to.equal('lodz');
    expect(normalize('ZAŻÓŁĆ GĘŚLĄ JAŹŃ')).to.equal('zazolc gesla jazn');
    expect(normalize('Øresund Đakovo')).to.equal('oresund dakovo');
    expect(normalize('Kraków').length).to.equal('Kraków'.length);
    expect(normalizeQuery('  Łódź   Kaliska ')).to.equal('lodz kaliska');
    expect(normalizeQuery('x'.repeat(500))).to.have.length(MAX_QUERY_LENGTH);
  });

  it("finds 'Łódź' when a Polish user types 'lodz'", () => {
    const index = new SearchIndex([{ name: 'Warszawa' }, { name: 'Łódź' }, { name: 'Gdańsk' }]);
    expect(names(index, 'lodz')).to.deep.equal(['Łódź']);
    expect(names(index, 'GDANSK')).to.deep.equal(['Gdańsk']);
    expect(names(index, 'łó')).to.deep.equal(['Łódź']);
  });

  it('ranks exact, prefix, word-start, substring, all-words and description matches in that order', () => {
    expect(rankText('port', 'port', ['port'])).to.equal(Rank.exact);
    expect(rankText('portal', 'port', ['port'])).to.equal(Rank.prefix);
    expect(rankText('nowy portal', 'port', ['port'])).to.equal(Rank.wordStart);
    expect(rankText('raport', 'port', ['port'])).to.equal(Rank.substring);
    const index = new SearchIndex([
      { name: 'Raport roczny' },
      { name: 'Projekt', description: 'port lotniczy' },
      { name: 'Nowy portal' },
      { name: 'Portal klienta' },
      { name: 'Port' },
      { name: 'Inne' },
    ]);
    expect(names(index, 'port')).to.deep.equal([
      'Port',
      'Portal klienta',
      'Nowy portal',
      'Raport roczny',
      'Projekt',
    ]);
    expect(names(index, 'klienta portal')).to.deep.equal(['Portal klienta']);
  });

  it('keeps the original order within a tier, and an empty query keeps every item in order', () => {
    const index = new SearchIndex([{ name: 'beta a' }, { name: 'alfa a' }, { name: 'gamma a' }]);
    expect(names(index, 'a')).to.deep.equal(['alfa a', 'beta a', 'gamma a']);
    expect(names(index, '')).to.deep.equal(['beta a', 'alfa a', 'gamma a']);
    expect(names(index, 'zzz')).to.deep.equal([]);
  });

  it('narrows a longer query from the previous matches with the same result as a fresh search', () => {
    const items = Array.from({ length: 2000 }, (_, i) => ({
      name: `Projekt ${i} ${i % 7 === 0 ? 'Łódź' : 'Kraków'}`,
    }));
    const incremental = new SearchIndex(items);
    for (const q of ['p', 'pr', 'pro', 'proj', 'proj 1', 'proj 12', 'proj 12 l']) incremental.search(q);
    const fresh = new SearchIndex(items);
    expect(Array.from(incremental.search('proj 12 lo').indices)).to.deep.equal(
      Array.from(fresh.search('proj 12 lo').indices),
    );
  });

  it('narrows to the same order as a fresh search when the tiers of earlier matches change', () => {
    // For 'a', 'a xab' (prefix) comes before 'yab' (substring); for 'ab' both are substrings, so the
    // original order must come back, not the order of the previous result.
    const items = [{ name: 'yab' }, { name: 'a xab' }];
    const index = new SearchIndex(items);
    expect(names(index, 'a')).to.deep.equal(['a xab', 'yab']);
    expect(names(index, 'ab')).to.deep.equal(['yab', 'a xab']);
    expect(names(new SearchIndex(items), 'ab')).to.deep.equal(['yab', 'a xab']);
  });

  it('answers a query typed a moment ago (Backspace) from memory, with the same result', () => {
    const items = Array.from({ length: 3000 }, (_, i) => ({
      name: `${i % 2 ? 'Projekt' : 'Raport'} ${i} ${i % 5 ? 'Łódź' : 'Gdańsk'}`,
    }));
    const index = new SearchIndex(items);
    const typed = index.search('pro');
    const proj = index.search('proj');
    index.search('proj 1');
    expect(index.search('proj'), 'Backspace').to.equal(proj);
    expect(index.search('pro'), 'Backspace again').to.equal(typed);
    expect(Array.from(index.search('proj 1').indices)).to.deep.equal(reference(items, 'proj 1'));
    // Only the last RECENT_RESULTS queries are kept (and fewer when they hold many matches); an
    // older one is searched again, with the same result.
    for (let i = 0; i < RECENT_RESULTS; i++) index.search(`${i}`);
    const again = index.search('pro');
    expect(again).not.to.equal(typed);
    expect(Array.from(again.indices)).to.deep.equal(Array.from(typed.indices));
    expect(Array.from(again.indices)).to.deep.equal(reference(items, 'pro'));
  });

  it('ranks one letter or digit from the masks exactly as rankText does, probes and all', () => {
    const items = [
      // 'a' starts a word only at its 10th occurrence: beyond the probes, so a substring match.
      { name: `b${'a'.repeat(9)} ab` },
      // ... at its 9th: still probed, so a word-start match.
      { name: `b${'a'.repeat(8)} ab` },
      { name: 'x1 11' },
      { name: `x${'1'.repeat(9)} 1` },
      { name: 'ыa' }, // a letter beyond ASCII continues a word
      { name: '«a' }, // a mark beyond ASCII does not
      { name: 'a' },
      { name: 'b', description: 'a' },
      { name: 'Ąbc' },
    ];
    const index = new SearchIndex(items);
    for (const query of ['a', '1', 'b', 'A', 'ą', 'x']) {
      expect(Array.from(index.search(query).indices), query).to.deep.equal(reference(items, query));
    }
    expect(names(index, 'a')).to.deep.equal([
      'a',
      'Ąbc',
      `b${'a'.repeat(8)} ab`,
      '«a',
      `b${'a'.repeat(9)} ab`,
      'ыa',
      'b',
    ]);
  });

  it('gives the same result as ranking every item on its own, whatever is typed (property)', () => {
    const alphabet = ['a', 'b', 'ab', 'A', ' ', 'x', 'Ł', 'ó', '1', '2', '-', 'é', 'ы', 'Ы', '.'];
    const text = (max: number) =>
      fc.array(fc.constantFrom(...alphabet), { maxLength: max }).map((parts) => parts.join(''));
    const item = fc
      .record({ name: text(12) })
      .chain((base) =>
        fc
          .option(text(6), { nil: undefined })
          .map((description) => (description === undefined ? base : { ...base, description })),
      );
    // A typing session: characters added, and now and then removed (Backspace); the idle time
    // between keys lower-casing the matches ahead, or not; the texts dropped at any moment.
    const step = fc.oneof(fc.constantFrom(...alphabet), fc.constantFrom('\b', 'idle', 'release'));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), fc.array(step, { maxLength: 14 }), (items, steps) => {
        const index = new SearchIndex(items);
        let query = '';
        for (const key of steps) {
          if (key === 'idle') index.lowerSome();
          if (key === 'release') index.release();
          if (key === 'idle' || key === 'release') continue;
          query = key === '\b' ? query.slice(0, -1) : query + key;
          expect(Array.from(index.search(query).indices), JSON.stringify(query)).to.deep.equal(
            reference(items, query),
          );
        }
      }),
      { numRuns: 300, seed: 4 },
    );
  });

  it('keeps no lower-cased copy of a name until a query is typed, and drops them when told', () => {
    // Names read through a getter: how often the index reads them tells what it keeps.
    let reads = 0;
    const items = Array.from({ length: 1000 }, (_, i) => {
      const name = `${i % 4 ? 'Opcja' : 'Łódź'} ${i}`;
      return {
        get name() {
          reads++;
          return name;
        },
      };
    });
    const index = new SearchIndex(items);
    index.buildSome();
    expect(reads, 'each name read once to build the masks').to.equal(1000);
    reads = 0;
    expect(index.lowering, 'nothing to lower before a search').to.be.false;
    expect(Array.from(index.search('o').indices)).to.deep.equal(reference(items, 'o'));
    reads = 0; // (the reference reads them all)
    expect(index.search('1').indices.length, 'one character: ranked from the masks').to.be.greaterThan(0);
    expect(reads).to.equal(0);

    // A query typed on reads each candidate's name once: the ones normalising changes (Łódź) never,
    // they are kept.
    index.search('op');
    expect(reads, 'every Opcja name, once').to.equal(750);
    reads = 0;
    index.search('opc');
    index.search('opcja 1');
    expect(reads, 'narrowing reads nothing again').to.equal(0);

    // The idle time after a search lowers its matches, so the next query reads nothing.
    const ones = index.search('1').indices.length;
    expect(index.lowering).to.be.true;
    let calls = 1;
    while (!index.lowerSome(() => false)) calls++;
    expect(calls, '256 matches a call').to.equal(Math.ceil(ones / 256));
    expect(index.lowering).to.be.false;
    reads = 0;
    index.search('1 o');
    expect(reads).to.equal(0);

    // Released (the query was cleared): read again, with the same results.
    const before = index.search('opcja 2');
    index.release();
    expect(index.lowering).to.be.false;
    reads = 0;
    const after = index.search('opcja 2');
    expect(after, 'recent results dropped too').not.to.equal(before);
    expect(Array.from(after.indices)).to.deep.equal(Array.from(before.indices));
    const withTwo = items.filter((_, i) => i % 4 !== 0 && String(i).includes('2')).length;
    expect(reads, 'every Opcja name holding a 2 (the masks pass), once').to.equal(withTwo);
    reads = 0;
    expect(Array.from(index.search('lodz 4').indices)).to.deep.equal(reference(items, 'lodz 4'));
  });

  it('warms up in a few rounds once complete, without changing any result', () => {
    const items = Array.from({ length: 10000 }, (_, i) => ({
      name: `Opcja ${i} ${i % 3 ? 'Łódź' : 'Gdańsk'}`,
    }));
    const index = new SearchIndex(items);
    expect(index.warmUp(), 'not before the index is built').to.be.false;
    expect(index.warm).to.be.false;
    index.buildSome();
    let rounds = 0;
    while (!index.warmUp()) rounds++;
    expect(rounds).to.be.greaterThan(0);
    expect(index.warm).to.be.true;
    for (const query of ['o', 'op', 'ł', 'gd 1', '9']) {
      expect(Array.from(index.search(query).indices), query).to.deep.equal(reference(items, query));
    }
    const short = new SearchIndex([{ name: 'Jeden' }, { name: 'Dwa' }]);
    short.buildSome();
    expect(short.warmUp(), 'a short list needs no warm-up').to.be.true;
  });

  it('picks the rows of a result and counts the marked ones', () => {
    const source = ['a', 'b', 'c', 'd'];
    const indices = Int32Array.from([3, 0, 2]);
    expect(pick(source, indices)).to.deep.equal(['d', 'a', 'c']);
    expect(countMarked(Uint8Array.from([1, 0, 1, 1]), indices)).to.equal(3);
    expect(countMarked(Uint8Array.from([0, 1, 0, 0]), indices)).to.equal(0);
    const many = Int32Array.from({ length: 5000 }, (_, i) => 4999 - i);
    const picked = pick(
      Array.from({ length: 5000 }, (_, i) => i),
      many,
    );
    expect(picked[0]).to.equal(4999);
    expect(picked[4999]).to.equal(0);
  });

  it('has bounded cost on long repeated input (cmdk takes seconds here)', () => {
    const items = Array.from({ length: 10000 }, (_, i) => ({ name: `${'a'.repeat(150)} ${i}` }));
    const index = new SearchIndex(items);
    index.buildSome();
    const start = performance.now();
    let query = '';
    for (let i = 0; i < 60; i++) {
      query += 'a';
      index.search(query);
    }
    index.search('a'.repeat(400));
    index.search('ab'.repeat(200));
    const elapsed = performance.now() - start;
    expect(elapsed).to.be.below(1500);
  });

  it('filters 100,000 options per keystroke within a frame budget once built', () => {
    const items = Array.from({ length: 100000 }, (_, i) => ({
      name: `Opcja ${i} ${i % 3 ? 'Łódź' : 'Gdańsk'}`,
    }));
    const index = new SearchIndex(items);
    let built = false;
    let rounds = 0;
    // Built in slices, as the element does in idle callbacks.
    while (!built) {
      let budget = 50;
      built = index.buildSome(() => --budget > 0);
      rounds++;
    }
    expect(rounds).to.be.greaterThan(1);
    const times: number[] = [];
    for (const q of ['g', 'gd', 'gda', 'gdan', 'gdans', 'gdansk']) {
      const start = performance.now();
      index.search(q);
      times.push(performance.now() - start);
    }
    expect(index.search('gdansk').indices.length).to.equal(33334);
    expect(Math.max(...times)).to.be.below(100);
  });

  it('gives a highlight range only when positions map back to the original text', () => {
    expect(matchRange('Łódź Fabryczna', 'fab')).to.deep.equal([5, 8]);
    expect(matchRange('Łódź', 'odz')).to.deep.equal([1, 4]);
    expect(matchRange('Łódź', 'x')).to.equal(undefined);
    expect(matchRange('Łódź', '')).to.equal(undefined);
  });
});
