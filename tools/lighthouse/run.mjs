// Lighthouse on the built shop (issue 18 item 2): /login as a first-time visitor, then the
// dashboard and the summary (/preview) as a guest with one album, each with a cold HTTP
// cache, mobile profile and Lighthouse's default (simulated) throttling. Prints the scores
// and the metrics behind them; exits 1 when performance < 95 or accessibility < 100.
//   node run.mjs                 starts apps/server/dist/server.js on a free port
//   node run.mjs --url <origin>  measures a shop that is already running
//   --runs <n>                   the median of n runs per page (default 1)
//   --save <folder>              also writes each page's full report (JSON) there
//   --only <name>                one page: login, dashboard or summary
//   --http1                      the shop over plain HTTP/1.1 instead of HTTPS + HTTP/2
// The shop it starts serves HTTPS with HTTP/2 (decision 060), as a deployed shop does, with a
// throwaway self-signed certificate (openssl) that Chromium is told to accept: over plain
// HTTP/1.1 Chromium opens six connections to the shop and queues a first visit's ~25 files.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
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

/** A throwaway certificate for 127.0.0.1 in `folder` (openssl, as Debian ships it). */
function throwawayCertificate(folder) {
  const cert = path.join(folder, 'cert.pem');
  const key = path.join(folder, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** Whether the shop answers its health check (its certificate is the throwaway one). */
function healthy(origin) {
  if (origin.startsWith('http:')) {
    return fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  }
  return new Promise((resolve) => {
    const request = httpsGet(`${origin}/api/health`, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

/**
 * The built shop on a fresh data folder, its bot check off (NODE_ENV=test: a measuring run),
 * over HTTPS + HTTP/2 unless `http1`.
 */
async function startShop({ http1 }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vinyl-lighthouse-'));
  const origin = `${http1 ? 'http' : 'https'}://127.0.0.1:${port}`;
  const tls = http1 ? {} : throwawayCertificate(dataDir);
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      BOT_CHECK: 'off',
      NODE_ENV: 'test',
      ...(tls.cert && { TLS_CERT_FILE: tls.cert, TLS_KEY_FILE: tls.key }),
    },
  });
  for (let tries = 0; tries < 240; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the shop stopped (exit ${child.exitCode})`);
    if (await healthy(origin)) break;
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
  const shop = option('--url')
    ? { origin: option('--url'), stop() {} }
    : await startShop({ http1: args.includes('--http1') });
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
      // The throwaway certificate of startShop (a shop given with --url may have its own).
      '--ignore-certificate-errors',
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
    // The protocol the page's document came over (h2 from the shop run.mjs starts).
    const protocol = lhr.audits['network-requests'].details.items[0]?.protocol ?? '?';
    const metrics = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id].displayValue}`);
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(10)} performance ${Math.round(performance * 100)}` +
        ` accessibility ${Math.round(accessibility * 100)}  (${landed}, ${protocol})  ${metrics.join(', ')}`,
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
