import { describe, expect, it } from 'vitest';
import { deckFromCsv, deckToCsv } from './deck-csv';

describe('deck CSV', () => {
  it('round-trips titles, Arabic, commas, quotes and formula-looking titles unchanged', () => {
    const titles = ['الأسد الملك', 'Tom, Jerry', 'Say "hi"', '=SUM(A1)', '+plus', "'=already", 'line\nbreak'];
    const csv = deckToCsv(titles);
    expect(csv.startsWith('\uFEFFtitle\r\n')).toBe(true);
    // A spreadsheet would run none of the cells.
    expect(csv).toContain("'=SUM(A1)");
    expect(deckFromCsv(csv)).toEqual({ titles });
  });

  it('refuses a wrong header, extra columns, a bare formula cell and an empty file, with the line', () => {
    expect(deckFromCsv('name\r\nA\r\n')).toEqual({ error: 'csv_header_invalid', line: 1 });
    expect(deckFromCsv('title\r\nA\r\nB,C\r\n')).toEqual({ error: 'csv_invalid', line: 3 });
    expect(deckFromCsv('title\r\nA\r\n=HYPERLINK("x")\r\n')).toEqual({ error: 'import_cell_formula', line: 3 });
    expect(deckFromCsv('title\r\n"open')).toEqual({ error: 'csv_invalid', line: 2 });
    expect(deckFromCsv('title\r\n')).toEqual({ error: 'csv_empty' });
    expect(deckFromCsv('')).toEqual({ error: 'csv_header_invalid', line: 1 });
  });
});
