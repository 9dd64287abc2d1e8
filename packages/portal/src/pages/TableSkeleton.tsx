import { Skeleton } from '@portal-elements/elements/pp-skeleton/pp-skeleton.react';
import { useI18n } from '../i18n/i18n';

/**
 * Where a table's data is still on its way: rows of pp-skeleton lines in the table's place (so the
 * page does not jump when it arrives). The skeletons hide themselves from assistive technology; the
 * region says "Ładowanie…" once, in its status, and is marked busy.
 */
export function TableSkeleton({ columns, rows = 5 }: { columns: number; rows?: number }) {
  const { t } = useI18n();
  return (
    <div className="skeleton" aria-busy="true">
      <p className="pp-visually-hidden" role="status">
        {t('app.loading')}
      </p>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="skeleton__row">
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} />
          ))}
        </div>
      ))}
    </div>
  );
}
