// One route of bench/api.bench.ts under V8's profiler (decisions 040, 043, 055): the shop
// pinned to core 0 and autocannon to core 1, the profiler started after a warm-up (SIGUSR2,
// so start-up is left out) and stopped after the measured seconds. Prints the shop's CPU per
// request from /proc, and the profile's busy time per request by function and by package.
//
//   npx tsx bench/api-profile.ts health|me|list [sqlite|postgres] [<checkout>]
//
// <checkout> profiles another checkout's shop (a `git worktree` of an earlier commit);
// BENCH_API_PROFILE_HEAP=1 samples what is allocated instead of where the CPU goes.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ALBUM_LIST, type Ready } from './api-server';
import { benchPostgres } from './postgres';

const here = path.dirname(fileURLToPath(import.meta.url));
const WARMUP_SECONDS = 3;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 6);
const PATHS: Record<string, { path: string; signedIn: boolean }> = {
  health: { path: '/api/health', signedIn: false },
  me: { path: '/api/me', signedIn: true },
  list: { path: ALBUM_LIST, signedIn: true },
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * BENCH_API_PG_UNIX=1: the same database through the throwaway cluster's Unix socket instead
 * of TCP (a deployment with PostgreSQL on the same host can do either).
 */
function databaseUrl(url: string): string {
  if (!process.env.BENCH_API_PG_UNIX) return url;
  const { port, pathname, username } = new URL(url);
  const socket = `.s.PGSQL.${port}`;
  const folder = fs
    .readdirSync(os.tmpdir())
    .map((name) => path.join(os.tmpdir(), name))
    .find((dir) => dir.includes('vinyl-pg-') && fs.existsSync(path.join(dir, socket)));
  if (!folder) throw new Error(`no Unix socket ${socket} in ${os.tmpdir()}/vinyl-pg-*`);
  return `postgres://${username}@/${pathname.slice(1)}?host=${folder}&port=${port}`;
}

function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A file's package (`pg`, `fastify`, …), `ours` for the shop's code, `node` for the rest. */
function packageOf(url: string): string {
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const [scope, name] = url.slice(modules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? '?');
  }
  if (url.includes('/apps/server/src/')) return 'ours';
  if (url.startsWith('node:') || url === '') return 'node';
  return url;
}

interface HeapNode {
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  children: HeapNode[];
}

/** What a request allocates, by package and by function (the sampling heap profile). */
function summariseHeap(head: HeapNode, requests: number): string[] {
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  const visit = (node: HeapNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    if (node.selfSize) {
      total += node.selfSize;
      const where = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;
      byFunction.set(where, (byFunction.get(where) ?? 0) + node.selfSize);
      const pkg = functionName.startsWith('(') ? functionName : packageOf(url);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.selfSize);
    }
    for (const child of node.children) visit(child);
  };
  visit(head);
  const per = (bytes: number) => `${(bytes / requests / 1024).toFixed(1).padStart(6)} KB`;
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(
        ([name, bytes]) =>
          `  ${per(bytes)} ${((100 * bytes) / total).toFixed(1).padStart(5)}%  ${name}`,
      );
  return [
    `allocated ${per(total)} per request (sampled, ${requests} requests)`,
    'by package:',
    ...top(byPackage, 12),
    'by function (self):',
    ...top(byFunction, Number(process.env.BENCH_API_TOP ?? 30)),
  ];
}

const shortUrl = (url: string) =>
  url.replace(/^.*node_modules\//, '').replace(/^.*\/apps\/server\//, '');

function summarise(profile: Profile, requests: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, n) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[n] ?? 0)),
  );
  const idle = new Set(['(idle)', '(program)']);
  let busy = 0;
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber } = byId.get(id)?.callFrame ?? {
      functionName: '?',
      url: '',
      lineNumber: 0,
    };
    if (idle.has(functionName)) continue;
    busy += micros;
    const where = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;
    byFunction.set(where, (byFunction.get(where) ?? 0) + micros);
    const pkg = functionName.startsWith('(') ? functionName : packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }
  const per = (micros: number) => `${(micros / requests).toFixed(1).padStart(6)} µs`;
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(
        ([name, micros]) =>
          `  ${per(micros)} ${((100 * micros) / busy).toFixed(1).padStart(5)}%  ${name}`,
      );
  return [
    `busy ${per(busy)} per request (profiled, ${requests} requests)`,
    'by package:',
    ...top(byPackage, 14),
    'by function (self):',
    ...top(byFunction, Number(process.env.BENCH_API_TOP ?? 30)),
    'by function of a package or ours (inclusive: with what it calls):',
    ...top(inclusive(profile, self, idle), Number(process.env.BENCH_API_TOP ?? 30)),
  ];
}

/**
 * Each sample's time counted once for every function of a package or of the shop on its
 * stack (Node's own left out): what a step costs with everything it calls. A callback
 * hook's `done()` runs the next hook inside it, so a hook's figure includes the hooks after
 * it; read the difference between consecutive hooks.
 */
function inclusive(
  profile: Profile,
  self: ReadonlyMap<number, number>,
  idle: ReadonlySet<string>,
): Map<string, number> {
  const parent = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parent.set(child, node);
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  for (const [id, micros] of self) {
    let node = byId.get(id);
    if (!node || idle.has(node.callFrame.functionName)) continue;
    const seen = new Set<string>();
    for (; node; node = parent.get(node.id)) {
      const { functionName, url, lineNumber } = node.callFrame;
      if (packageOf(url) === 'node' || functionName.startsWith('(')) continue;
      seen.add(`${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`);
    }
    for (const where of seen) totals.set(where, (totals.get(where) ?? 0) + micros);
  }
  return totals;
}

async function main() {
  const [routeName = 'health', database = 'sqlite', root] = process.argv.slice(2);
  const route = PATHS[routeName];
  if (!route)
    throw new Error('usage: api-profile.ts health|me|list [sqlite|postgres] [<checkout>]');
  // autocannon on core 1, the shop on core 0.
  execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-api-profile-'));
  const file = path.join(folder, 'shop.cpuprofile');
  const postgres =
    database === 'postgres' ? await benchPostgres(process.env.BENCH_DATABASE_URL) : undefined;
  if (database === 'postgres' && !postgres) throw new Error('no PostgreSQL');
  const server = path.join(root ?? path.dirname(here), 'bench', 'api-server.ts');
  const flags = process.env.BENCH_API_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  // BENCH_API_PROFILE_BARE=<answers.json>: the bare Fastify app of api-server.ts instead.
  const bare = process.env.BENCH_API_PROFILE_BARE;
  const mode = bare ? ['bare', bare] : ['shop'];
  const node = [process.execPath, ...flags, '--import', 'tsx', server, ...mode];
  const child = spawn('taskset', ['-c', '0', ...node], {
    ...(root && { cwd: root }),
    env: {
      ...process.env,
      BENCH_API_PROFILE_FILE: file,
      ...(postgres && { BENCH_SHOP_DATABASE_URL: databaseUrl(postgres.url) }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      let buffered = '';
      // Lines other than the ready one (BENCH_API_NODE_FLAGS=--trace-gc…) go to stderr.
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        let end = buffered.indexOf('\n');
        while (end !== -1) {
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 1);
          if (line.startsWith('{"port"')) resolve(JSON.parse(line) as Ready);
          else process.stderr.write(`${line}\n`);
          end = buffered.indexOf('\n');
        }
      });
      child.on('exit', (code) => reject(new Error(`shop exited (${code})`)));
    });
    const run = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${ready.port}${route.path}`,
        connections: Number(process.env.BENCH_API_CONNECTIONS ?? 10),
        duration,
        headers: route.signedIn ? { cookie: ready.cookie } : {},
      });
    await run(WARMUP_SECONDS);
    child.kill('SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const cpuBefore = cpuSecondsOf(child.pid ?? 0);
    const result = await run(SECONDS);
    const cpu = cpuSecondsOf(child.pid ?? 0) - cpuBefore;
    child.kill('SIGUSR2');
    while (!fs.existsSync(file) || fs.statSync(file).size === 0)
      await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const requests = result.requests.total;
    const heap = process.env.BENCH_API_PROFILE_HEAP === '1';
    const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile & { head: HeapNode };
    if (process.env.BENCH_API_PROFILE_KEEP)
      fs.copyFileSync(file, process.env.BENCH_API_PROFILE_KEEP);
    console.log(
      [
        `${routeName} on ${database}${root ? ` (${root})` : ''}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${((cpu * 1e6) / requests).toFixed(0)} µs CPU/req (/proc), load average ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
        ...(heap ? summariseHeap(profile.head, requests) : summarise(profile, requests)),
      ].join('\n'),
    );
  } finally {
    child.kill('SIGTERM');
    await postgres?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

await main();
