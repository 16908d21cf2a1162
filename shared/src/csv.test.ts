import { describe, expect, it } from 'vitest';
import { CsvError, neutraliseFormula, parseCsv, restoreFormula, toCsv } from './csv.ts';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv', () => {
  it('reads plain rows with LF or CRLF and a final line break or none', () => {
    expect(fields('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(fields('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('drops a UTF-8 BOM', () => {
    expect(fields('\uFEFFtitle,language\r\nx,en\r\n')).toEqual([
      ['title', 'language'],
      ['x', 'en'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const records = parseCsv('h\r\n"a, b","say ""hi""","two\r\nlines",""\r\nnext,x\r\n');
    expect(records).toEqual([
      { line: 1, fields: ['h'] },
      { line: 2, fields: ['a, b', 'say "hi"', 'two\r\nlines', ''] },
      { line: 4, fields: ['next', 'x'] },
    ]);
  });

  it('keeps empty fields and skips blank lines, counting them in line numbers', () => {
    expect(parseCsv('a,,c\n\n,\n')).toEqual([
      { line: 1, fields: ['a', '', 'c'] },
      { line: 3, fields: ['', ''] },
    ]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(fields('5" tall,x')).toEqual([['5" tall', 'x']]);
  });

  it('refuses an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a\n"open,b\n')).toThrow(CsvError);
    try {
      parseCsv('a\n"open,b\n');
    } catch (err) {
      expect((err as CsvError).line).toBe(2);
    }
    expect(() => parseCsv('"a"b,c')).toThrow(CsvError);
  });

  it('answers nothing for an empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF\r\n')).toEqual([]);
  });
});

describe('toCsv', () => {
  it('quotes only what needs it, and parses back to the same rows', () => {
    const rows = [
      ['title', 'language'],
      ['a, b', 'say "hi"'],
      ['two\nlines', ' edge '],
      ['plain', ''],
    ];
    const text = toCsv(rows);
    expect(text).toBe('title,language\r\n"a, b","say ""hi"""\r\n"two\nlines"," edge "\r\nplain,\r\n');
    expect(fields(text)).toEqual(rows);
  });
});

describe('formula neutralising', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx'])('prefixes %j with an apostrophe and takes it off again', (v) => {
    expect(neutraliseFormula(v)).toBe(`'${v}`);
    expect(restoreFormula(neutraliseFormula(v))).toBe(v);
  });

  it('leaves other text alone, an apostrophe before ordinary text included', () => {
    expect(neutraliseFormula('Jaws')).toBe('Jaws');
    expect(restoreFormula("'Jaws")).toBe("'Jaws");
  });
});
