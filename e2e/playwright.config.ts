import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `vinyl-e2e-${port}`);
const root = path.resolve(import.meta.dirname, '..');

/**
 * `npm test` runs the journeys as two groups side by side, each with a shop of its own on its
 * own port and data folder (scripts/test-e2e.sh): E2E_GROUP=1 runs the journeys named here
 * (about half of the time, measured 2026-11-26), E2E_GROUP=2 all the others, new ones
 * included. No group: every journey, one shop.
 */
const firstGroup = [
  'back-office.spec.ts',
  'designer-photo.spec.ts',
  'accounts.spec.ts',
  'designer.spec.ts',
  'audio-analysis.spec.ts',
  'albums.spec.ts',
];
const group = process.env.E2E_GROUP;
const firstGroupFiles = firstGroup.map((file) => `**/${file}`);
const ignored = ['two-servers/**', ...(group === '2' ? firstGroupFiles : [])];

export default defineConfig({
  testDir: '.',
  testMatch: group === '1' ? firstGroupFiles : '**/*.spec.ts',
  // The two-server journey has its own config (two-servers/playwright.config.ts).
  testIgnore: ignored,
  // Playwright empties its output folder when a run starts: each shop's run has its own, so
  // a group starting does not delete the files a journey of the other group is using.
  outputDir: path.join(import.meta.dirname, 'test-results', `port-${port}`),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // The journeys start as an Italian visitor who has not chosen a language yet (the
    // login screen is Italian); language.spec.ts tries English and German browsers.
    locale: 'it-IT',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // A fresh data folder per run: the journeys start from an empty shop.
    command: `rm -rf "${dataDir}" && node apps/server/dist/server.js`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Links in mails (activation, reset) point at the shop the browser opens.
      PUBLIC_ORIGIN: baseURL,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      // The plant's first admin (issue 17's back-office journeys sign in with it).
      ADMIN_EMAIL: 'plant@example.com',
      ADMIN_PASSWORD: 'press-the-records-42',
    },
  },
});
