import { filesWithModuleMocks, webTestProject } from './vitest.shared';

// The web's test files that replace a module with `vi.mock`, each with fresh imports (see
// vitest.shared.ts).
export default webTestProject({
  name: 'web-mocks',
  isolate: true,
  include: filesWithModuleMocks(),
});
