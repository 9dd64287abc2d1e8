/**
 * The visual policy (visual-policy.ts) is loose enough for a new browser build and still tight enough
 * for our pixels: a small form drawn by the tokens (the story chrome's fieldset, fields and buttons,
 * one field focused) matches its baseline, and then fails its comparison whenever one
 * token changes the way a real regression would: a colour one step along its scale, a spacing, the
 * focus ring, a missing border. Run with the story tests (`npm run test:visual`, project
 * `visual-policy`); an update run (`-- --update`) retakes only the unchanged baseline.
 */
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import '../packages/tokens/dist/tokens.css';
import './story-chrome.css';
import { VISUAL_POLICIES, type VisualPolicyName } from './visual-policy.js';

const FONTS = `
  :root { --pp-font-family-sans: 'DejaVu Sans'; --pp-font-family-mono: 'DejaVu Sans Mono'; caret-color: transparent; }
  body { margin: 0; padding: 8px; box-sizing: border-box; min-block-size: 100vh;
    font-family: var(--pp-font-family-sans); background: var(--pp-color-bg-canvas); color: var(--pp-color-fg-default); }
  .sample { display: grid; gap: var(--pp-space-4); inline-size: 24rem; }
  .sample form, .sample fieldset { display: grid; gap: var(--pp-space-3); }
  .sample .actions { display: flex; gap: var(--pp-space-2); }
`;

const overrides = document.createElement('style');

beforeAll(async () => {
  // The size of a story's screenshot at 1280 px, so that the policy's share of pixels is the same.
  await page.viewport(1280, 800);
  const fonts = document.createElement('style');
  fonts.textContent = FONTS;
  document.head.append(fonts, overrides);
  document.documentElement.lang = 'pl';
  document.documentElement.dataset['theme'] = 'light';
  document.body.innerHTML = `
    <div class="sample">
      <form>
        <fieldset>
          <legend>Nowe zgłoszenie</legend>
          <select aria-label="Projekt"><option>Wybierz projekt</option></select>
          <input aria-label="Temat" value="Zażółć gęślą jaźń" />
        </fieldset>
        <div class="actions">
          <button type="submit">Zapisz</button>
          <button type="button">Anuluj</button>
        </div>
      </form>
    </div>`;
  await document.fonts.ready;
  // The focus ring is part of the picture: a text field shows it on any focus.
  document.querySelector('input')?.focus();
});

afterEach(() => {
  overrides.textContent = '';
});

const screenshot = (policy: VisualPolicyName) =>
  expect.element(page.elementLocator(document.body)).toMatchScreenshot('policy-sample', {
    comparatorName: 'pixelmatch',
    comparatorOptions: { ...VISUAL_POLICIES[policy] },
  });

describe.sequential('the visual policy', () => {
  let baselineMatched = false;

  it('matches the baseline when nothing changed, by the default and the strict policy', async () => {
    await screenshot('default');
    await screenshot('strict');
    baselineMatched = true;
    if (inject('updatingBaselines')) await commands.recordBaseline('policy-sample');
  });

  // A changed picture must never become the baseline: an update run checks only the one above, and
  // with no baseline (or one that did not match) nothing is compared, so nothing is written.
  const changes: [string, string][] = [
    [
      'a border colour one step along the neutral scale',
      '--pp-color-border-default: var(--pp-color-neutral-300)',
    ],
    ['the brand colour one step darker', '--pp-color-bg-brand: var(--pp-color-brand-700)'],
    ['a spacing one step larger', '--pp-space-2: var(--pp-space-3)'],
    ['the focus ring one pixel thinner', '--pp-focus-ring-width: 1px'],
    ['the fields without their border', '--pp-input-border: transparent'],
  ];
  for (const [what, declaration] of changes) {
    it.skipIf(inject('updatingBaselines'))(`fails the default policy when ${what}`, async () => {
      expect(baselineMatched, 'the unchanged sample matches its baseline first').toBe(true);
      overrides.textContent = `:root, [data-theme] { ${declaration} !important; }`;
      const error = await screenshot('default').then(
        () => new Error('the changed sample matched its baseline'),
        (failure: unknown) => failure,
      );
      expect(String(error)).toMatch(/does not match the stored reference/);
      // Not by a hair: at least twice the pixels the policy lets differ.
      const differing = Number(/(\d+) pixels \(ratio/.exec(String(error))?.[1]);
      const allowed = VISUAL_POLICIES.default.allowedMismatchedPixelRatio * 1280 * 800;
      console.info(`${what}: ${differing} pixels differ, ${Math.floor(allowed)} allowed`);
      expect(differing).toBeGreaterThan(2 * allowed);
    });
  }
});
