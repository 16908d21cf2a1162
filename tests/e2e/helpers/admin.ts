// Browser tests of the admin area: a fresh account made admin the way an operator would
// (npm run admin:create promotes an account; here the same role change, straight in the
// database, since the CLI cannot open the e2e server's database files).
import type { Page } from '@playwright/test';
import { uniqueEmail } from './outbox';
import { e2eDatabaseUrl, sql } from './database';
import { signUpAndOpen, signUpThroughApi } from './sign-up';

export const adminNeedsPostgres = () => !e2eDatabaseUrl();
export const ADMIN_SKIP_REASON = 'needs the e2e server on PostgreSQL (DATABASE_URL) to make an account admin';

/** Signs a new account up in `page` (through the API), gives it a staff role (admin unless
 *  told), and opens `path` (default /admin). */
export async function signInAsNewAdmin(page: Page, path = '/admin', role: 'admin' | 'support' | 'finance' = 'admin'): Promise<string> {
  const email = uniqueEmail(`e2e-${role}`);
  await signUpThroughApi(page, email);
  await sql(`update profiles set role = $2 where email = $1`, [email, role]);
  // The new page restores the session with one refresh: the test starts from a signed-in page.
  const restored = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'), { timeout: 15_000 });
  await page.goto(path);
  await restored;
  return email;
}

/** Signs a new player up in `page` (through the API), leaving them signed in on /en. */
export async function signUpPlayer(page: Page, prefix = 'e2e-player'): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUpAndOpen(page, '/en', email);
  return email;
}
