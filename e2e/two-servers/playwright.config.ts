import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';

// The proxy in front of the two shops (cluster.ts) listens here; the journey opens it.
const port = Number(process.env.TWO_SERVERS_PORT ?? 4191);
process.env.TWO_SERVERS_PORT = String(port);

/** Issue 20 item 4: the purchase journey through a proxy in front of two shops. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.journey.ts',
  globalSetup: './global-setup.ts',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'it-IT',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
});
