import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The request body as a web stream without copying it. @tus/server wants a web Request;
 * its own adapter goes through `Readable.toWeb`, which copies every chunk (and the garbage
 * collector then frees them): on a master of hundreds of MB that is most of the server's
 * work. Socket chunks are not reused by Node, so handing them on as they are is safe.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> | undefined {
  if (req.method !== 'PATCH' && req.method !== 'POST') return undefined;
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.once('end', () => {
          settled = true;
          controller.close();
        });
        const fail = (error: Error) => {
          if (settled) return;
          settled = true;
          controller.error(error);
        };
        req.once('error', fail);
        // A connection cut mid-chunk: tus keeps the bytes that arrived (the client resumes).
        req.once('close', () => {
          if (!req.complete) fail(new Error('The connection closed during the upload'));
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        req.resume();
      },
    },
    { highWaterMark: 8 },
  );
}

/**
 * The Node request as a web Request for @tus/server's `handleWeb`, addressed at the shop's
 * own origin (PUBLIC_ORIGIN) and the request's path: never at its Host or X-Forwarded-*
 * headers, which a client writes as it likes (issue 13 hole 1: a Host of
 * `shop/api/uploads/<another id>?` once made tus act on another customer's upload).
 */
export function toWebRequest(req: IncomingMessage, publicOrigin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = bodyOf(req);
  // Only the path and query of the target: an absolute-form target names its own host.
  const { pathname, search } = new URL(req.url ?? '/', 'http://request.invalid');
  return new Request(new URL(`${pathname}${search}`, publicOrigin), {
    method: req.method ?? 'GET',
    headers,
    ...(body && { body, duplex: 'half' }),
  } as RequestInit);
}

/** Writes tus's web Response to the Node response. */
export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.end(body);
}
