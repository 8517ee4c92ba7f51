import type { FastifyInstance } from 'fastify';
import { brief, send, type Call } from './calls';
import { fixedFill, ownedFills, validBody } from './id-map';
import { knownHoleOf } from './known-holes';
import type { OwnerData } from './owner-data';
import { fillPath, label, STATE_CHANGING, type RouteCase } from './route-table';

/** GET routes that change something; a GET no longer served here is simply not called. */
export const STATE_CHANGING_GETS = ['GET /ext/:provider/callback'];

/**
 * State-changing routes that do not take the CSRF header, each with the defence it has
 * instead; the test proves that defence refuses a call that has only the session cookie.
 */
export const EXCEPTIONS: { pattern: RegExp; why: string; refuses: number[] }[] = [
  {
    pattern: /^\/api\/uploads(\/|$)/,
    why: 'tus endpoint: authorised by the upload token in Authorization, never by the cookie',
    refuses: [401],
  },
  {
    pattern: /^\/api\/payments\/[^/]+\/webhook$/,
    why: "payment provider's webhook: the body is signed by the provider (HMAC)",
    refuses: [400, 401, 403],
  },
  {
    pattern: /^\/ext\/pay\//,
    why: 'the hosted test payment page posts an HTML form with a token bound to the order',
    refuses: [400, 401, 403, 404],
  },
  {
    pattern: /^\/ext\/:provider\/callback$/,
    why: 'OAuth callback: the state parameter must match the flow cookie set when it started',
    refuses: [400, 401, 403, 404, 302, 303],
  },
];

export function stateChanging(routes: RouteCase[]): RouteCase[] {
  return routes.filter(
    (route) => STATE_CHANGING.has(route.method) || STATE_CHANGING_GETS.includes(label(route)),
  );
}

/** The call a browser would make, with the owner's own ids: with the token it would work. */
function callFor(route: RouteCase, owner: OwnerData): Call {
  const fill = ownedFills(route, owner)[0] ?? fixedFill(route) ?? {};
  const values = Object.fromEntries(route.params.map((param) => [param, fill[param] ?? 'x']));
  const call: Call = { method: route.method, url: fillPath(route.url, values) };
  const body = validBody(route, owner, { albumId: owner.albumId });
  if (body !== undefined && route.method !== 'GET') call.body = body;
  return call;
}

export interface CsrfOutcome {
  passed: number;
  total: number;
  exceptions: number;
  known: number;
  failures: string[];
}

/**
 * Every state-changing route with the owner's session cookie and no (then a forged)
 * `X-CSRF-Token`: 403 `csrf_invalid`; an exception must refuse through its own defence.
 */
export async function csrfMatrix(ctx: {
  app: FastifyInstance;
  routes: RouteCase[];
  owner: OwnerData;
}): Promise<CsrfOutcome> {
  const outcome: CsrfOutcome = { passed: 0, total: 0, exceptions: 0, known: 0, failures: [] };
  for (const route of stateChanging(ctx.routes)) {
    if (knownHoleOf(label(route))) {
      outcome.known++;
      continue;
    }
    const exception = EXCEPTIONS.find((e) => e.pattern.test(route.url));
    const call = callFor(route, ctx.owner);
    if (exception) {
      outcome.exceptions++;
      const answer = await send(ctx.app, ctx.owner.client, { ...call, csrf: false });
      if (!exception.refuses.includes(answer.status))
        outcome.failures.push(
          `${label(route)} (${exception.why}) → ${answer.status}: ${brief(answer.body)}`,
        );
      continue;
    }
    outcome.total++;
    let refused = true;
    for (const header of [undefined, 'A'.repeat(43)]) {
      const answer = await send(ctx.app, ctx.owner.client, {
        ...call,
        csrf: false,
        ...(header && { headers: { 'x-csrf-token': header } }),
      });
      const code = answer.status === 403 ? answer.body.includes('"csrf_invalid"') : false;
      if (!code) {
        refused = false;
        const token = header ? 'a forged token' : 'no token';
        outcome.failures.push(
          `${call.method} ${call.url} with ${token} → ${answer.status}: ${brief(answer.body)}`,
        );
      }
    }
    if (refused) outcome.passed++;
  }
  return outcome;
}
