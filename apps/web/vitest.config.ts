import { filesWithModuleMocks, webTestProject } from './vitest.shared';

// The files of a worker share one jsdom window and one import of React, Mantine and the app
// instead of building them again per file: the suite's CPU went from 562 s to about 200 s
// (2026-11-26). src/test/setup.ts puts back after each test what a test may change on the
// shared window and in the modules' stores. Files with `vi.mock` run apart, isolated
// (vitest.mocks.config.ts).
export default webTestProject({ name: 'web', isolate: false, exclude: filesWithModuleMocks() });
