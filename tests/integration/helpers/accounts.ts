// A signed-up account of the test app, as the admin tests use one: its HTTP client, id and
// e-mail; given a staff role straight in the database when asked (the admin area's own tests cover
// how staff promote someone).
import { eq } from 'drizzle-orm';
import { profiles } from '../../../server/src/db/schema/index.ts';
import type { StaffRole } from '../../../shared/src/staff/staff-roles.ts';
import { HttpClient, uniqueEmail } from './http.ts';
import type { TestApp } from './test-app.ts';

export interface Account {
  c: HttpClient;
  id: string;
  email: string;
}

export async function account(t: TestApp, tag: string, role: 'user' | StaffRole = 'user'): Promise<Account> {
  const c = new HttpClient(t.baseUrl);
  const email = uniqueEmail(tag);
  const { user } = await c.signUp(email);
  if (role !== 'user') await t.db.update(profiles).set({ role }).where(eq(profiles.id, user.id));
  return { c, id: user.id as string, email };
}
