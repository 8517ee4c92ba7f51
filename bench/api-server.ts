// The server side of bench/api.bench.ts, run in a process of its own (pinned to one core by
// the bench): `shop` builds the whole shop as server.ts does (logger at info, to /dev/null),
// signs a guest in, makes 10 albums and prints what the routes answer; `bare` is a plain
// Fastify app answering the same paths with the same bytes, the framework's own speed.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';

export interface Answer {
  path: string;
  contentType: string;
  body: string;
}

export interface Ready {
  port: number;
  cookie: string;
  answers: Answer[];
}

export const ALBUM_LIST =
  '/api/albums?filter[mine]&filter[album_status][ne]=ordered&sort=-modified';
const PATHS = ['/api/health', '/api/me', ALBUM_LIST];

async function signIn(app: FastifyInstance): Promise<{ cookie: string; csrf: string }> {
  const csrf = (await app.inject('/api/csrf')).json<{ token: string }>().token;
  const login = await app.inject({
    method: 'POST',
    url: '/api/login/anonymous',
    headers: { 'x-csrf-token': csrf, cookie: `csrf=${csrf}` },
    payload: { uuid: crypto.randomUUID() },
  });
  const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
  const token = cookies.csrf ?? csrf;
  return { cookie: `sid=${cookies.sid}; csrf=${token}`, csrf: token };
}

async function makeAlbums(app: FastifyInstance, cookie: string, csrf: string, count: number) {
  const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/vnd.api+json' };
  const post = (url: string, data: unknown) =>
    app.inject({ method: 'POST', url, headers, payload: JSON.stringify({ data }) });
  for (let n = 0; n < count; n += 1) {
    const album = await post('/api/albums', {
      type: 'albums',
      attributes: {
        status: 'draft',
        album_format: '12',
        album_status: 'in_progress',
        album_progress: 'vinyls',
      },
    });
    if (album.statusCode !== 201) throw new Error(`bench: album not created: ${album.body}`);
    const albumId = album.json<{ data: { id: string } }>().data.id;
    const vinyl = await post('/api/vinyls', { type: 'vinyls', attributes: { status: 'draft' } });
    const vinylId = vinyl.json<{ data: { id: string } }>().data.id;
    await post(`/api/vinyls/${vinylId}/relationships/vinyl_of`, { type: 'albums', id: albumId });
  }
}

async function shop(): Promise<{ app: FastifyInstance; cookie: string; answers: Answer[] }> {
  // Loaded here only: the bare server runs none of the shop's code. V8's settings first,
  // as server.ts sets them (decision 057).
  await import('../apps/server/src/v8-flags');
  const { buildApp } = await import('../apps/server/src/app');
  const { loadConfig } = await import('../apps/server/src/config');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-api-bench-'));
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(process.env.BENCH_SHOP_DATABASE_URL && {
      DATABASE_URL: process.env.BENCH_SHOP_DATABASE_URL,
    }),
    LOG_LEVEL: 'info',
    // A guest needs a bot-check solution; this measures the API, not the check.
    NODE_ENV: 'test',
    BOT_CHECK: 'off',
  });
  // As in production, every log line is written (to a file there, to /dev/null here).
  const fd = fs.openSync('/dev/null', 'w');
  const logStream = { write: (line: string) => fs.writeSync(fd, line) };
  const app = await buildApp({ config, logStream });
  const { cookie, csrf } = await signIn(app);
  await makeAlbums(app, cookie, csrf, 10);
  const answers: Answer[] = [];
  for (const url of PATHS) {
    const response = await app.inject({ url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`bench: ${url} ${response.statusCode}`);
    answers.push({
      path: url,
      contentType: String(response.headers['content-type']),
      body: response.body,
    });
  }
  return { app, cookie, answers };
}

function bare(answers: Answer[]): FastifyInstance {
  const app = Fastify();
  for (const answer of answers) {
    const url = answer.path.split('?')[0] ?? answer.path;
    app.get(url, (_request, reply) => {
      reply.header('content-type', answer.contentType).send(answer.body);
    });
  }
  return app;
}

async function main(mode: string | undefined) {
  if (mode === 'shop') {
    const { app, cookie, answers } = await shop();
    await listen(app, cookie, answers);
  } else if (mode === 'bare') {
    const answers = JSON.parse(fs.readFileSync(process.argv[3] ?? '', 'utf8')) as Answer[];
    await listen(bare(answers), '', answers);
  } else {
    throw new Error('usage: api-server.ts shop|bare <answers.json>');
  }
}

async function listen(app: FastifyInstance, cookie: string, answers: Answer[]) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, cookie, answers } satisfies Ready)}\n`);
}

/**
 * BENCH_API_PROFILE_FILE=<file>: SIGUSR2 starts V8's CPU profiler, a second SIGUSR2 writes
 * the profile to the file; so one route is profiled after its warm-up, start-up left out.
 * With BENCH_API_PROFILE_HEAP=1, V8's sampling heap profiler instead, counting what is
 * allocated whether or not it is collected since (bench/api-profile.ts reads either).
 */
function profileOnSignal(file: string, heap: boolean) {
  let session: Session | undefined;
  const gcs = new Map<string, { count: number; ms: number }>();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      const kind = String(detail?.kind ?? '?');
      const seen = gcs.get(kind) ?? { count: 0, ms: 0 };
      gcs.set(kind, { count: seen.count + 1, ms: seen.ms + entry.duration });
    }
  });
  process.on('SIGUSR2', () => {
    void (async () => {
      if (session) {
        observer.disconnect();
        // Kinds: 1 scavenge (young generation), 2 mark-sweep-compact, 4 incremental, 8 weak callbacks.
        process.stderr.write(`gc while profiled: ${JSON.stringify(Object.fromEntries(gcs))}\n`);
      } else observer.observe({ entryTypes: ['gc'] });
      if (!session) {
        session = new Session();
        session.connect();
        if (process.env.BENCH_API_PROFILE_GC_ONLY) return;
        if (heap) {
          await session.post('HeapProfiler.enable');
          await session.post('HeapProfiler.startSampling', {
            samplingInterval: 1024,
            // BENCH_API_PROFILE_SURVIVED=1: only what outlived a young-generation collection.
            includeObjectsCollectedByMajorGC: true,
            includeObjectsCollectedByMinorGC: !process.env.BENCH_API_PROFILE_SURVIVED,
          });
          return;
        }
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 100 });
        await session.post('Profiler.start');
        return;
      }
      if (process.env.BENCH_API_PROFILE_GC_ONLY) {
        fs.writeFileSync(file, JSON.stringify({ nodes: [], samples: [], timeDeltas: [] }));
        session.disconnect();
        session = undefined;
        return;
      }
      const { profile } = heap
        ? await session.post('HeapProfiler.stopSampling')
        : await session.post('Profiler.stop');
      fs.writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      session = undefined;
    })();
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.env.BENCH_API_PROFILE_FILE) {
    profileOnSignal(process.env.BENCH_API_PROFILE_FILE, process.env.BENCH_API_PROFILE_HEAP === '1');
  }
  // A clean exit on a signal, so that node writes its --cpu-prof file.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
  await main(process.argv[2]);
}
