// What a signed-in request costs over an anonymous one: GET /api/me (cookie →
// session row → user row) against GET /api/health (one `select 1`), on SQLite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { BenchResult } from './run';
import { timePerOp as timeOps } from './timing';

const ROUNDS = 5;
const OPS = 1000;
const timePerOp = (run: () => Promise<unknown>) => timeOps(run, { rounds: ROUNDS, ops: OPS });

export async function sessionLookupBench(): Promise<BenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    // A new guest needs a bot-check solution; this measures the session, not the check.
    NODE_ENV: 'test',
    BOT_CHECK: 'off',
  });
  const app = await buildApp({ config, logger: false });
  try {
    const csrf = await app.inject('/api/csrf');
    const token = csrf.json<{ token: string }>().token;
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/anonymous',
      headers: { 'x-csrf-token': token, cookie: `csrf=${token}` },
      payload: { uuid: '11111111-2222-4333-8444-555555555555' },
    });
    const sid = login.cookies.find((cookie) => cookie.name === 'sid')?.value ?? '';
    const me = () => app.inject({ url: '/api/me', headers: { cookie: `sid=${sid}` } });
    if ((await me()).statusCode !== 200) throw new Error('bench: guest session did not work');
    const health = () => app.inject('/api/health');
    await timePerOp(health);
    const baselineMs = await timePerOp(health);
    const subjectMs = await timePerOp(me);
    return { name: 'signed-in GET /api/me', baseline: 'GET /api/health', baselineMs, subjectMs };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
