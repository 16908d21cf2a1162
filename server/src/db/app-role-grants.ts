// The privileges of the app's role when it is not the role that owns the tables.
//
// A table's owner can always ALTER it, so the audit log's append-only triggers (migration
// 0002) bind the app only if the app does not own audit_log. A deployment that wants that runs
// migrations as an owner role (DATABASE_MIGRATION_URL) and the app as another role
// (DATABASE_URL, created by deploy/app-role.sql). After every migration run the owner grants
// that role what the app uses and no more: reading and writing rows, the sequences, and on
// audit_log only INSERT and SELECT. Running this after each migration, rather than once by
// hand, covers tables that later migrations add; deploy/app-role.sql also sets default
// privileges for tables created outside our migrations.
//
// With one role for both (the default) there is nothing to grant and this does nothing.
import type pg from 'pg';

/** Grants `appRole` the app's privileges on the public schema; a no-op for the owner itself. */
export async function grantAppRole(owner: pg.ClientBase, appRole: string): Promise<void> {
  const { rows } = await owner.query<{ me: string }>('select current_user as me');
  if (rows[0]?.me === appRole) return;
  const role = owner.escapeIdentifier(appRole);
  await owner.query('begin');
  try {
    for (const statement of [
      `grant usage on schema public to ${role}`,
      `grant select, insert, update, delete on all tables in schema public to ${role}`,
      `grant usage, select on all sequences in schema public to ${role}`,
      // The audit trail: written and read, never changed. The triggers refuse UPDATE, DELETE
      // and TRUNCATE for everyone; without these privileges the app is refused before them.
      `revoke update, delete, truncate, references, trigger on audit_log from ${role}`,
    ]) {
      await owner.query(statement);
    }
    await owner.query('commit');
  } catch (err) {
    await owner.query('rollback').catch(() => {});
    throw err;
  }
}
