// A deck's titles as a CSV file and back (issue 31 §1), under the admin's CSV rules (shared
// csv.ts): a header row "title", one title per row, UTF-8 with a BOM so spreadsheets read
// Arabic; on export a cell a spreadsheet would run as a formula gets an apostrophe, which
// import takes off again; a formula cell without it is refused with its line.
import { CsvError, isFormulaCell, neutraliseFormula, parseCsv, restoreFormula, toCsv } from '@charades/shared/csv';

export const DECK_CSV_HEADER = 'title';

export function deckToCsv(titles: readonly string[]): string {
  return `\uFEFF${toCsv([[DECK_CSV_HEADER], ...titles.map((title) => [neutraliseFormula(title)])])}`;
}

export type DeckCsvResult =
  { titles: string[] } | { error: 'csv_invalid' | 'csv_header_invalid' | 'csv_empty' | 'import_cell_formula'; line?: number };

export function deckFromCsv(text: string): DeckCsvResult {
  let records;
  try {
    records = parseCsv(text);
  } catch (err) {
    return { error: 'csv_invalid', line: err instanceof CsvError ? err.line : undefined };
  }
  const [header, ...rows] = records;
  if (!header || header.fields.length !== 1 || header.fields[0]!.trim().toLowerCase() !== DECK_CSV_HEADER)
    return { error: 'csv_header_invalid', line: 1 };
  const titles: string[] = [];
  for (const row of rows) {
    const cell = row.fields[0] ?? '';
    if (row.fields.length !== 1) return { error: 'csv_invalid', line: row.line };
    if (isFormulaCell(cell)) return { error: 'import_cell_formula', line: row.line };
    titles.push(restoreFormula(cell));
  }
  if (titles.length === 0) return { error: 'csv_empty' };
  return { titles };
}
