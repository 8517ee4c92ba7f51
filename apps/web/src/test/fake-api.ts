import { vi } from 'vitest';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** An answer now, or later (a promise: an answer held back until the test lets it go). */
export type Handler = (request: {
  url: URL;
  init: RequestInit;
}) => FakeResponse | Promise<FakeResponse>;

export interface RecordedCall {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A JSON:API error document as the server sends it. */
export function apiError(status: number, code: string, title = code): FakeResponse {
  return { status, body: { errors: [{ status: String(status), code, title }] } };
}

export function userDocument(username: string, attributes: Record<string, unknown> = {}) {
  return {
    data: {
      type: 'users',
      id: 'user-1',
      attributes: {
        username,
        status: 'active',
        name: null,
        surname: null,
        email: null,
        phone: null,
        national_id_number: null,
        role: 'customer',
        ...attributes,
      },
    },
  };
}

/** An album resource as `GET /api/albums` sends it (spec 2 §3). */
export function albumResource(id: string, attributes: Record<string, unknown> = {}) {
  return {
    type: 'albums',
    id,
    attributes: {
      status: 'draft',
      album_format: '12',
      album_rpm: '33',
      album_status: 'in_progress',
      album_progress: 'texts',
      title: null,
      author: null,
      description: null,
      extra: {},
      quantity: 1,
      album_options: null,
      ...attributes,
    },
    meta: { created: '2026-11-01T10:00:00.000Z', modified: '2026-11-20T10:00:00.000Z' },
  };
}

export function albumsDocument(count: number) {
  return {
    data: Array.from({ length: count }, (_, index) =>
      albumResource(`album-${index + 1}`, { title: `Album ${index + 1}` }),
    ),
    meta: { pagination: { count } },
  };
}

/** Answers every test gets unless it stubs them: the shop runs without a bot check. */
const DEFAULT_ROUTES: Record<string, FakeResponse> = {
  'GET /api/bot-check': { body: { provider: 'off', site_key: null, challenge_url: null } },
  'GET /api/auth/providers': { body: { providers: [] } },
};

/**
 * Replaces `fetch` with routes keyed by "METHOD /path" (query ignored). Unknown routes
 * answer 404 so a missing stub shows up as a failure, not a hang.
 */
export function fakeApi(routes: Record<string, FakeResponse | Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, url, headers: new Headers(init.headers), body });
    const key = `${method} ${url.pathname}`;
    const route = routes[key] ?? DEFAULT_ROUTES[key];
    const answer = typeof route === 'function' ? await route({ url, init }) : route;
    const { status = 200, body: responseBody } = answer ?? apiError(404, 'not_found');
    const text = responseBody === undefined ? null : JSON.stringify(responseBody);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/vnd.api+json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/** The server's answers for a signed-in guest (or the given user) with `albums` albums. */
export function signedInRoutes(username: string, albums = 0, attributes = {}) {
  return {
    'GET /api/csrf': { body: { token: 'csrf-1' } },
    'GET /api/me': { body: userDocument(username, attributes) },
    'GET /api/albums': { body: albumsDocument(albums) },
    'GET /api/orders': { body: { data: [], meta: { pagination: { count: 0 } } } },
    'GET /api/logout': { status: 204 },
  } satisfies Record<string, FakeResponse>;
}
