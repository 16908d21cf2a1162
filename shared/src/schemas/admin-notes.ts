// Issue 32 §3: staff's internal notes on a person (never shown to the player).
import { z } from 'zod';
import { safeText } from './text.ts';
import { pageFields, pageOf } from './admin-list.ts';

export const MAX_NOTE_LENGTH = 2000;

export const staffNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffNote = z.infer<typeof staffNoteSchema>;

export const staffNoteBody = z.object({
  body: safeText({ error: 'note_required' }).trim().min(1, 'note_required').max(MAX_NOTE_LENGTH, 'text_too_long'),
});
export type StaffNoteBody = z.input<typeof staffNoteBody>;

export const staffNotesQuery = z.object({ ...pageFields(100, 25) });
export const staffNotesResponse = pageOf(staffNoteSchema);
