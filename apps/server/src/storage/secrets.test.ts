import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './secrets';

describe('the generated ALTCHA key', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is made once, readable only by its owner, and the same after a restart', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-secret-'));
    dirs.push(dataDir);
    const first = loadOrCreateSecret(dataDir, 'altcha-hmac-key');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadOrCreateSecret(dataDir, 'altcha-hmac-key')).toBe(first);
    const mode = fs.statSync(path.join(dataDir, 'secrets', 'altcha-hmac-key')).mode & 0o777;
    expect(mode).toBe(0o600);
  });
});
