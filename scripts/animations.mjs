// Playwright helpers for pages that use the elements. The elements animate inside their shadow roots,
// where `document.getAnimations()` does not look. The portal's end-to-end tests and the consumers'
// tests (packages/elements/consumers) both wait on them here. Types: animations.d.mts.

/**
 * Resolves once no finite animation or transition runs on `page` (colours easing after a theme switch, a
 * dialog fading in), in the document or in any open shadow root, so a scan or a screenshot sees what a
 * person sees once the change has settled. `getAnimations({ subtree: true })` leaves shadow roots out
 * too, so every open one is asked. Checked on every frame, so an animation started meanwhile is waited
 * for as well; an endless one (a spinner) is not.
 */
export async function settleAnimations(page) {
  await page.waitForFunction(() => {
    const roots = [document];
    for (let i = 0; i < roots.length; i++) {
      for (const element of roots[i].querySelectorAll('*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    return roots.every((root) =>
      root
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    );
  });
}

/**
 * Clicks `option` once it is shown and the finite animations of its root (the shadow root of the popup
 * it is in) have ended, as a person does. Clicked while its list still slides in, the option is "not
 * stable" to Playwright, whose later attempts scroll it into view with a forced alignment: that scrolls
 * the page too (the list is in the top layer), and the list, placed by CSS anchor positioning, follows
 * its field one frame later, so the point Playwright read can land outside the option (lost clicks,
 * seen in CI on the SOC case page and in the consumers' tests).
 */
export async function clickOption(option) {
  await option.waitFor();
  await option.evaluate((element) =>
    Promise.all(
      element
        .getRootNode()
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  await option.click();
}
