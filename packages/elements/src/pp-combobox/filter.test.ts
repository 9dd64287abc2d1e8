import { expect } from '@open-wc/testing';
import {
  MAX_QUERY_LENGTH,
  Rank,
  SearchIndex,
  matchRange,
  normalize,
  normalizeQuery,
  rankText,
} from './filter.js';

const names = (index: SearchIndex, query: string) =>
  Array.from(index.search(query).indices, (i) => index.items[i]?.name);

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
