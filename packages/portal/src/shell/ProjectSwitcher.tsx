import { Suspense, lazy, useLayoutEffect, useRef } from 'react';
import { AfterIdle } from '../app/idle';
import { useI18n } from '../i18n/i18n';
import { useShell } from './shell-context';

/**
 * pp-combobox (with the virtualizer, the filter and Floating UI) and pp-tooltip are not in the first
 * load: the switcher's control is a lazy chunk, rendered (and so fetched) once the first screen is up
 * and the page is idle. Until it is there, the same `<pp-combobox>` tag stands in its place (shell.css
 * gives it the element's box and shows the chosen project), and a keyboard focus that reached it
 * (possible once the chunk has defined the element) moves to the real control.
 */
const ProjectSwitcherControl = lazy(() => import('./ProjectSwitcherControl'));

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'pp-combobox': {
        id?: string;
        class?: string;
        mode?: string;
        label?: string;
        placeholder?: string;
        ref?: React.Ref<HTMLElement>;
      };
    }
  }
}

let standInFocused = false;

function StandIn() {
  const { t } = useI18n();
  const { layout } = useShell();
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      standInFocused = element?.matches(':focus-within') ?? false;
    };
  }, []);
  return (
    <pp-combobox
      ref={ref}
      id="project-switcher"
      class="topbar__projects"
      mode="select"
      label={t('projects.placeholder')}
      placeholder={layout.user.selectedProject?.name ?? t('projects.placeholder')}
    />
  );
}

/** Moves a focus the stand-in had to the control that replaced it. */
function FocusHandOver({ children }: { children: React.ReactNode }) {
  useLayoutEffect(() => {
    if (!standInFocused) return;
    standInFocused = false;
    document.querySelector<HTMLElement>('#project-switcher')?.focus();
  }, []);
  return children;
}

/** The project switcher (spec 2): placeholder 'Wybierz projekt', tooltip 'Zmień aktywny projekt'. */
export function ProjectSwitcher() {
  const { layout } = useShell();
  if (layout.user.projects.length === 0) return null;
  return (
    <Suspense fallback={<StandIn />}>
      <AfterIdle>
        <FocusHandOver>
          <ProjectSwitcherControl />
        </FocusHandOver>
      </AfterIdle>
    </Suspense>
  );
}
