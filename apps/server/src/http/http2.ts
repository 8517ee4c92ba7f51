import type { Http2Session } from 'node:http2';
import type { FastifyInstance } from 'fastify';

/**
 * Headers that describe one HTTP/1.1 connection. HTTP/2 forbids them (RFC 9113 §8.2.2):
 * Node's HTTP/2 compatibility API throws ERR_HTTP2_INVALID_CONNECTION_HEADERS for
 * `keep-alive`, `transfer-encoding`, `upgrade` and `proxy-connection`, and drops
 * `connection` with a process warning (Node 20).
 */
const CONNECTION_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
];

/** Whether a header may not go out on an HTTP/2 stream. */
export function isConnectionHeader(name: string): boolean {
  return CONNECTION_HEADERS.includes(name.toLowerCase());
}

/** Whether this raw request (or the request of this raw response) came over HTTP/2. */
export function isHttp2(raw: {
  httpVersionMajor?: number;
  req?: { httpVersionMajor?: number };
}): boolean {
  return (raw.httpVersionMajor ?? raw.req?.httpVersionMajor) === 2;
}

/**
 * What the shop needs from its server when it answers HTTP/2 itself (decision 060).
 * Registered only when TLS is configured: plain HTTP/1.1 runs none of it.
 *
 * - An answer going out on an HTTP/2 stream loses the HTTP/1.1 connection headers set on
 *   it, such as Fastify's own `connection: close` on a body it could not parse (meant to
 *   drop the rest of an HTTP/1.1 request; an HTTP/2 stream ends by itself). Answers written
 *   around Fastify's reply (the tus uploads, /api/health) take care of theirs.
 * - On close, every HTTP/2 connection is told to end (GOAWAY) once its requests in flight
 *   are answered. Node 20's HTTP/2 server does not do it itself (Node 24 does), and Fastify
 *   does only with `forceCloseConnections: true`, which would also cut HTTP/1.1 requests in
 *   flight. Without it a browser's idle connection held `app.close()` (and a SIGTERM) until
 *   the session timeout, 72 s, past server.ts's 10 s limit.
 */
export function registerHttp2Support(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isHttp2(request.raw)) {
      for (const name of CONNECTION_HEADERS) if (reply.hasHeader(name)) reply.removeHeader(name);
    }
    done(null, payload);
  });

  const sessions = new Set<Http2Session>();
  app.server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  app.addHook('preClose', (done) => {
    for (const session of sessions) session.close();
    done();
  });
}
