import { FlowLayout } from '@lit-labs/virtualizer/layouts/flow.js';

type LayoutHostSink = ConstructorParameters<typeof FlowLayout>[0];

/**
 * `@lit-labs/virtualizer`'s flow layout with an overscan counted in rows instead of its fixed 1000 px
 * overhang (which would keep about 70 rows of 32 px in the DOM). `overscan` rows of the measured average
 * height are rendered above and below the viewport.
 */
export class OverscanFlowLayout extends FlowLayout {
  /** Rows rendered beyond each edge of the viewport. Set through the layout config. */
  overscan = 5;

  constructor(hostSink: LayoutHostSink, config?: object) {
    super(hostSink, config);
    // First estimate before anything is measured: the spec's row height.
    this._itemSize = { width: 100, height: 32 };
  }

  override _getActiveItems(): void {
    this._overhang = Math.max(0, this.overscan) * this._getAverageSize();
    super._getActiveItems();
  }
}
