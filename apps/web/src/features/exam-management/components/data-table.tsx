import type { ReactNode } from 'react';

export type DataColumn<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
};

/**
 * A plain table of rows with a caption for screen readers and a message when there are none;
 * `isBusy` marks it while a new page or filter loads.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowKey,
  empty,
  isBusy = false,
}: {
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  getRowKey: (row: Row) => string | number;
  empty: ReactNode;
  isBusy?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table
        className="min-w-full divide-y divide-slate-200 text-left text-sm"
        aria-busy={isBusy || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className="px-4 py-3 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {rows.map((row) => (
            <tr key={getRowKey(row)}>
              {columns.map((column) => (
                <td key={column.id} className={column.className ?? 'px-4 py-3 align-top'}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="p-6 text-center text-slate-700">{empty}</p>}
    </div>
  );
}
