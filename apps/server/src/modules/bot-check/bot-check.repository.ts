import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Spent ALTCHA solutions, in the database so every server process sees a replay. */
export function createBotCheckRepository(db: Kysely<Database>) {
  return {
    /** Records a solution; false when it was already recorded (a replay). */
    async spend(id: string, expiresAt: string): Promise<boolean> {
      const result = await db
        .insertInto('bot_check_solutions')
        .values({ id, expires_at: expiresAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('bot_check_solutions').where('expires_at', '<=', now).execute();
    },
  };
}

export type BotCheckRepository = ReturnType<typeof createBotCheckRepository>;
