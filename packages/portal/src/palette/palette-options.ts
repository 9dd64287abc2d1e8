import type { ComboboxOption } from '@portal-elements/elements/pp-combobox/types';
import type { MenuItem, MenuSection } from '../navigation';
import type { ThemeSetting } from '../theme/theme';

/** What choosing a palette option does, besides navigating to an `href`. */
export type PaletteAction =
  | { kind: 'project'; projectId: number }
  | { kind: 'theme'; setting: ThemeSetting }
  | { kind: 'language'; locale: 'pl' | 'en' }
  | { kind: 'logout' }
  | { kind: 'leave' };

export interface PaletteInput {
  menu: readonly MenuSection[];
  translate: (key: string) => string;
  projects: readonly { id: number; name: string }[];
  selectedProjectId: number | null;
  theme: ThemeSetting;
  locale: 'pl' | 'en';
  impersonated: boolean;
  /** Ids of recently chosen options, most recent first. */
  recent: readonly string[];
  labels: {
    pages: string;
    switchProject: string;
    theme: string;
    themes: Record<ThemeSetting, string>;
    language: string;
    logout: string;
    leave: string;
    recent: string;
    /** Marks the current project, theme and language. */
    current: string;
  };
}

const ACTION_PREFIX = 'action:';

export function encodeAction(action: PaletteAction): string {
  switch (action.kind) {
    case 'project':
      return `${ACTION_PREFIX}project:${action.projectId}`;
    case 'theme':
      return `${ACTION_PREFIX}theme:${action.setting}`;
    case 'language':
      return `${ACTION_PREFIX}language:${action.locale}`;
    default:
      return `${ACTION_PREFIX}${action.kind}`;
  }
}

export function decodeAction(id: string): PaletteAction | undefined {
  if (!id.startsWith(ACTION_PREFIX)) return undefined;
  const [kind, value] = id.slice(ACTION_PREFIX.length).split(':');
  if (kind === 'project' && value && /^\d+$/.test(value)) return { kind, projectId: Number(value) };
  if (kind === 'theme' && (value === 'system' || value === 'light' || value === 'dark'))
    return { kind, setting: value };
  if (kind === 'language' && (value === 'pl' || value === 'en')) return { kind, locale: value };
  if (kind === 'logout' || kind === 'leave') return { kind };
  return undefined;
}

function pageOption(item: MenuItem, translate: (key: string) => string): ComboboxOption | undefined {
  const name = item.labelIsText ? item.name : translate(item.name);
  const children = (item.children ?? [])
    .map((child) => pageOption(child, translate))
    .filter((child): child is ComboboxOption => child !== undefined);
  if (item.external) return undefined;
  if (children.length > 0) {
    // A group: its own page (if any) first, then its entries, one level down.
    const own = item.href ? [{ id: `page:${item.href}`, name, href: item.href }] : [];
    return { id: `group:${item.id}`, name, children: [...own, ...children] };
  }
  return item.href ? { id: `page:${item.href}`, name, href: item.href } : undefined;
}

/** Every page the user can see, grouped by section, then the actions; recent choices first. */
export function buildPaletteOptions(input: PaletteInput): ComboboxOption[] {
  const { translate, labels } = input;
  const pages: ComboboxOption[] = [];
  for (const section of input.menu) {
    const items = section.items
      .map((item) => pageOption(item, translate))
      .filter((option): option is ComboboxOption => option !== undefined);
    if (items.length === 0) continue;
    if (section.displayLabel)
      pages.push({ id: `section:${section.name}`, name: translate(section.displayLabel), children: items });
    else pages.push(...items);
  }
  // Not `active`: in an editable combobox that would fill the search field with the current choice.
  const current = (isCurrent: boolean) => (isCurrent ? { description: labels.current } : {});
  const actions: ComboboxOption[] = [];
  if (input.projects.length > 1) {
    actions.push({
      id: 'group:projects',
      name: labels.switchProject,
      children: input.projects.map((project) => ({
        id: encodeAction({ kind: 'project', projectId: project.id }),
        name: project.name,
        inputType: 'radio',
        ...current(project.id === input.selectedProjectId),
      })),
    });
  }
  actions.push({
    id: 'group:theme',
    name: labels.theme,
    children: (['system', 'light', 'dark'] as const).map((setting) => ({
      id: encodeAction({ kind: 'theme', setting }),
      name: labels.themes[setting],
      inputType: 'radio',
      ...current(setting === input.theme),
    })),
  });
  actions.push({
    id: 'group:language',
    name: labels.language,
    children: (['pl', 'en'] as const).map((locale) => ({
      id: encodeAction({ kind: 'language', locale }),
      name: locale === 'pl' ? 'Polski' : 'English',
      inputType: 'radio',
      ...current(locale === input.locale),
    })),
  });
  actions.push(
    input.impersonated
      ? {
          id: encodeAction({ kind: 'leave' }),
          name: labels.leave,
          href: '/impersonate-leave',
          asInertiaLink: false,
        }
      : { id: encodeAction({ kind: 'logout' }), name: labels.logout },
  );

  const all = [...pages, ...actions];
  const byId = new Map<string, ComboboxOption>();
  const index = (options: readonly ComboboxOption[]) => {
    for (const option of options) {
      if (!option.children) byId.set(option.id, option);
      else index(option.children);
    }
  };
  index(all);
  const recent = input.recent
    .map((id) => byId.get(id))
    .filter((option): option is ComboboxOption => option !== undefined)
    .map((option) => ({ ...option, id: `recent:${option.id}`, description: labels.recent }));
  return [...recent, ...all];
}

/** The id a recent entry stands for. */
export function baseId(id: string): string {
  return id.startsWith('recent:') ? id.slice('recent:'.length) : id;
}

export const RECENT_STORAGE_KEY = 'palette-recent';
export const RECENT_LIMIT = 5;

export function readRecent(storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === 'string').slice(0, RECENT_LIMIT)
      : [];
  } catch {
    return [];
  }
}

export function rememberRecent(
  id: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): string[] {
  const next = [id, ...readRecent(storage).filter((other) => other !== id)].slice(0, RECENT_LIMIT);
  try {
    storage.setItem(RECENT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked or full: recent choices are a convenience.
  }
  return next;
}
