import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createProxyServer } from 'http-proxy-3';
import pg from 'pg';
import { startS3Server } from '../../apps/server/test/support/s3-server';
import { startSmtpSink } from '../../apps/server/test/support/smtp-sink';

/**
 * Two shops behind one proxy (issue 20 item 4): one PostgreSQL database (the cluster
 * `scripts/with-postgres.sh` started), one S3-compatible bucket (s3rver), one SMTP sink,
 * two `node apps/server/dist/server.js` processes with their own ports and data folders,
 * and a reverse proxy (http-proxy-3) in front that spreads requests over the live ones.
 *
 * The proxy takes tus's PATCH requests in turn (so an upload's chunks alternate between
 * the servers) and every other request in turn too. A GET or HEAD that finds its server
 * gone is sent to the other; a request with a body answers 502, as a real proxy would, and
 * the client retries. Besides the shop, the proxy answers the test on `/__cluster/…`:
 * `POST /__cluster/kill-after?patches=N` arms it to kill, with SIGKILL, the server taking
 * upload chunk N+1 while that chunk is streaming; `GET /__cluster/state` says which server
 * took each chunk and which was killed; `GET /__cluster/mails` lists the mails received;
 * `GET /__cluster/stored` lists the SHA-256 and size of every object in the bucket.
 */
export interface Cluster {
  origin: string;
  close(): Promise<void>;
}

interface Shop {
  name: 'A' | 'B';
  port: number;
  child: ChildProcess;
  alive: boolean;
}

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop on ${port} exited (${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`shop on ${port} did not become healthy`);
}

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `two_servers_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface ClusterOptions {
  /** A PostgreSQL URL allowed to CREATE DATABASE; TEST_DATABASE_URL by default. */
  adminUrl?: string;
  /** How many shops behind the proxy (2; the load test compares with 1). */
  shops?: 1 | 2;
  /** More settings for the shops (the load test turns the bot check off). */
  env?: Record<string, string>;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const adminUrl = options.adminUrl ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error('TEST_DATABASE_URL is unset: run through scripts/with-postgres.sh');
  }
  const databaseUrl = await createDatabase(adminUrl);
  const bucket = await startS3Server('vinyl-two-servers');
  const smtp = await startSmtpSink();
  const proxyPort = Number(process.env.TWO_SERVERS_PORT ?? (await freePort()));
  const origin = `http://127.0.0.1:${proxyPort}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-two-servers-'));

  // The first shop migrates the database alone; the second starts on the migrated one.
  const shops: Shop[] = [];
  for (const name of (['A', 'B'] as const).slice(0, options.shops ?? 2)) {
    const port = await freePort();
    const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, `shop-${name}`),
        DATABASE_URL: databaseUrl,
        STORAGE_URL: bucket.storageUrl('shop'),
        SMTP_URL: smtp.url,
        PUBLIC_ORIGIN: origin,
        TRUST_PROXY: '127.0.0.1',
        PLANT_EMAIL: 'plant-orders@example.com',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        ...options.env,
      },
    });
    await waitForHealth(port, child);
    shops.push({ name, port, child, alive: true });
  }

  const turns = { upload: 0, other: 0 };
  const chunks: { shop: string; status: number }[] = [];
  let killAfter: number | null = null;
  let killed: string | null = null;
  const pick = (kind: keyof typeof turns) => {
    const alive = shops.filter((shop) => shop.alive);
    const shop = alive[turns[kind] % alive.length];
    turns[kind] += 1;
    if (!shop) throw new Error('no shop is alive');
    return shop;
  };
  const kill = (shop: Shop) => {
    shop.alive = false;
    killed = shop.name;
    shop.child.kill('SIGKILL');
  };

  const proxy = createProxyServer({ xfwd: true });
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, shop: Shop) => {
    proxy.web(req, res, { target: `http://127.0.0.1:${shop.port}` }, (error) => {
      const gone = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(
        (error as NodeJS.ErrnoException).code ?? '',
      );
      if (gone && shop.child.exitCode !== null) shop.alive = false;
      const replayable = req.method === 'GET' || req.method === 'HEAD';
      if (gone && replayable && !res.headersSent && shops.some((other) => other.alive)) {
        forward(req, res, pick('other'));
        return;
      }
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
  };

  const control = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/__cluster/kill-after' && req.method === 'POST') {
      killAfter = Number(url.searchParams.get('patches'));
      return json({ armed: killAfter });
    }
    if (url.pathname === '/__cluster/state') {
      return json({ chunks, killed, alive: shops.filter((s) => s.alive).map((s) => s.name) });
    }
    if (url.pathname === '/__cluster/mails') {
      return json(
        smtp.received.map((mail) => ({
          to: mail.to,
          messageId: /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? null,
          subject: /^Subject:\s*(.+)$/im.exec(mail.raw)?.[1]?.trim() ?? null,
        })),
      );
    }
    if (url.pathname === '/__cluster/stored') return json(await storedObjects());
    res.writeHead(404).end();
  };

  const s3 = new S3Client({
    endpoint: bucket.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: bucket.credentials,
  });
  async function storedObjects() {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket.bucket }));
    return Promise.all(
      (listed.Contents ?? []).map(async ({ Key, Size }) => {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket.bucket, Key }));
        const hash = createHash('sha256');
        for await (const chunk of object.Body as AsyncIterable<Buffer>) hash.update(chunk);
        return { key: Key, size: Size, sha256: hash.digest('hex') };
      }),
    );
  }

  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/__cluster/')) {
      control(req, res).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
      return;
    }
    const isChunk = req.method === 'PATCH' && req.url?.startsWith('/api/uploads/');
    const shop = pick(isChunk ? 'upload' : 'other');
    if (isChunk) {
      const entry = { shop: shop.name, status: 0 };
      chunks.push(entry);
      res.on('finish', () => (entry.status = res.statusCode));
      if (killAfter !== null && chunks.length === killAfter + 1) {
        // Mid-chunk: once a mebibyte of this chunk has gone through, its server dies.
        let through = 0;
        req.on('data', (data: Buffer) => {
          through += data.length;
          if (through > 1 << 20 && shop.alive) kill(shop);
        });
      }
    }
    forward(req, res, shop);
  });
  await new Promise<void>((resolve) => server.listen(proxyPort, '127.0.0.1', resolve));

  return {
    origin,
    async close() {
      // Nothing here may hold the run: idle keep-alive sockets are cut, a shop that does not
      // stop within 5 s is killed, and the sink and the bucket get 5 s each.
      const within = (work: Promise<unknown>) =>
        Promise.race([work, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await within(closed);
      proxy.close();
      for (const shop of shops) if (shop.child.exitCode === null) shop.child.kill('SIGTERM');
      await Promise.all(
        shops.map(async (shop) => {
          if (shop.child.exitCode !== null || shop.child.signalCode !== null) return;
          const exited = new Promise((resolve) => shop.child.once('exit', resolve));
          await within(exited);
          if (shop.child.exitCode === null && shop.child.signalCode === null) {
            shop.child.kill('SIGKILL');
            await exited;
          }
        }),
      );
      s3.destroy();
      await within(smtp.close());
      await within(bucket.close());
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(
        `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`,
      );
      await client.end();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
