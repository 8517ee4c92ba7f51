import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineProject } from 'vitest/config';
import { databaseFreeTests } from './test/database-free';

const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const missing = databaseFreeTests.filter(
  (file) => !fs.existsSync(path.join(import.meta.dirname, file)),
);
if (missing.length > 0) {
  throw new Error(`test/database-free.ts lists files that do not exist: ${missing.join(', ')}`);
}

export default defineProject({
  test: {
    name: `server-${database}`,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files that never open a database run once, on SQLite (test/database-free.ts); files
    // named *.postgres.test.ts test what only PostgreSQL has, and run only on it.
    exclude: [
      ...configDefaults.exclude,
      ...(database === 'postgres' ? databaseFreeTests : ['**/*.postgres.test.ts']),
    ],
    environment: 'node',
    setupFiles: ['test/support/setup.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Timeouts catch a test that hangs, not a slow one: on a shared 2-core machine at a load of
    // 12–15 tests of 5–8 s took 20–30 s (2026-11-26, PostgreSQL).
    testTimeout: 60_000,
    // Every file builds its own app and database, and no test mocks a module: the files of a
    // worker share one import of the server's modules instead of importing the whole graph
    // again per file (that import was about half of the suite: 10 files took 188 s isolated
    // and 70 s shared, 2026-11-26, load 16).
    isolate: false,
    hookTimeout: 60_000,
  },
});
