import { expect } from '@open-wc/testing';
import {
  activeChoices,
  buildLevelData,
  fillPage,
  filterLevel,
  hasChildren,
  indexById,
  isChoice,
  levelAt,
  pathIn,
  providerRows,
  secondaryText,
} from './levels.js';
import { countAnnouncement, optionAnnouncement } from './announcements.js';
import type { ComboboxOption } from './types.js';

const tree = (): ComboboxOption[] => [
  { id: 'home', name: 'Start', href: '/' },
  {
    id: 'settings',
    name: 'Ustawienia',
    children: [
      { id: 'lang', name: 'Język', description: 'Polski albo angielski', active: true },
      {
        id: 'columns',
        name: 'Kolumny',
        children: [{ id: 'date', name: 'Data', inputType: 'checkbox', active: true }],
      },
    ],
  },
  { id: 'plain', name: 'Zwykła', active: true },
  { id: 'empty', name: 'Pusta', children: [] },
];
const names = (options: readonly (ComboboxOption | null)[]) => options.map((o) => o?.name ?? null);

describe('pp-combobox levels', () => {
  it('tells levels, links and choices apart', () => {
    const [home, settings, plain, empty] = tree() as [
      ComboboxOption,
      ComboboxOption,
      ComboboxOption,
      ComboboxOption,
    ];
    expect([home, settings, plain, empty].map(hasChildren)).to.deep.equal([false, true, false, true]);
    expect([home, settings, plain, empty].map(isChoice)).to.deep.equal([false, false, true, false]);
  });

  it('finds the level of a path, and the same path in a new but equal tree', () => {
    const options = tree();
    const settings = options[1] as ComboboxOption;
    const columns = settings.children?.[1] as ComboboxOption;
    expect(levelAt(options, [])).to.equal(options);
    expect(names(levelAt(options, [settings, columns]))).to.deep.equal(['Data']);
    const again = tree();
    const moved = pathIn(again, [settings, columns]);
    expect(moved.map((o) => o.id)).to.deep.equal(['settings', 'columns']);
    expect(moved[0]).to.equal(again[1]);
    expect(pathIn(again, [{ id: 'gone', name: 'x', children: [] }])).to.deep.equal([]);
    expect(pathIn(again, [{ id: 'plain', name: 'no longer a level', children: [] }])).to.deep.equal([]);
  });

  it('searches below the level with each option’s chain, unless shallow', () => {
    const options = tree();
    const deep = buildLevelData(options, false);
    expect(names(deep.searchable)).to.deep.equal([
      'Start',
      'Ustawienia',
      'Język',
      'Kolumny',
      'Data',
      'Zwykła',
      'Pusta',
    ]);
    expect(deep.chains?.map((chain) => chain.map((o) => o.id).join('/'))).to.deep.equal([
      '',
      '',
      'settings',
      'settings',
      'settings/columns',
      '',
      '',
    ]);
    expect(Array.from(deep.tall ?? [])).to.deep.equal([0, 0, 1, 1, 1, 0, 0]);
    const shallow = buildLevelData(options, true);
    expect(shallow.searchable).to.equal(options);
    expect(shallow.chains).to.equal(undefined);
    expect(shallow.tall).to.equal(undefined);
  });

  it('filters a level: all of it for an empty query, ranked matches with chains and tall rows otherwise', () => {
    const options = tree();
    const data = buildLevelData(options, false);
    const all = filterLevel(options, data, '  ');
    expect(all.rows).to.equal(options);
    expect(all.chains).to.equal(undefined);
    const found = filterLevel(options, data, 'da');
    expect(names(found.rows)).to.deep.equal(['Data']);
    expect(found.chains?.[0]?.map((o) => o.id)).to.deep.equal(['settings', 'columns']);
    expect(found.tallCount).to.equal(1);
    expect(secondaryText(found.rows[0] as ComboboxOption, found.chains?.[0])).to.equal(
      'Ustawienia › Kolumny',
    );
    const lang = options[1]?.children?.[0] as ComboboxOption;
    expect(secondaryText(lang, [options[1] as ComboboxOption])).to.equal(
      'Ustawienia · Polski albo angielski',
    );
    expect(secondaryText(lang, undefined)).to.equal('Polski albo angielski');
    expect(secondaryText(options[0] as ComboboxOption, [])).to.equal('');
  });

  it('looks options up by id across levels and reads the active choices', () => {
    const options = tree();
    const byId = indexById(options);
    expect(byId.get('date')?.name).to.equal('Data');
    expect(byId.size).to.equal(7);
    const { value, checked } = activeChoices(options);
    // The first active plain or radio choice, depth first; links and levels are never choices.
    expect(value).to.equal('lang');
    expect([...checked]).to.deep.equal(['date']);
  });

  it('builds a data provider’s rows and fills later pages in place', () => {
    const { rows, tallCount } = providerRows(
      [
        { id: 'a', name: 'A', description: 'd' },
        { id: 'b', name: 'B' },
      ],
      5,
    );
    expect(names(rows)).to.deep.equal(['A', 'B', null, null, null]);
    expect(tallCount).to.equal(1);
    const tall = fillPage(rows, 3, [
      { id: 'd', name: 'D', description: 'x' },
      { id: 'e', name: 'E' },
      { id: 'f', name: 'F' },
    ]);
    expect(names(rows)).to.deep.equal(['A', 'B', null, 'D', 'E']);
    expect(tall).to.equal(1);
    expect(
      providerRows([{ id: 'a', name: 'A' }], 0).rows.length,
      'a total below the items counts the items',
    ).to.equal(1);
  });
});

describe('pp-combobox announcements', () => {
  const texts = {
    loadingText: 'Ładowanie…',
    checkedText: 'zaznaczone',
    uncheckedText: 'niezaznaczone',
    submenuText: 'podmenu',
    positionText: '{position} z {count}',
  };

  it('counts with the plural rules of the locale, falling back to other', () => {
    const pl = {
      one: '{count} wynik',
      few: '{count} wyniki',
      many: '{count} wyników',
      other: '{count} wyniku',
    };
    expect([1, 2, 5, 22, 25].map((n) => countAnnouncement(pl, 'pl', n))).to.deep.equal([
      '1 wynik',
      '2 wyniki',
      '5 wyników',
      '22 wyniki',
      '25 wyników',
    ]);
    expect(countAnnouncement({ other: '{count} matches' }, 'pl', 5)).to.equal('5 matches');
    expect(countAnnouncement({}, 'en', 3)).to.equal('3');
    expect(countAnnouncement({ other: '{count} x' }, 'not a locale!', 3)).to.equal('3 x');
  });

  it('names the active option with its description, state, submenu and position', () => {
    const level = { id: 'l', name: 'Kolumny', children: [] };
    const box = { id: 'c', name: 'Data', description: 'utworzenia', inputType: 'checkbox' as const };
    expect(optionAnnouncement(level, 0, 3, false, texts)).to.equal('Kolumny, podmenu, 1 z 3');
    expect(optionAnnouncement(box, 1, 3, true, texts)).to.equal('Data, utworzenia, zaznaczone, 2 z 3');
    expect(optionAnnouncement(box, 1, 3, false, texts)).to.equal('Data, utworzenia, niezaznaczone, 2 z 3');
    expect(optionAnnouncement(null, 99, 100, false, texts)).to.equal('Ładowanie…, 100 z 100');
  });
});
