// Once per server test run (vitest.config.ts `globalSetup`): a folder for what the run's
// workers keep until they end (each one's migrated SQLite template, test-database.ts),
// removed when the run ends. Vitest ends its workers without their `exit` event, so a
// worker's own clean-up never ran and every run left its templates in the temp folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RUN_FOLDER_ENV = 'VINYL_TEST_RUN_DIR';

export default function setup(): () => void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-test-run-'));
  // The workers start after this and inherit the variable.
  process.env[RUN_FOLDER_ENV] = folder;
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
