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
 * browser and on any host name the shop answers to.
 */
export function createPaymentLinks({ key, ttlMs, publicOrigin, clock }: Options) {
  const sign = (orderId: string, expiry: string) =>
    createHmac('sha256', key).update(`pay-link:${orderId}:${expiry}`).digest('base64url');

  function token(orderId: string): string {
    const expiry = Math.floor((clock.now().getTime() + ttlMs) / 1000).toString(36);
    return `${expiry}.${sign(orderId, expiry)}`;
  }

  function check(orderId: string, candidate: unknown): LinkCheck {
    const match = typeof candidate === 'string' ? TOKEN.exec(candidate) : null;
    if (!match) return 'invalid';
    const [, expiry = '', signature = ''] = match;
    const expected = Buffer.from(sign(orderId, expiry));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return parseInt(expiry, 36) * 1000 > clock.now().getTime() ? 'valid' : 'expired';
  }

  /** The page on the shop's own site (relative): the gateway is chosen when it is opened. */
  const path = (orderId: string) =>
    `/ext/pay/${encodeURIComponent(orderId)}?token=${token(orderId)}`;

  return {
    ttlMs,
    token,
    check,
    path,
    /** The absolute link for mails and the API, built from PUBLIC_ORIGIN. */
    url: (orderId: string) => `${publicOrigin}${path(orderId)}`,
  };
}

export type PaymentLinks = ReturnType<typeof createPaymentLinks>;
