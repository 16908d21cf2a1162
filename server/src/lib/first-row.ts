// `INSERT … RETURNING` and aggregate queries always answer one row; with unchecked index
// access off, reading it says so once, and an impossible empty answer fails loudly.
export function firstRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`expected a row for ${what}, the database returned none`);
  return row;
}
