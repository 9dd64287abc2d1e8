import type { ComboboxSelectDetail, PpCombobox } from '@portal-elements/elements/pp-combobox/pp-combobox';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { whenIdle, whenOnline } from '../app/idle';
import { useI18n } from '../i18n/i18n';
import { useChangeProject } from '../session/session';
import { useShell } from './shell-context';
import { standIn } from './stand-in';

/**
 * pp-combobox (with the virtualizer, the filter and Floating UI) and pp-tooltip are not in the first
 * load: their definitions are lazy chunks, fetched once the first screen is up and the page is idle,
 * or as soon as a person reaches for the switcher (pointer over it, focus, a press); never while the
 * browser is offline (a failed chunk could not be fetched again without a reload).
 */
const loadElements = () =>
  whenOnline().then(() =>
    Promise.all([
      import('@portal-elements/elements/pp-combobox/pp-combobox'),
      import('@portal-elements/elements/pp-tooltip/pp-tooltip'),
    ]),
  );

// The elements' tags in JSX, typed from custom-elements.json (generated, like the editors' data).
import type {} from '@portal-elements/elements/jsx';

/**
 * The project switcher (spec 2): a select-only pp-combobox with the placeholder 'Wybierz projekt'
 * and the tooltip 'Zmień aktywny projekt'. Choosing a project calls POST /projects/change, then the
 * layout is fetched again and the app goes to /; on failure an error toast says so and the previous
 * choice stays.
 *
 * One `<pp-combobox>` node from the first render on: until its definition has loaded it is a stand-in
 * (shell.css gives it the element's box and shows the chosen project; stand-in.ts makes it a busy
 * combobox that remembers clicks and keys), and then it upgrades in place. Its properties are set and
 * its events heard through the ref, which works before the upgrade too (Lit takes over properties
 * set on the element before it was defined), so nothing is swapped and focus is never dropped.
 */
export function ProjectSwitcher() {
  const { t } = useI18n();
  const { layout } = useShell();
  const ref = useRef<PpCombobox>(null);
  // A callback ref: the tag's generated JSX type (from custom-elements.json) takes one, not a RefObject.
  const setHost = useCallback((element: PpCombobox | null) => {
    ref.current = element;
  }, []);
  const { projects } = layout.user;
  const selected = layout.user.selectedProject;
  const change = useChangeProject(() => toast.error(t('projects.changeFailed')));
  const placeholder = t('projects.placeholder');
  const options = useMemo(
    () =>
      projects.map((project) => ({
        id: String(project.id),
        name: project.name,
        active: project.id === selected?.id,
      })),
    [projects, selected?.id],
  );
  const hasProjects = projects.length > 0;

  useLayoutEffect(() => {
    const host = ref.current;
    if (!host) return;
    const stop = standIn(host, placeholder, loadElements);
    whenIdle(loadElements);
    return stop;
  }, [placeholder, hasProjects]);

  useLayoutEffect(() => {
    const host = ref.current;
    if (!host) return;
    host.options = options;
    host.value = selected ? String(selected.id) : '';
  }, [options, selected]);

  const { isPending, mutate } = change;
  useEffect(() => {
    const host = ref.current;
    if (!host) return;
    const onSelect = (event: Event) => {
      // The combobox's pp-select (the menu fires one too, with an item instead of an option).
      const id = Number((event as CustomEvent<ComboboxSelectDetail>).detail.option.id);
      if (id === selected?.id) return;
      // The portal sets the value once the server agrees; the list closes now, as after any choice.
      event.preventDefault();
      host.open = false;
      if (!isPending) mutate(id);
    };
    host.addEventListener('pp-select', onSelect);
    return () => host.removeEventListener('pp-select', onSelect);
  }, [selected?.id, isPending, mutate, hasProjects]);

  if (!hasProjects) return null;
  return (
    <>
      <pp-combobox
        ref={setHost}
        slot="project"
        id="project-switcher"
        class="pp-project-switcher"
        mode="select"
        label={placeholder}
        placeholder={placeholder}
        empty-text={t('combobox.empty')}
        locale={layout.locale}
        // What the stand-in shows until the element is defined (shell.css).
        data-display={selected?.name ?? placeholder}
        // Not disabled while a change is on its way: that would drop the keyboard focus to <body>.
        aria-busy={change.isPending ? 'true' : undefined}
      />
      <pp-tooltip slot="project" for="project-switcher" content={t('projects.tooltip')} />
    </>
  );
}
