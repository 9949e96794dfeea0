import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';

/** The spreadsheet formats staff exports come in. */
export const EXPORT_FORMATS = {
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  xlsx: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

export function isExportFormat(value: unknown): value is ExportFormat {
  return value === 'csv' || value === 'xlsx';
}

/** A column: its key in each row and the heading readers see. */
export interface TableColumn {
  key: string;
  heading: string;
  /** Cell width in characters (XLSX only). */
  width?: number;
}

export type TableRow = Record<string, string>;

/** Rows go to the file as they come: neither format holds the table in memory. */
export interface TableWriter {
  add(row: TableRow): Promise<void>;
  close(): Promise<void>;
}

/** CSV through csv-stringify, UTF-8 with a byte order mark so spreadsheet programs read accents right. */
function csvWriter(path: string, columns: readonly TableColumn[]): TableWriter {
  const file = createWriteStream(path);
  file.write('\uFEFF');
  const csv = stringify({ header: true, columns: columns.map((c) => ({ key: c.key, header: c.heading })) });
  csv.pipe(file);
  return {
    async add(row) {
      // Back pressure: wait for the file when the stringifier's buffer is full.
      if (!csv.write(row)) await once(csv, 'drain');
    },
    async close() {
      const closed = once(file, 'close');
      csv.end();
      await closed;
    },
  };
}

/**
 * XLSX through exceljs' streaming WorkbookWriter: each row is committed (written out) once added.
 * exceljs is imported at the first XLSX export, not at server start: loading it (and its zip
 * libraries) costs over half a second of CPU before the server listens.
 */
async function xlsxWriter(path: string, sheetName: string, columns: readonly TableColumn[]): Promise<TableWriter> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, header: c.heading, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add(row) {
      sheet.addRow(row).commit();
      return Promise.resolve();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export async function openTable(format: ExportFormat, path: string, sheetName: string, columns: readonly TableColumn[]): Promise<TableWriter> {
  return format === 'csv' ? csvWriter(path, columns) : await xlsxWriter(path, sheetName, columns);
}
