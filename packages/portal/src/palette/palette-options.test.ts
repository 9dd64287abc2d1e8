import { describe, expect, it } from 'vitest';
import { buildClientMenu, buildStaffMenu, filterMenu } from '../navigation';
import { navLabelsPl } from '../navigation/labels';
import {
  RECENT_LIMIT,
  baseId,
  buildPaletteOptions,
  decodeAction,
  encodeAction,
  readRecent,
  rememberRecent,
  type PaletteInput,
} from './palette-options';

const labels: PaletteInput['labels'] = {
  pages: 'Strony',
  switchProject: 'Zmień projekt',
  theme: 'Motyw',
  themes: { system: 'Systemowy', light: 'Jasny', dark: 'Ciemny' },
  language: 'Język',
  logout: 'Wyloguj',
  leave: 'Opuść konto',
  recent: 'Ostatnio wybrane',
  current: 'bieżący',
};

function input(overrides: Partial<PaletteInput> = {}): PaletteInput {
  return {
    menu: filterMenu(buildClientMenu([]), ['client-projects-show']),
    translate: (key) => (navLabelsPl as Record<string, string>)[key] ?? key,
    projects: [
      { id: 1, name: 'Sklep' },
      { id: 2, name: 'Blog' },
    ],
    selectedProjectId: 1,
    theme: 'system',
    locale: 'pl',
    impersonated: false,
    recent: [],
    labels,
    ...overrides,
  };
}

function flatten(options: ReturnType<typeof buildPaletteOptions>): string[] {
  return options.flatMap((option) => [option.name, ...(option.children ? flatten(option.children) : [])]);
}

describe('palette options', () => {
  it('list the pages the user can see and the actions', () => {
    const names = flatten(buildPaletteOptions(input()));
    expect(names).toContain('Dashboard');
    expect(names).toContain('Projekty');
    expect(names).not.toContain('Kontakty');
    expect(names).toEqual(
      expect.arrayContaining([
        'Zmień projekt',
        'Sklep',
        'Blog',
        'Motyw',
        'Ciemny',
        'Język',
        'English',
        'Wyloguj',
      ]),
    );
  });

  it('group staff pages by section, with nested levels for groups', () => {
    const menu = filterMenu(buildStaffMenu({}), ['user-list', 'project-list']);
    const options = buildPaletteOptions(input({ menu }));
    const admin = options.find((option) => option.name === 'Administracja');
    expect(admin?.children?.[0]?.name).toBe('Konta i użytkownicy');
    expect(admin?.children?.[0]?.children?.map((child) => child.href)).toEqual([
      '/admin/users',
      '/admin/projects',
    ]);
  });

  it('mark the current choices without making them the value', () => {
    const options = buildPaletteOptions(input());
    const projects = options.find((option) => option.name === 'Zmień projekt')?.children ?? [];
    expect(projects.map((option) => [option.name, option.description, option.active])).toEqual([
      ['Sklep', 'bieżący', undefined],
      ['Blog', undefined, undefined],
    ]);
  });

  it('offer Leave account instead of Log out while impersonating', () => {
    const names = flatten(buildPaletteOptions(input({ impersonated: true })));
    expect(names).toContain('Opuść konto');
    expect(names).not.toContain('Wyloguj');
  });

  it('put recent choices first, and skip ones that are no longer there', () => {
    const options = buildPaletteOptions(
      input({ recent: ['page:/projects', 'page:/gone', encodeAction({ kind: 'theme', setting: 'dark' })] }),
    );
    expect(options.slice(0, 2).map((option) => [option.name, baseId(option.id)])).toEqual([
      ['Projekty', 'page:/projects'],
      ['Ciemny', 'action:theme:dark'],
    ]);
    expect(options[0]?.description).toBe('Ostatnio wybrane');
  });

  it('encode and decode actions, refusing anything else', () => {
    for (const action of [
      { kind: 'project', projectId: 7 },
      { kind: 'theme', setting: 'light' },
      { kind: 'language', locale: 'en' },
      { kind: 'logout' },
      { kind: 'leave' },
    ] as const) {
      expect(decodeAction(encodeAction(action))).toEqual(action);
    }
    expect(decodeAction('page:/x')).toBeUndefined();
    expect(decodeAction('action:theme:purple')).toBeUndefined();
    expect(decodeAction('action:project:abc')).toBeUndefined();
  });

  it('remember at most five recent choices, most recent first, and survive corrupt storage', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    };
    for (let i = 0; i < 7; i++) rememberRecent(`page:/${i}`, storage);
    rememberRecent('page:/3', storage);
    expect(readRecent(storage)).toEqual(['page:/3', 'page:/6', 'page:/5', 'page:/4', 'page:/2']);
    expect(readRecent(storage)).toHaveLength(RECENT_LIMIT);
    values.set('palette-recent', '{broken');
    expect(readRecent(storage)).toEqual([]);
  });
});
