// POST /api/admin/titles/import: CSV text with the export's header (id,title,language,category,
// posterurl; category is the category's internal id) or the older one without id. Importing is
// idempotent (issue 17: every re-import used to double the titles):
// - a row whose id names a title updates it in place, or leaves it as it is (unchanged);
// - a row without id (or with an id this database does not know, e.g. a file from another
//   site) whose name is already in its category and language, compared by charades_normalize,
//   is a duplicate: skipped and reported, not an error;
// - any other row creates a title.
// Every row is checked with the title form's rules, plus: the category exists and speaks the
// row's language, the row is not repeated in the file, no cell would run as a spreadsheet
// formula. Any bad row imports nothing; a good file goes in one transaction with one audit
// row (none when nothing changed).
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  TITLE_CSV_HEADER,
  TITLE_CSV_HEADER_WITHOUT_ID,
  TITLE_IMPORT_MAX_ROWS,
  titleBody,
  type TitleImportOutcome,
  type TitleImportReport,
} from '@charades/shared/schemas/admin';
import type { Language } from '@charades/shared/languages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { categories, titles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { CsvError, isFormulaCell, parseCsv, restoreFormula, type CsvRecord } from '@charades/shared/csv';
import { imageUrlVerdict } from '../../lib/image-hosts.ts';
import { recordAudit, type AuditActor } from './record-audit.ts';

const rowRules = titleBody.omit({ categoryId: true });
const uuid = z.uuid();
// Large files go in a few statements, far below PostgreSQL's bound-parameter ceiling.
const INSERT_CHUNK = 1000;

export interface ImportResult {
  report: TitleImportReport;
  /** False when any row is bad: the route answers 400 import_rows_invalid with the report. */
  ok: boolean;
}

type TitleRow = typeof titles.$inferSelect;
type ReportRow = TitleImportReport['rows'][number];

interface Draft {
  line: number;
  shownTitle: string;
  errors: string[];
  id: string | null;
  fields?: { title: string; language: Language; posterUrl: string | null };
  internalId: string;
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

function readDraft(record: CsvRecord, withId: boolean): Draft {
  const width = withId ? TITLE_CSV_HEADER.length : TITLE_CSV_HEADER_WITHOUT_ID.length;
  const errors: string[] = [];
  if (record.fields.length !== width) errors.push('import_row_columns');
  // Refused, not silently neutralised: a file whose cell starts with = was not written by our
  // export (which writes '=) and may already have run in a spreadsheet; the admin decides.
  if (record.fields.some(isFormulaCell)) errors.push('import_cell_formula');
  const cells = record.fields.map(restoreFormula);
  const [rawId = '', rawTitle = '', rawLanguage = '', rawCategory = '', rawPoster = ''] = withId ? cells : ['', ...cells];
  const idText = rawId.trim();
  if (idText && !uuid.safeParse(idText).success) errors.push('title_not_found');
  const parsed = rowRules.safeParse({ title: rawTitle, language: rawLanguage.trim().toLowerCase(), posterUrl: rawPoster });
  if (!parsed.success) errors.push(...new Set(parsed.error.issues.map((i) => i.message)));
  return {
    line: record.line,
    shownTitle: parsed.success ? parsed.data.title : rawTitle.trim(),
    errors,
    id: idText && errors.every((e) => e !== 'title_not_found') ? idText.toLowerCase() : null,
    ...(parsed.success ? { fields: parsed.data } : {}),
    internalId: rawCategory.trim(),
  };
}

/** Each distinct text with its charades_normalize form, computed by the database itself. */
async function normalise(db: DbOrTx, texts: string[]): Promise<Map<string, string>> {
  if (texts.length === 0) return new Map();
  const rows = await db
    .select({ text: sql<string>`v.value`, key: sql<string>`charades_normalize(v.value)` })
    .from(sql`jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) as v`);
  return new Map(rows.map((r) => [r.text, r.key]));
}

export async function importTitles({
  db,
  actor,
  csv,
  dryRun,
  imageHosts,
}: {
  db: Db;
  actor: AuditActor;
  csv: string;
  dryRun: boolean;
  /** IMAGE_HOSTS: a poster the import would write must be ours or on one of these hosts. */
  imageHosts: readonly string[];
}): Promise<ImportResult> {
  const drafts = readDrafts(csv);
  return db.transaction(async (tx) => {
    const plan = planImport(drafts, await loadTargets(tx, drafts), imageHosts);
    const { rows } = plan;
    const totals = totalsOf(rows);
    const ok = totals.errors === 0;
    // Nothing is written: a row that would create a title names no id yet.
    if (!ok || dryRun)
      return {
        ok,
        report: { dryRun, imported: 0, totals, rows: rows.map((r) => (r.outcome === 'created' ? { ...r, titleId: null } : r)) },
      };
    const imported = await writePlan(tx, actor, plan, totals);
    return { ok, report: { dryRun, imported, totals, rows } };
  });
}

/** The file's rows, once its header and size are right. */
function readDrafts(csv: string): Draft[] {
  const [header, ...records] = readRecords(csv);
  if (!header) throw new AppError('csv_empty');
  const names = header.fields.map((f) => f.trim().toLowerCase()).join(',');
  const withId = names === TITLE_CSV_HEADER.join(',');
  if (!withId && names !== TITLE_CSV_HEADER_WITHOUT_ID.join(',')) throw new AppError('csv_header_invalid');
  if (records.length === 0) throw new AppError('csv_empty');
  if (records.length > TITLE_IMPORT_MAX_ROWS) throw new AppError('csv_too_many_rows');
  return records.map((r) => readDraft(r, withId));
}

const slot = (categoryId: string | null, language: string, key: string) => `${categoryId ?? ''}\n${language}\n${key}`;

/** What the rows are checked against: their categories, the titles they name, the names taken. */
async function loadTargets(tx: DbOrTx, drafts: Draft[]) {
  // The categories are locked as title writers lock them (check-title-category.ts), in one
  // order: a title added meanwhile cannot slip past the duplicate check, and two imports
  // wait for each other instead of deadlocking.
  const internalIds = [...new Set(drafts.map((d) => d.internalId).filter(Boolean))];
  const known = internalIds.length
    ? await tx
        .select({ id: categories.id, internalId: categories.internalId, language: categories.language })
        .from(categories)
        .where(inArray(categories.internalId, internalIds))
        .orderBy(asc(categories.id))
        .for('no key update')
    : [];
  const byInternalId = new Map(known.map((c) => [c.internalId, c]));
  const ids = [...new Set(drafts.flatMap((d) => (d.id ? [d.id] : [])))];
  const existingRows: TitleRow[] = ids.length
    ? await tx.select().from(titles).where(inArray(titles.id, ids)).orderBy(asc(titles.id)).for('update')
    : [];
  const existingById = new Map(existingRows.map((t) => [t.id, t]));

  // What is already in the file's categories, by normalised name.
  const categoryIds = known.map((c) => c.id);
  const inCategories = categoryIds.length
    ? await tx
        .select({
          id: titles.id,
          categoryId: titles.categoryId,
          language: titles.language,
          key: sql<string>`charades_normalize(${titles.title})`,
        })
        .from(titles)
        .where(inArray(titles.categoryId, categoryIds))
    : [];
  const stored = new Map<string, string>();
  for (const t of inCategories)
    if (!stored.has(slot(t.categoryId, t.language, t.key))) stored.set(slot(t.categoryId, t.language, t.key), t.id);
  const keys = await normalise(tx, [...new Set(drafts.flatMap((d) => (d.fields ? [d.fields.title] : [])))]);
  return { byInternalId, existingById, stored, keys };
}
type Targets = Awaited<ReturnType<typeof loadTargets>>;

/** Each row's outcome, and the writes the import would make. */
interface Plan {
  rows: ReportRow[];
  inserts: (typeof titles.$inferInsert)[];
  updates: { id: string; set: Pick<TitleRow, 'title' | 'language' | 'categoryId' | 'posterUrl'> }[];
  writtenCategories: Set<string>;
}

function planImport(drafts: Draft[], targets: Targets, imageHosts: readonly string[]): Plan {
  const plan: Plan = { rows: [], inserts: [], updates: [], writtenCategories: new Set<string>() };
  const seen = { slots: new Set<string>(), ids: new Set<string>() };
  plan.rows = drafts.map((d) => planRow(d, { targets, imageHosts, seen, plan }));
  return plan;
}

function planRow(
  d: Draft,
  {
    targets,
    imageHosts,
    seen,
    plan,
  }: { targets: Targets; imageHosts: readonly string[]; seen: { slots: Set<string>; ids: Set<string> }; plan: Plan },
): ReportRow {
  const { byInternalId, existingById, stored, keys } = targets;
  const errors = [...d.errors];
  const existing = d.id ? existingById.get(d.id) : undefined;
  const category = d.internalId ? byInternalId.get(d.internalId) : undefined;
  // A title without a category exports a blank cell: it re-imports as it is, but a row
  // never takes a title's category away, nor adds a title without one.
  const keepsNoCategory = !d.internalId && existing !== undefined && existing.categoryId === null;
  if (!d.internalId && !keepsNoCategory) errors.push('title_category_required');
  else if (d.internalId && !category) errors.push('import_category_unknown');
  else if (d.fields && category && category.language !== d.fields.language) errors.push('import_language_mismatch');

  let outcome: TitleImportOutcome = 'error';
  let titleId: string | null = existing?.id ?? null;
  if (d.fields && (category || keepsNoCategory)) {
    const categoryId = category?.id ?? null;
    const key = keys.get(d.fields.title) ?? d.fields.title;
    const here = slot(categoryId, d.fields.language, key);
    // The same title twice in one category is a copy-paste slip, whatever its spelling.
    if (seen.slots.has(here) || (existing && seen.ids.has(existing.id))) errors.push('import_duplicate_row');
    seen.slots.add(here);
    if (existing) seen.ids.add(existing.id);
    // Only a poster the import would write is checked: a re-import of an older title whose
    // poster is on a host no longer listed leaves it as it is.
    if (d.fields.posterUrl !== (existing?.posterUrl ?? null)) {
      const verdict = imageUrlVerdict(d.fields.posterUrl, imageHosts);
      if (verdict !== 'ok') errors.push(verdict);
    }
    if (errors.length === 0) {
      const other = stored.get(here);
      const set = { title: d.fields.title, language: d.fields.language, categoryId, posterUrl: d.fields.posterUrl };
      if (other !== undefined && other !== existing?.id) {
        outcome = 'duplicate';
        titleId = other;
      } else if (existing) {
        const same =
          existing.title === set.title &&
          existing.language === set.language &&
          existing.categoryId === set.categoryId &&
          existing.posterUrl === set.posterUrl;
        outcome = same ? 'unchanged' : 'updated';
        if (!same) plan.updates.push({ id: existing.id, set });
      } else {
        outcome = 'created';
        titleId = randomUUID();
        plan.inserts.push({ ...set, id: titleId });
      }
      if ((outcome === 'created' || outcome === 'updated') && categoryId) plan.writtenCategories.add(categoryId);
    }
  }
  if (errors.length > 0) outcome = 'error';
  return { line: d.line, title: d.shownTitle, ok: errors.length === 0, outcome, titleId: outcome === 'error' ? null : titleId, errors };
}

function totalsOf(rows: ReportRow[]): TitleImportReport['totals'] {
  const count = (o: TitleImportOutcome) => rows.filter((r) => r.outcome === o).length;
  return {
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    duplicates: count('duplicate'),
    errors: count('error'),
  };
}

/** Writes the plan with its audit row; how many titles it wrote. */
async function writePlan(tx: DbOrTx, actor: AuditActor, plan: Plan, totals: TitleImportReport['totals']): Promise<number> {
  const { inserts, updates, writtenCategories } = plan;
  for (let i = 0; i < inserts.length; i += INSERT_CHUNK) await tx.insert(titles).values(inserts.slice(i, i + INSERT_CHUNK));
  for (const u of updates) await tx.update(titles).set(u.set).where(eq(titles.id, u.id));
  const imported = inserts.length + updates.length;
  // Re-importing what is already there changes nothing, so it leaves no audit row either.
  if (imported > 0)
    await recordAudit(tx, {
      actor,
      action: 'titles_imported',
      target: { type: 'title', label: `${imported} titles` },
      details: { count: imported, ...totals, categoryIds: [...writtenCategories] },
    });
  return imported;
}
