// The step every admin change shares: the change and its audit_log row are written in one
// transaction, so a change without its row (or a row without its change) cannot happen, and
// what a change writes together (a balance, its ledger row and its audit row) commits together
// or not at all. The service's callback holds only its own rules: what it locks, what it
// refuses, what it writes, and which audit row and answer that makes.
import type { Db } from '../../db/client.ts';
import { recordAudit, type AuditActor, type AuditEntryInput } from './record-audit.ts';

/** The transaction a change runs in. */
export type AdminTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What every admin write is called with: the database and who acts. */
export interface AdminWrite {
  db: Db;
  actor: AuditActor;
}

/** What a change made: its audit row (the actor is the write's) and the service's answer. */
export interface AuditedChange<T> {
  audit: Omit<AuditEntryInput, 'actor'>;
  answer: T;
}

export interface AuditedWriteOptions extends AdminWrite {
  /** A database refusal (a unique index, a check) as the API's error; anything else is thrown as it came. */
  refusal?: (err: unknown) => unknown;
}

export async function auditedWrite<T>(
  { db, actor, refusal }: AuditedWriteOptions,
  change: (tx: AdminTx) => Promise<AuditedChange<T>>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const { audit, answer } = await change(tx);
      await recordAudit(tx, { actor, ...audit });
      return answer;
    });
  } catch (err) {
    throw refusal ? refusal(err) : err;
  }
}
