// Writes one audit log entry inside the action's own transaction: an action is never done
// without its record, nor recorded without being done.
import type { Db } from '../../db/transaction.ts';

export type AuditEntryInput = {
  actorId: number;
  action: string;
  targetType: string;
  targetId: number | null;
  targetLabel: string;
  before?: unknown;
  after?: unknown;
  note?: string;
};

export async function record(db: Db, entry: AuditEntryInput): Promise<void> {
  await db.auditEntry.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetLabel: entry.targetLabel,
      before: entry.before === undefined ? undefined : (entry.before as object),
      after: entry.after === undefined ? undefined : (entry.after as object),
      note: entry.note ?? '',
    },
  });
}
