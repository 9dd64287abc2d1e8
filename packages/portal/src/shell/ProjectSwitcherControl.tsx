import { Combobox } from '@portal-elements/elements/pp-combobox/pp-combobox.react';
import type { PpCombobox } from '@portal-elements/elements/pp-combobox/pp-combobox';
import { Tooltip } from '@portal-elements/elements/pp-tooltip/pp-tooltip.react';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { useMemo } from 'react';
import { useI18n } from '../i18n/i18n';
import { useChangeProject } from '../session/session';
import { useShell } from './shell-context';

/**
 * The project switcher's control (spec 2), a lazy chunk with pp-combobox and pp-tooltip (see
 * ProjectSwitcherSlot.tsx, which shows the closed element until this has loaded): a select-only pp-combobox with the placeholder 'Wybierz projekt'
 * and the tooltip 'Zmień aktywny projekt'. Choosing a project calls POST /projects/change, then the
 * layout is fetched again and the app goes to /; on failure an error toast says so and the previous
 * choice stays.
 */
export default function ProjectSwitcher() {
  const { t } = useI18n();
  const { layout } = useShell();
  const selected = layout.user.selectedProject;
  const change = useChangeProject(() => toast.error(t('projects.changeFailed')));
  const options = useMemo(
    () =>
      layout.user.projects.map((project) => ({
        id: String(project.id),
        name: project.name,
        active: project.id === selected?.id,
      })),
    [layout.user.projects, selected?.id],
  );

  if (layout.user.projects.length === 0) return null;
  return (
    <>
      <Combobox
        id="project-switcher"
        className="topbar__projects"
        mode="select"
        label={t('projects.placeholder')}
        placeholder={t('projects.placeholder')}
        emptyText={t('combobox.empty')}
        locale={layout.locale}
        options={options}
        value={selected ? String(selected.id) : ''}
        // Not disabled while a change is on its way: that would drop the keyboard focus to <body>.
        aria-busy={change.isPending ? 'true' : undefined}
        onSelect={(event) => {
          const id = Number(event.detail.option.id);
          if (id === selected?.id) return;
          // The portal sets the value once the server agrees; the list closes now, as after any choice.
          event.preventDefault();
          (event.currentTarget as PpCombobox).open = false;
          if (!change.isPending) change.mutate(id);
        }}
      />
      <Tooltip for="project-switcher" content={t('projects.tooltip')} />
    </>
  );
}
