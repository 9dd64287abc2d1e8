/**
 * The sidebar's motion: the transitions of the desktop column (opening and closing) and of the
 * collapsible sections and groups (the spring of the design tokens), and their reduced-motion
 * handling. The first render never needs them, as nothing moves then: `<pp-sidebar>` imports this
 * module the first time one of those states changes after its first render, and that update waits
 * for it, so even the first change is animated.
 *
 * Nothing here is imported at run time from Lit or from a module of the sidebar (see
 * sidebar-sheet.ts): the stylesheet is a plain `CSSStyleSheet`, adopted by the element.
 */

/**
 * Names this template `css` for the build, which minifies `css` templates (scripts/build-dist.mjs);
 * it is not Lit's (see the module comment): the text goes into a stylesheet of its own.
 */
const css = (strings: TemplateStringsArray): string => strings.join('');

// The column's timing is the sheet's too (sidebar-sheet.ts sets it the same way, for phones that
// never load this module); --_offscreen is set on :host by pp-sidebar.styles.ts.
const motionCss = css`
  :host {
    --_duration: var(--pp-sidebar-duration, var(--pp-duration-normal, 200ms));
    --_easing: var(--pp-easing-standard, cubic-bezier(0.2, 0, 0, 1));
    --_collapse-duration: var(--pp-motion-spring-collapse-duration, 300ms);
    --_collapse-easing: var(
      --pp-motion-spring-collapse-easing,
      linear(
        0,
        0.131 6.3%,
        0.387 12.5%,
        0.637 18.8%,
        0.827 25%,
        0.947 31.3%,
        1.011 37.5%,
        1.035 43.8%,
        1.038 50%,
        1.03 56.3%,
        1.02 62.5%,
        1.005 75%,
        0.999 87.5%,
        1
      )
    );
  }

  /* The desktop column: its width, and the panel sliding out (hidden once it is out). */
  :host(:state(desktop)) {
    transition: inline-size var(--_duration) var(--_easing);
  }

  .panel {
    transition:
      translate var(--_duration) var(--_easing),
      visibility 0s;
  }

  :host(:state(desktop):not(:state(open))) .panel {
    transition:
      translate var(--_duration) var(--_easing),
      visibility 0s linear var(--_duration);
  }

  /* Collapsible regions: grid rows between 0fr and 1fr with the spring, hidden once collapsed. */
  .chevron {
    transition: rotate var(--_collapse-duration) var(--_collapse-easing);
  }

  .collapse {
    transition:
      grid-template-rows var(--_collapse-duration) var(--_collapse-easing),
      visibility 0s linear var(--_collapse-duration);
  }

  .collapse[data-open] {
    transition:
      grid-template-rows var(--_collapse-duration) var(--_collapse-easing),
      visibility 0s;
  }

  @media (prefers-reduced-motion: reduce) {
    :host {
      --_duration: 0s;
      --_collapse-duration: 0s;
    }
  }
`;

let motionStyles: CSSStyleSheet | undefined;

/** Adds the motion styles to `root`, a `<pp-sidebar>`'s shadow root (one stylesheet for all of them). */
export function adoptMotionStyles(root: ShadowRoot): void {
  if (!motionStyles) {
    motionStyles = new CSSStyleSheet();
    motionStyles.replaceSync(motionCss);
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, motionStyles];
}
