import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** A mailed token (43 URL-safe characters) and the SHA-256 the database keeps. */
export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccountToken(token) };
}

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Usernames are e-mail addresses (spec 1 §3), compared without case or spaces around. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

const EmailSchema = z.email().max(254);

export function isEmail(input: string): boolean {
  return EmailSchema.safeParse(input).success;
}

/**
 * The link a mail carries: always on the shop's own origin (issue 4 item 1). A URL the
 * client sent (activation_url, change_url) only chooses the path, and only when it is on
 * that origin; anything else is ignored. The token goes in the `uuid` query parameter
 * (spec 1 §2: /activate?uuid=…, /reset?uuid=…).
 */
export function accountLink(
  publicOrigin: string,
  defaultPath: string,
  token: string,
  clientUrl?: string,
): string {
  let path = defaultPath;
  if (clientUrl) {
    try {
      const url = new URL(clientUrl);
      if (url.origin === new URL(publicOrigin).origin && url.pathname !== '/') path = url.pathname;
    } catch {
      // Not a URL: ignored.
    }
  }
  const link = new URL(path, publicOrigin);
  link.searchParams.set('uuid', token);
  return link.toString();
}
