/**
 * How closely a story's screenshot must match its baseline (README, "Visual tests"): pixelmatch with a
 * per-pixel colour threshold, anti-aliased pixels (text edges, curves) set aside by pixelmatch's own
 * detection, and a small share of mismatched pixels allowed where the browser's rasteriser may move
 * an edge. A real change still fails: a colour one step along a token scale, a spacing, a focus ring,
 * a missing border (visual-policy.browser.test.ts changes one token at a time and sees it fail).
 *
 * A pixel differs when its colour moves by more than `threshold` in pixelmatch's YIQ distance (0.05:
 * a grey about 13 levels of 255 lighter or darker, a third of the step between two neighbours of the
 * neutral scale).
 */
export interface ScreenshotPolicy {
  /** pixelmatch's per-pixel colour threshold (0 to 1, YIQ distance). */
  threshold: number;
  /** The share of the screenshot's pixels that may differ beyond the threshold. */
  allowedMismatchedPixelRatio: number;
}

export const VISUAL_POLICIES = {
  /**
   * Every story unless it says otherwise: a 1280 x 800 screenshot may differ in 200 pixels (0.02 %),
   * the rasteriser's own edges; a missing border or a ring one pixel thinner is several hundred.
   */
  default: { threshold: 0.05, allowedMismatchedPixelRatio: 0.0002 },
  /** Focus rings and token swatches: no pixel may differ beyond the colour threshold. */
  strict: { threshold: 0.05, allowedMismatchedPixelRatio: 0 },
} as const satisfies Record<string, ScreenshotPolicy>;

export type VisualPolicyName = keyof typeof VISUAL_POLICIES;

/**
 * `parameters.storyTests.screenshot` of a story: a policy by name, or one loosened where the story's
 * last pixel is left to chance (say why next to it).
 */
export type StoryScreenshotParameter = VisualPolicyName | Partial<ScreenshotPolicy>;

/** The pixelmatch options of a story's screenshot. */
export function comparatorOptions(parameter: StoryScreenshotParameter | undefined): ScreenshotPolicy {
  if (parameter === undefined) return { ...VISUAL_POLICIES.default };
  if (typeof parameter === 'string') return { ...VISUAL_POLICIES[parameter] };
  return { ...VISUAL_POLICIES.default, ...parameter };
}
