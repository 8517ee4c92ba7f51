import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/http/csrf';
import { SESSION_COOKIE } from '../../src/http/request-context';
import type { TestClient } from '../support/test-app';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface Call {
  method: string;
  url: string;
  /** A value sent as JSON, or raw text/bytes with their own content type. */
  body?: unknown;
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  /** Send the session's cookies (default true when a client is given). */
  csrf?: boolean;
}

const flat = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(', ') : String(value ?? ''),
    ]),
  );

/**
 * One request through `app.inject`, as a browser with `client`'s cookies would send it
 * (any method, HEAD and OPTIONS included); `csrf: false` leaves the header out.
 */
export async function send(
  app: FastifyInstance,
  client: TestClient | undefined,
  call: Call,
): Promise<Answer> {
  const headers: Record<string, string> = { ...call.headers };
  if (client) {
    const csrf = await client.csrf();
    const cookies = [SESSION_COOKIE, CSRF_COOKIE]
      .map((name) => [name, client.cookie(name)] as const)
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}=${value}`);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    if (call.csrf !== false && !['GET', 'HEAD', 'OPTIONS'].includes(call.method))
      headers[CSRF_HEADER] ??= csrf;
  }
  let payload: string | Buffer | undefined = call.rawBody;
  if (call.body !== undefined && payload === undefined) {
    payload = JSON.stringify(call.body);
    headers['content-type'] ??= 'application/vnd.api+json';
  }
  const response = await app.inject({
    method: call.method as 'GET',
    url: call.url,
    headers,
    ...(payload !== undefined && { payload }),
  });
  return { status: response.statusCode, headers: flat(response.headers), body: response.body };
}

/** One request over the real socket (the tus endpoint streams the raw request). */
export async function sendOverSocket(baseUrl: string, call: Call): Promise<Answer> {
  const body = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  const response = await fetch(`${baseUrl}${call.url}`, {
    method: call.method,
    headers: call.headers ?? {},
    ...(body !== undefined && { body }),
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  return { status: response.status, headers, body: await response.text() };
}

/** The first of `secrets` found in the answer's body or headers. */
export function leakIn(answer: Answer, secrets: string[]): string | undefined {
  const text = `${answer.body}\n${JSON.stringify(answer.headers)}`;
  return secrets.find((secret) => secret && text.includes(secret));
}

export const brief = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
