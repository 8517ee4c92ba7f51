import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `vinyl-e2e-${port}`);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The two-server journey has its own config (two-servers/playwright.config.ts).
  testIgnore: 'two-servers/**',
  // Playwright empties its output folder when a run starts: each shop's run keeps its own, so
  // the back-office run on PostgreSQL does not delete what the first run left to look at.
  outputDir: path.join(import.meta.dirname, 'test-results', `port-${port}`),
  // A limit that catches a hung journey: one took more than 60 s at a load of 13 beside two
  // others (albums.spec.ts, 17 s alone at a load of 6).
  timeout: 120_000,
  // A wait for what a person would see: with two journeys beside each other on a 2-core
  // machine, the login screen's bot check (a proof of work) took more than 10 s once at a
  // load of 9 (2026-11-26). A journey that passes waits no longer for it.
  expect: { timeout: 20_000 },
  // The journeys make their own guests, accounts and albums on one shop, so two run at once,
  // a file each (tests in a file keep their order): 340 s against 466 s here, at a load of
  // 6-9, 2026-11-26. Chromium and the shop together kept about a third of a core busy.
  fullyParallel: false,
  workers: 2,
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
