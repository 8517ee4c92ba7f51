// Lighthouse on the built shop (issue 18 item 2): /login as a first-time visitor, then the
// dashboard and the summary (/preview) as a guest with one album, each with a cold HTTP
// cache, mobile profile and Lighthouse's default (simulated) throttling. Prints the scores
// and the metrics behind them; exits 1 when performance < 95 or accessibility < 100.
//   node run.mjs                 starts apps/server/dist/server.js on a free port
//   node run.mjs --url <origin>  measures a shop that is already running
//   --runs <n>                   the median of n runs per page (default 1)
//   --save <folder>              also writes each page's full report (JSON) there
//   --only <name>                one page: login, dashboard or summary
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { seedGuest } from './guest.mjs';

const GOALS = { performance: 0.95, accessibility: 1 };
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Number(option('--runs') ?? 1);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built shop on a fresh data folder, its bot check off (NODE_ENV=test: a measuring run). */
async function startShop() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vinyl-lighthouse-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      BOT_CHECK: 'off',
      NODE_ENV: 'test',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 240; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the shop stopped (exit ${child.exitCode})`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function audit(page, url, keepSession) {
  // A cold HTTP cache for every run; cookies and storage stay when the page needs a session.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const { lhr } = await lighthouse(
    url,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: keepSession,
    },
    undefined,
    page,
  );
  return lhr;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const shop = option('--url') ? { origin: option('--url'), stop() {} } : await startShop();
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const results = [];
  try {
    const page = await browser.newPage();
    const pages = [
      { name: '/login', path: '/login', keepSession: false },
      { name: 'dashboard', path: '/dashboard', keepSession: true },
      { name: 'summary', path: '/preview', keepSession: true },
    ].filter((entry) => !option('--only') || entry.name.replace('/', '') === option('--only'));
    for (const entry of pages) {
      if (entry.keepSession && !results.some((r) => r.keepSession))
        await seedGuest(page, shop.origin);
      const lhrs = [];
      for (let run = 0; run < runs; run += 1)
        lhrs.push(await audit(page, shop.origin + entry.path, entry.keepSession));
      const performance = median(lhrs.map((l) => l.categories.performance.score));
      const lhr = lhrs.find((l) => l.categories.performance.score === performance);
      results.push({
        ...entry,
        lhr,
        performance,
        accessibility: lhr.categories.accessibility.score,
      });
    }
  } finally {
    await browser.close();
    shop.stop();
  }

  const save = option('--save');
  if (save) {
    mkdirSync(save, { recursive: true });
    for (const { name, lhr } of results) {
      const file = `${name.replace(/\W+/g, '') || 'page'}.json`;
      writeFileSync(path.join(save, file), JSON.stringify(lhr));
    }
  }

  let failed = false;
  console.log(
    `Lighthouse ${results[0]?.lhr.lighthouseVersion}, mobile, simulated throttling, ${runs} run(s) per page (median)`,
  );
  for (const { name, lhr, performance, accessibility } of results) {
    const ok = performance >= GOALS.performance && accessibility >= GOALS.accessibility;
    failed ||= !ok;
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    const metrics = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id].displayValue}`);
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(10)} performance ${Math.round(performance * 100)}` +
        ` accessibility ${Math.round(accessibility * 100)}  (${landed})  ${metrics.join(', ')}`,
    );
    if (accessibility < 1) {
      const failing = Object.values(lhr.audits).filter(
        (a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
      );
      for (const a of failing) console.log(`       accessibility: ${a.id} — ${a.title}`);
    }
  }
  console.log(
    `goals: performance ≥ ${GOALS.performance * 100}, accessibility ${GOALS.accessibility * 100}`,
  );
  if (failed) process.exit(1);
}

await main();
