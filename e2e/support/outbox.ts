import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The data folder playwright.config.ts gives the shop; mails land in its outbox. */
export function outboxDir(): string {
  const port = Number(process.env.E2E_PORT ?? 4173);
  return path.join(os.tmpdir(), `vinyl-e2e-${port}`, 'outbox');
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text of every part of a MIME message, decoded by its transfer encoding. */
function bodies(raw: string): string[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (/content-type:\s*multipart\//i.test(headers) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => bodies(part.replace(/^\r?\n/, '')));
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString()];
  return [body];
}

/**
 * Waits for the newest mail to `address` that carries a `/activate` or `/reset` link, as a
 * person would open their inbox, and returns the link.
 */
export async function linkFromOutbox(
  address: string,
  kind: 'activate' | 'reset',
  after: number,
): Promise<URL> {
  const deadline = Date.now() + 10_000;
  const pattern = new RegExp(`https?://[^\\s"<>]+/${kind}\\?uuid=[A-Za-z0-9_-]+`);
  while (Date.now() < deadline) {
    const names = fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()) : [];
    // Only whole mails: the shop writes each one aside (.part) and renames it.
    const files = names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of files) {
      const file = path.join(outboxDir(), name);
      if (fs.statSync(file).mtimeMs < after) continue;
      const raw = fs.readFileSync(file, 'utf8');
      if (!new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'm').test(raw)) continue;
      const match = pattern.exec(bodies(raw).join('\n'));
      if (match) return new URL(match[0]);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} mail to ${address} in ${outboxDir()}`);
}

/**
 * Waits for the newest mail to `address`, written after `after`, whose text contains
 * `text`, and returns the decoded text of its parts.
 */
export async function mailFromOutbox(
  address: string,
  text: string,
  after: number,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()) : [];
    // Only whole mails: the shop writes each one aside (.part) and renames it.
    const files = names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of files) {
      const file = path.join(outboxDir(), name);
      if (fs.statSync(file).mtimeMs < after) continue;
      const raw = fs.readFileSync(file, 'utf8');
      if (!new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'm').test(raw)) continue;
      const decoded = bodies(raw).join('\n');
      if (decoded.includes(text)) return decoded;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} with "${text}" in ${outboxDir()}`);
}
