import { defineConfig } from 'vitest/config';

// Coverage gate of packages/domain (issue 3): `vitest run --project domain --coverage`
// fails below 95% of lines in packages/domain/src. Vitest 4 reads coverage options from
// the root config only, so the gate lives here. It is left out when a run selects only
// other projects: their tests load domain files without aiming to cover them.
const selectedProjects = process.argv.flatMap((arg, index, all) => {
  if (arg === '--project') return [all[index + 1] ?? ''];
  return arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [];
});
const gateDomain = selectedProjects.length === 0 || selectedProjects.includes('domain');

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/web', 'apps/web/vitest.mocks.config.ts', 'apps/server'],
    coverage: {
      provider: 'v8',
      thresholds: gateDomain ? { 'packages/domain/src/**': { lines: 95 } } : {},
    },
  },
});
