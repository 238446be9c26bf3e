import { describe, expect, it } from 'vitest';
import { spreadsheetCsv } from './csv.ts';

describe('CSV for spreadsheet programs', () => {
  it('starts with a byte-order mark, ends lines as Windows does, and quotes what needs it', () => {
    const csv = spreadsheetCsv(['الاسم', 'note'], [['مها', 'a, "b"\nc']]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe('\uFEFFالاسم,note\r\nمها,"a, ""b""\nc"\r\n');
  });

  it('keeps a cell that a spreadsheet would run as a formula as text, in every row but the header', () => {
    const cells = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx', 'plain', ''];
    const csv = spreadsheetCsv(
      ['=header'],
      cells.map((cell) => [cell]),
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('=header');
    expect(lines.slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      'plain',
      '',
    ]);
  });
});
