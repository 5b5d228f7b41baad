import { buffer, text } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inBatches, tableExportStream, type Cell, type TableExport } from './table-export.ts';

const header = ['id', 'name', 'note'] as const;
const rows: Cell[][] = [
  [1, 'Asha', '=HYPERLINK("http://evil.example","click")'],
  [2, 'Ravi', null],
  [3, '+91 98765', 'plain'],
];

async function* twoBatches() {
  yield rows.slice(0, 2);
  yield rows.slice(2);
}
const table = (): TableExport => ({ name: 'people', header, batches: twoBatches() });

describe('table exports', () => {
  it('writes CSV with formula-looking cells shown as text and null as empty', async () => {
    const csv = await text(tableExportStream('csv', table()));
    expect(csv.split('\n').slice(0, 4)).toEqual([
      'id,name,note',
      `1,Asha,"'=HYPERLINK(""http://evil.example"",""click"")"`,
      '2,Ravi,',
      "3,'+91 98765,plain",
    ]);
  });

  it('writes an Excel workbook whose cells are values, never formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    const file = await buffer(tableExportStream('xlsx', table()));
    await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    const sheet = workbook.getWorksheet('people');
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'id', 'name', 'note']);
    const injected = sheet?.getRow(2).getCell(3);
    expect(injected?.type).toBe(ExcelJS.ValueType.String);
    expect(injected?.value).toBe('=HYPERLINK("http://evil.example","click")');
    expect(sheet?.getRow(3).getCell(1).value).toBe(2);
  });

  it('reads batches after the last cursor until a short batch', async () => {
    const seen: (number | null)[] = [];
    const data = [1, 2, 3, 4, 5];
    const batches = inBatches(2, async (after: number | null) => {
      seen.push(after);
      const next = data.filter((value) => after === null || value > after).slice(0, 2);
      return { rows: next, last: next.at(-1) ?? null };
    });
    const read: number[][] = [];
    for await (const batch of batches) read.push(batch);
    expect(read).toEqual([[1, 2], [3, 4], [5]]);
    expect(seen).toEqual([null, 2, 4]);
  });
});
