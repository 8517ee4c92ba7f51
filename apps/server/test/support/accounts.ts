import fs from 'node:fs';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { waitForOutbox } from './outbox';
import type { TestClient } from './test-app';
import { reopenByDataDir } from './test-database';

/** Undoes quoted-printable (soft line breaks and =XX bytes), as a mail reader would. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text of every leaf part of a MIME message, each decoded by its transfer encoding. */
export function mailBodies(raw: string): string[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!/content-type:\s*multipart\//i.test(headers) || !boundary)
    return [decodeBody(headers, body)];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => mailBodies(part.replace(/^\r?\n/, '')));
}

export interface OutboxMail {
  file: string;
  raw: string;
  /** Headers and bodies decoded enough to read links and words. */
  decoded: string;
  to: string;
  subject: string;
}

/** Every mail the shop wrote to DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const raw = fs.readFileSync(file, 'utf8');
      return {
        file,
        raw,
        decoded: mailBodies(raw).join('\n'),
        to: /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
      };
    });
}

/**
 * Waits, as a person opening their inbox would, until the shop has sent every mail it wrote
 * to its outbox table (issue 20: mails leave through a job after the commit). Fails the test
 * when mails are still waiting after `timeoutMs`.
 */
export async function mailsSettled(dataDir: string, timeoutMs = 10_000): Promise<void> {
  const handle = reopenByDataDir(dataDir);
  if (!handle) return;
  try {
    await waitForOutbox(handle.db, timeoutMs);
  } catch (error) {
    // A database not migrated yet has no outbox: nothing was written to send.
    if (!/mail_outbox/.test(String(error))) throw error;
  } finally {
    await handle.destroy();
  }
}

/**
 * The newest mail to `address` once the outbox is sent, or the newest with a `link` of that
 * kind (two mails written one after the other may leave in either order); fails the test when
 * there is none.
 */
export async function lastMailTo(
  dataDir: string,
  address: string,
  link?: LinkKind,
): Promise<OutboxMail> {
  await mailsSettled(dataDir);
  // A data folder of another database (a server process's) is read until a mail comes.
  const until = Date.now() + 10_000;
  for (;;) {
    const mail = readOutbox(dataDir)
      .filter((m) => m.to.includes(address) && (!link || linkPattern(link).test(m.decoded)))
      .at(-1);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail to ${address} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type LinkKind = 'activate' | 'reset' | 'login';

function linkPattern(kind: LinkKind): RegExp {
  return new RegExp(`https?://[^\\s"<>]+/${kind}(\\?uuid=[A-Za-z0-9_-]+)?`);
}

/** The /activate or /reset link of a mail, and its token (the `uuid` parameter). */
export function linkIn(mail: { decoded: string }, kind: LinkKind) {
  const match = linkPattern(kind).exec(mail.decoded);
  if (!match) throw new Error(`no ${kind} link in the mail`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('uuid') ?? '' };
}

/** Solves a fresh ALTCHA challenge as the browser widget does, and returns its payload. */
export async function solveBotCheck(client: TestClient): Promise<string> {
  const challenge = (await client.get('/api/altcha/challenge')).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the ALTCHA challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** `{ bot_check }` solved when the app runs ALTCHA, nothing when the check is off. */
export async function botCheckField(client: TestClient): Promise<{ bot_check?: string }> {
  const { provider } = (await client.get('/api/bot-check')).json<{ provider: string }>();
  return provider === 'altcha' ? { bot_check: await solveBotCheck(client) } : {};
}

/** Signs up, activates through the outbox link, and returns the account's id. */
export async function createAccount(
  client: TestClient,
  dataDir: string,
  email: string,
  password = 'correct horse battery',
): Promise<string> {
  const signUp = await client.post('/api/signup', {
    username: email,
    email,
    password,
    ...(await botCheckField(client)),
  });
  if (signUp.statusCode !== 202) throw new Error(`sign-up failed: ${signUp.body}`);
  const { token } = linkIn(await lastMailTo(dataDir, email), 'activate');
  const activation = await client.post('/api/signup/activation', { uuid: token });
  if (activation.statusCode !== 200) throw new Error(`activation failed: ${activation.body}`);
  return activation.json<{ data: { id: string } }>().data.id;
}

/** Signs in with e-mail and password; fails the test unless it worked. */
export async function signIn(client: TestClient, username: string, password: string) {
  const response = await client.post('/api/login', {
    username,
    password,
    ...(await botCheckField(client)),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ data: { id: string; attributes: { status: string } } }>().data;
}
