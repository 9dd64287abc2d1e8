import { expect } from '@open-wc/testing';
import { pluralForm, pluralRules } from './plural.js';

describe('pluralForm', () => {
  const pl = { one: 'jeden wynik', few: 'kilka wyników', many: 'wiele wyników', other: 'inne' };

  it('picks the Polish form for 1, 2-4, 5-21 and 22-24', () => {
    expect([1, 2, 5, 21, 22, 25].map((n) => pluralForm(pl, 'pl', n))).to.deep.equal([
      'jeden wynik',
      'kilka wyników',
      'wiele wyników',
      'wiele wyników',
      'kilka wyników',
      'wiele wyników',
    ]);
  });

  it("falls back to 'other', then to undefined, and survives an invalid locale", () => {
    expect(pluralForm({ other: 'results' }, 'en', 1)).to.equal('results');
    expect(pluralForm({}, 'en', 3)).to.equal(undefined);
    expect(pluralForm({ one: 'one', other: 'many' }, 'not a locale!', 1)).to.equal('many');
  });

  it('makes the plural rules of a locale once and keeps them; none for an invalid tag', () => {
    const rules = pluralRules('pl');
    expect(rules?.resolvedOptions().locale).to.equal('pl');
    expect(pluralRules('pl')).to.equal(rules);
    expect(pluralRules('en')).to.not.equal(rules);
    expect(pluralRules('not a locale!')).to.equal(undefined);
    expect(pluralRules('not a locale!')).to.equal(undefined);
  });
});
