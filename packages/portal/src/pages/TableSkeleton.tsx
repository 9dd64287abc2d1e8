import { useI18n } from '../i18n/i18n';

/**
 * Where a table's data is still on its way: rows of placeholder bars in the table's place (so the
 * page does not jump when it arrives), and "Ładowanie…" for screen readers.
 */
export function TableSkeleton({ columns, rows = 5 }: { columns: number; rows?: number }) {
  const { t } = useI18n();
  return (
    <div className="skeleton">
      <p className="pp-visually-hidden" role="status">
        {t('app.loading')}
      </p>
      <div aria-hidden="true">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="skeleton__row">
            {Array.from({ length: columns }, (_, column) => (
              <span key={column} className="skeleton__cell" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
