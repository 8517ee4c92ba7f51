import { defineProject } from 'vitest/config';

const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export default defineProject({
  test: {
    name: `server-${database}`,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
