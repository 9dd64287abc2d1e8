import type { Catalogue } from '../shared/locale-controller.js';
import type { DataTableCountText } from './types.js';

/** The built-in texts of `<pp-data-table>`: each is also a property of the element (same name). */
export interface DataTableMessages {
  /** The label of the global search field. */
  searchLabel: string;
  /** The label of a column's filter (text, set, or the legend of a date range): `{column}` is the column's header. */
  filterLabel: string;
  /** Shown in a set filter while no value is chosen (every row matches). */
  filterAllText: string;
  /** The label of a date range filter's first date (the group is named after the column). */
  dateFromLabel: string;
  /** The label of a date range filter's last date (the group is named after the column). */
  dateToLabel: string;
  /** Shown (and announced) next to a date range filter whose start is after its end; the range is not applied. */
  dateRangeErrorText: string;
  /** Shown (and announced) when no row matches. */
  emptyText: string;
  /** The accessible name of the skeleton rows while rows load. */
  loadingText: string;
  /** Shown (and announced) when the data provider fails. */
  errorText: string;
  /** The button that asks the data provider again after a failure. */
  retryLabel: string;
  /** The accessible name of the pagination bar. */
  paginationLabel: string;
  /** The label of the page-size field. */
  pageSizeLabel: string;
  /** The rows shown: `{from}`, `{to}` and `{total}` are replaced (numbers formatted for the language). */
  rangeText: string;
  /** The page shown: `{page}` and `{count}` are replaced. */
  pageText: string;
  /** The first-page button. */
  firstPageLabel: string;
  /** The previous-page button. */
  previousPageLabel: string;
  /** The next-page button. */
  nextPageLabel: string;
  /** The last-page button. */
  lastPageLabel: string;
  /** Announced after a sort: `{columns}` is each key's column and direction, joined by ', '. */
  sortedText: string;
  /** Announced when no column sorts any more. */
  unsortedText: string;
  /** The direction of an ascending sort key in the sort announcement. */
  ascendingText: string;
  /** The direction of a descending sort key in the sort announcement. */
  descendingText: string;
  /** The result count announcement by plural category (`Intl.PluralRules` of the language); `{count}` is replaced. */
  countText: DataTableCountText;
  /** The label of a row's checkbox (`selectable`): `{row}` is the text of the row's first column. */
  selectRowLabel: string;
  /** The label of the header checkbox that selects or clears the rows of the page (`selectable`). */
  selectPageLabel: string;
  /** The selected count shown above the grid and announced, by plural category (`Intl.PluralRules` of the language); `{count}` is replaced. */
  selectionCountText: DataTableCountText;
  /** The button that selects every matching row once the page is selected: `{total}` is their number. */
  selectAllMatchingLabel: string;
  /** The button that clears the selection. */
  clearSelectionLabel: string;
  /** The button in the toolbar, shown while the search or a column filter is set, that clears them all. */
  clearFiltersLabel: string;
  /** The button of the column visibility menu (and the name of its panel). */
  columnsLabel: string;
  /** The name of a header's resizer: `{column}` is the column's header. */
  resizeLabel: string;
}

/** Polish (the default) and English texts of `<pp-data-table>`. */
export const dataTableMessages: Catalogue<DataTableMessages> = {
  pl: {
    searchLabel: 'Szukaj',
    filterLabel: 'Filtruj: {column}',
    filterAllText: 'Wszystkie',
    dateFromLabel: 'Od',
    dateToLabel: 'Do',
    dateRangeErrorText: 'Data początkowa jest późniejsza niż końcowa',
    emptyText: 'Brak wyników',
    loadingText: 'Ładowanie…',
    errorText: 'Nie udało się wczytać danych.',
    retryLabel: 'Spróbuj ponownie',
    paginationLabel: 'Stronicowanie',
    pageSizeLabel: 'Wierszy na stronie',
    rangeText: '{from}–{to} z {total}',
    pageText: 'Strona {page} z {count}',
    firstPageLabel: 'Pierwsza strona',
    previousPageLabel: 'Poprzednia strona',
    nextPageLabel: 'Następna strona',
    lastPageLabel: 'Ostatnia strona',
    sortedText: 'Posortowano według {columns}',
    unsortedText: 'Bez sortowania',
    ascendingText: 'rosnąco',
    descendingText: 'malejąco',
    // Polish plurals: 1 wynik; 2-4, 22-24 ... wyniki; 0, 5-21, 25 ... wyników; fractions wyniku.
    countText: {
      one: '{count} wynik',
      few: '{count} wyniki',
      many: '{count} wyników',
      other: '{count} wyniku',
    },
    selectRowLabel: 'Zaznacz wiersz {row}',
    selectPageLabel: 'Zaznacz wszystkie na stronie',
    // 1 wiersz; 2-4, 22-24 ... wiersze; 0, 5-21, 25 ... wierszy; fractions wiersza.
    selectionCountText: {
      one: 'Zaznaczono {count} wiersz',
      few: 'Zaznaczono {count} wiersze',
      many: 'Zaznaczono {count} wierszy',
      other: 'Zaznaczono {count} wiersza',
    },
    selectAllMatchingLabel: 'Zaznacz wszystkie pasujące ({total})',
    clearSelectionLabel: 'Wyczyść zaznaczenie',
    clearFiltersLabel: 'Wyczyść filtry',
    columnsLabel: 'Kolumny',
    resizeLabel: 'Szerokość kolumny {column}',
  },
  en: {
    searchLabel: 'Search',
    filterLabel: 'Filter: {column}',
    filterAllText: 'All',
    dateFromLabel: 'From',
    dateToLabel: 'To',
    dateRangeErrorText: 'The start date is after the end date',
    emptyText: 'No results',
    loadingText: 'Loading…',
    errorText: 'Could not load the data.',
    retryLabel: 'Try again',
    paginationLabel: 'Pagination',
    pageSizeLabel: 'Rows per page',
    rangeText: '{from}–{to} of {total}',
    pageText: 'Page {page} of {count}',
    firstPageLabel: 'First page',
    previousPageLabel: 'Previous page',
    nextPageLabel: 'Next page',
    lastPageLabel: 'Last page',
    sortedText: 'Sorted by {columns}',
    unsortedText: 'Not sorted',
    ascendingText: 'ascending',
    descendingText: 'descending',
    countText: { one: '{count} result', other: '{count} results' },
    selectRowLabel: 'Select row {row}',
    selectPageLabel: 'Select all on this page',
    selectionCountText: { one: '{count} row selected', other: '{count} rows selected' },
    selectAllMatchingLabel: 'Select all {total} matching',
    clearSelectionLabel: 'Clear selection',
    clearFiltersLabel: 'Clear filters',
    columnsLabel: 'Columns',
    resizeLabel: 'Width of column {column}',
  },
};
