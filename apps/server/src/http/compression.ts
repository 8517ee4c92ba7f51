import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers under this many bytes are sent as they are: compressing them saves nothing. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * What is worth compressing: text, JSON, JavaScript, SVG, XML. Never audio, images, PDFs,
 * zips or `application/octet-stream` (already compressed, or a file a customer uploaded
 * and downloads byte for byte), never a stream of events.
 */
export function isCompressible(contentType: string): boolean {
  const type = contentType.toLowerCase();
  if (type.startsWith('text/event-stream')) return false;
  return /^(text\/|application\/([\w.-]+\+)?(json|xml)\b|application\/javascript\b|image\/svg\+xml\b)/.test(
    type,
  );
}

export type Encoding = 'br' | 'gzip';

/** The best encoding the request accepts (`br` over `gzip`), or none. */
export function negotiateEncoding(
  acceptEncoding: string | string[] | undefined,
): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A body prepared once in each encoding, for answers that are the same for many requests. */
export interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Brotli 9 for a body compressed at run time, once and sent many times: the catalogue's
 * 350 KB of JSON is 12.8 KB in 0.3 s; quality 11 makes 9.8 KB but takes 5 s here.
 */
const PRECOMPRESS_BROTLI_QUALITY = 9;

/** Compresses at high levels: done once per body, not once per request. */
export async function precompress(body: string | Buffer): Promise<Precompressed> {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: PRECOMPRESS_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * Which bytes of a precompressed body a request gets: the best encoding it accepts, or the
 * plain body (also when it is too small to be worth compressing).
 */
export function pickEncoding(
  request: FastifyRequest,
  body: Precompressed,
): { encoding: Encoding | undefined; bytes: Buffer } {
  const encoding =
    body.identity.length >= COMPRESS_THRESHOLD
      ? negotiateEncoding(request.headers['accept-encoding'])
      : undefined;
  return { encoding, bytes: encoding ? body[encoding] : body.identity };
}

/** Sends the picked bytes, with `Vary` so a cache keeps one copy per encoding. */
export function sendEncoded(
  reply: FastifyReply,
  { encoding, bytes }: { encoding: Encoding | undefined; bytes: Buffer },
): FastifyReply {
  reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

/**
 * Brotli 4 for answers compressed once per request (the default of @fastify/compress and
 * Cloudflare's for dynamic content): the album list's 10 KB of JSON is 0.8 KB, about as
 * small as quality 11 makes it (0.7 KB) at a fiftieth of the CPU (decision 040).
 */
const DYNAMIC_BROTLI: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
/** zlib's own default level, the usual one for dynamic answers. */
const DYNAMIC_GZIP: zlib.ZlibOptions = { level: 6 };

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}

/**
 * Compresses an answer held in memory (a string or a Buffer: every JSON answer) in one
 * call, on libuv's threads. @fastify/compress piped every answer through a zlib stream,
 * which cost the album list five times the compression itself (decision 040).
 */
function compressInMemory(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  const type = reply.getHeader('content-type');
  const skip =
    Buffer.byteLength(payload) < COMPRESS_THRESHOLD ||
    reply.hasHeader('content-encoding') ||
    type === undefined ||
    !isCompressible(String(type)) ||
    request.headers['x-no-compression'] !== undefined;
  const encoding = skip ? undefined : negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  const callback = (error: Error | null, compressed: Buffer) => {
    if (error) return done(error);
    addVary(reply);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compressed);
  };
  if (encoding === 'br') zlib.brotliCompress(payload, DYNAMIC_BROTLI, callback);
  else zlib.gzip(payload, DYNAMIC_GZIP, callback);
}

/**
 * Answers over 1 KB in a compressible type are compressed (brotli at quality 4, gzip 6) when
 * the request accepts it; an answer that already has a `Content-Encoding` (precompressed
 * assets, the catalogue) is left alone, and so are the tus uploads (their route hijacks the
 * reply). Request bodies are not decompressed: the API takes plain JSON only. Register it
 * before any route: it hooks the routes declared after it.
 *
 * Only answers held in memory are compressed here. The shop's own streams are audio, PDFs,
 * images and zips, and the built web app's text files of 1 KB or more come compressed from
 * the build (@fastify/static `preCompressed`); a smaller one goes as it is, as the build
 * leaves it. The one compressible stream is Swagger UI's files, which @fastify/compress
 * compresses in the API docs' context only (api-docs.ts): registered here, its hooks ran on
 * every request and every answer of the shop (decision 065).
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', compressInMemory);
}
