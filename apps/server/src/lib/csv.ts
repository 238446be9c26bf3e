import { stringify } from 'csv-stringify/sync';

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection); an apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text a spreadsheet shows and never runs. */
export const safeCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * CSV for spreadsheet programs: a header row, then the rows with every cell made safe; UTF-8 with a byte-order mark
 * (so Excel reads Arabic as Arabic) and Windows line ends.
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([[...header], ...rows.map((row) => row.map(safeCell))], {
    bom: true,
    record_delimiter: 'windows',
  });
}
