import type { IncomingMessage, ServerResponse } from 'node:http';
import { isConnectionHeader, isHttp2 } from '../../http/http2';
import { BATCH_BYTES, SLAB_BYTES, takeBatchBuffer } from './batch-buffers';

/**
 * The request body as a web stream without copying it chunk by chunk. @tus/server wants a
 * web Request; its own adapter goes through `Readable.toWeb`, which copies every chunk (and
 * the garbage collector then frees them): on a master of hundreds of MB that is most of the
 * server's work. The socket's 64 KiB reads are handed on in batches of about 1 MiB
 * (issue 18): each chunk then passes tus's half-dozen streams and a file write once per
 * MiB instead of 16 times, for one copy of the bytes, into a buffer the file store hands
 * back once written (batch-buffers, decision 044). A connection cut mid-chunk loses at
 * most the batch being gathered; tus keeps what was written, and the client resumes there.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> | undefined {
  if (req.method !== 'PATCH' && req.method !== 'POST') return undefined;
  let settled = false;
  let batch: Buffer | undefined;
  let gathered = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const flush = () => {
          if (!batch || gathered === 0) return;
          controller.enqueue(batch.subarray(0, gathered));
          batch = undefined;
          gathered = 0;
        };
        req.on('data', (chunk: Buffer) => {
          if (chunk.length > SLAB_BYTES - gathered) flush();
          if (chunk.length > SLAB_BYTES) return controller.enqueue(chunk);
          batch ??= takeBatchBuffer();
          chunk.copy(batch, gathered);
          gathered += chunk.length;
          if (gathered < BATCH_BYTES) return;
          flush();
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.once('end', () => {
          settled = true;
          flush();
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
    // At most 4 MiB waiting for the disk before the socket is paused.
    { highWaterMark: 4 },
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
    // An HTTP/2 request's pseudo-headers (`:method`, `:path`, …: decision 060) are no header
    // names a web Request takes; the method and path are read apart below.
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
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

/**
 * Writes tus's web Response to the Node response. On an HTTP/2 stream without the
 * connection headers HTTP/2 forbids (decision 060): tus says `Connection: close` after an
 * aborted upload, which means nothing to a stream that has ended already.
 */
export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  const http2 = isHttp2(res);
  response.headers.forEach((value, name) => {
    if (!(http2 && isConnectionHeader(name))) res.setHeader(name, value);
  });
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.end(body);
}
