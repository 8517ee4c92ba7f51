import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { leanI18nAliases } from './vite.config';

const source = path.join(import.meta.dirname, 'src');

/**
 * The test files that replace a module (`vi.mock`, `vi.doMock`) or import modules afresh
 * (`vi.resetModules`, which in a shared worker would drop every file's imports). A mock
 * holds only in a file that imports the app afresh: where the files of a worker share
 * their imports, a module loaded by an earlier file keeps the real one. These files run in
 * a project of their own, each with fresh imports (vitest.mocks.config.ts); the others
 * share (vitest.config.ts).
 */
export function filesWithModuleMocks(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        /\bvi\.(mock|doMock|resetModules)\(/.test(fs.readFileSync(full, 'utf8'))
      ) {
        found.push(path.relative(import.meta.dirname, full).replaceAll('\\', '/'));
      }
    }
  };
  walk(source);
  return found.sort();
}

/** The web's test project: jsdom, the shared setup, the app's own i18n aliases. */
export function webTestProject(options: {
  name: string;
  isolate: boolean;
  include?: string[];
  exclude?: string[];
}) {
  return defineProject({
    plugins: [react()],
    resolve: { alias: leanI18nAliases },
    test: {
      name: options.name,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      exclude: ['**/node_modules/**', ...(options.exclude ?? [])],
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 20_000,
      isolate: options.isolate,
    },
  });
}
