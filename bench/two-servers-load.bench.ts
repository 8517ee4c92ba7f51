import { createHash, randomUUID } from 'node:crypto';
import { wav } from '../e2e/support/wav';
import { startCluster as startShops } from '../e2e/two-servers/cluster';
import { startCluster as startPostgres } from './postgres';
import type { BenchResult } from './run';

/**
 * Issue 20's load test, bounded in time and count, on loopback only: CUSTOMERS simulated
 * customers (guests) for SECONDS each browse (who am I, their albums, one album, the
 * catalogue), save their album's title and options, and upload a small WAV over tus, in a
 * loop — first against two shops behind the proxy, then against one shop behind the same
 * proxy, on one PostgreSQL database and one bucket. Prints requests, 5xx (must be none),
 * p50 and p99 per setup. On a 2-core machine the two shops share the same cores as one:
 * the figure to read is "no 5xx, and p99 of the same order", not a speed-up.
 */
const CUSTOMERS = Number(process.env.LOAD_CUSTOMERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SMALL_WAV = wav(2);
const SMALL_WAV_SHA256 = createHash('sha256').update(SMALL_WAV).digest('hex');

interface Tally {
  latencies: number[];
  fiveHundreds: string[];
  failures: string[];
}

class Customer {
  private cookies = new Map<string, string>();
  private csrf = '';
  albumId = '';

  constructor(
    private readonly origin: string,
    private readonly tally: Tally,
  ) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const started = performance.now();
    const answer = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        ...(body !== undefined && !(body instanceof Uint8Array)
          ? { 'content-type': 'application/vnd.api+json' }
          : {}),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(this.csrf && { 'x-csrf-token': this.csrf }),
        ...headers,
      },
      body:
        body === undefined ? undefined : body instanceof Uint8Array ? body : JSON.stringify(body),
    });
    const text = await answer.text();
    this.tally.latencies.push(performance.now() - started);
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (answer.status >= 500) this.tally.fiveHundreds.push(`${method} ${path} ${answer.status}`);
    return { status: answer.status, text, headers: answer.headers };
  }

  async start() {
    const csrf = async () =>
      (JSON.parse((await this.call('GET', '/api/csrf')).text) as { token: string }).token;
    this.csrf = await csrf();
    await this.call('POST', '/api/login/anonymous', { uuid: randomUUID() });
    // Signing in gives a new CSRF token (decision 001).
    this.csrf = await csrf();
    const created = await this.call('POST', '/api/albums', {
      data: {
        type: 'albums',
        attributes: {
          status: 'draft',
          album_format: '7',
          album_status: 'in_progress',
          album_progress: 'vinyls',
        },
      },
    });
    if (created.status !== 201) throw new Error(`album not created: ${created.status}`);
    this.albumId = (JSON.parse(created.text) as { data: { id: string } }).data.id;
  }

  async round(turn: number) {
    await this.call('GET', '/api/me');
    await this.call('GET', '/api/albums');
    const album = await this.call('GET', `/api/albums/${this.albumId}`);
    const options = (JSON.parse(album.text) as { data: { attributes: { album_options: unknown } } })
      .data.attributes.album_options;
    await this.call('GET', '/api/config');
    await this.call('PATCH', `/api/albums/${this.albumId}`, {
      data: {
        type: 'albums',
        id: this.albumId,
        attributes: { title: `Load ${turn}`, album_options: options },
      },
    });
    if (turn % 3 === 0) await this.upload();
  }

  private async upload() {
    const grant = await this.call('GET', '/api/upload_info/audio');
    const token = (JSON.parse(grant.text) as { upload_token: string }).upload_token;
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const created = await this.call('POST', '/api/uploads/', undefined, {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(SMALL_WAV.length),
      'upload-metadata': `filename ${b64('Load.wav')},filetype ${b64('audio/wav')},sha256 ${b64(SMALL_WAV_SHA256)}`,
    });
    const location = created.headers.get('location');
    if (created.status !== 201 || !location) {
      this.tally.failures.push(`tus create ${created.status} ${created.text.slice(0, 120)}`);
      return;
    }
    const sent = await this.call('PATCH', new URL(location, this.origin).pathname, SMALL_WAV, {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    });
    if (sent.status !== 204) {
      this.tally.failures.push(`tus patch ${sent.status} ${sent.text.slice(0, 120)}`);
    }
  }
}

async function load(origin: string): Promise<Tally & { seconds: number }> {
  const tally: Tally = { latencies: [], fiveHundreds: [], failures: [] };
  const customers = Array.from({ length: CUSTOMERS }, () => new Customer(origin, tally));
  await Promise.all(customers.map((customer) => customer.start()));
  tally.latencies.length = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    customers.map(async (customer) => {
      for (let turn = 1; performance.now() < deadline; turn++) await customer.round(turn);
    }),
  );
  return { ...tally, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function twoServersLoadBench(): Promise<BenchResult> {
  const postgres = startPostgres();
  if (!postgres) {
    return {
      name: 'two servers under load',
      baseline: 'one server',
      baselineMs: 1,
      subjectMs: 1,
      summary: 'two servers under load: SKIPPED (no PostgreSQL binaries on this machine)',
    };
  }
  // The simulated customers skip the bot check, which only a development or test shop allows.
  const env = {
    NODE_ENV: 'test',
    BOT_CHECK: 'off',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
    RATE_LIMIT_SIGNUP_PER_HOUR: '1000000',
    RATE_LIMIT_ACCOUNT_PER_HOUR: '1000000',
    AUDIO_ANALYSIS_CONCURRENCY: '1',
  };
  const lines: string[] = [];
  const p99: Record<number, number> = {};
  try {
    for (const shops of [2, 1] as const) {
      const cluster = await startShops({ adminUrl: postgres.adminUrl, shops, env });
      try {
        const result = await load(cluster.origin);
        const sorted = [...result.latencies].sort((a, b) => a - b);
        p99[shops] = percentile(sorted, 99);
        lines.push(
          `  ${shops} server${shops > 1 ? 's' : ' '}: ${sorted.length} requests in ${result.seconds.toFixed(0)} s ` +
            `(${(sorted.length / result.seconds).toFixed(0)}/s), 5xx ${result.fiveHundreds.length}, ` +
            `other failures ${result.failures.length}, p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
            `p99 ${p99[shops].toFixed(0)} ms`,
        );
        if (result.fiveHundreds.length > 0) {
          lines.push(`    first 5xx: ${result.fiveHundreds.slice(0, 3).join('; ')}`);
        }
        if (result.failures.length > 0) {
          lines.push(`    first failures: ${result.failures.slice(0, 3).join('; ')}`);
        }
      } finally {
        await cluster.close();
      }
    }
  } finally {
    await postgres.stop();
  }
  return {
    name: 'two servers under load',
    baseline: 'one server',
    baselineMs: p99[1] ?? 1,
    subjectMs: p99[2] ?? 1,
    summary: [
      `two servers under load (${CUSTOMERS} customers for ${SECONDS} s each setup, PostgreSQL + s3rver, behind one proxy):`,
      ...lines,
      `  p99 two ÷ one: ${((p99[2] ?? 0) / (p99[1] ?? 1)).toFixed(2)} (goal: no 5xx; p99 printed)`,
    ].join('\n'),
  };
}
