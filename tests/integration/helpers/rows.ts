// Reading `rows[0]` of a query gives `T | undefined` (noUncheckedIndexedAccess). A test that
// expects a row takes it through firstRow, so a missing one fails with what was missing
// rather than with "cannot read properties of undefined" further down.

/** The first of `rows`; throws naming `what` when there is none. */
export function firstRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`expected ${what}, found no row`);
  return row;
}
