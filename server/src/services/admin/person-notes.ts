// Issue 32 §3: staff's internal notes on a person, newest first. Writing one is a staff action
// like any other: the note and its audit row (user_note_added, with the note's text) commit
// together. Nothing a player can call reads staff_notes.
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffNote, staffNotesQuery } from '@charades/shared/schemas/admin-notes';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, staffNotes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { auditedWrite, type AdminWrite } from './audited-write.ts';
import { lockRowById } from './lock-row-by-id.ts';

const noteColumns = { id: staffNotes.id, body: staffNotes.body, authorEmail: staffNotes.authorEmail, createdAt: staffNotes.createdAt };

function toNote(row: { id: string; body: string; authorEmail: string | null; createdAt: Date }): StaffNote {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listPersonNotes({ db, userId, query }: { db: DbOrTx; userId: string; query: z.output<typeof staffNotesQuery> }) {
  const [exists] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!exists) throw new AppError('user_not_found');
  const [rows, [count]] = await Promise.all([
    db
      .select(noteColumns)
      .from(staffNotes)
      .where(eq(staffNotes.userId, userId))
      .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(staffNotes)
      .where(eq(staffNotes.userId, userId)),
  ]);
  return { items: rows.map(toNote), total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function addPersonNote({ db, actor, userId, body }: AdminWrite & { userId: string; body: string }): Promise<StaffNote> {
  return auditedWrite({ db, actor }, async (tx) => {
    const person = await lockRowById(tx, profiles, userId, 'user_not_found');
    const note = firstRow(
      await tx.insert(staffNotes).values({ userId, authorId: actor.id, authorEmail: actor.email, body }).returning(noteColumns),
      'the new note',
    );
    return {
      audit: {
        action: 'user_note_added',
        target: { type: 'user', id: userId, label: person.email },
        details: { note_id: note.id, note: body },
      },
      answer: toNote(note),
    };
  });
}
