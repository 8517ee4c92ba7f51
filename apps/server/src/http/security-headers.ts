import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { routedPath } from './paths';

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet built
 * helmet's middleware again on every request (parsing the CSP directives each time): 6%
 * of a request's CPU in the profile of decision 025, for headers that never change.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * The headers of a JSON answer: what a browser still acts on when an API answer is fetched,
 * framed or opened by itself (OWASP's REST Security Cheat Sheet), instead of the page's
 * dozen. A page's CSP, opener and DNS-prefetch policies say nothing to a JSON body, and
 * writing them cost a few per cent of `/api/me`'s CPU (decision 064). HSTS, when the shop
 * sends it, stays on every answer.
 */
export function apiSecurityHeaders(
  pageHeaders: Readonly<Record<string, string>>,
): Record<string, string> {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts && { 'strict-transport-security': hsts }),
  };
}

const API_DOCS = '/api/docs';

/** The API's paths, whose answers are JSON (the API document's pages excepted). */
export function isApiPath(url: string): boolean {
  const path = routedPath(url);
  if (!path.startsWith('/api/')) return false;
  if (!path.startsWith(API_DOCS)) return true;
  // `/api/docs`, `/api/docs/…` and `/api/docs?…` are the document's pages; `/api/docsX` is not.
  return !['', '/', '?'].includes(path.charAt(API_DOCS.length));
}

/**
 * Every answer of the context carries the headers, set before any handler (which may replace
 * one): an API path the API's (`apiSecurityHeaders`), every other path a page's (from
 * `securityHeaders`). A server page sent from an API path (the error page of a browser's
 * navigation) sets a page's own with `sendHtmlPage`.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: { page: Readonly<Record<string, string>>; api: Readonly<Record<string, string>> },
): void {
  const { page, api } = headers;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? api : page);
    done();
  });
}
