import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';

export type LinkCheck = 'valid' | 'expired' | 'invalid';

interface Options {
  /** PAYMENT_LINK_SECRET or the key kept in DATA_DIR/secrets. */
  key: string;
  ttlMs: number;
  publicOrigin: string;
  clock: Clock;
}

const TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Payment links that work for whoever holds them (issue 13, decision 012): the link carries
 * a token for one order, `<expiry in base 36 seconds>.<HMAC-SHA256 of order and expiry>`,
 * like a gateway's hosted invoice link. It needs no session, so it opens from a mail in any
 * browser and on any host name the shop answers to. A revised quote (issue 17) signs its
 * revision in too, so the links of the quote it replaces stop working; revision 0 (every
 * order until the plant revises its quote) signs as before, so mailed links stay good.
 */
export function createPaymentLinks({ key, ttlMs, publicOrigin, clock }: Options) {
  const sign = (orderId: string, expiry: string, revision: number) =>
    createHmac('sha256', key)
      .update(`pay-link:${orderId}:${expiry}${revision > 0 ? `:r${revision}` : ''}`)
      .digest('base64url');

  function token(orderId: string, revision = 0): string {
    const expiry = Math.floor((clock.now().getTime() + ttlMs) / 1000).toString(36);
    return `${expiry}.${sign(orderId, expiry, revision)}`;
  }

  /** A token's shape alone: worth reading the order for (its revision) before `check`. */
  const wellFormed = (candidate: unknown) => typeof candidate === 'string' && TOKEN.test(candidate);

  function check(orderId: string, candidate: unknown, revision = 0): LinkCheck {
    const match = typeof candidate === 'string' ? TOKEN.exec(candidate) : null;
    if (!match) return 'invalid';
    const [, expiry = '', signature = ''] = match;
    const expected = Buffer.from(sign(orderId, expiry, revision));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return parseInt(expiry, 36) * 1000 > clock.now().getTime() ? 'valid' : 'expired';
  }

  /** The page on the shop's own site (relative): the gateway is chosen when it is opened. */
  const path = (orderId: string, revision = 0) =>
    `/ext/pay/${encodeURIComponent(orderId)}?token=${token(orderId, revision)}`;

  return {
    ttlMs,
    token,
    wellFormed,
    check,
    path,
    /** The absolute link for mails and the API, built from PUBLIC_ORIGIN. */
    url: (orderId: string, revision = 0) => `${publicOrigin}${path(orderId, revision)}`,
  };
}

export type PaymentLinks = ReturnType<typeof createPaymentLinks>;
