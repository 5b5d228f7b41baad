import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** One column: its header, what a row shows in it and, if the server can sort by it, the field. */
export type DataColumn<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** The server's `ordering` field for this column; the header then sorts by it. */
  sortField?: string;
};

/** Rows picked with their checkboxes, for bulk actions (see `useRowSelection`). */
export type RowSelection<Row> = {
  state: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
  /** The header checkbox's name, e.g. "Select every course on this page". */
  selectAllLabel: string;
  /** A row checkbox's name, e.g. `Select ${course.title}`. */
  selectRowLabel: (row: Row) => string;
};

/** The server's sort order in its `ordering` form: `field` ascending, `-field` descending. */
export type Ordering = { value: string; onChange: (next: string) => void };

const CELL_CLASS = 'px-4 py-3 align-top';
const SELECT_COLUMN_ID = '__select';

const readSort = (ordering: Ordering, field: string) =>
  ordering.value === field ? 'ascending' : ordering.value === `-${field}` ? 'descending' : 'none';

function SortHeader({ label, field, ordering }: { label: ReactNode; field: string; ordering: Ordering }) {
  const direction = readSort(ordering, field);
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      onClick={() => ordering.onChange(direction === 'ascending' ? `-${field}` : field)}
    >
      {label}
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
    </button>
  );
}

/**
 * The one table of the management pages (TanStack Table underneath): a caption for screen
 * readers, optional row selection with checkboxes, optional server-side sorting from the column
 * headers, and a message when there are no rows. `isBusy` marks it while a new page loads.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  empty,
  isBusy = false,
  selection,
  ordering,
}: {
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string | number;
  empty: ReactNode;
  isBusy?: boolean;
  selection?: RowSelection<Row>;
  ordering?: Ordering;
}) {
  // TanStack keeps the rows and the selection; the cells are rendered below by calling each
  // column's `cell` directly. Handing TanStack fresh render functions on every render would make
  // React see new component types and remount every cell (losing focus and pending state).
  const columnIds = columns.map((column) => column.id).join(',');
  const isSelectable = selection !== undefined;
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () => [
      ...(isSelectable ? [{ id: SELECT_COLUMN_ID }] : []),
      ...columnIds.split(',').map((id) => ({ id })),
    ],
    [columnIds, isSelectable],
  );
  const columnsById = new Map(columns.map((column) => [column.id, column]));

  // This app is not built with React Compiler, so nothing memoizes what the table hands out.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getRowId: (row) => String(getRowId(row)),
    getCoreRowModel: getCoreRowModel(),
    enableRowSelection: isSelectable,
    state: { rowSelection: selection?.state ?? {} },
    onRowSelectionChange: (updater) => {
      if (selection === undefined) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.state) : updater);
    },
    manualPagination: true,
    manualSorting: true,
  });

  const scroller = useScrollsSideways();
  return (
    <div
      ref={scroller.ref}
      // A table wider than the screen scrolls sideways: then the keyboard can reach and scroll it.
      {...(scroller.scrolls && { tabIndex: 0, role: 'region', 'aria-label': caption })}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <table
        className="min-w-full divide-y divide-slate-200 text-left text-sm"
        aria-busy={isBusy || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((headerGroup) => (
            <tr key={headerGroup.id}>
              {headerGroup.headers.map((header) => {
                const column = columnsById.get(header.column.id);
                if (column === undefined) {
                  return (
                    <th key={header.id} scope="col" className="px-4 py-3 font-semibold">
                      {selection !== undefined && (
                        <input
                          type="checkbox"
                          aria-label={selection.selectAllLabel}
                          className="h-4 w-4"
                          checked={table.getIsAllPageRowsSelected()}
                          ref={(input) => {
                            if (input) input.indeterminate = table.getIsSomePageRowsSelected();
                          }}
                          onChange={table.getToggleAllPageRowsSelectedHandler()}
                        />
                      )}
                    </th>
                  );
                }
                const field = column.sortField;
                const isSortable = field !== undefined && ordering !== undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={isSortable ? readSort(ordering, field) : undefined}
                    className="px-4 py-3 font-semibold"
                  >
                    {isSortable ? (
                      <SortHeader label={column.header} field={field} ordering={ordering} />
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.getIsSelected() ? 'bg-indigo-50' : undefined}>
              {row.getVisibleCells().map((cell) => {
                const column = columnsById.get(cell.column.id);
                return (
                  <td key={cell.id} className={column?.className ?? CELL_CLASS}>
                    {column === undefined ? (
                      <input
                        type="checkbox"
                        aria-label={selection?.selectRowLabel(row.original)}
                        className="h-4 w-4"
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    ) : (
                      column.cell(row.original)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="p-6 text-center text-slate-700">{empty}</p>}
    </div>
  );
}

/**
 * Whether the element is narrower than its content: measured after every render, before the
 * browser paints (new rows arrive with a render), and kept up to date as either changes size.
 */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const measure = useCallback(() => {
    const element = ref.current;
    if (element !== null) setScrolls(element.scrollWidth > element.clientWidth);
  }, []);
  useLayoutEffect(measure);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, scrolls };
}
