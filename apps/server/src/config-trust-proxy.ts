import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * What Fastify's `trustProxy` gets: no proxy, the proxies' addresses, or a hop count as
 * the function Fastify itself makes of a number (its types leave the number out).
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

function trustHops(hops: number): TrustProxy {
  return hops === 0 ? false : (_address, hop) => hop < hops;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY` (issue 13 hole 7, decision 011): the client address is read from
 * `X-Forwarded-For` only through proxies the shop knows, never "every hop" — otherwise a
 * client chooses its own address and escapes every per-address limit. `false`/`0`: none;
 * a number: that many proxies in front; a comma-separated list: the proxies' addresses or
 * CIDR ranges. `true` means one proxy (the usual TLS terminator), not every hop.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === 'false') return false;
    if (value === 'true') return trustHops(1);
    if (/^\d+$/.test(value)) return trustHops(Math.min(Number(value), 32));
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `must be false, a number of proxy hops, or proxy addresses/CIDR ranges separated by commas (not ${wrong.join(', ')})`,
    });
    return z.NEVER;
  });
