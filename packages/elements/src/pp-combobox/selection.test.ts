import { expect } from '@open-wc/testing';
import { chosenOptions, formValue, indexOfCurrent, isCurrent, restoreChoice } from './selection.js';
import type { ComboboxOption } from './types.js';

const plain: ComboboxOption = { id: 'a', name: 'A' };
const radio: ComboboxOption = { id: 'r', name: 'R', inputType: 'radio' };
const box: ComboboxOption = { id: 'c', name: 'C', inputType: 'checkbox' };
const link: ComboboxOption = { id: 'l', name: 'L', href: '/l', active: true };
const level: ComboboxOption = { id: 'v', name: 'V', children: [], active: true };

describe('pp-combobox selection', () => {
  it('knows the current options: the chosen one, checked checkboxes, the current page; never a level', () => {
    const choice = { value: 'r', checked: new Set(['c']) };
    expect([plain, radio, box, link, level].map((o) => isCurrent(o, choice))).to.deep.equal([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(isCurrent({ id: '', name: 'empty id' }, { value: '', checked: new Set() })).to.be.false;
  });

  it('finds the row of the chosen option first, then of the first checked checkbox', () => {
    const rows = [plain, null, box, radio];
    expect(indexOfCurrent(rows, { value: 'r', checked: new Set(['c']) })).to.equal(3);
    expect(indexOfCurrent(rows, { value: '', checked: new Set(['c']) })).to.equal(2);
    expect(indexOfCurrent(rows, { value: 'gone', checked: new Set() })).to.equal(-1);
  });

  it('lists the chosen options as the trigger shows them', () => {
    const find = (id: string) => [plain, box].find((o) => o.id === id);
    expect(chosenOptions({ value: 'a', checked: new Set(['c', 'unknown']) }, plain, find)).to.deep.equal([
      plain,
      box,
    ]);
    expect(chosenOptions({ value: 'x', checked: new Set() }, undefined, find)).to.deep.equal([
      { id: 'x', name: 'x' },
    ]);
    expect(chosenOptions({ value: '', checked: new Set() }, undefined, find)).to.deep.equal([]);
  });

  it('submits the value alone, or every chosen id under the name, and restores either', () => {
    expect(formValue('project', { value: 'a', checked: new Set() })).to.deep.equal(['a', 'a']);
    expect(formValue('project', { value: '', checked: new Set() })).to.deep.equal([null, '']);
    const [data, state] = formValue('columns', { value: 'a', checked: new Set(['c', 'd']) });
    expect(data instanceof FormData && data.getAll('columns')).to.deep.equal(['a', 'c', 'd']);
    expect(restoreChoice(state)).to.deep.equal({ value: 'a', checked: new Set(['c', 'd']) });
    const [nameless] = formValue('', { value: 'a', checked: new Set(['c']) });
    expect(nameless instanceof FormData && [...nameless.keys()]).to.deep.equal([]);
    expect(restoreChoice('a')).to.deep.equal({ value: 'a' });
    expect(restoreChoice(null)).to.equal(undefined);
  });
});
