import type { FastifyInstance } from 'fastify';

/** A JSON Schema as @fastify/swagger writes it (OpenAPI 3.0 flavour). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** One method of one route, as Fastify serves it, with its schemas when OpenAPI has them. */
export interface RouteCase {
  method: string;
  /** Fastify's form: `/api/albums/:id`. */
  url: string;
  /** Names of the path parameters, in order (`*` for a wildcard). */
  params: string[];
  /** False for routes left out of the OpenAPI document (`schema.hide`, plugins' own). */
  documented: boolean;
  query: OpenApiParameter[];
  body: JsonSchema | undefined;
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The routes Fastify knows, read from `printRoutes({ commonPrefix: false })`: a tree whose
 * lines are `├── <segment> (GET, HEAD)`, each segment appended to its parent's path. This
 * catches what the OpenAPI document leaves out (the tus endpoint, the designer page).
 */
export function parseRouteTree(tree: string): { url: string; methods: string[] }[] {
  const stack: string[] = [];
  const routes: { url: string; methods: string[] }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    if (match[3]) routes.push({ url: path, methods: match[3].split(', ').map((m) => m.trim()) });
  }
  return routes;
}

const toFastifyPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
}

/**
 * Every route × method the app serves (HEAD and OPTIONS included), joined with its
 * OpenAPI operation. Built after `app.ready()`, so a route added anywhere is in it.
 */
export function routeTable(app: FastifyInstance): RouteCase[] {
  const document = app.swagger() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const operations = new Map<string, OpenApiOperation>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.set(`${method.toUpperCase()} ${toFastifyPath(path)}`, operation);
    }
  }
  const cases: RouteCase[] = [];
  for (const route of parseRouteTree(app.printRoutes({ commonPrefix: false }))) {
    for (const method of route.methods) {
      const operation =
        operations.get(`${method} ${route.url}`) ??
        (method === 'HEAD' ? operations.get(`GET ${route.url}`) : undefined);
      const content = operation?.requestBody?.content ?? {};
      const body = Object.values(content)[0]?.schema;
      cases.push({
        method,
        url: route.url,
        params: pathParams(route.url),
        documented: operations.has(`${method} ${route.url}`),
        query: (operation?.parameters ?? []).filter((p) => p.in === 'query'),
        body,
      });
    }
  }
  // Every documented operation must be found in Fastify's tree, or the parser is wrong.
  const served = new Set(cases.map((c) => `${c.method} ${c.url}`));
  const missing = [...operations.keys()].filter((key) => !served.has(key));
  if (missing.length > 0) {
    throw new Error(`routes in OpenAPI but not in printRoutes(): ${missing.join(', ')}`);
  }
  return cases;
}

/** encodeURIComponent that sends a lone surrogate as the invalid UTF-8 bytes it would be. */
export function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)))
      .join('');
  }
}

/** `/api/albums/:id` with values for its parameters, each URL-encoded unless `raw`. */
export function fillPath(url: string, values: Record<string, string>, raw = false): string {
  return url.replace(/:([A-Za-z0-9_]+)|\*/g, (_, name: string | undefined) => {
    const value = values[name ?? '*'];
    if (value === undefined) throw new Error(`no value for :${name ?? '*'} in ${url}`);
    return raw ? value : safeEncode(value);
  });
}

export const label = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
