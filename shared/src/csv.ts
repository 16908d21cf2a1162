// RFC 4180 CSV, small and strict enough for the titles import and export: comma-separated,
// fields optionally in double quotes (a quote inside doubled, commas and line breaks allowed
// inside), CRLF or LF line ends, an optional UTF-8 BOM (spreadsheets write one).

export class CsvError extends Error {
  constructor(
    message: string,
    /** The 1-based line where the problem is. */
    public readonly line: number,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

export interface CsvRecord {
  /** The 1-based line the record starts on (a quoted line break makes a record span lines). */
  line: number;
  fields: string[];
}

/** Parses the whole text. Blank lines are skipped. Throws CsvError on an unclosed quote or text after a closing quote. */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // Whether the current record has any content: an empty line yields no record.
  let started = false;

  const endRecord = () => {
    fields.push(field);
    if (started) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    started = false;
  };

  while (i < text.length) {
    const c = text[i];
    if (c === '"' && field === '') {
      // A quoted field, opened at the field's start.
      started = true;
      const quoteLine = line;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvError('unclosed quote', quoteLine);
        const q = text[i];
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (q === '\n') line += 1;
        field += q;
        i += 1;
      }
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') throw new CsvError('text after a closing quote', line);
      continue;
    }
    if (c === ',') {
      started = true;
      fields.push(field);
      field = '';
      i += 1;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    started = true;
    field += c;
    i += 1;
  }
  if (started || field !== '') endRecord();
  return records;
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One field as CSV: quoted when it holds a quote, comma, line break or edge space. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows as CSV text with CRLF line ends (RFC 4180), ending with a line break. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(csvField).join(',') + '\r\n').join('');
}

// Spreadsheet formula injection (OWASP "CSV injection"): a cell starting with one of these is
// run as a formula by Excel and friends. Export prefixes an apostrophe, which spreadsheets
// show as text; import takes one off again so an export re-imports unchanged. A cell that
// already starts with apostrophes before such a character gets one more, so a title that
// really begins "'=" survives the round trip too.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) || NEUTRALISED.test(value) ? `'${value}` : value;
}

export function restoreFormula(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}

/** A cell a spreadsheet would run (leading white space and all), not in the export's neutralised form. */
export function isFormulaCell(value: string): boolean {
  return FORMULA_START.test(value.replace(/^[ \u00a0]+/, ''));
}
