import type { Locator, Page } from '@playwright/test';

/** Resolves once no finite animation runs on `page`, shadow roots included (checked every frame). */
export declare function settleAnimations(page: Page): Promise<void>;
/** Clicks `option` once it is shown and the finite animations of its root have ended. */
export declare function clickOption(option: Locator): Promise<void>;
