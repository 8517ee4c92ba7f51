import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';

/** An admin action to record: who did what to which thing, and its facts. */
export interface AuditEntry {
  adminUserId: string;
  action: string;
  target: { type: string; id: string };
  data?: Record<string, unknown>;
}

export interface AuditRecord {
  id: string;
  admin_user_id: string;
  action: string;
  target_type: string;
  target_id: string;
  data: Record<string, unknown>;
  created_at: string;
}

/**
 * The back-office's audit log (issue 17): `record` writes an admin action, inside the
 * caller's transaction when it passes one, so the action and its record commit together;
 * `listFor` reads a thing's history, newest last.
 */
export function createAuditService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function record(entry: AuditEntry, trx?: Transaction<Database>): Promise<void> {
    await (trx ?? db)
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        admin_user_id: entry.adminUserId,
        action: entry.action,
        target_type: entry.target.type,
        target_id: entry.target.id,
        data: JSON.stringify(entry.data ?? {}),
        created_at: clock.now().toISOString(),
      })
      .execute();
  }

  async function listFor(target: { type: string; id: string }): Promise<AuditRecord[]> {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', target.type)
      .where('target_id', '=', target.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
  }

  return { record, listFor };
}

export type AuditService = ReturnType<typeof createAuditService>;
