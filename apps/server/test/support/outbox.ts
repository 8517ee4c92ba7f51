import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/**
 * Waits until the mail outbox has nothing left to send (issue 20: mails leave through a
 * job after the commit) and answers its rows by state.
 */
export async function waitForOutbox(
  db: Kysely<Database>,
  timeoutMs = 10_000,
): Promise<Record<string, number>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('state')
      .execute();
    const states = Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
    if (!states.pending && !states.sending) return states;
    if (Date.now() > until) throw new Error(`outbox not drained: ${JSON.stringify(states)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
