// What a password sign-in costs: POST /api/login (argon2id verify, session insert) against
// GET /api/health, on SQLite. argon2id is meant to be slow; this keeps it at its setting.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import type { BenchResult } from './run';
import { timePerOp as timeOps } from './timing';

const ROUNDS = 3;
const OPS = 40;
const timePerOp = (run: () => Promise<unknown>) => timeOps(run, { rounds: ROUNDS, ops: OPS });

export async function signInBench(): Promise<BenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    BOT_CHECK: 'off',
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
  });
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'shop.db') });
  await migrateToLatest(database.db);
  const hashStarted = performance.now();
  const passwordHash = await hashPassword('correct horse battery');
  const hashMs = performance.now() - hashStarted;
  const now = new Date().toISOString();
  await database.db
    .insertInto('users')
    .values({
      id: randomUUID(),
      username: 'bench@example.com',
      email: 'bench@example.com',
      password_hash: passwordHash,
      status: 'active',
      role: 'customer',
      created_at: now,
      modified_at: now,
    })
    .execute();
  const app = await buildApp({ config, database, logger: false });
  try {
    const csrf = (await app.inject('/api/csrf')).json<{ token: string }>().token;
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-csrf-token': csrf, cookie: `csrf=${csrf}` },
        payload: { username: 'bench@example.com', password: 'correct horse battery' },
      });
    if ((await login()).statusCode !== 200) throw new Error('bench: sign-in did not work');
    const health = () => app.inject('/api/health');
    await timePerOp(health);
    const baselineMs = await timePerOp(health);
    const subjectMs = await timePerOp(login);
    console.log(`argon2id hash (m=19456 KiB, t=2, p=1), first call: ${hashMs.toFixed(1)} ms`);
    return { name: 'POST /api/login', baseline: 'GET /api/health', baselineMs, subjectMs };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
