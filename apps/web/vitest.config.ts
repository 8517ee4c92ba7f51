import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { leanI18nAliases } from './vite.config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: leanI18nAliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 20_000,
  },
});
