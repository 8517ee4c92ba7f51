// API speed (issue 18 item 3): the shop against a bare Fastify route serving the same bytes,
// side by side in one run. Each server runs in a process of its own pinned to core 0
// (taskset, when the machine has it); autocannon runs here, pinned to core 1, with 10
// connections. Printed per route: req/s, p99 and the ratio shop ÷ bare, on SQLite and on
// PostgreSQL (BENCH_DATABASE_URL, or a throwaway cluster). Goals: the album list ≥ 0.25,
// /api/me ≥ 0.4, /api/health ≥ 0.8. Each of 6 rounds measures the shop and the bare route
// back to back, in every order in turn; the ratio is the median of the rounds' ratios
// (decision 063: on this shared machine the best round of each, taken minutes apart, moved
// the ratio by a third).
//
//   npx tsx bench/api.bench.ts            # both databases
//   BENCH_API_SECONDS=5 BENCH_API_DATABASES=sqlite npx tsx bench/api.bench.ts
//   BENCH_API_PROFILE=/tmp/prof npx tsx bench/api.bench.ts   # --cpu-prof of the shop
//   BENCH_API_BEFORE=/tmp/api-old npx tsx bench/api.bench.ts  # another checkout's shop too
//   BENCH_API_ROUTES=health,me npx tsx bench/api.bench.ts     # some routes (health, me, list)
//
// BENCH_API_BEFORE names a checkout of an earlier commit (`git worktree add`, with this
// tree's node_modules linked in): its shop runs in the same rounds, so a change is compared
// with the code before it in the same minutes, on a machine whose load moves (decision 043).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ALBUM_LIST, type Ready } from './api-server';
import { benchPostgres } from './postgres';
import type { BenchResult } from './run';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 6);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 10;
const CLOCK_TICKS = 100;
/**
 * Every order of `count` servers: the rounds go through them all, so that each server is
 * measured first, second… equally often and a drift of the machine within a round favours
 * none (2 servers: AB, BA; 3: all six orders).
 */
function permutations(count: number): number[][] {
  if (count <= 1) return [[0]];
  return permutations(count - 1).flatMap((order) =>
    Array.from({ length: count }, (_, at) => [
      ...order.slice(0, at),
      count - 1,
      ...order.slice(at),
    ]),
  );
}

/** The round with the most req/s, with the least CPU per request of any round. */
function bestOf(rounds: Load[]): Load | undefined {
  if (rounds.length === 0) return undefined;
  const fastest = rounds.reduce((a, b) => (b.rps > a.rps ? b : a));
  return { ...fastest, cpuMicros: Math.min(...rounds.map((load) => load.cpuMicros)) };
}
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}
const spread = (values: number[]) =>
  `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
const ALL_ROUTES = [
  { key: 'health', name: '/api/health', path: '/api/health', goal: 0.8, signedIn: false },
  { key: 'me', name: '/api/me (signed in)', path: '/api/me', goal: 0.4, signedIn: true },
  { key: 'list', name: 'album list (10 albums)', path: ALBUM_LIST, goal: 0.25, signedIn: true },
];
// BENCH_API_ROUTES=health,me,list picks some of them (all by default).
const picked = process.env.BENCH_API_ROUTES?.split(',');
const ROUTES = ALL_ROUTES.filter((route) => !picked || picked.includes(route.key));

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return os.availableParallelism() >= 2;
  } catch {
    return false;
  }
}

interface Server {
  ready: Ready;
  /** CPU seconds the server's process has used so far (Linux /proc), or NaN. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

async function startServer(
  args: string[],
  env: NodeJS.ProcessEnv,
  pin: boolean,
  root?: string,
  flags: string[] = [],
) {
  const profile = process.env.BENCH_API_PROFILE;
  const node = [
    ...flags,
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    '--import',
    'tsx',
    root ? path.join(root, 'bench', 'api-server.ts') : path.join(here, 'api-server.ts'),
    ...args,
  ];
  const [file, argv] = pin
    ? ['taskset', ['-c', '0', process.execPath, ...node]]
    : [process.execPath, node];
  const child: ChildProcess = spawn(file, argv, {
    ...(root && { cwd: root }),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.indexOf('\n');
      if (line !== -1) resolve(JSON.parse(buffered.slice(0, line)) as Ready);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return {
    ready,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', () => resolve());
        // SIGINT lets node write its --cpu-prof file.
        child.kill(profile ? 'SIGINT' : 'SIGTERM');
      }),
  } satisfies Server;
}

/** utime + stime of a process, from /proc/<pid>/stat, in seconds. */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return ticks / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

interface Load {
  rps: number;
  p99: number;
  errors: number;
  /** The server's CPU time per answered request, in microseconds. */
  cpuMicros: number;
}

async function load(server: Server, urlPath: string, cookie: string, seconds: number) {
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({
    url: `http://127.0.0.1:${server.ready.port}${urlPath}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  const cpu = server.cpuSeconds() - cpuBefore;
  const errors = result.errors + result.non2xx + result.timeouts;
  const cpuMicros = (cpu * 1e6) / Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors,
    cpuMicros,
  } satisfies Load;
}

const format = (load: Load) =>
  `${Math.round(load.rps).toLocaleString('en')} req/s, p99 ${load.p99} ms, ${load.cpuMicros.toFixed(0)} µs CPU/req${load.errors ? `, ${load.errors} errors` : ''}`;

/**
 * One database: the shop's process and the bare one side by side; per route, rounds that
 * load one then the other, the best round of each counted (the least disturbed on a
 * shared machine).
 */
async function measure(
  label: string,
  env: NodeJS.ProcessEnv,
  pin: boolean,
  beforeEnv?: NodeJS.ProcessEnv,
): Promise<string[]> {
  const lines: string[] = [];
  // BENCH_API_SHOP_NODE_FLAGS: node flags for this checkout's shop only (a V8 setting
  // compared with BENCH_API_BEFORE naming this same checkout).
  const shopFlags = process.env.BENCH_API_SHOP_NODE_FLAGS?.split(' ').filter(Boolean);
  const shop = await startServer(['shop'], env, pin, undefined, shopFlags);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-api-'));
  const answers = path.join(folder, 'answers.json');
  const beforeRoot = process.env.BENCH_API_BEFORE;
  let bare: Server | undefined;
  let before: Server | undefined;
  try {
    fs.writeFileSync(answers, JSON.stringify(shop.ready.answers));
    bare = await startServer(['bare', answers], {}, pin);
    if (beforeRoot) before = await startServer(['shop'], beforeEnv ?? env, pin, beforeRoot);
    for (const route of ROUTES) {
      const index = ALL_ROUTES.indexOf(route);
      const servers = [shop, bare, ...(before ? [before] : [])];
      const cookieOf = (server: Server) => (route.signedIn ? server.ready.cookie : '');
      for (const server of servers)
        await load(server, route.path, cookieOf(server), WARMUP_SECONDS);
      // Each round measures every server once, back to back, in the round's order; a ratio is
      // taken within each round (two servers measured minutes apart would see different
      // machines) and the median of the rounds counts.
      const measured: Load[][] = servers.map(() => []);
      const orders = permutations(servers.length);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const n of orders[round % orders.length] ?? []) {
          const server = servers[n] as Server;
          const result = await load(server, route.path, cookieOf(server), SECONDS);
          measured[n]?.push(result);
          // BENCH_API_VERBOSE=1: every round's figures, as they come.
          if (process.env.BENCH_API_VERBOSE)
            console.error(
              `  round ${round + 1} ${['shop', 'bare', 'before'][n]}: ${format(result)}`,
            );
        }
      }
      const [subject, base, earlier] = measured.map(bestOf);
      const [shopRounds = [], bareRounds = [], beforeRounds = []] = measured;
      if (!subject || !base) continue;
      const paired = (rounds: Load[]) => ({
        rps: median(rounds.map((load, n) => load.rps / (bareRounds[n]?.rps ?? NaN))),
        // What each request costs the server's core: on a busy machine, where the servers
        // get a varying share of core 0, the steadier measure of the same ratio.
        cpu: median(rounds.map((load, n) => (bareRounds[n]?.cpuMicros ?? NaN) / load.cpuMicros)),
        range: spread(rounds.map((load, n) => load.rps / (bareRounds[n]?.rps ?? NaN))),
      });
      const ratio = paired(shopRounds);
      const bytes = shop.ready.answers[index]?.body.length ?? 0;
      const verdict = (value: number) => (value >= route.goal ? 'met' : 'NOT met');
      lines.push(
        `api ${label} ${route.name} (${bytes} B): shop ${format(subject)} vs bare Fastify ${format(base)} → ratio ${ratio.rps.toFixed(2)} by req/s (${verdict(ratio.rps)}; rounds ${ratio.range}), ${ratio.cpu.toFixed(2)} by CPU per request (${verdict(ratio.cpu)}); goal ≥ ${route.goal}`,
      );
      if (earlier) {
        const then = paired(beforeRounds);
        lines.push(
          `  before (${beforeRoot}): ${format(earlier)} → ratio ${then.rps.toFixed(2)} by req/s (rounds ${then.range}), ${then.cpu.toFixed(2)} by CPU per request`,
        );
      }
    }
  } finally {
    await shop.stop();
    await bare?.stop();
    await before?.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return lines;
}

export async function apiBench(): Promise<BenchResult> {
  const pin = hasTaskset();
  const pinTo = (cores: string) =>
    execFileSync('taskset', ['-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });
  if (pin) pinTo('1');
  try {
    return await measureAll(pin);
  } finally {
    // `npm run bench` goes on with other benchmarks in this process: every core again.
    if (pin) pinTo(`0-${os.availableParallelism() - 1}`);
  }
}

async function measureAll(pin: boolean): Promise<BenchResult> {
  const databases = (process.env.BENCH_API_DATABASES ?? 'sqlite,postgres').split(',');
  const lines = [
    `api: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route and server (ratios: the median of the rounds' ratios; req/s and p99: the best round), ${pin ? 'servers on core 0 and autocannon on core 1' : 'no taskset: not pinned'}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  ];
  if (databases.includes('sqlite')) lines.push(...(await measure('SQLite', {}, pin)));
  if (databases.includes('postgres')) {
    const postgres = await benchPostgres(process.env.BENCH_DATABASE_URL);
    // The other checkout's shop gets a database of its own on the same server.
    const sameServer = (url: string) => Object.assign(new URL(url), { pathname: '/postgres' });
    const other =
      postgres && process.env.BENCH_API_BEFORE
        ? await benchPostgres(sameServer(postgres.url).toString())
        : undefined;
    if (!postgres)
      lines.push('api PostgreSQL: skipped (no BENCH_DATABASE_URL, no PostgreSQL binaries)');
    else {
      try {
        const env = { BENCH_SHOP_DATABASE_URL: postgres.url };
        const beforeEnv = other ? { BENCH_SHOP_DATABASE_URL: other.url } : undefined;
        lines.push(...(await measure(`PostgreSQL (${postgres.origin})`, env, pin, beforeEnv)));
      } finally {
        await other?.drop();
        await postgres.drop();
      }
    }
  }
  return {
    name: 'api',
    baseline: 'bare Fastify',
    baselineMs: 1,
    subjectMs: 1,
    summary: lines.join('\n'),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log((await apiBench()).summary);
}
