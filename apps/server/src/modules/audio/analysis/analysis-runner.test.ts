import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAbandonedWorkDirs } from './analysis-runner';

describe('the work folders of killed analyses', () => {
  const parents: string[] = [];
  afterEach(() => {
    for (const parent of parents.splice(0)) fs.rmSync(parent, { recursive: true, force: true });
  });

  it('removes those older than a job can run, and leaves the young ones and any other', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-sweep-'));
    parents.push(parent);
    const make = (name: string, ageMinutes: number) => {
      const folder = path.join(parent, name);
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, 'source'), 'a copy of the audio');
      const at = new Date(Date.now() - ageMinutes * 60_000);
      fs.utimesSync(folder, at, at);
      return folder;
    };
    const killed = make('vinyl-analysis-killed', 30);
    const running = make('vinyl-analysis-running', 2);
    const other = make('something-else', 30);

    expect(await removeAbandonedWorkDirs(11 * 60_000, Date.now(), parent)).toBe(1);
    expect(fs.existsSync(killed)).toBe(false);
    expect(fs.existsSync(path.join(running, 'source'))).toBe(true);
    expect(fs.existsSync(other)).toBe(true);
  });

  it('removes nothing from a folder it cannot read', async () => {
    const missing = path.join(os.tmpdir(), `vinyl-sweep-missing-${crypto.randomUUID()}`);
    expect(await removeAbandonedWorkDirs(0, Date.now(), missing)).toBe(0);
  });
});
