import type { PpCombobox } from '@portal-elements/elements/pp-combobox/pp-combobox';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { Combobox } from '@portal-elements/elements/pp-combobox/pp-combobox.react';
import { Dialog } from '@portal-elements/elements/pp-dialog/pp-dialog.react';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { useChangeProject, useLogout } from '../session/session';
import { useShell } from '../shell/shell-context';
import { readThemeSetting, setThemeSetting } from '../theme/theme';
import { baseId, buildPaletteOptions, decodeAction, readRecent, rememberRecent } from './palette-options';
import './palette.css';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The search dialog and command palette (spec 2): a modal pp-dialog without a header (the field says
 * what it is) holding pp-combobox in editable mode, listing every page the user can see (grouped by
 * section) and the shell's actions, recent choices first. Loaded lazily, on first use. Escape belongs
 * to the combobox first (it closes its list, goes back a level, clears the query, and consumes the
 * key); once the combobox has nothing left to undo, Escape closes the dialog, as does the backdrop,
 * and pp-dialog returns focus to what opened it.
 */
export default function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const { t, locale } = useI18n();
  const { layout, menu } = useShell();
  const navigate = useNavigate();
  const comboboxRef = useRef<PpCombobox>(null);
  const changeProject = useChangeProject(() => toast.error(t('projects.changeFailed')));
  const logout = useLogout(() => toast.error(t('errors.logout')));

  const options = useMemo(
    () =>
      open
        ? buildPaletteOptions({
            menu,
            translate: (key) => t(key as MessageKey),
            projects: layout.user.projects,
            selectedProjectId: layout.user.selectedProject?.id ?? null,
            theme: readThemeSetting(),
            locale,
            impersonated: layout.user.impersonated,
            recent: readRecent(),
            labels: {
              pages: t('palette.pages'),
              switchProject: t('palette.switchProject'),
              theme: t('userMenu.theme'),
              themes: {
                system: t('userMenu.theme.system'),
                light: t('userMenu.theme.light'),
                dark: t('userMenu.theme.dark'),
              },
              language: t('userMenu.language'),
              logout: t('userMenu.logout'),
              leave: t('userMenu.leaveAccount'),
              recent: t('palette.recent'),
              current: t('palette.current'),
            },
          })
        : [],
    [open, menu, t, layout.user, locale],
  );

  useEffect(() => {
    // pp-dialog has opened and focused the combobox by the next frame: open its list of pages.
    if (!open) return;
    const frame = requestAnimationFrame(() => comboboxRef.current?.show());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <Dialog
      className="palette"
      label={t('userMenu.commandPalette')}
      noHeader
      open={open}
      onRequestClose={onClose}
    >
      <Combobox
        ref={comboboxRef}
        mode="editable"
        label={t('palette.label')}
        placeholder={t('palette.placeholder')}
        emptyText={t('search.empty')}
        locale={locale}
        autoActivate
        options={options}
        onNavigate={(event) => {
          rememberRecent(baseId(event.detail.option.id));
          if (event.detail.asInertiaLink) {
            event.preventDefault();
            onClose();
            void navigate(event.detail.href);
          }
        }}
        onSelect={(event) => {
          const id = baseId(event.detail.option.id);
          const action = decodeAction(id);
          if (!action) return;
          event.preventDefault();
          rememberRecent(id);
          onClose();
          if (action.kind === 'project') changeProject.mutate(action.projectId);
          else if (action.kind === 'theme') setThemeSetting(action.setting);
          else if (action.kind === 'language') window.location.assign(`/lang/${action.locale}`);
          else if (action.kind === 'logout') logout.mutate();
          else window.location.assign('/impersonate-leave');
        }}
      />
    </Dialog>
  );
}
