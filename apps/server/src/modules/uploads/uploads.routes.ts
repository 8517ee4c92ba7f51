import { OBJECT_ID_HEADER, OBJECT_TYPE_HEADER } from '@vinyl/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConflictError, errorDocument, NotFoundError } from '../../http/errors';
import { requireUser } from '../../http/request-context';
import { translate } from '../../i18n/messages';
import type { TusEndpoint, Uploader } from './tus-endpoint';
import { UploadTooLargeError } from './upload-errors';
import type { UploadGrants } from './upload-grants';
import type { UploadRow, UploadsRepository } from './uploads.repository';

interface Options {
  grants: UploadGrants;
  uploads: UploadsRepository;
  tus: TusEndpoint;
}

const KindParamsSchema = z.object({ kind: z.enum(['audio', 'files', 'design_images']) });

/**
 * A finished upload's bytes have moved into storage, so tus no longer knows it. A client
 * whose last answer was lost asks again with HEAD: it hears "complete" and which object
 * the file became. A DELETE ends the upload, not the object it became (tus termination,
 * which the browser's tus client sends once an upload is done: issue 14 item 16): 204, and
 * the row goes.
 */
async function answerFinished(
  request: FastifyRequest,
  reply: FastifyReply,
  upload: UploadRow,
  uploads: UploadsRepository,
) {
  reply.header('Tus-Resumable', '1.0.0').header('Cache-Control', 'no-store');
  if (request.method === 'DELETE') {
    await uploads.deleteUpload(upload.id);
    return reply.status(204).send();
  }
  reply
    .header('Upload-Offset', String(upload.size))
    .header('Upload-Length', String(upload.size))
    .header(OBJECT_ID_HEADER, upload.object_id ?? '')
    .header(OBJECT_TYPE_HEADER, upload.kind);
  if (request.method !== 'HEAD') {
    throw new ConflictError('upload_finished', 'This upload is already finished');
  }
  return reply.status(200).send();
}

/**
 * After `reply.hijack()` Fastify neither answers nor logs a handler's failure: an error tus
 * did not turn into an answer is logged here, and the client hears a JSON:API 500 (or, once
 * the answer has begun, loses the connection) instead of waiting for its timeout.
 */
function failHijacked(request: FastifyRequest, reply: FastifyReply, error: unknown): void {
  request.log.error({ err: error }, 'upload request failed');
  const res = reply.raw;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const title = translate('internal_error', request.locale, 'Internal error');
  const body = JSON.stringify(errorDocument([{ status: '500', code: 'internal_error', title }]));
  res
    .writeHead(500, {
      'content-type': 'application/vnd.api+json',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      'tus-resumable': '1.0.0',
    })
    .end(body);
}

/**
 * The tus endpoint in a plugin of its own: bodies are not parsed (tus reads the raw
 * stream, so the 1 MiB API body limit does not apply), and every call but OPTIONS needs
 * `Authorization: Bearer <upload token>`. Another user's upload answers 404.
 */
const tusRoutes: FastifyPluginAsync<Options> = async (app, { grants, uploads, tus }) => {
  // Uploads a crash interrupted during their finish are finished at start (in the
  // background: a client's HEAD meanwhile joins the same run); shutdown waits for them.
  let interrupted: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    interrupted = tus.finishInterrupted().catch((error: unknown) => {
      app.log.error({ err: error }, 'interrupted uploads');
    });
  });
  app.addHook('onClose', async () => {
    await interrupted;
    await tus.settled();
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const uploader: Uploader = { userId: '', locale: request.locale, kind: 'audio' };
    // OPTIONS tells what the server supports: it needs no token.
    if (request.method !== 'OPTIONS') {
      const grant = await grants.requireBearer(request.headers.authorization);
      uploader.userId = grant.userId;
      uploader.kind = grant.kind;
      const id = (request.params as { uploadId?: string }).uploadId;
      if (id !== undefined) {
        let upload = await uploads.findOwnedUpload(uploader.userId, id);
        if (!upload) throw new NotFoundError('Upload not found');
        // Every byte staged but no object yet: a crash came during the finish (issue 13
        // hole 5). Finish it now, so the client hears "complete" and the object's id.
        if (request.method === 'HEAD') upload = (await tus.finishIfStaged(upload)) ?? upload;
        if (upload.object_id !== null) return answerFinished(request, reply, upload, uploads);
        uploader.uploadId = upload.id;
      } else if (request.method === 'POST') {
        const declared = Number(request.headers['upload-length']);
        const maxBytes = await tus.maxBytesOf(grant.kind);
        if (declared > maxBytes) throw new UploadTooLargeError(maxBytes);
      }
    }
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw, uploader);
    } catch (error) {
      failHijacked(request, reply, error);
    }
    return reply;
  }

  const schema = { hide: true };
  app.route({ method: ['POST', 'OPTIONS'], url: '/uploads', schema, handler });
  app.route({ method: ['POST', 'OPTIONS'], url: '/uploads/', schema, handler });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/uploads/:uploadId',
    schema,
    handler,
  });
};

/** Upload grants (spec 2 §7 `GET /upload_info/audio`) and the tus endpoint. */
export const uploadRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.get(
    '/upload_info/:kind',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An upload URL and a short-lived token for it',
        params: KindParamsSchema,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { kind } = request.params;
      if (!options.tus.hasKind(kind)) throw new NotFoundError('Uploads of this kind are not taken');
      const grant = await options.grants.issue(user.id, kind);
      return {
        upload_url: options.tus.uploadUrl,
        ...grant,
        max_size: await options.tus.maxBytesOf(kind),
      };
    },
  );
  await app.register(tusRoutes, options);
};
