import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { TestClient } from '../support/test-app';
import { brief, send, sendOverSocket, type Answer, type Call } from './calls';
import { requestArbitrary, type FuzzRequest } from './fuzz-arbitraries';
import { fixedFill, ownedFills } from './id-map';
import { KNOWN_FUZZ_HOLES } from './known-holes';
import type { OwnerData } from './owner-data';
import { fillPath, label, type RouteCase } from './route-table';

export const JSON_API = 'application/vnd.api+json';
const STACK_FRAME = /\bat [^\n]{0,200}?:\d+:\d+\)?/;
const SOURCE_FILE = /[\w-]+\.(?:ts|mjs|cjs|js):\d+/;

function toCall(route: RouteCase, drawn: FuzzRequest): Call {
  const url = fillPath(route.url, drawn.params, drawn.rawParams) + drawn.query;
  const headers: Record<string, string> = {};
  if (drawn.accept) headers.accept = drawn.accept;
  const call: Call = { method: route.method, url, headers };
  if (drawn.body) {
    call.rawBody = drawn.body.text;
    if (drawn.body.contentType) headers['content-type'] = drawn.body.contentType;
  }
  return call;
}

/** What is wrong with an answer, or undefined. */
export function problemOf(call: Call, answer: Answer, internals: string[]): string | undefined {
  if (answer.status >= 500) return '5xx';
  const text = `${answer.body}\n${JSON.stringify(answer.headers)}`;
  const internal = internals.find((needle) => text.includes(needle));
  if (internal) return `shows an internal path (${internal})`;
  if (STACK_FRAME.test(answer.body) || SOURCE_FILE.test(answer.body)) return 'shows a stack trace';
  if (answer.status < 400 || call.method === 'HEAD') return undefined;
  const type = answer.headers['content-type'] ?? '';
  const page = !call.url.startsWith('/api/') || (call.headers?.accept ?? '').includes('text/html');
  if (page && type.startsWith('text/html')) return undefined;
  if (!type.startsWith(JSON_API)) return `an error as ${type || 'no content type'}`;
  try {
    const document = JSON.parse(answer.body) as {
      errors?: { status?: string; code?: string; title?: string }[];
    };
    const ok =
      Array.isArray(document.errors) &&
      document.errors.length > 0 &&
      document.errors.every((e) => e.status === String(answer.status) && e.code && e.title);
    return ok ? undefined : 'not a JSON:API error document';
  } catch {
    return 'an error body that is not JSON';
  }
}

export interface FuzzContext {
  app: FastifyInstance;
  baseUrl: string;
  routes: RouteCase[];
  owner: OwnerData;
  /** Signs the owner in again when a fuzzed call ended the session. */
  ensureSignedIn: () => Promise<void>;
  /** No session at all (a CSRF cookie only). */
  visitor: TestClient;
  /** A guest's session (spec 1 §3: `uuid-…`), signed in again when a call ends it. */
  guest?: TestClient;
  seed: number;
  runs: number;
  /** Strings no answer may contain: the repository, DATA_DIR, the temp folder… */
  internals: string[];
}

export interface FuzzOutcome {
  requests: number;
  fiveXx: number;
  known: number;
  failures: string[];
}

/**
 * `runs` requests per route and caller (a visitor, a guest, then the signed-in owner), drawn
 * with the seed `seed + 3 × route index + caller index`, each answer checked by problemOf.
 */
export async function fuzzMatrix(ctx: FuzzContext): Promise<FuzzOutcome> {
  const outcome: FuzzOutcome = { requests: 0, fiveXx: 0, known: 0, failures: [] };
  for (const [index, route] of ctx.routes.entries()) {
    const takesBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
    const realParams = [...ownedFills(route, ctx.owner), fixedFill(route) ?? {}].filter(
      (fill) => Object.keys(fill).length > 0,
    );
    const arbitrary = requestArbitrary({ ...route, takesBody, realParams });
    const callers = [
      ['visitor', ctx.visitor],
      ['guest', ctx.guest],
      ['customer', ctx.owner.client],
    ] as const;
    for (const [position, [who, client]] of callers.entries()) {
      if (!client) continue;
      if (who === 'customer') await ctx.ensureSignedIn();
      if (who === 'guest' && (await client.get('/api/me')).statusCode !== 200)
        await client.loginAsGuest();
      const seed = ctx.seed + index * 3 + position;
      for (const [run, drawn] of fc.sample(arbitrary, { seed, numRuns: ctx.runs }).entries()) {
        const call = toCall(route, drawn);
        const answer = route.url.startsWith('/api/uploads')
          ? await sendOverSocket(ctx.baseUrl, call).catch((error: Error): Answer => ({
              status: 0,
              headers: {},
              body: error.message,
            }))
          : await send(ctx.app, client, call);
        outcome.requests++;
        if (answer.status >= 500) outcome.fiveXx++;
        const problem = answer.status === 0 ? undefined : problemOf(call, answer, ctx.internals);
        if (!problem) continue;
        if (KNOWN_FUZZ_HOLES.some((hole) => hole.matches(answer))) {
          outcome.known++;
          continue;
        }
        outcome.failures.push(
          `${label(route)} as ${who} (seed ${seed}, run ${run}): ${problem}\n` +
            `  ${call.method} ${brief(call.url, 200)} accept=${call.headers?.accept ?? '-'} ` +
            `type=${call.headers?.['content-type'] ?? '-'} ` +
            `body=${brief(String(call.rawBody ?? ''), 200)}\n` +
            `  → ${answer.status} ${answer.headers['content-type'] ?? ''} ${brief(answer.body, 300)}`,
        );
      }
    }
  }
  return outcome;
}
