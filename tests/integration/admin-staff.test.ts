// Issue 32 §3-4 on the real PostgreSQL: an admin gives and takes staff roles (audited; a
// suspension remembers a staff role and reinstating gives it back; the list filters staff),
// and staff keep internal notes on a person: audited, newest first, never part of anything
// the player reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, staffNotes } from '../../server/src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { account, type Account } from './helpers/accounts.ts';
import { MAX_NOTE_LENGTH } from '../../shared/src/schemas/admin-notes.ts';

describe('staff roles and notes', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await account(t, 'staff-admin', 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function lastAudit(action: string, targetId: string) {
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    return row;
  }

  it('gives a player a staff role and takes it back, audited; the role counts at the next request', async () => {
    const p = await account(t, 'staff-to-be');
    expect((await p.c.get('/api/admin/stats')).status).toBe(403);
    const made = await admin.c.patch(`/api/admin/users/${p.id}/role`, { role: 'finance' });
    expect(made.body.role).toBe('finance');
    expect((await lastAudit('role_update', p.id))?.details).toEqual({ old_role: 'user', new_role: 'finance' });
    expect((await p.c.get('/api/admin/payments')).status).toBe(200);
    expect((await p.c.get('/api/me')).body.staffTwoFactor).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
      thisSession: false,
    });
    // Finance may not give itself (or anyone) a role.
    const self = await p.c.patch(`/api/admin/users/${admin.id}/role`, { role: 'user' });
    expect([self.status, self.body.error.code]).toEqual([403, 'forbidden']);
    const staffOnly = await admin.c.get('/api/admin/users?role=staff&pageSize=100');
    expect(staffOnly.body.items.map((u: { id: string }) => u.id)).toEqual(expect.arrayContaining([p.id, admin.id]));
    expect(staffOnly.body.items.every((u: { role: string }) => ['support', 'finance', 'admin'].includes(u.role))).toBe(true);
    const back = await admin.c.patch(`/api/admin/users/${p.id}/role`, { role: 'user' });
    expect(back.body.role).toBe('user');
    expect((await p.c.get('/api/admin/payments')).status).toBe(403);
    expect((await p.c.get('/api/me')).body.staffTwoFactor).toBeUndefined();
  });

  it('a suspended support agent comes back as support', async () => {
    const s = await account(t, 'staff-support', 'support');
    const suspended = await admin.c.patch(`/api/admin/users/${s.id}/role`, { role: 'suspended', reason: 'Shared their password' });
    expect([suspended.body.role, suspended.body.roleBeforeSuspension]).toEqual(['suspended', 'support']);
    expect((await s.c.get('/api/admin/stats')).status).toBe(403);
    const reinstated = await admin.c.patch(`/api/admin/users/${s.id}/role`, { role: 'user' });
    expect([reinstated.body.role, reinstated.body.roleBeforeSuspension]).toEqual(['support', null]);
    expect((await s.c.get('/api/admin/stats')).status).toBe(200);
  });

  it('keeps notes on a person: every staff role writes one, audited, newest first; bad notes change nothing', async () => {
    const p = await account(t, 'staff-noted');
    const support = await account(t, 'staff-note-writer', 'support');
    const path = `/api/admin/users/${p.id}/notes`;
    for (const [body, code] of [
      [{}, 'note_required'],
      [{ body: '   ' }, 'note_required'],
      [{ body: 'x'.repeat(MAX_NOTE_LENGTH + 1) }, 'text_too_long'],
      [{ body: 'bad\u0000text' }, 'text_invalid'],
    ] as const) {
      const res = await admin.c.post(path, body);
      expect([res.status, res.body.error.code]).toEqual([400, code]);
    }
    expect(await t.db.select().from(staffNotes).where(eq(staffNotes.userId, p.id))).toEqual([]);
    const missing = await admin.c.post('/api/admin/users/00000000-0000-4000-8000-000000000000/notes', { body: 'Hello' });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'user_not_found']);

    const first = await admin.c.post(path, { body: 'Asked for a refund by phone.' });
    expect(first.status).toBe(200);
    const second = await support.c.post(path, { body: '  ملاحظة: اتصلنا بالعميل مرة ثانية  ' });
    expect(second.body).toMatchObject({ body: 'ملاحظة: اتصلنا بالعميل مرة ثانية', authorEmail: support.email });
    const listed = await support.c.get(path);
    expect(listed.body.total).toBe(2);
    expect(listed.body.items.map((n: { body: string }) => n.body)).toEqual([
      'ملاحظة: اتصلنا بالعميل مرة ثانية',
      'Asked for a refund by phone.',
    ]);
    expect((await lastAudit('user_note_added', p.id))?.details).toEqual({
      note_id: second.body.id,
      note: 'ملاحظة: اتصلنا بالعميل مرة ثانية',
    });
    // The player reads nothing of it: not their profile, and not the admin routes.
    expect(JSON.stringify((await p.c.get('/api/me')).body)).not.toContain('refund by phone');
    expect((await p.c.get(path)).status).toBe(403);
  });
});
