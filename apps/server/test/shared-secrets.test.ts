import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/database';
import { sharedSecret } from '../src/db/shared-secrets';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database';

/**
 * The keys a shop makes itself live in the database all its servers share (issue 20):
 * servers starting at the same moment agree on one key, and a key an older shop kept in
 * DATA_DIR/secrets is adopted, so links it already mailed keep working.
 */
describe(`shared secrets on ${testDialect}`, () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
    await migrateToLatest(t.handle.db);
  });
  afterEach(() => t.cleanup());

  it('gives every caller, even racing ones, the same 64-hex-digit key', async () => {
    const keys = await Promise.all(
      Array.from({ length: 6 }, () => sharedSecret(t.handle.db, t.dataDir, 'altcha-hmac-key')),
    );
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(await sharedSecret(t.handle.db, t.dataDir, 'payment-links-hmac')).not.toBe(keys[0]);
    // Nothing is written to the server's own disk: another server would not see it.
    expect(fs.existsSync(path.join(t.dataDir, 'secrets'))).toBe(false);
  });

  it('adopts the key an older shop kept on disk, and keeps it once it is stored', async () => {
    const kept = 'a'.repeat(64);
    fs.mkdirSync(path.join(t.dataDir, 'secrets'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'secrets', 'payment-links-hmac'), `${kept}\n`);
    expect(await sharedSecret(t.handle.db, t.dataDir, 'payment-links-hmac')).toBe(kept);
    fs.rmSync(path.join(t.dataDir, 'secrets'), { recursive: true });
    expect(await sharedSecret(t.handle.db, t.dataDir, 'payment-links-hmac')).toBe(kept);
  });
});
