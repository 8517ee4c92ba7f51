import { OBJECT_ID_HEADER, OBJECT_TYPE_HEADER } from '@vinyl/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConflictError, NotFoundError } from '../../http/errors';
import { requireUser } from '../../http/request-context';
import type { TusEndpoint, Uploader } from './tus-endpoint';
import { UploadTooLargeError } from './upload-errors';
import type { UploadGrants } from './upload-grants';
import type { UploadRow, UploadsRepository } from './uploads.repository';

interface Options {
  grants: UploadGrants;
  uploads: UploadsRepository;
  tus: TusEndpoint;
}

const KindParamsSchema = z.object({ kind: z.enum(['audio', 'files']) });

/**
 * A finished upload's bytes have moved into storage, so tus no longer knows it. A client
 * whose last answer was lost asks again with HEAD: it hears "complete" and which object
 * the file became.
 */
function answerFinished(request: FastifyRequest, reply: FastifyReply, upload: UploadRow) {
  reply
    .header('Tus-Resumable', '1.0.0')
    .header('Cache-Control', 'no-store')
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
 * The tus endpoint in a plugin of its own: bodies are not parsed (tus reads the raw
 * stream, so the 1 MiB API body limit does not apply), and every call but OPTIONS needs
 * `Authorization: Bearer <upload token>`. Another user's upload answers 404.
 */
const tusRoutes: FastifyPluginAsync<Options> = async (app, { grants, uploads, tus }) => {
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
        const upload = await uploads.findOwnedUpload(uploader.userId, id);
        if (!upload) throw new NotFoundError('Upload not found');
        if (upload.object_id !== null) return answerFinished(request, reply, upload);
        uploader.uploadId = upload.id;
      } else if (request.method === 'POST') {
        const declared = Number(request.headers['upload-length']);
        const maxBytes = await tus.maxBytesOf(grant.kind);
        if (declared > maxBytes) throw new UploadTooLargeError(maxBytes);
      }
    }
    reply.hijack();
    await tus.handle(request.raw, reply.raw, uploader);
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
