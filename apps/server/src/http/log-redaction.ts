import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets: mailed tokens (spec: `uuid`) and OAuth answers. */
const SECRET_PARAMS = new Set(['uuid', 'code', 'state', 'token']);
const SECRET_NAME = /(?:^|&)(?:uuid|code|state|token)(?:[=&]|$)/;

/** The URL as logs may show it: secret query values replaced (issue 4 item 7). */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  // Most query strings name no secret: left as they are without parsing them (decision
  // 040). A `%` may spell a secret's name in escapes (`%75uid`), so it is parsed.
  const rest = url.slice(query + 1);
  if (!rest.includes('%') && !SECRET_NAME.test(rest)) return url;
  const params = new URLSearchParams(rest);
  let changed = false;
  for (const key of params.keys()) {
    if (SECRET_PARAMS.has(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** Fastify's request log line, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
