// Staff hide a reported deck (its share code stops opening it) or show it again, with a
// reason: the open reports are resolved, an audit row is written in the same transaction, and
// the owner is told by e-mail (after the commit; a mail failure is logged, the change stands).
import { and, eq, isNull } from 'drizzle-orm';
import type { AdminDeckView } from '@charades/shared/schemas/decks';
import { DEFAULT_LANGUAGE } from '@charades/shared/languages';
import type { Db } from '../../../db/client.ts';
import { deckReports, decks, profiles, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import { deckModeratedEmail } from '../../mail/deck-emails.ts';
import { recordAudit, type AuditActor } from '../record-audit.ts';
import { adminDeckViews } from './list-reported-decks.ts';

export async function moderateDeck(opts: {
  db: Db;
  actor: AuditActor;
  deckId: string;
  hidden: boolean;
  reason: string;
  mailer: Mailer;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}): Promise<AdminDeckView> {
  const { deck, owner } = await opts.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ deck: decks, email: users.email, language: profiles.language })
      .from(decks)
      .leftJoin(users, eq(users.id, decks.userId))
      .leftJoin(profiles, eq(profiles.id, decks.userId))
      .where(eq(decks.id, opts.deckId))
      .for('update', { of: decks });
    if (!found) throw new AppError('deck_not_found');
    const [updated] = await tx
      .update(decks)
      .set(opts.hidden ? { hiddenAt: new Date(), hiddenReason: opts.reason } : { hiddenAt: null, hiddenReason: null })
      .where(eq(decks.id, opts.deckId))
      .returning();
    await tx
      .update(deckReports)
      .set({ resolvedAt: new Date() })
      .where(and(eq(deckReports.deckId, opts.deckId), isNull(deckReports.resolvedAt)));
    await recordAudit(tx, {
      actor: opts.actor,
      action: opts.hidden ? 'deck_hidden' : 'deck_shown',
      target: { type: 'deck', id: opts.deckId, label: found.deck.name },
      details: { reason: opts.reason, owner: found.email, was_hidden: found.deck.hiddenAt !== null },
    });
    return { deck: { ...updated!, ownerEmail: found.email }, owner: found };
  });
  if (owner.email) {
    const message = deckModeratedEmail({
      to: owner.email,
      deckName: deck.name,
      hidden: opts.hidden,
      reason: opts.reason,
      publicUrl: opts.publicUrl,
      language: owner.language ?? DEFAULT_LANGUAGE,
    });
    await opts.mailer.send(message).catch((err: unknown) => opts.log.warn({ err, deckId: deck.id }, 'deck moderation e-mail failed'));
  }
  const [view] = await adminDeckViews(opts.db, [deck]);
  return view!;
}
