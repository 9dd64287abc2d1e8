// One element by its per-element path: the page loads pp-tooltip (and Lit, Floating UI), nothing else.
import '@portal-elements/tokens/tokens.css';
import '@portal-elements/elements/pp-tooltip';
import type { PpTooltip } from '@portal-elements/elements/pp-tooltip';

const tooltip = document.querySelector<PpTooltip>('pp-tooltip')!;
const shown = document.querySelector('#shown')!;
tooltip.addEventListener('pp-show', (event) => {
  shown.textContent = event.detail.trigger?.id ?? '';
});
