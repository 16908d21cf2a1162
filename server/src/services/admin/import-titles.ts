// POST /api/admin/titles/import: CSV text (title,language,category,posterurl; category is the
// category's internal id). Every row is checked with the title form's rules, plus: the
// category exists, speaks the row's language, and the row is not repeated in the file. Any
// bad row imports nothing; a good file goes in one transaction with one audit row.
import { inArray } from 'drizzle-orm';
import { TITLE_CSV_HEADER, TITLE_IMPORT_MAX_ROWS, titleBody, type TitleImportReport } from '@charades/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { categories, titles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { CsvError, parseCsv, restoreFormula, type CsvRecord } from '../../lib/csv.ts';
import { recordAudit, type AuditActor } from './record-audit.ts';

const rowRules = titleBody.omit({ categoryId: true });
// Large files go in a few statements, far below PostgreSQL's bound-parameter ceiling.
const INSERT_CHUNK = 1000;

export interface ImportResult {
  report: TitleImportReport;
  /** False when any row is bad: the route answers 400 import_rows_invalid with the report. */
  ok: boolean;
}

function readRecords(text: string): CsvRecord[] {
  try {
    return parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError)
      throw new AppError('csv_invalid', { message: `The CSV file could not be read (line ${err.line}: ${err.message})` });
    throw err;
  }
}

export async function importTitles({
  db,
  actor,
  csv,
  dryRun,
}: {
  db: Db;
  actor: AuditActor;
  csv: string;
  dryRun: boolean;
}): Promise<ImportResult> {
  const [header, ...records] = readRecords(csv);
  if (!header) throw new AppError('csv_empty');
  const names = header.fields.map((f) => f.trim().toLowerCase());
  if (names.join(',') !== TITLE_CSV_HEADER.join(',')) throw new AppError('csv_header_invalid');
  if (records.length === 0) throw new AppError('csv_empty');
  if (records.length > TITLE_IMPORT_MAX_ROWS) throw new AppError('csv_too_many_rows');

  // One transaction: the categories read are held (FOR SHARE) until the titles are in.
  return db.transaction(async (tx) => {
    const internalIds = [...new Set(records.map((r) => restoreFormula(r.fields[2]?.trim() ?? '')).filter(Boolean))];
    const known = internalIds.length
      ? await tx
          .select({ id: categories.id, internalId: categories.internalId, language: categories.language })
          .from(categories)
          .where(inArray(categories.internalId, internalIds))
          .for('share')
      : [];
    const byInternalId = new Map(known.map((c) => [c.internalId, c]));

    const seen = new Set<string>();
    const good: (typeof titles.$inferInsert)[] = [];
    const rows = records.map((record): TitleImportReport['rows'][number] => {
      const [rawTitle = '', rawLanguage = '', rawCategory = '', rawPoster = ''] = record.fields.map(restoreFormula);
      const errors: string[] = [];
      if (record.fields.length !== TITLE_CSV_HEADER.length) errors.push('import_row_columns');
      const parsed = rowRules.safeParse({ title: rawTitle, language: rawLanguage.trim().toLowerCase(), posterUrl: rawPoster });
      if (!parsed.success) errors.push(...new Set(parsed.error.issues.map((i) => i.message)));
      const internalId = rawCategory.trim();
      const category = internalId ? byInternalId.get(internalId) : undefined;
      if (!internalId) errors.push('title_category_required');
      else if (!category) errors.push('import_category_unknown');
      else if (parsed.success && category.language !== parsed.data.language) errors.push('import_language_mismatch');
      if (parsed.success && category) {
        // The same title twice in one category is a copy-paste slip, whatever its case.
        const key = `${category.id}\n${parsed.data.title.toLocaleLowerCase()}`;
        if (seen.has(key)) errors.push('import_duplicate_row');
        seen.add(key);
      }
      if (errors.length === 0 && parsed.success && category) good.push({ ...parsed.data, categoryId: category.id });
      return { line: record.line, title: parsed.success ? parsed.data.title : rawTitle.trim(), ok: errors.length === 0, errors };
    });

    const ok = good.length === rows.length;
    if (!ok || dryRun) return { ok, report: { dryRun, imported: 0, rows } };

    for (let i = 0; i < good.length; i += INSERT_CHUNK) await tx.insert(titles).values(good.slice(i, i + INSERT_CHUNK));
    const categoryIds = [...new Set(good.map((g) => g.categoryId as string))];
    await recordAudit(tx, {
      actor,
      action: 'titles_imported',
      target: { type: 'title', label: `${good.length} titles` },
      details: { count: good.length, categoryIds },
    });
    return { ok, report: { dryRun, imported: good.length, rows } };
  });
}
