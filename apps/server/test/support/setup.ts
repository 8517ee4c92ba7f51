// Runs before each server test file (vitest.config.ts `setupFiles`).
import { afterAll } from 'vitest';
import { settleDrops } from './test-database';

// A test's database is dropped in the background while the next test runs; none is left
// behind when the file ends.
afterAll(settleDrops);
