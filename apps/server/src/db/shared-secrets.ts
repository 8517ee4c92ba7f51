import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A key the shop makes itself when none is configured (the ALTCHA key, the payment links'
 * keys): one per shop, kept in the database every server of the shop shares (issue 20), so
 * a challenge handed out by one server is accepted by another and a payment link signed by
 * one opens on any. Made once: the first server to start inserts it, every later start
 * (and every other server) reads the same value. A key an older shop kept in
 * `DATA_DIR/secrets/<name>` is adopted, so links already mailed keep working.
 */
export async function sharedSecret(
  db: Kysely<Database>,
  dataDir: string,
  name: string,
): Promise<string> {
  const stored = await read(db, name);
  if (stored) return stored;
  await db
    .insertInto('shared_secrets')
    .values({
      name,
      value: keptOnDisk(dataDir, name) ?? randomBytes(32).toString('hex'),
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const made = await read(db, name);
  if (!made) throw new Error(`The shared secret ${name} could not be stored`);
  return made;
}

async function read(db: Kysely<Database>, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('shared_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

function keptOnDisk(dataDir: string, name: string): string | undefined {
  try {
    const value = fs.readFileSync(path.join(dataDir, 'secrets', name), 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch {
    return undefined;
  }
}
