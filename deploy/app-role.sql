-- The app's own database role, for a deployment where the app cannot alter its tables.
--
-- Why: a table's owner can disable its triggers, so the append-only triggers of audit_log bind
-- the app only when the app is not the owner. Migrations (and the seed) then run as the owner
-- role through DATABASE_MIGRATION_URL, and the app connects as this role through DATABASE_URL.
-- After every migration run the server, as the owner, grants this role what the app uses:
-- SELECT/INSERT/UPDATE/DELETE on the tables, USAGE/SELECT on the sequences, and only
-- INSERT/SELECT on audit_log (server/src/db/app-role-grants.ts).
--
-- Run once per database, as a superuser or the owner role (it needs CREATEROLE to create the
-- app role), against the app's database, which the owner role owns:
--
--   psql "postgres://postgres@db:5432/charades" \
--     -v owner=charades_owner -v app=charades_app -v app_password='...' \
--     -f deploy/app-role.sql
--
-- Running it again changes nothing but the password.
\set ON_ERROR_STOP on

-- The login role, with no privileges of its own (no CREATEROLE, CREATEDB, superuser).
SELECT format('CREATE ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT', :'app')
  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'app') \gexec
SELECT format('ALTER ROLE %I PASSWORD %L', :'app', :'app_password') \gexec

SELECT format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), :'app') \gexec
SELECT format('GRANT USAGE ON SCHEMA public TO %I', :'app') \gexec
-- It may use the schema, not add to it (PostgreSQL 15+ already withholds CREATE from PUBLIC).
SELECT format('REVOKE CREATE ON SCHEMA public FROM %I', :'app') \gexec

-- Tables and sequences the owner creates later (a migration, or by hand) are usable at once,
-- before the next boot's grants. audit_log's UPDATE/DELETE are taken back after each migration.
SELECT format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %I', :'owner', :'app') \gexec
SELECT format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO %I', :'owner', :'app') \gexec
