import type { FastifyInstance } from 'fastify';
import type { TestClient } from '../support/test-app';
import { brief, leakIn, send, sendOverSocket, type Answer, type Call } from './calls';
import { ID_RULES, idRuleOf, ownedFills, validBody, type IdRule } from './id-map';
import { ID_NAMES, type OwnerData } from './owner-data';
import { fillPath, type RouteCase } from './route-table';

export interface IdorContext {
  app: FastifyInstance;
  baseUrl: string;
  routes: RouteCase[];
  owner: OwnerData;
  other: { client: TestClient; albumId: string };
  otherUploadToken: string;
  rules?: IdRule[];
}

export interface MatrixOutcome {
  passed: number;
  total: number;
  /** Route × method pairs the matrix called. */
  routes: number;
  failures: string[];
}

/** Every id of the owner's, except those the caller itself sent, is a leak. */
export function secretsFor(owner: OwnerData, call: Call): string[] {
  return [...owner.markers, ...ID_NAMES.map((name) => owner[name])].filter(
    (secret) => !call.url.includes(secret) && !JSON.stringify(call.body ?? '').includes(secret),
  );
}

async function asOther(ctx: IdorContext, route: RouteCase, call: Call): Promise<Answer> {
  if (idRuleOf(route, ctx.rules)?.auth === 'upload-token') {
    const headers: Record<string, string> = {
      authorization: `Bearer ${ctx.otherUploadToken}`,
      'tus-resumable': '1.0.0',
    };
    if (call.method === 'PATCH') {
      headers['upload-offset'] = '0';
      headers['content-type'] = 'application/offset+octet-stream';
      return sendOverSocket(ctx.baseUrl, { ...call, headers, rawBody: 'B'.repeat(1024) });
    }
    return sendOverSocket(ctx.baseUrl, { ...call, headers });
  }
  if (route.url.startsWith('/ext/pay/')) {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    return send(ctx.app, ctx.other.client, { ...call, rawBody: 'token=forged', headers: form });
  }
  return send(ctx.app, ctx.other.client, call);
}

/**
 * Another signed-in customer calls every route × method that takes an owned id with each
 * of the owner's ids (and a body that passes validation): the expected status (404; 403 on
 * the plant's routes) and none of the owner's ids or markers in the answer.
 */
export async function pathIdorMatrix(ctx: IdorContext): Promise<MatrixOutcome> {
  const outcome: MatrixOutcome = { passed: 0, total: 0, routes: 0, failures: [] };
  const rules = ctx.rules ?? ID_RULES;
  for (const route of ctx.routes) {
    const rule = idRuleOf(route, rules);
    // OPTIONS is the tus capability probe: it looks nothing up.
    if (!rule || route.method === 'OPTIONS') continue;
    outcome.routes++;
    for (const fill of ownedFills(route, ctx.owner, rules)) {
      const call: Call = { method: route.method, url: fillPath(route.url, fill) };
      if (!['GET', 'HEAD', 'DELETE'].includes(route.method) || route.body) {
        const body = validBody(route, ctx.owner, ctx.other);
        if (body !== undefined) call.body = body;
      }
      const answer = await asOther(ctx, route, call);
      outcome.total++;
      const expected = rule.expect ?? [404];
      const leak = leakIn(answer, secretsFor(ctx.owner, call));
      const what = `${call.method} ${call.url} → ${answer.status}`;
      if (leak) outcome.failures.push(`${what} shows the owner's ${leak}: ${brief(answer.body)}`);
      else if (!rule.notOwned && !expected.includes(answer.status))
        outcome.failures.push(`${what}, expected ${expected.join(' or ')}: ${brief(answer.body)}`);
      else if (answer.status >= 500) outcome.failures.push(`${what}: ${brief(answer.body)}`);
      else outcome.passed++;
    }
  }
  return outcome;
}
